import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import LoansPage from '@/pages/loans/index'
import * as applyApi from '@/services/api/modules/apply'
import * as configApi from '@/services/api/modules/config'
import { checkBody, loansIndex, logIn, logOut, renderPage, setRoute, settle } from './helpers'

jest.mock('@/services/api/modules/apply')
jest.mock('@/services/api/modules/config')

const api = jest.mocked(applyApi)
const config = jest.mocked(configApi)

let navigateTo: jest.SpyInstance
let showModal: jest.SpyInstance
let switchTab: jest.SpyInstance

beforeEach(() => {
  setRoute('/pages/loans/index')
  api.getLoansIndex.mockResolvedValue(loansIndex())
  api.getBanners.mockResolvedValue([])
  api.getNotices.mockResolvedValue([])
  api.getPop.mockResolvedValue({ pop: null })
  api.confirmPop.mockResolvedValue(null)
  api.checkApply.mockResolvedValue(checkBody())
  config.getCommonConfig.mockResolvedValue([])
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

function mainAction() {
  return screen.getByRole('button', { name: /登入|繼續認證|立即申請|查看訂單|繼續簽約/ })
}

describe('loans tab: the one main action follows the user state', () => {
  it('logged out: 登入, which opens the login page and comes back to the tab; no session calls', async () => {
    renderPage(<LoansPage />)
    await settle()
    expect(mainAction().textContent).toBe('登入')
    expect(screen.getByText('登入後即可查看您的可借額度')).toBeTruthy()
    expect(api.getLoansIndex).not.toHaveBeenCalled()
    expect(api.getBanners).not.toHaveBeenCalled()
    fireEvent.click(mainAction())
    await settle()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Floans%2Findex' })
  })

  it('verification unfinished: 繼續認證 goes to the first unfinished step', async () => {
    logIn()
    api.getLoansIndex.mockResolvedValue(loansIndex({ state: 'kyc', kycCompletedSteps: 2, kycNextStep: 'idCard' }))
    renderPage(<LoansPage />)
    await settle()
    expect(mainAction().textContent).toBe('繼續認證')
    expect(screen.getByText('已完成 2/5 項認證，下一步：身分證')).toBeTruthy()
    fireEvent.click(mainAction())
    await settle()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/me/idCard' })
  })

  it('verified, no open order: 立即申請 runs the loan check, then opens the offer', async () => {
    logIn()
    renderPage(<LoansPage />)
    await settle()
    expect(screen.getByText('NT$200,000')).toBeTruthy()
    expect(screen.getByText('NT$3,000 起・借款期限 30–365 天')).toBeTruthy()
    expect(screen.getByText('年利率最高 16%・總費用年百分率不超過 16%')).toBeTruthy()
    expect(mainAction().textContent).toBe('立即申請')
    fireEvent.click(mainAction())
    await settle()
    expect(api.checkApply).toHaveBeenCalledTimes(1)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loans/productList' })
  })

  it('立即申請 refused by the check: says why and goes to the missing step instead', async () => {
    logIn()
    api.checkApply.mockResolvedValue(
      checkBody({ passed: false, reason: 'noBankCard', missingStep: 'bankCard', message: '請先新增收款帳戶' }),
    )
    renderPage(<LoansPage />)
    await settle()
    fireEvent.click(mainAction())
    await settle()
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '請先新增收款帳戶' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/me/addBank' })
    expect(navigateTo).not.toHaveBeenCalledWith({ url: '/pages/loans/productList' })
  })

  it('an open order: 查看訂單 opens that order', async () => {
    logIn()
    api.getLoansIndex.mockResolvedValue(loansIndex({ state: 'repaying', nextRepayDate: '2025/04/01' }))
    api.checkApply.mockResolvedValue(
      checkBody({
        passed: false,
        reason: 'openOrder',
        message: '您有尚未結清的借款',
        openOrders: [{ applyId: 'A100', applyStatus: 'repaying' }],
      }),
    )
    renderPage(<LoansPage />)
    await settle()
    expect(mainAction().textContent).toBe('查看訂單')
    expect(screen.getByText('您有一筆借款尚未結清・最近還款日 2025/04/01')).toBeTruthy()
    fireEvent.click(mainAction())
    await settle()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?applyId=A100' })
  })

  it('an order still waiting for its signature: 繼續簽約 opens the contract of that order', async () => {
    logIn()
    api.getLoansIndex.mockResolvedValue(loansIndex({ state: 'reviewing' }))
    api.checkApply.mockResolvedValue(
      checkBody({ passed: false, reason: 'openOrder', openOrders: [{ applyId: 'A7', applyStatus: 'to_sign' }] }),
    )
    renderPage(<LoansPage />)
    await settle()
    expect(mainAction().textContent).toBe('繼續簽約')
    fireEvent.click(mainAction())
    await settle()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loans/sign?applyId=A7' })
  })
})

describe('loans tab: server content', () => {
  it('shows banners and notices, and an error with a retry when the tab data fails', async () => {
    logIn()
    api.getBanners.mockResolvedValue([
      { id: 'b1', title: '新戶首借優惠', imageUrl: '/b1.png', linkPath: '/pages/aptitude' },
    ])
    api.getNotices.mockResolvedValue([
      { id: 'n1', title: '春節服務時間', content: '2/8–2/14 暫停撥款', publishedAt: '2025-01-20T02:00:00.000Z' },
    ])
    api.getLoansIndex.mockRejectedValueOnce(new Error('offline'))
    renderPage(<LoansPage />)
    await settle()
    fireEvent.click(screen.getByRole('link', { name: '新戶首借優惠' }))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/aptitude' })
    expect(screen.getByText('春節服務時間')).toBeTruthy()
    expect(screen.getByText('2025/01/20')).toBeTruthy()
    expect(screen.queryByText('2/8–2/14 暫停撥款')).toBeNull()
    fireEvent.click(screen.getByText('春節服務時間'))
    expect(screen.getByText('2/8–2/14 暫停撥款')).toBeTruthy()

    expect(screen.getByRole('alert').textContent).toContain('資料載入失敗')
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }))
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(mainAction().textContent).toBe('立即申請')
  })

  it('shows the server pop-up once and tells the server it was seen', async () => {
    logIn()
    api.getPop.mockResolvedValue({
      pop: {
        popId: 'p1',
        scene: 'loans',
        title: '利率調降公告',
        content: '即日起新申請案件適用新利率',
        imageUrl: '',
        linkPath: '',
        showOnce: true,
        shouldShow: true,
      },
    })
    const first = renderPage(<LoansPage />)
    await settle()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(api.getPop).toHaveBeenCalledWith({ scene: 'loans' }, { silent: true })
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.confirmPop).toHaveBeenCalledWith({ popId: 'p1' }, { silent: true })
    first.unmount()

    // Back on the tab in the same visit: not again.
    renderPage(<LoansPage />)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
