/** Absolute URLs the server hands out (images, the LINE QR): PUBLIC_ORIGIN, else the request's own origin. */
import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { UPLOAD_FILES_PREFIX } from '../domain/uploads'

export function publicOrigin(ctx: ServerContext, request: FastifyRequest): string {
  return ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`
}

/** `key => absolute URL` of uploaded images, for this request. */
export function uploadUrlFor(ctx: ServerContext, request: FastifyRequest): (key: string) => string {
  const origin = publicOrigin(ctx, request)
  return (key) => `${origin}${UPLOAD_FILES_PREFIX}${key}`
}
