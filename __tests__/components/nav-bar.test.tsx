import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import NavBar from '@/components/nav-bar'
import { resetTransport } from '@/services/api/client'
import { clearSession, startSession } from '@/store/session'
import {
  envelope,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../helpers/fake-transport'
import { isShown } from './helpers/visibility'

const EXIT_MESSAGE = '就差一步了，馬上就能申請借款，確定要放棄認證嗎？'

type CurrentInstance = ReturnType<typeof Taro.getCurrentInstance>
type PageStack = ReturnType<typeof Taro.getCurrentPages>

let server: FakeTransport
let ui: TaroUiSpies
let navigateBack: jest.SpyInstance

/** The page stack has `depth` pages and the user is on `route` (Taro adds `?stamp=…` on H5). */
function onPage(route: string, depth: number) {
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ router: { path: `${route}?stamp=1`, params: {} } } as unknown as CurrentInstance)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: depth }, () => ({})) as PageStack)
}

function riskEventsSent() {
  return server.callsTo(API.riskEvent).map((call) => call.payload)
}

/** Lets pending promises (the riskEvent call and its error handling) run. */
async function flushPromises() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

beforeEach(() => {
  server = installFakeTransport().respond(API.riskEvent, ok(null))
  ui = spyOnTaroUi()
  navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  startSession({ token: 'test-token', userId: 'u1', uuId: 'uu1' })
})

afterEach(() => {
  clearSession()
  resetTransport()
  jest.restoreAllMocks()
})

describe('NavBar', () => {
  it('shows the title and a 返回 button; tab pages can hide it', () => {
    const { unmount } = render(<NavBar title="身分證認證" />)
    expect(screen.getByRole('heading', { name: '身分證認證' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    unmount()
    render(<NavBar title="借款" hideBack />)
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
  })

  it('back with history goes to the previous page and reports the route as riskEvent -1', async () => {
    onPage('/pages/me/idCard', 2)
    render(<NavBar title="身分證認證" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(navigateBack).toHaveBeenCalledTimes(1)
    expect(ui.switchTab).not.toHaveBeenCalled()
    await waitFor(() => expect(riskEventsSent()).toEqual([{ event: '-1', eventContent: '/pages/me/idCard' }]))
    expect(server.last(API.riskEvent)?.method).toBe('POST')
  })

  it('back without history (page opened directly) goes to the loans tab', async () => {
    onPage('/pages/order/detail', 1)
    render(<NavBar title="訂單詳情" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
    expect(navigateBack).not.toHaveBeenCalled()
    await waitFor(() => expect(riskEventsSent()).toEqual([{ event: '-1', eventContent: '/pages/order/detail' }]))
  })

  it('leaves at once, without waiting for the riskEvent answer', () => {
    onPage('/pages/me/contact', 3)
    server.respond(API.riskEvent, { type: 'hang' })
    render(<NavBar title="緊急聯絡人" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(navigateBack).toHaveBeenCalledTimes(1)
  })

  it('shows the server message when riskEvent answers a status other than 200', async () => {
    onPage('/pages/me/userInfo', 2)
    server = installFakeTransport().respond(API.riskEvent, envelope(429, '操作過於頻繁，請稍後再試'))
    render(<NavBar title="個人資料" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(navigateBack).toHaveBeenCalledTimes(1)
    await waitFor(() =>
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '操作過於頻繁，請稍後再試' })),
    )
    // Shown once: the nav bar's modal, not the pipeline's as well.
    expect(ui.showModal).toHaveBeenCalledTimes(1)
  })

  it('on status 500 shows the server message and the session ends (login)', async () => {
    onPage('/pages/me/userInfo', 2)
    server = installFakeTransport().respond(API.riskEvent, envelope(500, '系統忙碌中'))
    render(<NavBar title="個人資料" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    await waitFor(() => expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '系統忙碌中' })))
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('shows nothing when the tracking call fails without an answer (offline)', async () => {
    onPage('/pages/me/userInfo', 2)
    server = installFakeTransport().respond(API.riskEvent, { type: 'fail', errMsg: 'request:fail' })
    render(<NavBar title="個人資料" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    await waitFor(() => expect(server.callsTo(API.riskEvent)).toHaveLength(1))
    await flushPromises()
    expect(ui.showModal).not.toHaveBeenCalled()
    expect(navigateBack).toHaveBeenCalledTimes(1)
  })

  it('does not report a back without a session (riskEvent needs one; its 301 would reopen login)', async () => {
    clearSession()
    onPage('/pages/login/index', 2)
    render(<NavBar title="登入" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(navigateBack).toHaveBeenCalledTimes(1)
    await flushPromises()
    expect(riskEventsSent()).toEqual([])
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  describe('confirm-exit mode', () => {
    function openConfirm() {
      onPage('/pages/me/face', 2)
      render(<NavBar title="人臉識別" confirmExit />)
      expect(isShown(screen.queryByText(EXIT_MESSAGE))).toBe(false)
      fireEvent.click(screen.getByRole('button', { name: '返回' }))
    }

    it('back opens the bottom popup with the exact question instead of leaving', async () => {
      openConfirm()
      expect(isShown(screen.getByText(EXIT_MESSAGE))).toBe(true)
      expect(isShown(screen.getByRole('button', { name: '繼續認證' }))).toBe(true)
      expect(isShown(screen.getByRole('button', { name: '放棄並退出' }))).toBe(true)
      expect(screen.getByText(EXIT_MESSAGE).closest('.nut-popup-bottom')).not.toBeNull()
      expect(navigateBack).not.toHaveBeenCalled()
      expect(ui.switchTab).not.toHaveBeenCalled()
      await flushPromises()
      expect(riskEventsSent()).toEqual([])
    })

    it('繼續認證 closes the popup and stays', async () => {
      openConfirm()
      fireEvent.click(screen.getByRole('button', { name: '繼續認證' }))
      expect(isShown(screen.queryByText(EXIT_MESSAGE))).toBe(false)
      expect(navigateBack).not.toHaveBeenCalled()
      await flushPromises()
      expect(riskEventsSent()).toEqual([])
    })

    it('放棄並退出 closes the popup, reports and goes back', async () => {
      openConfirm()
      fireEvent.click(screen.getByRole('button', { name: '放棄並退出' }))
      expect(isShown(screen.queryByText(EXIT_MESSAGE))).toBe(false)
      expect(navigateBack).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(riskEventsSent()).toEqual([{ event: '-1', eventContent: '/pages/me/face' }]))
    })
  })

  it('renders the right icons as labelled buttons that fire their handlers', () => {
    const share = jest.fn()
    const help = jest.fn()
    render(
      <NavBar
        title="訂單詳情"
        rightIcons={[
          { icon: <span>S</span>, label: '分享', onClick: share },
          { icon: <span>?</span>, label: '說明', onClick: help },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '說明' }))
    expect(help).toHaveBeenCalledTimes(1)
    expect(share).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '分享' }))
    expect(share).toHaveBeenCalledTimes(1)
  })
})
