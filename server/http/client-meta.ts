/**
 * The client headers of wire-protocol.md ("Requests"), read on every request and recorded without secrets:
 * of `Authorization` only its kind is kept.
 */
import type { FastifyRequest } from 'fastify'

export type AuthKind = 'bearer' | 'device' | 'none'

export interface ClientMeta {
  version: string
  sourceChannel: string
  packageName: string
  countryCode: string
  userId: string
  uuId: string
  authKind: AuthKind
  /** The bearer token, kept only in memory for the session guard; never logged or recorded. */
  bearerToken: string | null
}

const MAX_HEADER_LENGTH = 128

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()]
  const first = Array.isArray(value) ? value[0] : value
  // Keep recorded values short and printable: they are client-controlled.
  return (first ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, MAX_HEADER_LENGTH)
}

export function readClientMeta(request: FastifyRequest): ClientMeta {
  const authorization = request.headers.authorization ?? ''
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)
  const authKind: AuthKind = bearer ? 'bearer' : /^Device\s+\S/i.test(authorization) ? 'device' : 'none'
  return {
    version: header(request, 'version'),
    sourceChannel: header(request, 'sourceChannel'),
    packageName: header(request, 'packageName'),
    countryCode: header(request, 'countryCode'),
    userId: header(request, 'userId'),
    uuId: header(request, 'uuId'),
    authKind,
    bearerToken: bearer ? bearer[1] : null,
  }
}

/** The recordable part (no token). */
export function publicMeta(meta: ClientMeta): Omit<ClientMeta, 'bearerToken'> {
  const { bearerToken: _token, ...rest } = meta
  return rest
}
