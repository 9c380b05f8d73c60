/**
 * The one pipeline every API call goes through (spec section 7, wire-protocol.md): encrypt the payload,
 * attach the headers, send through the transport, check the HTTP status, decrypt the envelope, and turn
 * every failure into a typed `ApiError` whose catalogue row (spec section 8) is applied before rejecting.
 */
import type { ApiRoute } from '@contract/paths'
import type { Envelope } from '@contract/envelope'
import { apiHost, fileHost } from '@/utils/env'
import { appendQuery, buildQuery } from '@/utils/url'
import { FEEDBACK_TEXT, holdLoading } from '@/services/feedback'
import { decrypt, encrypt } from './crypto'
import { CATALOGUE_TEXT, applyErrorBehaviour, type Silence } from './error-catalogue'
import {
  ApiError,
  BusinessError,
  DataValidationError,
  HttpStatusError,
  MissingUrlError,
  RequestFailError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
} from './errors'
import { buildHeaders } from './headers'
import { getTransport, type TransportResponse } from './transport'

export { setTransport, resetTransport } from './transport'

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 15_000
export const UPLOAD_TIMEOUT_MS = 60_000
export { SLOW_NETWORK_HINT_MS } from '@/services/feedback'

export interface RequestOptions {
  /** Milliseconds before the call fails with `TimeoutError`. @default 15000 */
  timeout?: number
  /** Show the loading indicator while the call runs; a string is its text. @default false */
  loading?: boolean | string
  /**
   * What the catalogue keeps back for the caller to show inline. `true`: nothing is shown. `'business'`:
   * only envelope refusals (`BusinessError`: 400, 403, 404, 409, 429) are kept back; timeouts, network
   * failures and the rest still show their modal. Ending the session on 301/500 happens either way.
   * @default false
   */
  silent?: Silence
  /** H5 only: send a GET as JSONP (script tag). Headers cannot travel this way. @default false */
  jsonp?: boolean
}

/**
 * Calls `route` with `payload` and resolves with the envelope's `body` (or, for `raw` routes, the response
 * text). Always rejects with an `ApiError` after its catalogue behaviour has been shown.
 */
export function request<TBody>(route: ApiRoute, payload?: object, options: RequestOptions = {}): Promise<TBody> {
  return runWithFeedback(options, async () => {
    const timeout = options.timeout ?? REQUEST_TIMEOUT_MS
    const url = routeUrl(route)
    const ciphertext = encrypt(JSON.stringify(payload ?? {}))
    const transport = getTransport()
    let response: TransportResponse
    if (route.method === 'GET') {
      const getUrl = appendQuery(url, buildQuery({ data: ciphertext }))
      const useJsonp = process.env.TARO_ENV === 'h5' && options.jsonp === true
      response = await withTimeout(
        () =>
          useJsonp
            ? transport.jsonp(getUrl, timeout)
            : transport.request({ url: getUrl, method: 'GET', headers: buildHeaders(), timeout }),
        timeout,
      )
    } else {
      response = await withTimeout(
        () => transport.request({ url, method: route.method, headers: buildHeaders(), body: ciphertext, timeout }),
        timeout,
      )
    }
    return readResponse<TBody>(response, { raw: route.raw === true })
  })
}

/** `{API host or file host}{path}`; a route without a path is a bug (`MissingUrlError`). */
export function routeUrl(route: ApiRoute): string {
  if (!route || typeof route.path !== 'string' || route.path.trim() === '') throw new MissingUrlError()
  if (/^https?:\/\//i.test(route.path)) return route.path
  const host = route.fileHost ? fileHost() : apiHost()
  return `${host}${route.path.startsWith('/') ? '' : '/'}${route.path}`
}

/** HTTP status, then the envelope: resolves with `body`, rejects with the error its status stands for. */
export function readResponse<TBody>(response: TransportResponse, { raw = false } = {}): TBody {
  if (response.statusCode !== 200) throw new HttpStatusError(response.statusCode)
  if (raw) return (typeof response.data === 'string' ? response.data : String(response.data ?? '')) as TBody
  const envelope = readEnvelope(response.data)
  const message = envelope.message
  switch (envelope.status) {
    case 200:
      return envelope.body as TBody
    case 301:
      throw new SessionExpiredError(message)
    case 500:
      throw new ServerError(message)
    default:
      throw new BusinessError(envelope.status, message)
  }
}

/** Decrypts a text body (an already-parsed object is taken as it is) and checks it is an envelope. */
export function readEnvelope(data: unknown): Envelope {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(decrypt(data))
    } catch (error) {
      throw new DataValidationError(error)
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DataValidationError()
  const { status, message, body } = value as Record<string, unknown>
  if (typeof status !== 'number') throw new DataValidationError()
  return {
    status: status as Envelope['status'],
    message: typeof message === 'string' ? message : '',
    body: body ?? null,
  }
}

/**
 * Runs `call` with the loading indicator `options` asks for; a failure is turned into an `ApiError`, the
 * indicator hidden, the catalogue row applied, and the error rethrown. Shared with uploads.
 */
export async function runWithFeedback<T>(options: RequestOptions, call: () => Promise<T>): Promise<T> {
  const stopLoading = startLoading(options.loading)
  try {
    return await call()
  } catch (failure) {
    const error = toApiError(failure)
    stopLoading()
    await applyErrorBehaviour(error, { silent: options.silent })
    throw error
  } finally {
    stopLoading()
  }
}

/** Runs `call`, failing with `TimeoutError` after `ms` even if the transport never settles. */
export function withTimeout<T>(call: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError('timeout', ms)), ms)
    Promise.resolve()
      .then(call)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

/** Anything a transport or the pipeline threw, as the `ApiError` the catalogue knows. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure
  const errMsg = describeFailure(failure)
  const name = typeof failure === 'object' && failure !== null ? (failure as { name?: unknown }).name : undefined
  // Taro reports `request:fail timeout` / `request:fail abort` in the mini-program and `uploadFile:fail
  // timeout` on H5; fetch aborts (Taro's H5 timeout) are AbortErrors.
  if (name === 'AbortError' || /\babort/i.test(errMsg)) return new TimeoutError('abort')
  if (/timeout|timed out/i.test(errMsg)) return new TimeoutError('timeout')
  return new RequestFailError(errMsg)
}

function describeFailure(failure: unknown): string {
  if (typeof failure === 'string') return failure
  if (typeof failure === 'object' && failure !== null) {
    const { errMsg, message } = failure as { errMsg?: unknown; message?: unknown }
    if (typeof errMsg === 'string' && errMsg) return errMsg
    if (typeof message === 'string' && message) return message
  }
  return CATALOGUE_TEXT.requestFail
}

function startLoading(loading: RequestOptions['loading']): () => void {
  if (!loading) return () => undefined
  return holdLoading(typeof loading === 'string' ? loading : FEEDBACK_TEXT.loading)
}
