/**
 * Shared set-up of the loan page tests: a session in the app store, the page rendered inside that store,
 * the route's query parameters, and contract-shaped sample data priced with the server's own formula.
 */
import type { ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { act, render } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ApplyCard, ApplyCheckBody, ApplyInfo, ApplyInitBody } from '@contract/apply'
import { LOAN_PURPOSES } from '@contract/apply'
import type { CommonIndexBody } from '@contract/config'
import { appStore } from '@/store/index'
import { clearSession, startSession } from '@/store/session'

export function logIn(): void {
  startSession({ token: 'test-token', userId: 'u_1', uuId: 'uu_1' })
}

export function logOut(): void {
  clearSession()
}

/** What the page reads as its route and query. */
export function setRoute(path: string, params: Record<string, string> = {}): void {
  const router = { path, params, onReady: '', onShow: '', onHide: '' }
  Taro.getCurrentInstance().router = router as unknown as ReturnType<typeof Taro.getCurrentInstance>['router']
}

export function renderPage(page: ReactElement) {
  return render(<Provider store={appStore}>{page}</Provider>)
}

/** Lets pending promises and the re-renders they cause run. */
export async function settle(rounds = 5): Promise<void> {
  await act(async () => {
    for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

export function loansIndex(overrides: Partial<CommonIndexBody> = {}): CommonIndexBody {
  return {
    minAmount: 3000,
    maxAmount: 200_000,
    termsInDays: [30, 60, 90, 120, 180, 365],
    maxAnnualRatePercent: 16,
    state: 'ready',
    kycCompletedSteps: 5,
    kycNextStep: null,
    nextRepayDate: null,
    ...overrides,
  }
}

export function checkBody(overrides: Partial<ApplyCheckBody> = {}): ApplyCheckBody {
  return { passed: true, reason: null, missingStep: null, message: '', openOrders: [], ...overrides }
}

/** QUICK: NT$3,000–20,000, 30/60 days, 10 % a year, a 0.4 % account fee (values as server/domain/loans prices them). */
export function quickOffer(overrides: Partial<ApplyInfo> = {}): ApplyInfo {
  return {
    productCode: 'QUICK',
    productName: '小額週轉',
    productIcon: '',
    loanAmount: 20_000,
    loanCycle: 30,
    interest: 164,
    serviceCharge: 80,
    fees: [{ name: '帳戶管理費', amount: 80 }],
    repayAmount: 20_244,
    repayDate: '2025/03/31',
    annualRate: 10,
    apr: 14.84,
    minAmount: 3000,
    maxAmount: 20_000,
    amountStep: 1000,
    loanCycles: [30, 60],
    extensionTerm: 30,
    ...overrides,
  }
}

/** PRIME: two fees (開辦費 NT$300 and 帳戶管理費 1 %), 9.9 % a year. */
export function primeOffer(overrides: Partial<ApplyInfo> = {}): ApplyInfo {
  return {
    productCode: 'PRIME',
    productName: '優質客戶專案',
    productIcon: '',
    loanAmount: 50_000,
    loanCycle: 180,
    interest: 2441,
    serviceCharge: 800,
    fees: [
      { name: '開辦費', amount: 300 },
      { name: '帳戶管理費', amount: 500 },
    ],
    repayAmount: 53_241,
    repayDate: '2025/08/28',
    annualRate: 9.9,
    apr: 13.14,
    minAmount: 50_000,
    maxAmount: 200_000,
    amountStep: 1000,
    loanCycles: [180, 365],
    extensionTerm: 60,
    ...overrides,
  }
}

export const CARD: ApplyCard = { cardId: 'card_1', bankCode: '822', bankName: '中國信託', bankNum: '****1234' }

export function initBody(overrides: Partial<ApplyInitBody> = {}): ApplyInitBody {
  return {
    applyInfos: [quickOffer(), primeOffer()],
    card: CARD,
    cards: [CARD, { cardId: 'card_2', bankCode: '808', bankName: '玉山銀行', bankNum: '****5678' }],
    purposes: LOAN_PURPOSES,
    aprCap: 16,
    ...overrides,
  }
}
