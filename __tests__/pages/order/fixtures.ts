/** Orders as the reference server answers them, for the order page tests. */
import type { LoanOrderDetailBody, LoanOrderRecordBody, OrderRecordItem, OrderStatus } from '@contract/order'

export function recordItem(overrides: Partial<OrderRecordItem> = {}): OrderRecordItem {
  return {
    applyId: 'A1001',
    applyAmount: 20000,
    applyPeriod: 30,
    applyStatus: 'repaying',
    applyTime: '2026-10-20T02:00:00.000Z',
    productCode: 'P30',
    productName: '小額週轉 30 天',
    icon: '',
    repayDate: '2026/11/30',
    extensionTime: '',
    unpaid: 20263,
    ...overrides,
  }
}

export function recordBody(list: OrderRecordItem[], overrides: Partial<LoanOrderRecordBody> = {}): LoanOrderRecordBody {
  return {
    list,
    total: list.length,
    page: 1,
    pageSize: 10,
    underReviewCount: 0,
    repayCount: list.length,
    overdueCount: 0,
    settleCount: 0,
    refuseCount: 0,
    ...overrides,
  }
}

/** What the server allows per status (server/domain/loans/state-machine.ts, contract flags). */
const FLAGS: Record<OrderStatus, Pick<LoanOrderDetailBody, 'canRepay' | 'canExtend' | 'canViewContract' | 'signed'>> = {
  to_sign: { canRepay: false, canExtend: false, canViewContract: true, signed: false },
  under_review: { canRepay: false, canExtend: false, canViewContract: true, signed: true },
  disbursing: { canRepay: false, canExtend: false, canViewContract: true, signed: true },
  disbursement_failed: { canRepay: false, canExtend: false, canViewContract: true, signed: true },
  repaying: { canRepay: true, canExtend: true, canViewContract: true, signed: true },
  extended: { canRepay: true, canExtend: true, canViewContract: true, signed: true },
  overdue: { canRepay: true, canExtend: true, canViewContract: true, signed: true },
  settled: { canRepay: false, canExtend: false, canViewContract: true, signed: true },
  rejected: { canRepay: false, canExtend: false, canViewContract: false, signed: true },
}

export function detailBody(status: OrderStatus = 'repaying', overrides: Partial<LoanOrderDetailBody> = {}) {
  const disbursed = ['repaying', 'extended', 'overdue', 'settled'].includes(status)
  const body: LoanOrderDetailBody = {
    applyId: 'A1001',
    productCode: 'P30',
    productName: '小額週轉 30 天',
    icon: '',
    applyAmount: 20000,
    applyPeriod: 30,
    applyTime: '2026-10-20T02:00:00.000Z',
    interestAmount: 263,
    serviceAmount: 0,
    extServiceAmount: 0,
    overdueAmount: status === 'overdue' ? 18 : 0,
    overdueDay: status === 'overdue' ? 2 : 0,
    totalAmount: status === 'overdue' ? 20281 : 20263,
    unpaid: disbursed && status !== 'settled' ? (status === 'overdue' ? 20281 : 20263) : 0,
    repayPaid: status === 'settled' ? 20263 : 0,
    applyStatus: status,
    repayStatus: status === 'settled' ? 'paid' : disbursed ? 'unpaid' : 'not_due',
    estimateLoanTime: disbursed ? '' : '2026-10-21T02:00:00.000Z',
    loanTime: disbursed ? '2026-10-21T03:30:00.000Z' : '',
    repayDate: disbursed ? '2026/11/20' : '',
    repayPlanId: 'RP1001',
    bankCode: '812',
    bankName: '台新銀行',
    bankNum: '****6789',
    annualRate: 15.99,
    apr: 15.99,
    extension: [],
    timeline: [
      { status: 'to_sign', time: '2026-10-20T02:00:00.000Z', note: '申請已送出，待簽署合約' },
      { status: 'under_review', time: '2026-10-20T02:05:00.000Z', note: '已簽署合約，進入審核' },
    ],
    ...FLAGS[status],
    ...overrides,
  }
  return body
}
