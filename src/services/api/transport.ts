/**
 * How bytes reach the server, behind one small interface so tests (and any future platform) can replace
 * it with `setTransport`. The default goes through Taro, which is `fetch` on H5 and `wx.request` in the
 * mini-program. A transport only moves data: decryption, status handling and user feedback are the
 * client's (`client.ts`).
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
  async request({ url, method, headers, body, timeout }) {
    const response = await Taro.request({
      url,
      method,
      header: headers,
      data: body,
      timeout,
      // Text, not JSON: bodies are ciphertext, and Taro's H5 JSON mode turns an unparsable body into null.
      dataType: 'text',
      responseType: 'text',
    })
    return { statusCode: response.statusCode, data: response.data }
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
