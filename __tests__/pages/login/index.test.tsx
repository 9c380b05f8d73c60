import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import LoginPage from '@/pages/login/index'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { loginInfoAtom, tokenAtom } from '@/store/session'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { logOut, renderPage, setRoute } from '../me/face-bank-setup'
import { field, fill, fillAndLeave } from './form-helpers'

// Each test fills a whole form through the rendered page; the 5 s default is tight on a busy 2-core machine.
jest.setTimeout(30_000)

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let redirectTo: jest.SpyInstance

const SENT = { resendAfterSeconds: 60, expiresInSeconds: 300, mobileMasked: '0912***678' }
const SESSION = { token: 'tok_abc', userId: 'u_9', uuId: 'uu_9', mobile: '0912345678' }

beforeEach(() => {
  Taro.clearStorageSync()
  logOut()
  server = installFakeTransport()
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  setRoute(ROUTES.login)
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

const sendButton = () => screen.getByRole('button', { name: /取得驗證碼|秒後重新取得|重新取得|傳送中/ })
const loginButton = () => screen.getByRole('button', { name: /^登入$|登入中/ })

describe('login page', () => {
  it('shows the fields, the consent with its three documents and the way to password login', async () => {
    renderPage(<LoginPage />)
    expect(await field('手機號碼')).toBeTruthy()
    expect(await field('簡訊驗證碼')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /同意服務協議/ }).getAttribute('aria-checked')).toBe('false')
    fireEvent.click(screen.getByRole('link', { name: '《個人資料蒐集告知事項》' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/agreement?type=notice' })
    fireEvent.click(screen.getByRole('link', { name: '使用密碼登入' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.loginPassword })
  })

  it('says what is wrong with the mobile number when the user leaves the field, and sends nothing', async () => {
    renderPage(<LoginPage />)
    await fillAndLeave('手機號碼', '0912-34')
    expect(screen.getByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字')).toBeTruthy()
    fireEvent.click(sendButton())
    expect(server.callsTo(API.sendVerifyCode)).toHaveLength(0)
  })

  it('sends the code to the normalised number and counts down 60 s before another can be asked for', async () => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    server.respond(API.sendVerifyCode, ok(SENT))
    renderPage(<LoginPage />)
    await fill('手機號碼', '+886 912 345 678')
    await act(async () => {
      fireEvent.click(sendButton())
    })
    expect(server.last(API.sendVerifyCode)?.payload).toEqual({ mobile: '0912345678', type: 'text' })
    expect(await screen.findByText('驗證碼已傳送至 0912***678')).toBeTruthy()
    expect(sendButton().textContent).toBe('60 秒後重新取得')
    fireEvent.click(sendButton())
    expect(server.callsTo(API.sendVerifyCode)).toHaveLength(1)
    act(() => jest.advanceTimersByTime(59_000))
    expect(sendButton().textContent).toBe('1 秒後重新取得')
    act(() => jest.advanceTimersByTime(1_000))
    expect(sendButton().textContent).toBe('重新取得')
  })

  it("shows the server's refusal (429) next to the code field", async () => {
    server.respond(API.sendVerifyCode, envelope(429, '驗證碼發送過於頻繁，請 60 秒後再試'))
    renderPage(<LoginPage />)
    await fill('手機號碼', '0912345678')
    fireEvent.click(sendButton())
    expect(await screen.findByText('驗證碼發送過於頻繁，請 60 秒後再試')).toBeTruthy()
    expect(sendButton().textContent).toBe('取得驗證碼')
  })

  it('asks for a voice call as the fallback', async () => {
    server.respond(API.sendVerifyCode, ok(SENT))
    renderPage(<LoginPage />)
    await fill('手機號碼', '0912345678')
    fireEvent.click(screen.getByRole('button', { name: '改用語音驗證碼' }))
    expect(await screen.findByText('語音驗證碼將來電至 0912***678，請留意來電')).toBeTruthy()
    expect(server.last(API.sendVerifyCode)?.payload).toEqual({ mobile: '0912345678', type: 'voice' })
  })

  it('will not log in until the agreement is ticked, and keeps what was typed', async () => {
    server.respond(API.sendVerifyCode, ok(SENT))
    renderPage(<LoginPage />)
    await fill('手機號碼', '0912345678')
    fireEvent.click(sendButton())
    await screen.findByText('驗證碼已傳送至 0912***678')
    await fill('簡訊驗證碼', '246810')
    fireEvent.click(loginButton())
    expect(screen.getByText('請先閱讀並勾選同意服務協議與隱私權政策')).toBeTruthy()
    expect(server.callsTo(API.login)).toHaveLength(0)
    expect((await field('手機號碼')).value).toBe('0912345678')
    expect((await field('簡訊驗證碼')).value).toBe('246810')
  })

  it('logs in once, keeps the session and returns to the page the user came from', async () => {
    setRoute(ROUTES.login, { redirect: encodeURIComponent('/pages/me/contact') })
    server.respond(API.sendVerifyCode, ok(SENT))
    server.respond(API.login, ok(SESSION))
    renderPage(<LoginPage />)
    await fill('手機號碼', '0912 345 678')
    fireEvent.click(sendButton())
    await screen.findByText('驗證碼已傳送至 0912***678')
    await fill('簡訊驗證碼', '24a68 10')
    expect((await field('簡訊驗證碼')).value).toBe('246810')
    fireEvent.click(screen.getByRole('checkbox', { name: /同意服務協議/ }))
    fireEvent.click(loginButton())
    fireEvent.click(loginButton())
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/me/contact' }))
    expect(server.callsTo(API.login)).toHaveLength(1)
    expect(server.last(API.login)?.payload).toEqual({ mobile: '0912345678', code: '246810' })
    expect(appStore.get(tokenAtom)).toBe('tok_abc')
    expect(appStore.get(loginInfoAtom)).toEqual({ userId: 'u_9', uuId: 'uu_9' })
  })

  it('goes to the loans tab after login when there is nowhere to return to, and shows a wrong code inline', async () => {
    server.respond(API.sendVerifyCode, ok(SENT))
    server.respond(API.login, envelope(400, '驗證碼錯誤或已過期'), ok(SESSION))
    renderPage(<LoginPage />)
    await fill('手機號碼', '0912345678')
    fireEvent.click(sendButton())
    await screen.findByText('驗證碼已傳送至 0912***678')
    await fill('簡訊驗證碼', '111111')
    fireEvent.click(screen.getByRole('checkbox', { name: /同意服務協議/ }))
    fireEvent.click(loginButton())
    expect(await screen.findByText('驗證碼錯誤或已過期')).toBeTruthy()
    expect(appStore.get(tokenAtom)).toBeNull()
    await fill('簡訊驗證碼', '246810')
    fireEvent.click(loginButton())
    await waitFor(() => expect(ui.switchTab).toHaveBeenCalledWith({ url: ROUTES.loans }))
  })
})
