/**
 * Order group (wire-protocol.md "Paths"): order list and detail, repayment channels and instructions,
 * extension, and the contract calls (`contract/add`, `v5/contract/view`). Money is whole NT$, dates
 * `YYYY/MM/DD` in Asia/Taipei, instants ISO 8601 UTC. Labels and colours of statuses are the app's business.
 *
 * Errors of every call that names an order: 404 `查無此訂單` when it does not exist, 403 `無權限查看此訂單`
 * when it is another user's, 400 naming the field for bad input, 409 when the order's status does not allow
 * the action (the message says why, e.g. `訂單目前狀態為「審核中」，無法還款`).
 */
import type { CalendarDate, IsoDateTime, MaskedString } from './envelope'

/**
 * Every order status, in lifecycle order. Transitions (server/domain/loans/state-machine.ts):
 * to_sign → under_review (signed) → disbursing (approved) → repaying (disbursed) → overdue (due date passed)
 * → settled (paid in full); under_review → rejected; disbursing → disbursement_failed;
 * repaying/overdue/extended → extended (extension fee paid, new due date); extended → overdue/settled.
 * `extended` is repaying under a later due date.
 */
export const ORDER_STATUSES = [
  'to_sign',
  'under_review',
  'disbursing',
  'disbursement_failed',
  'repaying',
  'extended',
  'overdue',
  'settled',
  'rejected',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * The tabs of the order list and the statuses each counts; the keys name the `…Count` fields of
 * `LoanOrderRecordBody` (`underReview` → `underReviewCount`).
 */
export const ORDER_STATUS_GROUPS = {
  underReview: ['to_sign', 'under_review', 'disbursing'],
  repay: ['repaying', 'extended'],
  overdue: ['overdue'],
  settle: ['settled'],
  refuse: ['rejected', 'disbursement_failed'],
} as const satisfies Record<string, readonly OrderStatus[]>

export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS

/** Where the repayment stands: nothing due yet (not disbursed), unpaid, partly paid, paid in full. */
export type RepayStatus = 'not_due' | 'unpaid' | 'partial' | 'paid'

// --- GET /api/v3/order/loanOrderRecord ------------------------------------------------------------------

export interface LoanOrderRecordPayload {
  /** One status or one group key; omitted = every order. 400 for anything else. */
  applyStatus?: OrderStatus | OrderStatusGroup
  /** 1-based, default 1. */
  page?: number
  /** 1–50, default 20. */
  pageSize?: number
}

export interface OrderRecordItem {
  applyId: string
  applyAmount: number
  /** Term in days (including extensions). */
  applyPeriod: number
  applyStatus: OrderStatus
  applyTime: IsoDateTime
  productCode: string
  productName: string
  icon: string
  /** Current due date; empty before disbursement. */
  repayDate: CalendarDate | ''
  /** Due date set by the last extension; empty when never extended. */
  extensionTime: CalendarDate | ''
  /** What is left to pay today (0 before disbursement). */
  unpaid: number
}

/** Newest first. The counts cover all of the user's orders whatever the filter. */
export interface LoanOrderRecordBody {
  list: OrderRecordItem[]
  total: number
  page: number
  pageSize: number
  underReviewCount: number
  repayCount: number
  overdueCount: number
  settleCount: number
  refuseCount: number
}

// --- GET /api/v3/order/loanOrderDetail --------------------------------------------------------------------

export interface LoanOrderDetailPayload {
  applyId: string
}

/** One status change, oldest first; `note` is Traditional Chinese (e.g. `已簽署合約`). */
export interface OrderTimelineEntry {
  status: OrderStatus
  time: IsoDateTime
  note: string
}

export interface OrderExtensionRecord {
  /** The due date before and after this extension. */
  fromRepayDate: CalendarDate
  extensionTime: CalendarDate
  extensionTerm: number
  /** What was paid for it (accrued interest and fees, overdue interest, extension fee). */
  paidAmount: number
  extServiceAmount: number
  time: IsoDateTime
}

export interface LoanOrderDetailBody {
  applyId: string
  productCode: string
  productName: string
  icon: string
  applyAmount: number
  /** Term in days of the original contract. */
  applyPeriod: number
  applyTime: IsoDateTime
  /** Interest charged so far: the contract term plus every extension term. */
  interestAmount: number
  /** One-off fees of the contract. */
  serviceAmount: number
  /** Extension fees charged so far. */
  extServiceAmount: number
  /** Late interest (same annual rate as the contract, no other penalty). */
  overdueAmount: number
  overdueDay: number
  /** Everything charged so far: principal + interest + fees + extension fees + late interest. */
  totalAmount: number
  /** Still to pay today. */
  unpaid: number
  /** Paid so far (repayments and extension payments). */
  repayPaid: number
  applyStatus: OrderStatus
  repayStatus: RepayStatus
  /** Expected disbursement (before it happens), else empty. */
  estimateLoanTime: IsoDateTime | ''
  /** Disbursement instant, empty before. */
  loanTime: IsoDateTime | ''
  /** Current due date, empty before disbursement. */
  repayDate: CalendarDate | ''
  repayPlanId: string
  bankCode: string
  bankName: string
  /** `****1234` */
  bankNum: MaskedString
  /** Nominal annual interest rate and annualised total cost, percent with two decimals. */
  annualRate: number
  apr: number
  extension: OrderExtensionRecord[]
  timeline: OrderTimelineEntry[]
  canRepay: boolean
  canExtend: boolean
  canViewContract: boolean
  /** True once `contract/add` stored a signature. */
  signed: boolean
}

// --- GET /api/v3/repay/channel ---------------------------------------------------------------------------

export type RepayChannelKey = 'atm' | 'store_code' | 'barcode'

export interface RepayChannelsPayload {
  repayPlanId: string
}

export interface RepayChannel {
  key: RepayChannelKey
  /** Label, e.g. `ATM 轉帳（虛擬帳號）` */
  value: string
  /** True for bank transfer channels. */
  isBank: boolean
  /** One line saying how fast it settles. */
  description: string
}

export interface RepayChannelsBody {
  repayChannels: RepayChannel[]
  repayAmount: number
  repayDate: CalendarDate
}

// --- POST /api/v5/repay/collect ---------------------------------------------------------------------------

export interface RepayCollectPayload {
  repayPlanId: string
  channel: RepayChannelKey
}

export interface RepayProcess {
  /** e.g. `ATM 轉帳` or `7-ELEVEN ibon` */
  repayMethod: string
  /** What the user types or shows at that place (virtual account, store code). */
  repayCode: string
  steps: string[]
}

export interface ConvenienceStore {
  key: 'seven' | 'family' | 'hilife' | 'ok'
  /** `7-ELEVEN`, `全家 FamilyMart`, `萊爾富 Hi-Life`, `OK mart` */
  name: string
  /** The kiosk: `ibon`, `FamiPort`, `Life-ET`, `OK·go` */
  kiosk: string
}

export interface PaymentBarcode {
  /** Code 39 text (upper-case letters, digits). */
  code: string
  /** Path on the API host of an SVG rendering (`GET /api/v5/repay/barcode?code=…`, public, not encrypted). */
  imageUrl: string
}

/**
 * Payment instructions for one channel. `vaNumber` is the 14-digit virtual account (atm) or the 14-character
 * store code (store_code) or the first barcode (barcode). Asking again while the instructions are valid
 * answers the same code.
 */
export interface RepayCollectBody {
  repayPlanId: string
  channel: RepayChannelKey
  vaNumber: string
  repayAmount: number
  /** Last moment the code can be used (`YYYY/MM/DD HH:mm`, Asia/Taipei). */
  expired: string
  process: RepayProcess[]
  /** atm only: the receiving bank. */
  bankCode?: string
  bankName?: string
  /** store_code only. */
  storeCode?: string
  stores?: ConvenienceStore[]
  /** barcode only: three barcodes, scanned in order. */
  barcodes?: PaymentBarcode[]
}

// --- POST /api/v5/repay/manual ------------------------------------------------------------------------------

/** The user's "I have paid" claim; an operator checks it (it does not change what is owed by itself). */
export interface RepayManualPayload {
  repayPlanId: string
  channel: RepayChannelKey
  /** Whole NT$ the user says they paid, 1 – unpaid. */
  amount: number
  /** Last 5 digits of the paying account or the receipt number, optional, ≤ 30 characters. */
  reference?: string
  /** Optional receipt photo key from `upload/image`. */
  proofImageKey?: string
}

export interface RepayManualBody {
  claimId: string
  status: 'pending_review'
  message: string
}

// --- POST /api/v3/repay/replan -------------------------------------------------------------------------------

/** Recomputes what is due today and voids earlier payment codes (new codes on the next collect). */
export interface RepayReplanPayload {
  repayPlanId: string
}

export interface RepayPlanBody {
  repayPlanId: string
  applyId: string
  repayDate: CalendarDate
  repayAmount: number
  principal: number
  interestAmount: number
  serviceAmount: number
  extServiceAmount: number
  overdueAmount: number
  repayPaid: number
}

// --- POST /api/v3/extension/trial and POST /api/v3/extension/repay -------------------------------------------

export interface ExtensionTrialPayload {
  applyId: string
}

/**
 * To extend, the user pays what has accrued (interest and fees of the current term, late interest) plus the
 * extension fee; the principal then falls due `extensionTerm` days after the current due date (or after today
 * when overdue), with interest for those days at the contract rate. The extension fee counts toward the 16 %
 * cap: `apr` is the annualised total cost over the whole life of the loan after the extension.
 */
export interface ExtensionTrialBody {
  applyId: string
  /** Total to pay now to extend. */
  extensionAmount: number
  /** The extension fee part of it. */
  extServiceAmount: number
  /** Late interest part of it. */
  overdueAmount: number
  /** Accrued interest and fees part of it. */
  accruedAmount: number
  extensionTerm: number
  /** New due date. */
  extensionTime: CalendarDate
  /** Due on the new date: principal + interest for the extension term. */
  repayAmountAfter: number
  currentRepayDate: CalendarDate
  apr: number
}

export interface ExtensionRepayPayload {
  applyId: string
  channel: RepayChannelKey
}

/**
 * The extension as applied. The reference server has no payment gateway: the extension amount is recorded as
 * received through `channel` at once (docs/api.md "Loans: extension").
 */
export interface ExtensionRepayBody {
  applyId: string
  /** `extended` */
  applyStatus: OrderStatus
  /** The extension amount recorded as paid. */
  paidAmount: number
  /** The new due date (same as `extensionTime`). */
  repayDate: CalendarDate
  extensionTime: CalendarDate
  /** Due on the new date: unpaid principal + interest for the extension term. */
  unpaid: number
}

// --- POST /api/v3/contract/add, GET /api/v5/contract/view (raw HTML) -------------------------------------

export interface ContractAddPayload {
  applyId: string
  /** Key from `upload/image` of the handwritten signature (PNG/JPEG/WebP, the user's own upload). */
  signatureImageKey: string
}

/** The order moves from `to_sign` to `under_review` (409 if already signed). */
export interface ContractAddBody {
  applyId: string
  applyStatus: OrderStatus
  signedAt: IsoDateTime
}

/** Answers `text/html; charset=utf-8`, not encrypted (the app passes `raw: true`). */
export interface ContractViewPayload {
  applyId: string
}
