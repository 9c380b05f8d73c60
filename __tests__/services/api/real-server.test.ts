/**
 * The client against a real HTTP server (in the manner of ky's create-http-test-server): Taro's own H5
 * transport (fetch over jsdom's XMLHttpRequest, with a real CORS preflight) talking to a tiny Node server
 * that encrypts and decrypts with Node's `crypto`, an implementation independent of crypto-js.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { request, resetTransport } from '@/services/api/client'
import { HttpStatusError, RequestFailError, SessionExpiredError, TimeoutError } from '@/services/api/errors'
import { getConfigOne } from '@/services/api/modules/config'
import { login } from '@/services/api/modules/user'
import { viewContract } from '@/services/api/modules/bank'
import { appStore } from '@/store/index'
import { clearSession, startSession, tokenAtom } from '@/store/session'
import { spyOnTaroUi, type TaroUiSpies } from '../../helpers/fake-transport'

const KEY = Buffer.from('dev-only-key-0123456789abcdefXYZ', 'utf8')
const IV = Buffer.from('dev-only-iv-0123', 'utf8')

function nodeEncrypt(plaintext: string): string {
  const cipher = createCipheriv('aes-256-cbc', KEY, IV)
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

function nodeDecrypt(ciphertext: string): string {
  const decipher = createDecipheriv('aes-256-cbc', KEY, IV)
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')
}

interface Seen {
  method: string
  path: string
  headers: IncomingMessage['headers']
  payload: unknown
}

const ALLOWED_HEADERS = 'content-type, version, sourceChannel, packageName, countryCode, userId, uuId, Authorization'

let server: Server
let origin: string
const seen: Seen[] = []

function answer(res: ServerResponse, envelope: { status: number; message: string; body: unknown }) {
  res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
  res.end(nodeEncrypt(JSON.stringify(envelope)))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': ALLOWED_HEADERS,
    })
    return res.end()
  }
  const url = new URL(req.url ?? '/', origin)
  let text = ''
  for await (const chunk of req) text += chunk
  const ciphertext = req.method === 'GET' ? (url.searchParams.get('data') ?? '') : text
  const payload = JSON.parse(nodeDecrypt(ciphertext))
  seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, payload })

  switch (url.pathname) {
    case API.login.path:
      return answer(res, {
        status: 200,
        message: 'success',
        body: { token: 'node-token', userId: 'U1', uuId: 'UU1', mobile: payload.mobile },
      })
    case API.configOne.path:
      return answer(res, {
        status: 200,
        message: 'success',
        body: { configKey: payload.configKey, configValue: '@ezdloan', extInfoJSON: { line: '@ezdloan' } },
      })
    case API.loanOrderRecord.path:
      return answer(res, { status: 301, message: '登入已失效，請重新登入', body: null })
    case API.bankList.path:
      res.writeHead(502, { 'access-control-allow-origin': '*' })
      return res.end('Bad Gateway')
    case API.contractView.path:
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' })
      return res.end('<h1>借款合約</h1>')
    case API.getPopList.path:
      // Never answers: the client's timeout decides.
      return
  }
  res.writeHead(404, { 'access-control-allow-origin': '*' })
  res.end()
}

let ui: TaroUiSpies
const originalHost = process.env.TARO_APP_API_HOST

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(400, { 'access-control-allow-origin': '*' })
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.TARO_APP_API_HOST = origin
})

afterAll(async () => {
  process.env.TARO_APP_API_HOST = originalHost
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
  resetTransport()
  seen.length = 0
  ui = spyOnTaroUi()
})

afterEach(() => jest.restoreAllMocks())

describe('against a real server with Node crypto', () => {
  it('POST: the server decrypts the body and its encrypted answer is resolved', async () => {
    await expect(login({ mobile: '0912345678', code: '123456' })).resolves.toEqual({
      token: 'node-token',
      userId: 'U1',
      uuId: 'UU1',
      mobile: '0912345678',
    })
    const [call] = seen
    expect(call).toMatchObject({ method: 'POST', path: '/auth/v3/user/login' })
    expect(call.payload).toEqual({ mobile: '0912345678', code: '123456' })
    expect(call.headers['content-type']).toMatch(/^text\/plain/)
    expect(call.headers).toMatchObject({ version: '5.0.0', countrycode: '886', sourcechannel: 'ezd' })
  })

  it('the Device blob decrypts with Node crypto before login; Bearer after', async () => {
    await getConfigOne({ configKey: 'line' })
    const device = String(seen[0].headers.authorization)
    expect(device).toMatch(/^Device /)
    expect(JSON.parse(nodeDecrypt(device.slice('Device '.length)))).toMatchObject({
      platform: 'h5',
      appVersion: '1.0.0',
    })

    startSession({ token: 'node-token', userId: 'U1', uuId: 'UU1' })
    await getConfigOne({ configKey: 'line' })
    expect(seen[1].headers).toMatchObject({ authorization: 'Bearer node-token', userid: 'U1', uuid: 'UU1' })
  })

  it('GET: the server decrypts the data parameter', async () => {
    const config = await getConfigOne<{ line: string }>({ configKey: 'line' })
    expect(config.extInfoJSON.line).toBe('@ezdloan')
    expect(seen[0]).toMatchObject({ method: 'GET', payload: { configKey: 'line' } })
  })

  it('301 from the server ends the session', async () => {
    startSession({ token: 'node-token', userId: 'U1', uuId: 'UU1' })
    await expect(request(API.loanOrderRecord, {})).rejects.toBeInstanceOf(SessionExpiredError)
    expect(appStore.get(tokenAtom)).toBeNull()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('HTTP 502 is "http status code 502"', async () => {
    const error = await request<never>(API.bankList).catch((e: Error) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.message).toBe('http status code 502')
  })

  it('a raw route resolves with the HTML as sent', async () => {
    await expect(viewContract({ applyId: 'A1' })).resolves.toBe('<h1>借款合約</h1>')
  })

  it('a server that never answers ends in a TimeoutError', async () => {
    const error = await request(API.getPopList, {}, { timeout: 300 }).catch((e) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '網路請求超時' }))
  })

  it('a server that is not there is a request:fail', async () => {
    process.env.TARO_APP_API_HOST = 'http://127.0.0.1:9'
    // jsdom reports the refused connection on its virtual console; that is the point of this test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const error = await request(API.bankList).catch((e) => e)
      expect(error).toBeInstanceOf(RequestFailError)
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '請使用 Chrome 瀏覽器開啟' }))
    } finally {
      process.env.TARO_APP_API_HOST = origin
    }
  })
})
