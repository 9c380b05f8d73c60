/**
 * Shared set-up of the bank, face and location page tests: a logged-in session in the app store, the page
 * rendered inside that store, the route's query parameters, and contract-shaped sample data.
 */
import type { ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { configure, render } from '@testing-library/react'
import { Provider } from 'jotai'
import type { BoundCard } from '@contract/bank'
import type { UserDetailBody } from '@contract/identity'
import { appStore } from '@/store/index'
import { clearSession, startSession } from '@/store/session'

// These pages render NutUI popups and the step indicator in jsdom: on a busy two-core machine (a build running
// next to the tests) a test can take seconds, so allow more than jest's 5 s and testing-library's 1 s.
jest.setTimeout(20_000)
configure({ asyncUtilTimeout: 4_000 })

export function logIn(): void {
  startSession({ token: 'test-token', userId: 'u_1', uuId: 'uu_1' })
}

export function logOut(): void {
  clearSession()
}

/** What `useRouter()` answers on the page about to be rendered. */
export function setRoute(path: string, params: Record<string, string> = {}): void {
  Taro.getCurrentInstance().router = { path, params, onReady: '', onShow: '', onHide: '', shareTicket: '', scene: 0 }
}

export function renderPage(page: ReactElement) {
  return render(<Provider store={appStore}>{page}</Provider>)
}

/** Lets pending promises and the re-renders they cause run. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

export const BANKS = [
  { bankCode: '004', bankName: '臺灣銀行' },
  { bankCode: '013', bankName: '國泰世華' },
  { bankCode: '700', bankName: '中華郵政' },
  { bankCode: '808', bankName: '玉山銀行' },
  { bankCode: '812', bankName: '台新銀行' },
  { bankCode: '822', bankName: '中國信託' },
]

export const BRANCHES = [
  { branchCode: '0015', branchName: '營業部' },
  { branchCode: '0037', branchName: '館前分行' },
]

export function card(overrides: Partial<BoundCard> = {}): BoundCard {
  return {
    cardId: 'c1',
    bankCode: '822',
    bankName: '中國信託',
    branchCode: '',
    branchName: '',
    accountMasked: '****1234',
    holderName: '王小明',
    isDefault: true,
    passbookImageUrl: '',
    boundAt: '2025-03-01T02:03:04.000Z',
    ...overrides,
  }
}

const STEP_LABELS = {
  personalInfo: '個人資料',
  emergencyContact: '聯絡人',
  idCard: '身分證',
  bankCard: '銀行卡',
  face: '人臉識別',
} as const

/** `queryUserDetail` of a user who has done the first `doneCount` steps. */
export function userDetail(doneCount: number, overrides: Partial<UserDetailBody> = {}): UserDetailBody {
  const order = ['personalInfo', 'emergencyContact', 'idCard', 'bankCard', 'face'] as const
  return {
    steps: order.map((step, index) => ({ step, label: STEP_LABELS[step], done: index < doneCount })),
    nextStep: order[doneCount] ?? null,
    personalInfo: null,
    emergencyContacts: [],
    idCard:
      doneCount >= 3
        ? {
            idNoMasked: 'A12****789',
            userName: '王小明',
            birthday: '1990/01/01',
            gender: 'male',
            documentType: 'nationalId',
            frontImageUrl: '',
            backImageUrl: '',
          }
        : null,
    bankCard: doneCount >= 4 ? card() : null,
    livenessStatus: 'not_started',
    faceCompareResult: 'not_started',
    identityCheckStatus: 'not_started',
    bindCardStatus: doneCount >= 4 ? 'bound' : 'unbound',
    livePhotoUrl: '',
    ...overrides,
  }
}
