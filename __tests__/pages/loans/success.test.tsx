import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { LoanOrderDetailBody } from '@contract/order'
import SuccessPage from '@/pages/loans/success'
import * as orderApi from '@/services/api/modules/order'
import { logIn, logOut, renderPage, setRoute, settle } from './helpers'

jest.mock('@/services/api/modules/order')

const orders = jest.mocked(orderApi)
let navigateTo: jest.SpyInstance
let switchTab: jest.SpyInstance

function detail(overrides: Partial<LoanOrderDetailBody> = {}): LoanOrderDetailBody {
  return {
    applyId: 'A1',
    productCode: 'QUICK',
    productName: '小額週轉',
    icon: '',
    applyAmount: 20_000,
    applyPeriod: 30,
    applyTime: '2025-03-01T02:00:00.000Z',
    interestAmount: 164,
    serviceAmount: 80,
    extServiceAmount: 0,
    overdueAmount: 0,
    overdueDay: 0,
    totalAmount: 20_244,
    unpaid: 0,
    repayPaid: 0,
    applyStatus: 'under_review',
    repayStatus: 'not_due',
    estimateLoanTime: '2025-03-02T06:30:00.000Z',
    loanTime: '',
    repayDate: '',
    repayPlanId: 'P1',
    bankCode: '822',
    bankName: '中國信託',
    bankNum: '****1234',
    annualRate: 10,
    apr: 14.84,
    extension: [],
    timeline: [],
    canRepay: false,
    canExtend: false,
    canViewContract: true,
    signed: true,
    ...overrides,
  }
}

beforeEach(() => {
  logIn()
  setRoute('/pages/loans/success', { applyId: 'A1' })
  orders.getLoanOrderDetail.mockResolvedValue(detail())
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

describe('success page', () => {
  it('says what happens next: the order number, review, disbursement to the masked account and when', async () => {
    renderPage(<SuccessPage />)
    await settle()
    expect(screen.getByText('簽約完成，申請已送出審核')).toBeTruthy()
    expect(screen.getByText('A1')).toBeTruthy()
    expect(screen.getByText('小額週轉・借款 NT$20,000・30 天')).toBeTruthy()
    expect(screen.getByText(/款項將撥入您的收款帳戶 中國信託 \*\*\*\*1234/)).toBeTruthy()
    expect(screen.getByText(/預計撥款時間：2025\/03\/02 14:30/)).toBeTruthy()
  })

  it('links to the order and back to the loans tab', async () => {
    renderPage(<SuccessPage />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: '查看訂單' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?applyId=A1' })
    fireEvent.click(screen.getByRole('button', { name: '返回借款首頁' }))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })
})
