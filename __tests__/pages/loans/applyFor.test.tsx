import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ApplyQuoteBody } from '@contract/apply'
import ApplyForPage from '@/pages/loans/applyFor'
import * as applyApi from '@/services/api/modules/apply'
import { appStore } from '@/store/index'
import { applyDraftAtom, startApplyAtom } from '@/store/apply'
import { pickedCardAtom } from '@/pages/me/components/bank/pick-results'
import {
  CARD,
  checkBody,
  initBody,
  logIn,
  logOut,
  primeOffer,
  quickOffer,
  renderPage,
  setRoute,
  settle,
} from './helpers'

jest.mock('@/services/api/modules/apply')

const api = jest.mocked(applyApi)
let navigateTo: jest.SpyInstance

function quote(): ApplyQuoteBody {
  const quick = quickOffer()
  const prime = primeOffer()
  return {
    items: [quick, prime],
    card: CARD,
    purpose: 'medical',
    purposeLabel: '醫療費用',
    totalAmount: 70_000,
    totalInterest: 2605,
    totalServiceCharge: 880,
    totalRepayAmount: 73_485,
  }
}

function startDraft(codes: ('QUICK' | 'PRIME')[] = ['QUICK', 'PRIME']) {
  const defaults = { QUICK: quickOffer(), PRIME: primeOffer() }
  appStore.set(
    startApplyAtom,
    codes.map((code) => ({
      productCode: code,
      loanAmount: defaults[code].loanAmount,
      loanCycle: defaults[code].loanCycle,
    })),
  )
}

