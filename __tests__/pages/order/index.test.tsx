import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import OrdersPage, { ORDER_PAGE_SIZE } from '@/pages/order/index'
import { resetTransport } from '@/services/api/client'
import {
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'
import { recordBody, recordItem } from './fixtures'
import { onRoute, renderPage } from './render'

let server: FakeTransport
let ui: TaroUiSpies

beforeEach(() => {
  server = installFakeTransport()
  ui = spyOnTaroUi()
  onRoute('/pages/order/index')
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

/** The order cards: buttons named by their content, one per order. */
const cards = () => screen.queryAllByRole('button').filter((element) => element.hasAttribute('data-apply-id'))

describe('訂單 tab', () => {
  it('lists each order with the amount owed, term, due date and status label', async () => {
    server.respond(
      API.loanOrderRecord,
      ok(
        recordBody(
          [
            recordItem({ applyId: 'A1', applyStatus: 'overdue', unpaid: 20281, repayDate: '2026/11/20' }),
            recordItem({
              applyId: 'A2',
              applyStatus: 'under_review',
              applyAmount: 15000,
              repayDate: '',
              unpaid: 0,
              productName: '急用金 14 天',
              applyPeriod: 14,
            }),
          ],
          { overdueCount: 1, underReviewCount: 1, repayCount: 0 },
        ),
      ),
    )
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(2))
    const [overdue, review] = cards()
    expect(within(overdue).getByText('已逾期')).toBeTruthy()
    expect(within(overdue).getByText('應還金額')).toBeTruthy()
    expect(within(overdue).getByText('NT$20,281')).toBeTruthy()
    expect(within(overdue).getByText('2026/11/20')).toBeTruthy()
    expect(within(overdue).getByText('30 天')).toBeTruthy()
    expect(within(review).getByText('審核中')).toBeTruthy()
    expect(within(review).getByText('NT$15,000')).toBeTruthy()
    expect(within(review).getByText('14 天')).toBeTruthy()
    // Before disbursement there is no due date: the application date is shown instead.
    expect(within(review).getByText('申請日期')).toBeTruthy()
  })

  it('shows the count of every group on its tab and filters by group', async () => {
    server.respond(
      API.loanOrderRecord,
      ok(recordBody([recordItem({ applyId: 'A1' })], { repayCount: 1, settleCount: 2, refuseCount: 1, total: 4 })),
      ok(
        recordBody([recordItem({ applyId: 'S1', applyStatus: 'settled' })], {
          repayCount: 1,
          settleCount: 2,
          refuseCount: 1,
          total: 2,
        }),
      ),
    )
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.getByRole('tab', { name: '全部，4 筆' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '還款中，1 筆' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '已結清，2 筆' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '未通過，1 筆' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '已逾期，0 筆' })).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: '已結清，2 筆' }))
    await waitFor(() => expect(within(cards()[0]).getByText('已結清')).toBeTruthy())
    expect(server.last(API.loanOrderRecord)?.payload).toEqual({
      applyStatus: 'settle',
      page: 1,
      pageSize: ORDER_PAGE_SIZE,
    })
    expect(screen.getByRole('tab', { name: '已結清，2 筆' }).getAttribute('aria-selected')).toBe('true')
  })

  it('opens the detail of a tapped order', async () => {
    server.respond(API.loanOrderRecord, ok(recordBody([recordItem({ applyId: 'A77' })])))
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(1))
    fireEvent.click(cards()[0])
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?applyId=A77' })
  })

  it('loads the next page with 載入更多 until every order is shown', async () => {
    const page1 = Array.from({ length: ORDER_PAGE_SIZE }, (_, i) => recordItem({ applyId: `P1-${i}` }))
    const page2 = [recordItem({ applyId: 'P2-0' }), recordItem({ applyId: 'P2-1' })]
    server.respond(
      API.loanOrderRecord,
      ok(recordBody(page1, { total: 12, repayCount: 12 })),
      ok(recordBody(page2, { total: 12, repayCount: 12, page: 2 })),
    )
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(ORDER_PAGE_SIZE))
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }))
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(server.last(API.loanOrderRecord)?.payload).toEqual({ page: 2, pageSize: ORDER_PAGE_SIZE })
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull()
    expect(screen.getByText('已顯示全部訂單')).toBeTruthy()
  })

  it('asks for one next page however often 載入更多 is tapped while it loads', async () => {
    const page1 = Array.from({ length: ORDER_PAGE_SIZE }, (_, i) => recordItem({ applyId: `P1-${i}` }))
    server.respond(API.loanOrderRecord, ok(recordBody(page1, { total: 30, repayCount: 30 })))
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(ORDER_PAGE_SIZE))
    const more = screen.getByRole('button', { name: '載入更多' })
    fireEvent.click(more)
    fireEvent.click(more)
    fireEvent.click(more)
    await waitFor(() => expect(screen.getByRole('button', { name: '載入更多' })).toBeTruthy())
    expect(server.callsTo(API.loanOrderRecord)).toHaveLength(2)
  })

  it('with no orders at all, leads to applying', async () => {
    server.respond(API.loanOrderRecord, ok(recordBody([], { repayCount: 0 })))
    renderPage(<OrdersPage />)
    await screen.findByText('您還沒有借款訂單')
    fireEvent.click(screen.getByRole('button', { name: '立即申請借款' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })

  it('an empty group says so without the apply button when other orders exist', async () => {
    server.respond(
      API.loanOrderRecord,
      ok(recordBody([recordItem()], { repayCount: 1 })),
      ok(recordBody([], { repayCount: 1, total: 0 })),
    )
    renderPage(<OrdersPage />)
    await waitFor(() => expect(cards()).toHaveLength(1))
    fireEvent.click(screen.getByRole('tab', { name: '已逾期，0 筆' }))
    await screen.findByText('沒有逾期的訂單')
    expect(screen.queryByRole('button', { name: '立即申請借款' })).toBeNull()
  })

  it('logged out: a login prompt that returns here, and no request', async () => {
    renderPage(<OrdersPage />, { loggedIn: false })
    expect(screen.getByText('登入後查看您的借款')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '登入' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/pages/order/index')}`,
    })
    await act(async () => undefined)
    expect(server.callsTo(API.loanOrderRecord)).toHaveLength(0)
  })

  it('a failed load offers 重新載入, which loads again', async () => {
    server.respond(API.loanOrderRecord, { type: 'fail', errMsg: 'request:fail' }, ok(recordBody([recordItem()])))
    renderPage(<OrdersPage />)
    const retry = await screen.findByRole('button', { name: '重新載入' })
    fireEvent.click(retry)
    await waitFor(() => expect(cards()).toHaveLength(1))
  })
})
