/**
 * Answering in the wire format: HTTP 200, text/plain, the ciphertext of `{status, message, body}`; or, for a
 * GET with a valid `callback`, JSONP `callback("<ciphertext>")` as application/javascript.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope, EnvelopeStatus } from '../../types/api/envelope'
import type { EnvelopeCipher } from '../crypto'

export const JSONP_CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/

/** The `callback` query parameter of a GET: `undefined` when absent, `null` when present but unsafe. */
export function jsonpCallback(request: FastifyRequest): string | null | undefined {
  if (request.method !== 'GET') return undefined
  const value = (request.query as Record<string, unknown> | undefined)?.callback
  if (value === undefined) return undefined
  return typeof value === 'string' && JSONP_CALLBACK.test(value) ? value : null
}

export function replyEnvelope<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cipher: EnvelopeCipher,
  envelope: { status: EnvelopeStatus; message: string; body: T | null },
): FastifyReply {
  const complete: Envelope<T | null> = {
    status: envelope.status,
    message: envelope.message,
    body: envelope.body ?? null,
  }
  request.envelopeStatus = complete.status
  const ciphertext = cipher.encrypt(JSON.stringify(complete))
  const callback = jsonpCallback(request)
  reply.code(200).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store')
  if (typeof callback === 'string') {
    // Base64 has no quote or backslash, so the string literal needs no escaping.
    return reply.type('application/javascript; charset=utf-8').send(`${callback}("${ciphertext}")`)
  }
  return reply.type('text/plain; charset=utf-8').send(ciphertext)
}
