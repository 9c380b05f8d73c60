/**
 * The request pipeline through the fake transport: encoding, the response rules and every row of the
 * error catalogue (spec section 8) as the user sees it.
 */
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { request, resetTransport } from '@/services/api/client'
import { decrypt } from '@/services/api/crypto'
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
} from '@/services/api/errors'
import { appStore } from '@/store/index'
import { applyInfoAtom, clearSession, loginInfoAtom, startSession, tokenAtom } from '@/store/session'
import { STORAGE_KEYS } from '@/utils/storage'
import {
  envelope,
  fail,
  hang,
  httpResponse,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'

let server: FakeTransport
let ui: TaroUiSpies

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
  server = installFakeTransport()
  ui = spyOnTaroUi()
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

/** The rejection of `promise`, failing the test if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected the call to reject')
}

function lastModal() {
  const calls = ui.showModal.mock.calls
  return calls[calls.length - 1]?.[0]
}

describe('sending', () => {
  it('POSTs the ciphertext of the JSON payload as text/plain', async () => {
    server.respond(API.sendVerifyCode, ok({ resendAfterSeconds: 60 }))
    await request(API.sendVerifyCode, { mobile: '0912345678', type: 'text' })

    const call = server.last(API.sendVerifyCode)!
    expect(call.method).toBe('POST')
    expect(call.headers['content-type']).toBe('text/plain')
    expect(decrypt(call.body!)).toBe('{"mobile":"0912345678","type":"text"}')
    // The test vector of wire-protocol.md: the client encrypts exactly as the server expects.
    expect(call.body).toBe('21kwHhYDavMoXY/JmLmO9Y+l7FnAIORYk92A0V2B8RYwKU23d9NaehLcLiRHDgfJ')
  })

  it('sends the ciphertext of {} when there is no payload', async () => {
    server.respond(API.logout, ok(null))
    await request(API.logout)
    expect(decrypt(server.last(API.logout)!.body!)).toBe('{}')
  })

  it('puts a GET payload, encrypted and URL-encoded, in the data parameter', async () => {
    server.respond(API.configOne, ok({ configKey: 'line' }))
    await request(API.configOne, { configKey: 'line' })

    const call = server.last(API.configOne)!
    expect(call.method).toBe('GET')
    expect(call.body).toBeUndefined()
    const encoded = call.url.split('?data=')[1]
    // base64 has + / =, which must not reach the server raw.
    expect(encoded).not.toMatch(/[+/=]/)
    expect(JSON.parse(decrypt(decodeURIComponent(encoded)))).toEqual({ configKey: 'line' })
  })

  it('prefixes the API host, and the file host for file routes', async () => {
    const original = { api: process.env.TARO_APP_API_HOST, file: process.env.TARO_APP_FILE_HOST }
    try {
      process.env.TARO_APP_API_HOST = 'https://api.example.tw/'
      process.env.TARO_APP_FILE_HOST = ''
      server.respond(API.bankList, ok([]))
      await request(API.bankList)
      expect(server.last(API.bankList)!.url).toMatch(/^https:\/\/api\.example\.tw\/api\/v3\/bank\/list\?data=/)
    } finally {
      process.env.TARO_APP_API_HOST = original.api
      process.env.TARO_APP_FILE_HOST = original.file
    }
  })

  it('sends a GET with jsonp: true through the JSONP transport on H5', async () => {
    server.respond(API.configOne, httpResponse(200, envelopeText({ configKey: 'line' })))
    await expect(request(API.configOne, { configKey: 'line' }, { jsonp: true })).resolves.toEqual({
      configKey: 'line',
    })
    expect(server.last(API.configOne)!.transport).toBe('jsonp')
    expect(server.last(API.configOne)!.payload).toEqual({ configKey: 'line' })
  })
})

function envelopeText(body: unknown): string {
  const reply = ok(body)
  if (reply.type !== 'response') throw new Error('unexpected')
  return reply.response.data as string
}

describe('reading the answer', () => {
  it('resolves with the envelope body on status 200', async () => {
    server.respond(API.configOne, ok({ configKey: 'line', configValue: '@ezd' }))
    await expect(request(API.configOne, { configKey: 'line' })).resolves.toEqual({
      configKey: 'line',
      configValue: '@ezd',
    })
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it('takes an already-parsed object as the envelope without decrypting', async () => {
    server.respond(API.bankList, httpResponse(200, { status: 200, message: 'success', body: [{ bankCode: '004' }] }))
    await expect(request(API.bankList)).resolves.toEqual([{ bankCode: '004' }])
  })

  it('resolves a raw route with the response text, undecrypted', async () => {
    server.respond(API.contractView, httpResponse(200, '<h1>借款合約</h1>'))
    await expect(request<string>(API.contractView, { applyId: 'A1' })).resolves.toBe('<h1>借款合約</h1>')
  })
})

describe('error catalogue (spec section 8)', () => {
  it('aborted: timeout modal, loading hidden, TimeoutError', async () => {
    server.respond(API.bankList, fail('request:fail abort'))
    const error = await rejectionOf(request(API.bankList, {}, { loading: true }))

    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.kind).toBe('timeout')
    expect(lastModal()).toMatchObject({ title: '網路請求超時', content: '請檢查網路環境後重試', showCancel: false })
    expect(lastModal()!.confirmText).toBe('確定')
    expect(ui.hideLoading).toHaveBeenCalled()
    // The indicator is gone before the modal appears.
    expect(ui.hideLoading.mock.invocationCallOrder[0]).toBeLessThan(ui.showModal.mock.invocationCallOrder[0])
  })

  it('fetch abort on H5 (AbortError) counts as a timeout too', async () => {
    server.request = () =>
      Promise.reject(Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }))
    const error = await rejectionOf(request(API.bankList))
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('timed out after 15 s by default: TimeoutError and the timeout modal', async () => {
    jest.useFakeTimers()
    server.respond(API.bankList, hang())
    const pending = rejectionOf(request(API.bankList))

    await jest.advanceTimersByTimeAsync(14_999)
    expect(ui.showModal).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)

    const error = await pending
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(15_000)
    expect(lastModal()).toMatchObject({ title: '網路請求超時', content: '請檢查網路環境後重試' })
    expect(server.last(API.bankList)!.timeout).toBe(15_000)
  })

  it('honours a per-call timeout', async () => {
    jest.useFakeTimers()
    server.respond(API.bankList, hang())
    const pending = rejectionOf(request(API.bankList, {}, { timeout: 3_000 }))
    await jest.advanceTimersByTimeAsync(3_000)
    expect(await pending).toBeInstanceOf(TimeoutError)
  })

  it('HTTP 502: rejects with "http status code 502"', async () => {
    server.respond(API.bankList, httpResponse(502, '<html>Bad Gateway</html>'))
    const error = await rejectionOf(request(API.bankList))

    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.message).toBe('http status code 502')
    expect((error as HttpStatusError).statusCode).toBe(502)
    expect(lastModal()).toMatchObject({ title: '溫馨提示', content: 'http status code 502' })
  })

  it('undecryptable body: DataValidationError "資料驗證失敗"', async () => {
    server.respond(API.bankList, httpResponse(200, 'not ciphertext at all'))
    const error = await rejectionOf(request(API.bankList))

    expect(error).toBeInstanceOf(DataValidationError)
    expect(error.message).toBe('資料驗證失敗')
    expect(lastModal()).toMatchObject({ title: '溫馨提示', content: '資料驗證失敗' })
  })

  it.each([
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"ok"'],
    ['a number', '42'],
    ['an object without a numeric status', '{"status":"200","body":{}}'],
  ])('a decrypted body that is %s is a DataValidationError', async (_label, plaintext) => {
    const { encrypt } = jest.requireActual('@/services/api/crypto') as typeof import('@/services/api/crypto')
    server.respond(API.bankList, httpResponse(200, encrypt(plaintext)))
    expect(await rejectionOf(request(API.bankList))).toBeInstanceOf(DataValidationError)
  })

  it('an already-parsed body that is not an object is a DataValidationError', async () => {
    server.respond(API.bankList, httpResponse(200, 12345))
    expect(await rejectionOf(request(API.bankList))).toBeInstanceOf(DataValidationError)
  })

  it('status 301: clears token, loginInfo and applyInfo, re-launches on login, no modal', async () => {
    startSession({ token: 'token-abc', userId: 'U1', uuId: 'UU1' })
    appStore.set(applyInfoAtom, { productCode: 'P1' })
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).not.toBe('')
    server.respond(API.getPopList, envelope(301, '登入已失效'))

    const error = await rejectionOf(request(API.getPopList))

    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(error.message).toBe('登入已失效')
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.loginInfo, STORAGE_KEYS.applyInfo]) {
      expect(Taro.getStorageSync(key)).toBe('')
    }
    expect(appStore.get(tokenAtom)).toBeNull()
    expect(appStore.get(loginInfoAtom)).toBeNull()
    expect(appStore.get(applyInfoAtom)).toBeNull()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it('status 301 on several calls at once re-launches once', async () => {
    server.respond(API.getPopList, envelope(301, '登入已失效'))
    await Promise.allSettled([request(API.getPopList), request(API.getPopList), request(API.getPopList)])
    expect(ui.reLaunch).toHaveBeenCalledTimes(1)
  })

  it('status 500: rejects with the server message, modal "資料異常，請重新登入", session cleared, login', async () => {
    startSession({ token: 'token-abc', userId: 'U1', uuId: 'UU1' })
    server.respond(API.getPopList, envelope(500, '系統忙碌中'))

    const error = await rejectionOf(request(API.getPopList))

    expect(error).toBeInstanceOf(ServerError)
    expect(error.message).toBe('系統忙碌中')
    expect(lastModal()).toMatchObject({ title: '溫馨提示', content: '資料異常，請重新登入', showCancel: false })
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('')
    expect(appStore.get(tokenAtom)).toBeNull()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    // Login comes after the user closed the modal.
    expect(ui.showModal.mock.invocationCallOrder[0]).toBeLessThan(ui.reLaunch.mock.invocationCallOrder[0])
  })

  it('request:fail on H5: "請使用 Chrome 瀏覽器開啟" with a 複製網址 button that copies the page URL', async () => {
    server.respond(API.bankList, fail('request:fail net::ERR_CONNECTION_RESET'))
    const error = await rejectionOf(request(API.bankList))

    expect(error).toBeInstanceOf(RequestFailError)
    expect(error.message).toBe('request:fail')
    expect(lastModal()).toMatchObject({ content: '請使用 Chrome 瀏覽器開啟', confirmText: '複製網址' })
    expect(ui.setClipboardData).toHaveBeenCalledWith({ data: window.location.href })
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已複製', duration: 1500 }))
  })

  it('request:fail on several calls at once shows one popup', async () => {
    server.respond(API.bankList, fail('request:fail'))
    await Promise.allSettled([request(API.bankList), request(API.bankList), request(API.bankList)])
    expect(ui.showModal).toHaveBeenCalledTimes(1)
  })

  it('a fetch failure on H5 ("Failed to fetch") is a request:fail', async () => {
    server.request = () => Promise.reject(new TypeError('Failed to fetch'))
    const error = await rejectionOf(request(API.bankList))
    expect(error).toBeInstanceOf(RequestFailError)
    expect((error as RequestFailError).errMsg).toBe('Failed to fetch')
  })

  it('request:fail in the mini-program: a plain network modal, nothing about Chrome', async () => {
    const original = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      server.respond(API.bankList, fail('request:fail'))
      await rejectionOf(request(API.bankList))
      expect(lastModal()).toMatchObject({ title: '溫馨提示', content: '網路連線失敗，請檢查網路環境後重試' })
      expect(ui.setClipboardData).not.toHaveBeenCalled()
    } finally {
      process.env.TARO_ENV = original
    }
  })

  it.each([400, 403, 404, 409, 429])(
    'status %i: modal 溫馨提示 with the server message, then rejects',
    async (status) => {
      server.respond(API.bindCard, envelope(status, '此帳戶已綁定'))
      const error = await rejectionOf(request(API.bindCard, { bankCode: '004', accountNo: '1234567890' }))

      expect(error).toBeInstanceOf(BusinessError)
      expect((error as BusinessError).status).toBe(status)
      expect(error.message).toBe('此帳戶已綁定')
      expect(ui.showModal).toHaveBeenCalledWith({
        title: '溫馨提示',
        content: '此帳戶已綁定',
        showCancel: false,
        confirmText: '確定',
      })
      expect(ui.reLaunch).not.toHaveBeenCalled()
    },
  )

  it('silent: rejects without any modal', async () => {
    server.respond(API.bindCard, envelope(409, '此帳戶已綁定'))
    const error = await rejectionOf(request(API.bindCard, {}, { silent: true }))
    expect(error).toBeInstanceOf(BusinessError)
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it("silent: 'business' keeps back only envelope refusals", async () => {
    server.respond(API.bindCard, envelope(409, '此帳戶已綁定'))
    expect(await rejectionOf(request(API.bindCard, {}, { silent: 'business' }))).toBeInstanceOf(BusinessError)
    expect(ui.showModal).not.toHaveBeenCalled()

    server.respond(API.bankList, fail('request:fail abort'))
    expect(await rejectionOf(request(API.bankList, {}, { silent: 'business' }))).toBeInstanceOf(TimeoutError)
    expect(lastModal()).toMatchObject({ title: '網路請求超時' })
  })

  it('silent still ends the session on 301', async () => {
    startSession({ token: 'token-abc', userId: 'U1', uuId: 'UU1' })
    server.respond(API.getPopList, envelope(301, '登入已失效'))
    await rejectionOf(request(API.getPopList, {}, { silent: true }))
    expect(appStore.get(tokenAtom)).toBeNull()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('slow network: after 5 s the loading text becomes "網路不佳，請耐心等待"', async () => {
    jest.useFakeTimers()
    server.respond(API.bankList, hang())
    const pending = rejectionOf(request(API.bankList, {}, { loading: '查詢中' }))

    await jest.advanceTimersByTimeAsync(0)
    expect(ui.showLoading).toHaveBeenLastCalledWith({ title: '查詢中', mask: true })
    await jest.advanceTimersByTimeAsync(4_999)
    expect(ui.showLoading).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(ui.showLoading).toHaveBeenLastCalledWith({ title: '網路不佳，請耐心等待', mask: true })

    await jest.advanceTimersByTimeAsync(10_000)
    await pending
    expect(ui.hideLoading).toHaveBeenCalled()
  })

  it('a fast call with loading shows and hides it, without the slow-network text', async () => {
    jest.useFakeTimers()
    server.respond(API.bankList, ok([]))
    await request(API.bankList, {}, { loading: true })
    await jest.advanceTimersByTimeAsync(10_000)

    expect(ui.showLoading).toHaveBeenCalledTimes(1)
    expect(ui.showLoading).toHaveBeenCalledWith({ title: '載入中', mask: true })
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('keeps loading until the last of several calls ends', async () => {
    let finishFirst: (value: { statusCode: number; data: unknown }) => void = () => undefined
    server.request = ({ url }) =>
      url.includes('bank/list')
        ? new Promise((resolve) => {
            finishFirst = resolve
          })
        : Promise.resolve({ statusCode: 200, data: { status: 200, message: 'success', body: [] } })

    const slow = request(API.bankList, {}, { loading: true })
    await request(API.getPopList, {}, { loading: true })
    expect(ui.hideLoading).not.toHaveBeenCalled()

    finishFirst({ statusCode: 200, data: { status: 200, message: 'success', body: [] } })
    await slow
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('request without a URL: MissingUrlError, nothing sent, nothing shown', async () => {
    const error = await rejectionOf(request({ method: 'GET', path: '', auth: false }))
    expect(error).toBeInstanceOf(MissingUrlError)
    expect(server.calls).toHaveLength(0)
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it('every error carries its catalogue entry', async () => {
    server.respond(API.bankList, httpResponse(404, ''))
    const error = await rejectionOf(request(API.bankList))
    expect(error.entry).toMatchObject({ kind: 'httpStatus', endsSession: false })
  })
})