beforeEach(() => {
  logIn()
  setRoute('/pages/loans/applyFor')
  api.getLoanOffers.mockResolvedValue(initBody())
  api.checkApply.mockResolvedValue(checkBody())
  api.getApplyTips.mockResolvedValue({ title: '申請前請注意', tips: ['本平台不會要求您先繳任何費用'] })
  api.priceLoanOffer.mockImplementation(async ({ loanAmount, loanCycle }) =>
    quickOffer({ loanAmount, loanCycle, interest: 156, fees: [{ name: '帳戶管理費', amount: 76 }] }),
  )
  api.quoteApplication.mockResolvedValue(quote())
  api.confirmApplication.mockResolvedValue({
    orders: [
      { applyId: 'A1', status: 'to_sign', message: '申請成功，請簽署借款合約' },
      { applyId: 'A2', status: 'to_sign', message: '申請成功，請簽署借款合約' },
    ],
    repeated: false,
  })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

function button(name: string | RegExp) {
  return screen.getByRole('button', { name })
}

function purpose(label: string) {
  return screen.getByRole('radio', { name: label })
}

describe('apply page', () => {
  it('shows the chosen products with their cost, the receiving account, the purposes and the tips', async () => {
    startDraft()
    renderPage(<ApplyForPage />)
    await settle()
    expect(screen.getByText('小額週轉')).toBeTruthy()
    expect(screen.getByText('優質客戶專案')).toBeTruthy()
    expect(screen.getByText('NT$20,000')).toBeTruthy()
    expect(screen.getByText('NT$50,000')).toBeTruthy()
    expect(screen.getByText('中國信託（822） ****1234')).toBeTruthy()
    expect(purpose('醫療費用')).toBeTruthy()
    expect(screen.getByText('本平台不會要求您先繳任何費用')).toBeTruthy()
    // 20,244 + 53,241
    expect(screen.getByText('NT$73,485')).toBeTruthy()
  })

  it('changes the amount by whole steps within the limits and asks the server for the new price', async () => {
    startDraft(['QUICK'])
    renderPage(<ApplyForPage />)
    await settle()
    expect(button('增加金額').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button('減少金額'))
    expect(screen.getByText('NT$19,000')).toBeTruthy()
    expect(appStore.get(applyDraftAtom)?.items[0]).toEqual({ productCode: 'QUICK', loanAmount: 19_000, loanCycle: 30 })
    await waitFor(() =>
      expect(api.priceLoanOffer).toHaveBeenCalledWith(
        { productCode: 'QUICK', loanAmount: 19_000, loanCycle: 30 },
        { silent: true },
      ),
    )
    await waitFor(() => expect(screen.getByText('NT$156')).toBeTruthy())
    fireEvent.click(screen.getByRole('radio', { name: '60 天' }))
    expect(appStore.get(applyDraftAtom)?.items[0].loanCycle).toBe(60)
  })

  it('refuses to continue without a purpose, with the message next to the field, keeping the choices', async () => {
    startDraft(['QUICK'])
    renderPage(<ApplyForPage />)
    await settle()
    fireEvent.click(button('減少金額'))
    fireEvent.click(button('確認申請'))
    expect(screen.getByRole('alert').textContent).toBe('請選擇借款用途')
    expect(api.quoteApplication).not.toHaveBeenCalled()
    expect(screen.getByText('NT$19,000')).toBeTruthy()
    fireEvent.click(purpose('旅遊'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the full cost breakdown before confirming, then confirms once with the draft requestId and opens the contract', async () => {
    startDraft()
    renderPage(<ApplyForPage />)
    await settle()
    fireEvent.click(purpose('醫療費用'))
    fireEvent.click(button('確認申請'))
    await settle()
    expect(api.quoteApplication).toHaveBeenCalledWith(
      {
        items: [
          { productCode: 'QUICK', loanAmount: 20_000, loanCycle: 30 },
          { productCode: 'PRIME', loanAmount: 50_000, loanCycle: 180 },
        ],
        cardId: 'card_1',
        purpose: 'medical',
      },
      { loading: true },
    )
    const popup = within(screen.getByRole('dialog', { name: '確認借款內容' }))
    for (const text of [
      '借款金額',
      'NT$50,000',
      '利息（年利率 9.90%）',
      'NT$2,441',
      '開辦費',
      'NT$300',
      'NT$500',
      'NT$53,241',
      '2025/08/28',
      '13.14%',
      '14.84%',
      '借款金額合計',
      'NT$70,000',
      '到期應還合計',
      'NT$73,485',
      '中國信託 ****1234',
      '醫療費用',
    ]) {
      expect(popup.getAllByText(text).length).toBeGreaterThan(0)
    }

    const requestId = appStore.get(applyDraftAtom)?.requestId
    const confirm = popup.getByRole('button', { name: '確認送出' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await settle()
    expect(api.confirmApplication).toHaveBeenCalledTimes(1)
    expect(api.confirmApplication).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, cardId: 'card_1', purpose: 'medical' }),
      { loading: true },
    )
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loans/sign?applyId=A1%2CA2' })
    expect(appStore.get(applyDraftAtom)?.applyIds).toEqual(['A1', 'A2'])
  })

  it('after confirming, coming back locks the choices and continuing repeats the same requestId (no new order)', async () => {
    startDraft(['QUICK'])
    const requestId = appStore.get(applyDraftAtom)?.requestId
    renderPage(<ApplyForPage />)
    await settle()
    fireEvent.click(purpose('醫療費用'))
    fireEvent.click(button('確認申請'))
    await settle()
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }))
    await settle()

    expect(screen.getByRole('status').textContent).toContain('此申請已送出')
    fireEvent.click(button('減少金額'))
    expect(screen.getByText('NT$20,000')).toBeTruthy()
    fireEvent.click(button('前往簽約'))
    await settle()
    expect(api.quoteApplication).toHaveBeenCalledTimes(1)
    expect(api.confirmApplication).toHaveBeenCalledTimes(2)
    expect(api.confirmApplication.mock.calls[1][0].requestId).toBe(requestId)
  })

  it('switches the receiving account through the account list (bankList?select=1)', async () => {
    startDraft(['QUICK'])
    renderPage(<ApplyForPage />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: '更換收款帳戶' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/me/bankList?select=1&selected=card_1' })
    // What the account list hands back when the user taps another account.
    await act(async () => {
      appStore.set(pickedCardAtom, {
        cardId: 'card_2',
        bankCode: '808',
        bankName: '玉山銀行',
        branchCode: '',
        branchName: '',
        accountMasked: '****5678',
        holderName: '王小明',
        isDefault: false,
        passbookImageUrl: '',
        boundAt: '2025-03-01T02:03:04.000Z',
      })
    })
    expect(screen.getByText('玉山銀行（808） ****5678')).toBeTruthy()
    expect(appStore.get(applyDraftAtom)?.cardId).toBe('card_2')
    fireEvent.click(purpose('旅遊'))
    fireEvent.click(button('確認申請'))
    await settle()
    expect(api.quoteApplication).toHaveBeenCalledWith(expect.objectContaining({ cardId: 'card_2' }), { loading: true })
  })

  it('when the loan check refuses, says why and does not let the user confirm', async () => {
    startDraft(['QUICK'])
    api.checkApply.mockResolvedValue(
      checkBody({ passed: false, reason: 'kycIncomplete', missingStep: 'face', message: '請先完成「人臉識別」認證' }),
    )
    renderPage(<ApplyForPage />)
    await settle()
    expect(screen.getByText('請先完成「人臉識別」認證')).toBeTruthy()
    fireEvent.click(purpose('旅遊'))
    fireEvent.click(button('確認申請'))
    expect(api.quoteApplication).not.toHaveBeenCalled()
    fireEvent.click(button('前往完成'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/me/faceDome' })
  })

  it('without an application in progress, offers to choose a product', async () => {
    renderPage(<ApplyForPage />)
    await settle()
    expect(screen.getByText('尚未選擇借款方案')).toBeTruthy()
    expect(api.getLoanOffers).not.toHaveBeenCalled()
  })
})
