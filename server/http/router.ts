/**
 * Declaring an encrypted API route once, from the `API` table of types/api/paths.ts:
 *
 *   router.route(API.queryCashUser, { payload: emptyPayload, handler: async ({ session }) => body })
 *
 * The router reads the ciphertext (POST body or GET `data`), decrypts it, parses the JSON object, checks the
 * session (`route`: required → envelope 301; `publicRoute`: optional), validates the payload with the route's
 * validator, runs the handler and answers the encrypted envelope `{status: 200, message: 'success', body}`.
 * `ApiError` thrown anywhere becomes its envelope status; any other error is logged and becomes envelope 500.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiRoute } from '../../types/api/paths'
import type { ServerContext } from '../context'
import { DecryptError } from '../crypto'
import { ApiError, TRANSPORT_MESSAGES, badRequest, noSession } from '../errors'
import { lookupSession, SESSION_MESSAGES, type Session } from '../domain/sessions'
import type { Validator } from '../validation'
import type { ClientMeta } from './client-meta'
import { jsonpCallback, replyEnvelope } from './envelope'

export interface PublicCall<P> {
  payload: P
  /** The caller's session when a valid bearer token came along, else `null`. */
  session: Session | null
  meta: ClientMeta
  request: FastifyRequest
}

export interface Call<P> extends PublicCall<P> {
  session: Session
}

export interface RouteDefinition<P, B, C> {
  payload: Validator<P>
  handler: (call: C) => Promise<B>
}

/** Answer of a `raw` route (contract HTML): sent as is, unencrypted. */
export interface RawAnswer {
  contentType: string
  body: string
}

export interface Router {
  /** A route that needs a session (`auth: true` in the API table). */
  route<P, B>(api: ApiRoute, definition: RouteDefinition<P, B, Call<P>>): void
  /** A route callable without a session (`auth: false`). */
  publicRoute<P, B>(api: ApiRoute, definition: RouteDefinition<P, B, PublicCall<P>>): void
  /** A `raw: true` route: same input handling, but a successful answer is sent unencrypted. */
  rawRoute<P>(api: ApiRoute, definition: RouteDefinition<P, RawAnswer, Call<P>>): void
}

/** Reads and decrypts the payload object; throws `badRequest('資料驗證失敗')` for anything else. */
export function readPayload(ctx: ServerContext, request: FastifyRequest): Record<string, unknown> {
  let ciphertext: unknown
  if (request.method === 'GET' || request.method === 'HEAD') {
    ciphertext = (request.query as Record<string, unknown> | undefined)?.data
    // A '+' that was not URL-encoded arrives as a space.
    if (typeof ciphertext === 'string') ciphertext = ciphertext.replace(/ /g, '+')
  } else {
    ciphertext = typeof request.body === 'string' ? request.body.trim() : request.body
  }
  // A call without parameters may leave the body or `data` out entirely.
  if (ciphertext === undefined || ciphertext === '') return {}
  if (typeof ciphertext !== 'string') throw badRequest(TRANSPORT_MESSAGES.undecryptable)
  let parsed: unknown
  try {
    parsed = JSON.parse(ctx.cipher.decrypt(ciphertext))
  } catch (error) {
    if (error instanceof DecryptError || error instanceof SyntaxError)
      throw badRequest(TRANSPORT_MESSAGES.undecryptable)
    throw error
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(TRANSPORT_MESSAGES.undecryptable)
  }
  return parsed as Record<string, unknown>
}

/** The session of the request, or throws envelope 301 with the reason. */
export async function requireSession(ctx: ServerContext, request: FastifyRequest): Promise<Session> {
  const token = request.clientMeta.bearerToken
  if (token === null) throw noSession(SESSION_MESSAGES.missing)
  const found = await lookupSession(ctx, token)
  if (!found.ok) throw noSession(SESSION_MESSAGES[found.reason])
  request.sessionUserId = found.session.userId
  return found.session
}

async function optionalSession(ctx: ServerContext, request: FastifyRequest): Promise<Session | null> {
  const token = request.clientMeta.bearerToken
  if (token === null) return null
  const found = await lookupSession(ctx, token)
  return found.ok ? found.session : null
}

/** Turns a thrown value into the envelope to send. */
export function failureEnvelope(request: FastifyRequest, error: unknown) {
  if (error instanceof ApiError) return { status: error.status, message: error.message, body: null }
  request.log.error({ err: error, path: request.routeOptions.url }, 'handler failed')
  return { status: 500 as const, message: TRANSPORT_MESSAGES.serverFailure, body: null }
}

export function createRouter(ctx: ServerContext, app: import('fastify').FastifyInstance): Router {
  const register = <P, B>(
    api: ApiRoute,
    definition: RouteDefinition<P, B, PublicCall<P>>,
    mode: 'auth' | 'public',
    answer: (request: FastifyRequest, reply: FastifyReply, body: B) => FastifyReply,
  ) => {
    if ((mode === 'auth') !== api.auth) {
      throw new Error(`${api.path}: the API table says auth=${api.auth}, registered as ${mode}`)
    }
    app.route({
      method: api.method,
      url: api.path,
      handler: async (request, reply) => {
        try {
          if (jsonpCallback(request) === null) throw badRequest(TRANSPORT_MESSAGES.undecryptable)
          const session = mode === 'auth' ? await requireSession(ctx, request) : await optionalSession(ctx, request)
          const raw = readPayload(ctx, request)
          const payload = definition.payload.parse(raw)
          const body = await definition.handler({ payload, session, meta: request.clientMeta, request })
          return answer(request, reply, body)
        } catch (error) {
          return replyEnvelope(request, reply, ctx.cipher, failureEnvelope(request, error))
        }
      },
    })
  }

  const encrypted = <B>(request: FastifyRequest, reply: FastifyReply, body: B) =>
    replyEnvelope(request, reply, ctx.cipher, { status: 200, message: TRANSPORT_MESSAGES.success, body })

  return {
    route: (api, definition) =>
      register(api, definition as RouteDefinition<unknown, unknown, PublicCall<unknown>>, 'auth', encrypted),
    publicRoute: (api, definition) => register(api, definition, 'public', encrypted),
    rawRoute: (api, definition) => {
      if (!api.raw) throw new Error(`${api.path} is not marked raw in the API table`)
      register(
        api,
        definition as RouteDefinition<unknown, RawAnswer, PublicCall<unknown>>,
        'auth',
        (request, reply, body: RawAnswer) => {
          request.envelopeStatus = 200
          return reply.code(200).type(body.contentType).header('cache-control', 'no-store').send(body.body)
        },
      )
    },
  }
}
