import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import PasswordLoginPage from '@/pages/login/moduleB'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { tokenAtom } from '@/store/session'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { logIn, logOut, renderPage, setRoute } from '../me/face-bank-setup'
import { field, fill, fillAndLeave } from './form-helpers'

// Each test fills a whole form through the rendered page; the 5 s default is tight on a busy 2-core machine.
jest.setTimeout(30_000)

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let redirectTo: jest.SpyInstance

const SESSION = { token: 'tok_pw', userId: 'u_7', uuId: 'uu_7', mobile: '0912345678' }

function cashUser(hasPassword: boolean) {
  return {
    userId: 'u_1',
    uuId: 'uu_1',
    mobile: '0912345678',
    mobileMasked: '0912***678',
    realName: '',
    hasPassword,
    kycCompleted: false,
    registeredAt: '2025-03-01T02:03:04.000Z',
  }
}

beforeEach(() => {
  Taro.clearStorageSync()
  logOut()
  server = installFakeTransport()
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  setRoute(ROUTES.loginPassword)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

describe('password login (logged out)', () => {
  it('shows the mobile and password fields and links back to the code login, keeping the redirect', async () => {
    setRoute(ROUTES.loginPassword, { redirect: '/pages/aptitude' })
    renderPage(<PasswordLoginPage />)
    expect(await field('手機號碼')).toBeTruthy()
    expect(await field('密碼')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: '使用簡訊驗證碼登入' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Faptitude' })
  })

  it('asks for the password before sending anything', async () => {
    renderPage(<PasswordLoginPage />)
    await fill('手機號碼', '0912345678')
    fireEvent.click(screen.getByRole('button', { name: '登入' }))
    expect(screen.getByText('請輸入密碼')).toBeTruthy()
    expect(server.callsTo(API.login)).toHaveLength(0)
  })

  it('shows a wrong password next to the field, then logs in and goes to the loans tab', async () => {
    server.respond(API.login, envelope(400, '手機號碼或密碼錯誤'), ok(SESSION))
    renderPage(<PasswordLoginPage />)
    await fill('手機號碼', '0912-345-678')
    await fill('密碼', 'wrong1234')
    fireEvent.click(screen.getByRole('button', { name: '登入' }))
    expect(await screen.findByText('手機號碼或密碼錯誤')).toBeTruthy()
    await fill('密碼', 'secret2024')
    fireEvent.click(screen.getByRole('button', { name: '登入' }))
    await waitFor(() => expect(ui.switchTab).toHaveBeenCalledWith({ url: ROUTES.loans }))
    expect(server.last(API.login)?.payload).toEqual({ mobile: '0912345678', password: 'secret2024' })
    expect(appStore.get(tokenAtom)).toBe('tok_pw')
  })
})

describe('setting the first password (logged in)', () => {
  beforeEach(() => logIn())

  it('checks the rules and the confirmation, then saves it once', async () => {
    server.respond(API.queryCashUser, ok(cashUser(false)))
    server.respond(API.initPassword, ok(null))
    renderPage(<PasswordLoginPage />)
    await fillAndLeave('新密碼', 'abcdefgh')
    expect(screen.getByText('密碼須同時包含英文字母與數字')).toBeTruthy()
    await fill('新密碼', 'secret2024')
    await fill('確認密碼', 'secret2025')
    fireEvent.click(screen.getByRole('button', { name: '設定密碼' }))
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy()
    expect(server.callsTo(API.initPassword)).toHaveLength(0)
    await fill('確認密碼', 'secret2024')
    fireEvent.click(screen.getByRole('button', { name: '設定密碼' }))
    fireEvent.click(screen.getByRole('button', { name: /設定中|設定密碼/ }))
    await waitFor(() => expect(ui.switchTab).toHaveBeenCalledWith({ url: ROUTES.loans }))
    expect(server.callsTo(API.initPassword)).toHaveLength(1)
    expect(server.last(API.initPassword)?.payload).toEqual({ password: 'secret2024' })
  })

  it('says so when a password already exists', async () => {
    server.respond(API.queryCashUser, ok(cashUser(true)))
    renderPage(<PasswordLoginPage />)
    expect(await screen.findByText(/您已設定過登入密碼。/)).toBeTruthy()
    expect(screen.queryByLabelText('新密碼')).toBeNull()
  })
})
