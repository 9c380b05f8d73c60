/**
 * An independent client of the wire protocol for the server tests (its own AES with Node's crypto, not the
 * server's module), usable in-process (`app.inject`) or over HTTP (a spawned server). server-loans' tests
 * reuse it.
 *
 *   const client = new TestClient(injectTransport(app))
 *   await client.login('0912345678')
 *   const envelope = await client.call(API.queryCashUser)
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/api/envelope'
import type { ApiRoute } from '../../../types/api/paths'
import { API } from '../../../types/api/paths'
import type { LoginBody } from '../../../types/api/user'

export const DEV_KEY = 'dev-only-key-0123456789abcdefXYZ'
export const DEV_IV = 'dev-only-iv-0123'

export function aesEncrypt(plaintext: string, key = DEV_KEY, iv = DEV_IV): string {
  const keyBytes = Buffer.from(key, 'utf8')
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, Buffer.from(iv, 'utf8'))
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

export function aesDecrypt(ciphertext: string, key = DEV_KEY, iv = DEV_IV): string {
  const keyBytes = Buffer.from(key, 'utf8')
  const decipher = createDecipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, Buffer.from(iv, 'utf8'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')
}

export interface RawRequest {
  method: string
  /** Path with query string. */
  url: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface RawResponse {
  statusCode: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}

export type Transport = (request: RawRequest) => Promise<RawResponse>

export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    })
    return { statusCode: response.statusCode, headers: response.headers, body: response.body }
  }
}

export function httpTransport(baseUrl: string): Transport {
  return async ({ method, url, headers, body }) => {
    // A Buffer body goes as its bytes (typed as Uint8Array so the DOM and Node typings of fetch both accept it).
    const payload = body === undefined || typeof body === 'string' ? body : new Uint8Array(body)
    const response = await fetch(baseUrl + url, { method, headers, body: payload })
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => (responseHeaders[name] = value))
    return { statusCode: response.status, headers: responseHeaders, body: await response.text() }
  }
}

/** The contract headers (wire-protocol.md, "Requests") as the app sends them. */
export function appHeaders(session: { token: string | null; userId: string; uuId: string }): Record<string, string> {
  return {
    version: '5.0.0',
    sourceChannel: 'ezd',
    packageName: 'tw.ezd.cashloan',
    countryCode: '886',
    userId: session.userId,
    uuId: session.uuId,
    Authorization: session.token
      ? `Bearer ${session.token}`
      : `Device ${aesEncrypt(JSON.stringify({ platform: 'jest', deviceId: 'test-device' }))}`,
  }
}

export class TestClient {
  token: string | null = null
  userId = ''
  uuId = ''

  constructor(
    readonly transport: Transport,
    readonly key = DEV_KEY,
    readonly iv = DEV_IV,
  ) {}

  headers(): Record<string, string> {
    return appHeaders(this)
  }

  /** Sends an encrypted call the way the app does; returns the HTTP answer undecoded. */
  send(route: ApiRoute, payload: unknown = {}, extraHeaders: Record<string, string> = {}): Promise<RawResponse> {
    const ciphertext = aesEncrypt(JSON.stringify(payload), this.key, this.iv)
    const headers = { ...this.headers(), ...extraHeaders }
    if (route.method === 'GET') {
      return this.transport({ method: 'GET', url: `${route.path}?data=${encodeURIComponent(ciphertext)}`, headers })
    }
    return this.transport({
      method: route.method,
      url: route.path,
      headers: { ...headers, 'content-type': 'text/plain' },
      body: ciphertext,
    })
  }

  /** Decrypts an HTTP answer; throws unless it is HTTP 200 with a ciphertext envelope. */
  open<T>(response: RawResponse): Envelope<T> {
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`)
    return JSON.parse(aesDecrypt(response.body, this.key, this.iv)) as Envelope<T>
  }

  async call<T = unknown>(route: ApiRoute, payload: unknown = {}): Promise<Envelope<T>> {
    return this.open<T>(await this.send(route, payload))
  }

  /** Like `call` but fails unless the envelope status is 200; returns the body. */
  async ok<T = unknown>(route: ApiRoute, payload: unknown = {}): Promise<T> {
    const envelope = await this.call<T>(route, payload)
    if (envelope.status !== 200) {
      throw new Error(`${route.path}: envelope ${envelope.status} ${envelope.message}`)
    }
    return envelope.body
  }

  /** Requests a code and logs in with `code` (the test server runs with OTP_FIXED_CODE). */
  async login(mobile: string, code = TEST_OTP): Promise<LoginBody> {
    await this.ok(API.sendVerifyCode, { mobile, type: 'text' })
    const body = await this.ok<LoginBody>(API.login, { mobile, code })
    this.token = body.token
    this.userId = body.userId
    this.uuId = body.uuId
    return body
  }

  /** `POST /upload/image` as multipart with the field `file`. */
  async upload(bytes: Buffer, filename = 'photo.png', contentType = 'image/png'): Promise<RawResponse> {
    const boundary = `----jest${Math.random().toString(16).slice(2)}`
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return this.transport({
      method: 'POST',
      url: API.uploadImage.path,
      headers: { ...this.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
  }
}

/** The fixed OTP the test apps run with. */
export const TEST_OTP = '135790'

/** A distinct valid mobile number per call within one test file (`09` + 8 digits). */
const mobileBase = Math.floor(Math.random() * 1_000_000)
let mobileCounter = 0
export function nextMobile(prefix = '0912'): string {
  mobileCounter += 1
  return `${prefix}${String((mobileBase + mobileCounter) % 1_000_000).padStart(6, '0')}`
}
