/**
 * How bytes reach the server, behind one small interface so tests (and any future platform) can replace
 * it with `setTransport`. The default is `fetch` on H5 and Taro's `wx.request` in the mini-program. A
 * transport only moves data: decryption, status handling and user feedback are the client's (`client.ts`).
 */
import Taro from '@tarojs/taro'
import type { HttpMethod } from '@contract/paths'
import type { RequestHeaders } from './headers'
import { jsonpRequest } from './jsonp'

export interface TransportRequest {
  /** Full URL; a GET's `data` parameter is already in it. */
  url: string
  method: HttpMethod
  headers: RequestHeaders
  /** Ciphertext body of POST, PUT and DELETE; absent for GET. */
  body?: string
  /** Milliseconds; the client also enforces it. */
  timeout: number
}

export interface UploadRequest {
  url: string
  /** Local path from a picker (`blob:` URL on H5, temp path in the mini-program). */
  filePath: string
  /** Multipart field of the file. */
  name: string
  formData?: Record<string, string>
  headers: RequestHeaders
  timeout: number
}

/** Any HTTP answer, whatever its status; `data` is text unless the platform already parsed it. */
export interface TransportResponse {
  statusCode: number
  data: unknown
}

/**
 * A transport resolves with every HTTP answer (including 4xx/5xx) and rejects only when there was none,
 * with something carrying `errMsg` (Taro's `request:fail …`) or an `Error`; the client classifies it.
 */
export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>
  upload(request: UploadRequest): Promise<TransportResponse>
  /** H5 script-tag GET; `url` already has the `data` parameter. */
  jsonp(url: string, timeout: number): Promise<TransportResponse>
}

export const taroTransport: Transport = {
  request(request) {
    // A build-time constant: the H5 build talks to `fetch` directly and leaves Taro.request (and the fetch,
    // AbortController and JSONP polyfills it brings, ~9 KiB gzip on every page) out of the bundle.
    return process.env.TARO_ENV === 'h5' ? fetchRequest(request) : taroRequest(request)
  },
  async upload({ url, filePath, name, formData, headers, timeout }) {
    const response = await Taro.uploadFile({
      url,
      filePath,
      name,
      formData,
      header: headers,
      timeout,
      // Authorization travels in a header; cookies would only make a cross-origin upload host fail CORS.
      withCredentials: false,
    })
    return { statusCode: response.statusCode, data: response.data }
  },
  jsonp: jsonpRequest,
}

async function taroRequest({ url, method, headers, body, timeout }: TransportRequest): Promise<TransportResponse> {
  const response = await Taro.request({
    url,
    method,
    header: headers,
    data: body,
    timeout,
    // Text, not JSON: bodies are ciphertext, and Taro's JSON mode turns an unparsable body into null.
    dataType: 'text',
    responseType: 'text',
  })
  return { statusCode: response.statusCode, data: response.data }
}

/**
 * H5: one `fetch`, aborted after `timeout`. Failures reject the way Taro's do (`errMsg: 'request:fail …'`),
 * so the client classifies them the same on both platforms.
 */
async function fetchRequest({ url, method, headers, body, timeout }: TransportRequest): Promise<TransportResponse> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal })
    return { statusCode: response.status, data: await response.text() }
  } catch (error) {
    const aborted = (error as { name?: string } | null)?.name === 'AbortError'
    throw { errMsg: aborted ? 'request:fail abort' : `request:fail ${String((error as Error)?.message ?? error)}` }
  } finally {
    clearTimeout(timer)
  }
}

let current: Transport = taroTransport

export function getTransport(): Transport {
  return current
}

/** Replaces the transport (tests); `resetTransport` puts Taro's back. */
export function setTransport(transport: Transport): void {
  current = transport
}

export function resetTransport(): void {
  current = taroTransport
}
