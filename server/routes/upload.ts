/**
 * `POST /upload/image` (multipart field `file`, session required): JPEG, PNG or WebP by magic bytes, 10 MB,
 * stored with its metadata; answers the encrypted envelope `{url, key}`.
 * `GET /upload/files/<key>`: the image, for whoever holds the unguessable URL (see domain/uploads.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UploadImageBody } from '../../types/api/config'
import { API } from '../../types/api/paths'
import type { ServerContext } from '../context'
import { badRequest } from '../errors'
import { readImageInfo } from '../domain/image-info'
import { isUploadKey, UPLOAD_FILES_PREFIX } from '../domain/uploads'
import { replyEnvelope } from '../http/envelope'
import { failureEnvelope, requireSession } from '../http/router'
import { uploadUrlFor } from '../http/urls'
import { TEXT } from '../texts'
import type { RouteModule } from './index'

async function receiveImage(ctx: ServerContext, request: FastifyRequest): Promise<UploadImageBody> {
  const session = await requireSession(ctx, request)
  if (!request.isMultipart()) throw badRequest(TEXT.upload.noFile)
  let bytes: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'file' && bytes === null) bytes = data
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TEXT.upload.tooLarge)
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(TEXT.upload.badMultipart)
    throw error
  }
  if (bytes === null || bytes.length === 0) throw badRequest(TEXT.upload.noFile)
  const info = readImageInfo(bytes)
  if (!info) throw badRequest(TEXT.upload.notImage)
  const stored = await ctx.uploads.save(session.userId, bytes, info)
  return { key: stored.key, url: uploadUrlFor(ctx, request)(stored.key) }
}

export const registerUploadRoutes: RouteModule = (_router, ctx, app) => {
  app.post(API.uploadImage.path, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = await receiveImage(ctx, request)
      return replyEnvelope(request, reply, ctx.cipher, { status: 200, message: 'success', body })
    } catch (error) {
      return replyEnvelope(request, reply, ctx.cipher, failureEnvelope(request, error))
    }
  })

  app.get(`${UPLOAD_FILES_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params as { key: string }
    const upload = isUploadKey(key) ? await ctx.uploads.find(key) : null
    if (!upload) return reply.code(404).type('text/plain').send('Not Found')
    const bytes = await ctx.uploads.read(upload)
    return reply
      .type(upload.mime)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('referrer-policy', 'no-referrer')
      .send(bytes)
  })
}
