import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { ORDER_STATUSES, type OrderStatus } from '@contract/order'
import OrderDetailPage from '@/pages/order/detail'
import { resetTransport } from '@/services/api/client'
import {
  envelope,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'
import { detailBody } from './fixtures'
import { onRoute, renderPage } from './render'

// Page-show callbacks, so a test can play "the user came back to this page" (Taro calls them in the app).
const mockShowCallbacks: Array<() => void> = []
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    __esModule: true,
    ...actual,
    default: actual.default ?? actual,
    useDidShow: (callback: () => void) => {
      mockShowCallbacks.push(callback)
    },
  }
})

function capturePageShow() {
  mockShowCallbacks.length = 0
  // Each render registers the latest callback; the newest one is what Taro would call.
  return { fire: () => act(() => mockShowCallbacks[mockShowCallbacks.length - 1]?.()) }
}

let server: FakeTransport
let ui: TaroUiSpies

beforeEach(() => {
  server = installFakeTransport()
  ui = spyOnTaroUi()
  onRoute('/pages/order/detail', { applyId: 'A1001' })
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

/** The action buttons at the bottom, in order. */
function actionButtons(): string[] {
  const bar = document.querySelector('.detail-actions')
  if (!bar) return []
  return within(bar as HTMLElement)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
}

async function showOrder(status: OrderStatus, overrides = {}) {
  server.respond(API.loanOrderDetail, ok(detailBody(status, overrides)))
  renderPage(<OrderDetailPage />)
  await screen.findByText('費用明細')
}

describe('order detail', () => {
  it('asks the server for the order named in the route', async () => {
    await showOrder('repaying')
    expect(server.last(API.loanOrderDetail)?.payload).toEqual({ applyId: 'A1001' })
  })

  it('shows what is owed, every amount, the dates and the masked receiving account', async () => {
    await showOrder('overdue', {
      interestAmount: 263,
      serviceAmount: 150,
      extServiceAmount: 400,
      overdueAmount: 18,
      overdueDay: 2,
      totalAmount: 20831,
      repayPaid: 500,
      unpaid: 20331,
      bankNum: '****6789',
    })
    const amounts = screen.getByRole('region', { name: '費用明細' })
    const row = (label: string) => within(amounts).getByText(label).parentElement?.textContent
    expect(row('借款本金')).toContain('NT$20,000')
    expect(row('利息')).toContain('NT$263')
    expect(row('手續費')).toContain('NT$150')
    expect(row('展期費')).toContain('NT$400')
    expect(row('逾期利息（2 天）')).toContain('NT$18')
    expect(row('應還總額')).toContain('NT$20,831')
    expect(row('已還金額')).toContain('NT$500')
    expect(row('尚欠金額')).toContain('NT$20,331')
    expect(row('總費用年百分率')).toContain('15.99%')
    expect(screen.getByText('目前應還金額')).toBeTruthy()
    expect(screen.getByText(/到期日 2026\/11\/20・已逾期 2 天/)).toBeTruthy()
    const dates = screen.getByRole('region', { name: '日期' })
    expect(within(dates).getByText('2026/10/20 10:00')).toBeTruthy()
    expect(within(dates).getByText('2026/10/21 11:30')).toBeTruthy()
    const account = screen.getByRole('region', { name: '收款帳戶' })
    expect(account.textContent).toContain('台新銀行（812）')
    expect(account.textContent).toContain('****6789')
  })

  it('never shows a full account number even if one arrives', async () => {
    await showOrder('repaying', { bankNum: '01234567896789' })
    const account = screen.getByRole('region', { name: '收款帳戶' })
    expect(account.textContent).toContain('****6789')
    expect(account.textContent).not.toContain('0123456789')
  })

  it('shows the timeline of the order, the current step last, with Taipei times', async () => {
    await showOrder('repaying', {
      timeline: [
        { status: 'to_sign', time: '2026-10-20T02:00:00.000Z', note: '申請已送出，待簽署合約' },
        { status: 'under_review', time: '2026-10-20T02:05:00.000Z', note: '已簽署合約，進入審核' },
        { status: 'repaying', time: '2026-10-21T03:30:00.000Z', note: '已撥款至您的帳戶' },
      ],
    })
    const timeline = screen.getByRole('region', { name: '訂單進度' })
    const items = within(timeline).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '待簽約申請已送出，待簽署合約2026/10/20 10:00',
      '審核中已簽署合約，進入審核2026/10/20 10:05',
      '還款中已撥款至您的帳戶2026/10/21 11:30',
    ])
  })

  it('lists the extensions made', async () => {
    await showOrder('extended', {
      extension: [
        {
          fromRepayDate: '2026/11/20',
          extensionTime: '2026/12/20',
          extensionTerm: 30,
          paidAmount: 663,
          extServiceAmount: 400,
          time: '2026-11-18T04:00:00.000Z',
        },
      ],
    })
    const section = screen.getByRole('region', { name: '展期紀錄' })
    expect(section.textContent).toContain('2026/11/20 → 2026/12/20')
    expect(section.textContent).toContain('支付 NT$663（含展期費 NT$400）')
  })

  const EXPECTED_ACTIONS: Record<OrderStatus, string[]> = {
    to_sign: ['前往簽署合約', '查看合約'],
    under_review: ['查看合約'],
    disbursing: ['查看合約'],
    disbursement_failed: ['查看合約', '聯繫客服'],
    repaying: ['立即還款', '申請展期', '查看合約'],
    extended: ['立即還款', '申請展期', '查看合約'],
    overdue: ['立即還款', '申請展期', '查看合約'],
    settled: ['查看合約'],
    rejected: ['重新申請'],
  }

  it.each(ORDER_STATUSES)('status %s offers exactly the actions it allows', async (status) => {
    await showOrder(status)
    expect(actionButtons()).toEqual(EXPECTED_ACTIONS[status])
  })

  it('follows the server: no extension button once the server refuses extending', async () => {
    await showOrder('extended', { canExtend: false })
    expect(actionButtons()).toEqual(['立即還款', '查看合約'])
  })

  it('each action goes to its page', async () => {
    await showOrder('repaying')
    fireEvent.click(screen.getByRole('button', { name: '立即還款' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/pay?applyId=A1001' })
    fireEvent.click(screen.getByRole('button', { name: '申請展期' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/pay?applyId=A1001&mode=extension' })
    fireEvent.click(screen.getByRole('button', { name: '查看合約' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/contract?applyId=A1001' })
  })

  it('a refused order leads back to applying', async () => {
    await showOrder('rejected')
    fireEvent.click(screen.getByRole('button', { name: '重新申請' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })

  it("another user's order shows the server's reason and a retry", async () => {
    server.respond(API.loanOrderDetail, envelope(403, '無權限查看此訂單'))
    renderPage(<OrderDetailPage />)
    await waitFor(() => expect(screen.getAllByText('無權限查看此訂單').length).toBeGreaterThan(0))
    expect(screen.getByRole('button', { name: '重新載入' })).toBeTruthy()
  })

  it('without an applyId it says so and asks nothing of the server', async () => {
    onRoute('/pages/order/detail', {})
    renderPage(<OrderDetailPage />)
    expect(screen.getByText('找不到這筆訂單，請從訂單列表重新進入')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '返回訂單列表' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/order/index' })
    expect(server.callsTo(API.loanOrderDetail)).toHaveLength(0)
  })

  it('shows a change made on the server when the user comes back to the page', async () => {
    const shown = capturePageShow()
    server.respond(API.loanOrderDetail, ok(detailBody('repaying')), ok(detailBody('settled')))
    renderPage(<OrderDetailPage />)
    await screen.findByRole('button', { name: '立即還款' })
    shown.fire() // the mount
    shown.fire() // back from the pay page
    await waitFor(() => expect(actionButtons()).toEqual(['查看合約']))
    expect(screen.getAllByText('已結清').length).toBeGreaterThan(0)
  })

  it('logged out: goes to login and comes back to this order', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    renderPage(<OrderDetailPage />, { loggedIn: false })
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({
        url: `/pages/login/index?redirect=${encodeURIComponent('/pages/order/detail?applyId=A1001')}`,
      }),
    )
    expect(server.callsTo(API.loanOrderDetail)).toHaveLength(0)
  })
})
