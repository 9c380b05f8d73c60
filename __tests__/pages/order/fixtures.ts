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

export const CHANNELS = {
  repayChannels: [
    { key: 'atm', value: 'ATM 轉帳（虛擬帳號）', isBank: true, description: '約 10 分鐘入帳' },
    { key: 'store_code', value: '超商代碼繳費', isBank: false, description: '約 1 小時入帳' },
    { key: 'barcode', value: '超商條碼繳費', isBank: false, description: '約 3 個工作天入帳' },
  ],
  repayAmount: 20263,
  repayDate: '2026/11/20',
}

export function collectBody(channel: 'atm' | 'store_code' | 'barcode') {
  const base = {
    repayPlanId: 'RP1001',
    channel,
    repayAmount: 20263,
    expired: '2026/11/25 14:05',
    process: [
      { repayMethod: 'ATM 轉帳', repayCode: '95210000123456', steps: ['插入金融卡並輸入密碼', '輸入銀行代碼 822'] },
    ],
  }
  if (channel === 'atm') return { ...base, vaNumber: '95210000123456', bankCode: '822', bankName: '中國信託' }
  if (channel === 'store_code') {
    return {
      ...base,
      vaNumber: 'EZDABCDEFGH234',
      storeCode: 'EZDABCDEFGH234',
      stores: [
        { key: 'seven', name: '7-ELEVEN', kiosk: 'ibon' },
        { key: 'family', name: '全家 FamilyMart', kiosk: 'FamiPort' },
      ],
      process: [{ repayMethod: '7-ELEVEN ibon', repayCode: 'EZDABCDEFGH234', steps: ['至 7-ELEVEN 使用 ibon'] }],
    }
  }
  return {
    ...base,
    vaNumber: '261125EZD',
    barcodes: [
      { code: '261125EZD', imageUrl: '/api/v5/repay/barcode?code=261125EZD' },
      { code: 'EZD1234567890123', imageUrl: '/api/v5/repay/barcode?code=EZD1234567890123' },
      { code: '1125AB000020263', imageUrl: '/api/v5/repay/barcode?code=1125AB000020263' },
    ],
    process: [{ repayMethod: '超商條碼繳費', repayCode: '261125EZD', steps: ['出示本頁三段條碼'] }],
  }
}

export const TRIAL = {
  applyId: 'A1001',
  extensionAmount: 663,
  extServiceAmount: 400,
  overdueAmount: 0,
  accruedAmount: 263,
  extensionTerm: 30,
  extensionTime: '2026/12/20',
  repayAmountAfter: 20263,
  currentRepayDate: '2026/11/20',
  apr: 14.2,
}
