import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import AptitudePage from '@/pages/aptitude'
import { resetTransport } from '@/services/api/client'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../helpers/fake-transport'
import { logIn, logOut, renderPage, setRoute, userDetail } from './me/face-bank-setup'

// Each test fills a whole form through the rendered page; the 5 s default is tight on a busy 2-core machine.
jest.setTimeout(30_000)

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>

beforeEach(() => {
  Taro.clearStorageSync()
  server = installFakeTransport()
  server.respond(API.configOne, ok({ configKey: 'line', configType: 'service', configValue: '@ezd', extInfoJSON: {} }))
  ui = spyOnTaroUi()
  setRoute(ROUTES.aptitude)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

function stepRow(label: string) {
  return screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-label')?.startsWith(`${label}：`))
}

function currentIndicatorStep() {
  return screen
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')
    ?.textContent?.replace(/\d|進行中/g, '')
}

describe('資質 tab', () => {
  it('asks a logged-out user to log in, without an error and without calling the server', () => {
    logOut()
    renderPage(<AptitudePage />)
    expect(screen.getByText('登入後開始認證')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '登入 / 註冊' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Faptitude' })
    expect(server.callsTo(API.queryUserDetail)).toHaveLength(0)
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it('shows each step with its status and resumes at the first unfinished one', async () => {
    logIn()
    server.respond(API.queryUserDetail, ok(userDetail(2)))
    renderPage(<AptitudePage />)
    expect(await screen.findByText('已完成 2 / 5 項')).toBeTruthy()
    expect(stepRow('個人資料')?.getAttribute('aria-label')).toBe('個人資料：已完成')
    expect(stepRow('聯絡人')?.getAttribute('aria-label')).toBe('聯絡人：已完成')
    expect(stepRow('身分證')?.getAttribute('aria-label')).toBe('身分證：待完成')
    expect(currentIndicatorStep()).toBe('身分證')
    fireEvent.click(screen.getByRole('button', { name: '繼續認證：身分證' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: ROUTES.idCard })
  })

  it('reopens a done step, but not a step that must wait for earlier ones', async () => {
    logIn()
    server.respond(API.queryUserDetail, ok(userDetail(1)))
    renderPage(<AptitudePage />)
    await screen.findByText('已完成 1 / 5 項')
    fireEvent.click(stepRow('個人資料')!)
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: ROUTES.userInfo })
    fireEvent.click(stepRow('銀行卡')!)
    expect(ui.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('offers 立即申請 to the loans tab when all five are done', async () => {
    logIn()
    server.respond(API.queryUserDetail, ok(userDetail(5)))
    renderPage(<AptitudePage />)
    expect(await screen.findByText('認證已全部完成')).toBeTruthy()
    for (const label of ['個人資料', '聯絡人', '身分證', '銀行卡', '人臉識別']) {
      expect(stepRow(label)?.getAttribute('aria-label')).toBe(`${label}：已完成`)
    }
    fireEvent.click(screen.getByRole('button', { name: '立即申請' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: ROUTES.loans })
  })

  it('offers a retry when loading fails', async () => {
    logIn()
    server.respond(API.queryUserDetail, envelope(404, '查無資料'), ok(userDetail(0)))
    renderPage(<AptitudePage />)
    expect(await screen.findByText('資料載入失敗，請檢查網路後重試')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '開始認證' })).toBeTruthy())
  })
})
