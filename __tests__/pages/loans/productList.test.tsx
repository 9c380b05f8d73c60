import { fireEvent, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import ProductListPage from '@/pages/loans/productList'
import * as applyApi from '@/services/api/modules/apply'
import { appStore } from '@/store/index'
import { applyDraftAtom } from '@/store/apply'
import { initBody, logIn, logOut, renderPage, setRoute, settle } from './helpers'

jest.mock('@/services/api/modules/apply')

const api = jest.mocked(applyApi)
let navigateTo: jest.SpyInstance

beforeEach(() => {
  logIn()
  setRoute('/pages/loans/productList')
  api.getLoanOffers.mockResolvedValue(initBody())
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

function card(name: string) {
  return screen.getByRole('checkbox', { name: `選擇方案「${name}」` })
}

describe('product list', () => {
  it('shows each product with amount, term, interest, every fee, amount due, due date and APR', async () => {
    renderPage(<ProductListPage />)
    await settle()
    const prime = within(card('優質客戶專案'))
    expect(prime.getByText('NT$50,000')).toBeTruthy()
    expect(prime.getByText('180 天')).toBeTruthy()
    expect(prime.getByText('利息（年利率 9.90%）')).toBeTruthy()
    expect(prime.getByText('NT$2,441')).toBeTruthy()
    expect(prime.getByText('開辦費')).toBeTruthy()
    expect(prime.getByText('NT$300')).toBeTruthy()
    expect(prime.getByText('帳戶管理費')).toBeTruthy()
    expect(prime.getByText('NT$500')).toBeTruthy()
    expect(prime.getByText('NT$53,241')).toBeTruthy()
    expect(prime.getByText('2025/08/28')).toBeTruthy()
    expect(prime.getByText('13.14%')).toBeTruthy()
    expect(within(card('小額週轉')).getByText('14.84%')).toBeTruthy()
  })

  it('preselects the first product; several can be chosen and the total follows', async () => {
    renderPage(<ProductListPage />)
    await settle()
    expect(card('小額週轉').getAttribute('aria-checked')).toBe('true')
    expect(card('優質客戶專案').getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText('已選 1 個方案・借款合計 NT$20,000')).toBeTruthy()
    fireEvent.click(card('優質客戶專案'))
    expect(card('優質客戶專案').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('已選 2 個方案・借款合計 NT$70,000')).toBeTruthy()
  })

  it('refuses to continue with nothing selected, with a message', async () => {
    renderPage(<ProductListPage />)
    await settle()
    fireEvent.click(card('小額週轉'))
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByRole('alert').textContent).toBe('請至少選擇一個方案')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(appStore.get(applyDraftAtom)).toBeNull()
  })

  it('continues with the chosen products at their default amount and term, kept in the draft', async () => {
    renderPage(<ProductListPage />)
    await settle()
    fireEvent.click(card('小額週轉'))
    fireEvent.click(card('優質客戶專案'))
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loans/applyFor' })
    const draft = appStore.get(applyDraftAtom)
    expect(draft?.items).toEqual([{ productCode: 'PRIME', loanAmount: 50_000, loanCycle: 180 }])
    expect(draft?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('says so when nothing is offered', async () => {
    api.getLoanOffers.mockResolvedValue(initBody({ applyInfos: [] }))
    renderPage(<ProductListPage />)
    await settle()
    expect(screen.getByText('目前沒有可申請的方案')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull()
  })
})
