/**
 * A fake transport for app tests: queue answers per API path, record what the client sent (decrypted), and
 * build encrypted envelopes in one call. Also spies for Taro's feedback and navigation calls.
 *
 *   const server = installFakeTransport()
 *   server.respond(API.configOne, ok({ configKey: 'line', configValue: '@ezd', extInfoJSON: {} }))
 *   await getConfigOne({ configKey: 'line' })
 *   expect(server.last(API.configOne)?.payload).toEqual({ configKey: 'line' })
 *
 * Call `resetTransport()` (from `@/services/api/client`) in `afterEach`, or use `installFakeTransport`
 * inside `beforeEach` (it replaces any earlier fake).
 */
import Taro from '@tarojs/taro'
import type { ApiRoute } from '@contract/paths'
import { decrypt, encrypt } from '@/services/api/crypto'
import { setTransport } from '@/services/api/client'
import type { Transport, TransportResponse, UploadRequest } from '@/services/api/transport'
import { parseQuery, type QueryParams } from '@/utils/url'

/** What the fake does with one call. */
export type FakeReply =
  /** Resolve with this HTTP answer (status and data as given). */
  | { type: 'response'; response: TransportResponse }
  /** Reject like Taro does when there is no answer (`request:fail …`, `request:fail abort`). */
  | { type: 'fail'; errMsg: string }
  /** Never settle (the client's timeout decides). */
  | { type: 'hang' }

export interface RecordedCall {
  transport: 'request' | 'upload' | 'jsonp'
  method: string
  /** Full URL as sent. */
  url: string
  /** URL path without host and query, e.g. `/api/v3/common/config/one`. */
  path: string
  query: QueryParams
  headers: Record<string, string>
  /** Ciphertext body (POST/PUT/DELETE). */
  body?: string
  /** The decrypted payload: from the body, or from the `data` parameter of a GET. */
  payload: unknown
  timeout?: number
  /** Uploads only. */
  upload?: Pick<UploadRequest, 'filePath' | 'name' | 'formData'>
}

export function encryptEnvelope(envelope: { status: number; message?: string; body?: unknown }): string {
  return encrypt(JSON.stringify({ message: envelope.status === 200 ? 'success' : '', body: null, ...envelope }))
}

/** HTTP 200 with the encrypted envelope `{status: 200, message: 'success', body}`. */
export function ok(body: unknown): FakeReply {
  return envelope(200, 'success', body)
}

/** HTTP 200 with an encrypted envelope of any status (301, 400, 500 …). */
export function envelope(status: number, message: string, body: unknown = null): FakeReply {
  return { type: 'response', response: { statusCode: 200, data: encryptEnvelope({ status, message, body }) } }
}

/** Any HTTP answer as it is (an unencrypted body, a 502, HTML of a raw route …). */
export function httpResponse(statusCode: number, data: unknown): FakeReply {
  return { type: 'response', response: { statusCode, data } }
}

export function fail(errMsg = 'request:fail'): FakeReply {
  return { type: 'fail', errMsg }
}

export function hang(): FakeReply {
  return { type: 'hang' }
}

type PathKey = string | ApiRoute

function keyOf(path: PathKey): string {
  return typeof path === 'string' ? path : path.path
}

function splitUrl(url: string): { path: string; query: QueryParams } {
  const withoutHost = url.replace(/^[a-z]+:\/\/[^/]*/i, '')
  const [path, search = ''] = withoutHost.split('?')
  return { path, query: parseQuery(search) }
}

function decryptPayload(ciphertext: string | undefined): unknown {
  if (ciphertext === undefined) return undefined
  try {
    return JSON.parse(decrypt(ciphertext))
  } catch {
    return { undecryptable: ciphertext }
  }
}

export class FakeTransport implements Transport {
  readonly calls: RecordedCall[] = []
  private readonly queues = new Map<string, FakeReply[]>()

  /** Queues replies for a path; they are used in order and the last one repeats for later calls. */
  respond(path: PathKey, ...replies: FakeReply[]): this {
    this.queues.set(keyOf(path), [...(this.queues.get(keyOf(path)) ?? []), ...replies])
    return this
  }

  /** Calls made to `path` (all calls when omitted). */
  callsTo(path?: PathKey): RecordedCall[] {
    return path === undefined ? this.calls : this.calls.filter((call) => call.path === keyOf(path))
  }

  last(path?: PathKey): RecordedCall | undefined {
    const calls = this.callsTo(path)
    return calls[calls.length - 1]
  }

  request: Transport['request'] = ({ url, method, headers, body, timeout }) => {
    const { path, query } = splitUrl(url)
    const payload = method === 'GET' ? decryptPayload(query.data) : decryptPayload(body)
    this.calls.push({ transport: 'request', method, url, path, query, headers, body, payload, timeout })
    return this.answer(path)
  }

  upload: Transport['upload'] = ({ url, filePath, name, formData, headers, timeout }) => {
    const { path, query } = splitUrl(url)
    this.calls.push({
      transport: 'upload',
      method: 'POST',
      url,
      path,
      query,
      headers,
      payload: undefined,
      timeout,
      upload: { filePath, name, formData },
    })
    return this.answer(path)
  }

  jsonp: Transport['jsonp'] = (url, timeout) => {
    const { path, query } = splitUrl(url)
    this.calls.push({
      transport: 'jsonp',
      method: 'GET',
      url,
      path,
      query,
      headers: {},
      payload: decryptPayload(query.data),
      timeout,
    })
    // JSONP hands the script's argument over as it is: the ciphertext string.
    return this.answer(path)
  }

  private answer(path: string): Promise<TransportResponse> {
    const queue = this.queues.get(path)
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0]
    if (!reply) return Promise.reject({ errMsg: `request:fail fake transport has no reply for ${path}` })
    switch (reply.type) {
      case 'response':
        return Promise.resolve(reply.response)
      case 'fail':
        return Promise.reject({ errMsg: reply.errMsg })
      case 'hang':
        return new Promise<TransportResponse>(() => undefined)
    }
  }
}

/** Makes a new fake the client's transport and returns it. */
export function installFakeTransport(): FakeTransport {
  const fake = new FakeTransport()
  setTransport(fake)
  return fake
}

/**
 * Spies on Taro's feedback and navigation calls so tests can read what the user was shown. Modals answer
 * "confirm" unless told otherwise. Restore with `jest.restoreAllMocks()`.
 */
export function spyOnTaroUi({ modalConfirms = true } = {}) {
  return {
    showModal: jest
      .spyOn(Taro, 'showModal')
      .mockImplementation(() =>
        Promise.resolve({ confirm: modalConfirms, cancel: !modalConfirms, errMsg: 'showModal:ok' }),
      ),
    showToast: jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'showToast:ok' })),
    showLoading: jest
      .spyOn(Taro, 'showLoading')
      .mockImplementation(() => Promise.resolve({ errMsg: 'showLoading:ok' })),
    hideLoading: jest
      .spyOn(Taro, 'hideLoading')
      .mockImplementation(() => Promise.resolve({ errMsg: 'hideLoading:ok' })),
    setClipboardData: jest
      .spyOn(Taro, 'setClipboardData')
      .mockImplementation(() => Promise.resolve({ errMsg: 'setClipboardData:ok', data: '' })),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockImplementation(() => Promise.resolve({ errMsg: 'reLaunch:ok' })),
    switchTab: jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'switchTab:ok' })),
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'navigateTo:ok' })),
  }
}

export type TaroUiSpies = ReturnType<typeof spyOnTaroUi>
