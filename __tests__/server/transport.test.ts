/**
 * The wire protocol as a caller sees it: encrypted envelopes, GET `data`, JSONP, content types, 404/413,
 * undecryptable input, the session guard, recorded client headers, and the fault-injection hooks.
 */
import type { InjectOptions } from 'fastify'
import { DEV_AES_IV, DEV_AES_KEY } from '../../server/config'
import { API } from '../../types/api/paths'
import { startTestApp, type TestApp } from './helpers/app'
import { aesDecrypt, aesEncrypt, DEV_IV, DEV_KEY } from './helpers/client'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { FAULT_INJECTION: '1' } })
}, 60_000)
afterAll(() => t.close())

const inject = (options: InjectOptions) => t.app.inject(options)
const open = (body: string) => JSON.parse(aesDecrypt(body))

describe('envelopes', () => {
  test('a public POST answers HTTP 200 text/plain ciphertext of {status, message, body}', async () => {
    const response = await inject({
      method: 'POST',
      url: API.sendVerifyCode.path,
      headers: { 'content-type': 'text/plain' },
      payload: aesEncrypt(JSON.stringify({ mobile: '0911 222 333', type: 'text' })),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(open(response.body)).toEqual({
      status: 200,
      message: 'success',
      body: { resendAfterSeconds: 60, expiresInSeconds: 300, mobileMasked: '0911***333' },
    })
  })

  test('a GET takes its payload from the URL-encoded `data` parameter', async () => {
    const data = encodeURIComponent(aesEncrypt(JSON.stringify({ configKey: 'line' })))
    const response = await inject({ method: 'GET', url: `${API.configOne.path}?data=${data}` })
    const envelope = open(response.body)
    expect(envelope.status).toBe(200)
    expect(envelope.body.extInfoJSON).toEqual({
      line_img: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/assets\/line-qr\.png$/),
      line: '@ezdloan',
      line_url: 'https://line.me/R/ti/p/%40ezdloan',
    })
  })

  test('a "+" of the ciphertext that arrived as a space still decrypts', async () => {
    let payload = { configKey: 'line' } as Record<string, unknown>
    let ciphertext = aesEncrypt(JSON.stringify(payload))
    for (let i = 0; !ciphertext.includes('+'); i++) {
      payload = { configKey: 'line', n: i }
      ciphertext = aesEncrypt(JSON.stringify(payload))
    }
    const response = await inject({ method: 'GET', url: `${API.configOne.path}?data=${ciphertext}` })
    expect(open(response.body).status).toBe(200)
  })

  test('application/json carrying the same ciphertext string is accepted', async () => {
    const response = await inject({
      method: 'POST',
      url: API.sendVerifyCode.path,
      headers: { 'content-type': 'application/json' },
      payload: aesEncrypt(JSON.stringify({ mobile: '0911222444', type: 'voice' })),
    })
    expect(open(response.body).status).toBe(200)
  })

  test.each([
    ['not base64', 'definitely not ciphertext'],
    ['base64 of the wrong key', aesEncrypt('{"mobile":"0912345678"}', 'another-key-0123456789abcdefXYZ!')],
    ['valid ciphertext of non-JSON', aesEncrypt('hello')],
    ['valid ciphertext of a JSON array', aesEncrypt('[1,2,3]')],
    ['valid ciphertext of JSON null', aesEncrypt('null')],
  ])('%s → envelope 400 資料驗證失敗, HTTP 200', async (_name, body) => {
    const response = await inject({
      method: 'POST',
      url: API.sendVerifyCode.path,
      headers: { 'content-type': 'text/plain' },
      payload: body,
    })
    expect(response.statusCode).toBe(200)
    expect(open(response.body)).toEqual({ status: 400, message: '資料驗證失敗', body: null })
  })

  test('a schema failure names the field in Traditional Chinese', async () => {
    const envelope = await t.client().call(API.sendVerifyCode, { mobile: '12345', type: 'text' })
    expect(envelope).toEqual({ status: 400, message: '手機號碼格式錯誤', body: null })
    const missing = await t.client().call(API.sendVerifyCode, { type: 'text' })
    expect(missing.message).toBe('手機號碼為必填')
  })

  test('an unknown path is HTTP 404, not an envelope', async () => {
    const response = await inject({ method: 'POST', url: '/api/v3/nope', payload: 'x' })
    expect(response.statusCode).toBe(404)
    const wrongMethod = await inject({ method: 'GET', url: API.login.path })
    expect(wrongMethod.statusCode).toBe(404)
  })

  test('a body over 1 MB is HTTP 413', async () => {
    const response = await inject({
      method: 'POST',
      url: API.sendVerifyCode.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'A'.repeat(1024 * 1024 + 16),
    })
    expect(response.statusCode).toBe(413)
  })

  test('an unexpected content type still gets an envelope, not HTTP 415 or 5xx', async () => {
    const response = await inject({
      method: 'POST',
      url: API.sendVerifyCode.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=0912345678',
    })
    expect(response.statusCode).toBe(200)
    expect(open(response.body).status).toBe(400)
  })
})

describe('JSONP', () => {
  test('a GET with a valid callback answers callback("<ciphertext>") as application/javascript', async () => {
    const data = encodeURIComponent(aesEncrypt(JSON.stringify({ configKey: 'line' })))
    const response = await inject({ method: 'GET', url: `${API.configOne.path}?data=${data}&callback=jsonp_cb$1` })
    expect(response.headers['content-type']).toMatch(/^application\/javascript/)
    const match = /^jsonp_cb\$1\("([A-Za-z0-9+/=]+)"\)$/.exec(response.body)
    expect(match).not.toBeNull()
    expect(open(match![1]).body.configKey).toBe('line')
  })

  test.each(['alert(1);x', '1abc', 'a'.repeat(65), 'a-b'])(
    'an unsafe callback %j is refused as plain text',
    async (cb) => {
      const data = encodeURIComponent(aesEncrypt('{}'))
      const response = await inject({
        method: 'GET',
        url: `${API.bankList.path}?data=${data}&callback=${encodeURIComponent(cb)}`,
      })
      expect(response.headers['content-type']).toMatch(/^text\/plain/)
      expect(response.body).not.toContain(cb)
      expect(open(response.body)).toEqual({ status: 400, message: '資料驗證失敗', body: null })
    },
  )
})

describe('session guard', () => {
  test('a session route without a token answers envelope 301', async () => {
    const envelope = await t.client().call(API.queryCashUser)
    expect(envelope).toEqual({ status: 301, message: '請先登入', body: null })
  })

  test('a made-up bearer token answers 301', async () => {
    const client = t.client()
    client.token = 'A'.repeat(43)
    expect((await client.call(API.queryCashUser)).status).toBe(301)
    client.token = 'short'
    expect((await client.call(API.queryCashUser)).status).toBe(301)
  })

  test('public routes work without a session', async () => {
    const banks = await t.client().ok<{ bankCode: string }[]>(API.bankList)
    expect(banks.map((bank) => bank.bankCode)).toContain('822')
  })
})

describe('health', () => {
  test('GET /healthz is plain {"ok":true}', async () => {
    const response = await inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('{"ok":true}')
  })
})

describe('test hooks (FAULT_INJECTION=1)', () => {
  afterEach(async () => {
    await inject({ method: 'DELETE', url: '/__test/faults' })
  })

  const setFault = (rule: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/__test/faults', headers: { 'content-type': 'application/json' }, payload: rule })

  test('client headers are recorded per request, with the auth kind and never the token', async () => {
    const client = await t.loggedInClient()
    await client.call(API.queryCashUser)
    const response = await inject({ method: 'GET', url: '/__test/requests?limit=5' })
    const [latest] = JSON.parse(response.body)
    expect(latest).toMatchObject({
      method: 'GET',
      path: API.queryCashUser.path,
      version: '5.0.0',
      sourceChannel: 'ezd',
      packageName: 'tw.ezd.cashloan',
      countryCode: '886',
      userId: client.userId,
      uuId: client.uuId,
      authKind: 'bearer',
    })
    expect(response.body).not.toContain(client.token as string)

    await t.client().call(API.bankList)
    const [device] = JSON.parse((await inject({ method: 'GET', url: '/__test/requests?limit=1' })).body)
    expect(device.authKind).toBe('device')
  })

  test.each([
    ['status500', 500, '系統忙碌中，請稍後再試'],
    ['status301', 301, '請先登入'],
    ['status400', 400, '資料有誤'],
  ])('%s answers that envelope status with a default message', async (fault, status, message) => {
    await setFault({ path: API.bankList.path, fault })
    expect(await t.client().call(API.bankList)).toEqual({ status, message, body: null })
  })

  test('a custom message and `times` limit the fault to that many requests', async () => {
    await setFault({ path: API.bankList.path, fault: 'status500', message: '維護中', times: 1 })
    expect(await t.client().call(API.bankList)).toMatchObject({ status: 500, message: '維護中' })
    expect((await t.client().call(API.bankList)).status).toBe(200)
  })

  test('http502 and undecryptable break the transport the way a proxy would', async () => {
    await setFault({ path: API.bankList.path, fault: 'http502', times: 1 })
    expect((await t.client().send(API.bankList)).statusCode).toBe(502)
    await setFault({ path: API.bankList.path, fault: 'undecryptable', times: 1 })
    const garbled = await t.client().send(API.bankList)
    expect(garbled.statusCode).toBe(200)
    expect(() => aesDecrypt(garbled.body)).toThrow()
  })

  test('slow and timeout delay the answer, then answer normally', async () => {
    await setFault({ path: API.bankList.path, fault: 'slow', delayMs: 300, times: 1 })
    const started = Date.now()
    expect((await t.client().call(API.bankList)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    await setFault({ path: API.bankList.path, fault: 'timeout', delayMs: 200, times: 1 })
    const again = Date.now()
    expect((await t.client().call(API.bankList)).status).toBe(200)
    expect(Date.now() - again).toBeGreaterThanOrEqual(190)
  })

  test('DELETE clears every fault', async () => {
    await setFault({ path: API.bankList.path, fault: 'status500' })
    await inject({ method: 'DELETE', url: '/__test/faults' })
    expect((await t.client().call(API.bankList)).status).toBe(200)
  })

  test('a bad fault rule is refused with HTTP 400 and a reason', async () => {
    const response = await setFault({ path: API.bankList.path, fault: 'meltdown' })
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body).error).toMatch(/fault must be one of/)
  })

  test('risk events are listed newest first', async () => {
    const client = await t.loggedInClient()
    await client.ok(API.riskEvent, { event: '-1', eventContent: '/pages/me/index' })
    const [latest] = JSON.parse((await inject({ method: 'GET', url: '/__test/risk-events' })).body)
    expect(latest).toMatchObject({ userId: client.userId, event: '-1', eventContent: '/pages/me/index' })
  })
})

test('the test client uses the same public development pair as the server default', () => {
  expect([DEV_KEY, DEV_IV]).toEqual([DEV_AES_KEY, DEV_AES_IV])
})
