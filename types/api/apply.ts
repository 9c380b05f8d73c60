/**
 * Apply group (wire-protocol.md "Paths"): the loan check, the offer, the quote and the confirmation that
 * creates the orders. Money is whole NT$ (numbers), dates `YYYY/MM/DD` in Asia/Taipei, terms in days.
 *
 * Cost rules (docs/api.md "Loans: cost and APR"): each product is repaid in one payment at the due date;
 * `interest = round(principal × annualRate × termDays / 365)`, every fee counts, and
 * `apr = (interest + serviceCharge) / principal × 365 / termDays × 100` rounded to two decimals. The server
 * refuses to offer any product whose annualised total cost can exceed 16 % (Civil Code art. 205).
 */
import type { CalendarDate, LabelledOption, MaskedString } from './envelope'
import type { KycStep } from './identity'
import type { OrderStatus } from './order'

/** One fee of a product, listed separately in the offer and the contract. */
export interface ProductFee {
  /** e.g. `帳戶管理費` */
  name: string
  /** Whole NT$ for the amount and term of the offer. */
  amount: number
}

/**
 * One product as offered to this user, priced for `loanAmount` over `loanCycle` days (domain.md "Loan init").
 * The amount can be any multiple of `amountStep` within `minAmount`–`maxAmount`, the term any of `loanCycles`.
 */
export interface ApplyInfo {
  productCode: string
  /** e.g. `小額週轉` */
  productName: string
  /** Image URL (an SVG data URL, usable in `<img src>` on H5 and in the mini-program). */
  productIcon: string
  /** Principal priced below (the default is the product's maximum). */
  loanAmount: number
  /** Term in days priced below. */
  loanCycle: number
  /** Interest for `loanAmount` over `loanCycle` days, NT$. */
  interest: number
  /** Sum of every fee in `fees`, NT$. */
  serviceCharge: number
  fees: ProductFee[]
  /** `loanAmount + interest + serviceCharge`: what is due on `repayDate`. */
  repayAmount: number
  /** Due date if disbursed today. */
  repayDate: CalendarDate
  /** Nominal annual interest rate in percent, two decimals (e.g. `10` = 10.00 %). */
  annualRate: number
  /** Annualised total cost (interest + every fee) in percent, two decimals; always ≤ 16. */
  apr: number
  minAmount: number
  maxAmount: number
  /** 1,000. */
  amountStep: number
  /** Allowed terms in days, ascending. */
  loanCycles: number[]
  /** Days an extension adds to the due date (see order.ts, extension trial). */
  extensionTerm: number
}

// --- POST /api/v3/apply/check ----------------------------------------------------------------------------

/** Why the user cannot apply yet; `null` in `ApplyCheckBody.reason` when they can. */
export type ApplyBlockReason = 'kycIncomplete' | 'noBankCard' | 'openOrder'

export interface OpenOrderRef {
  applyId: string
  applyStatus: OrderStatus
}

/** Payload: `{}`. */
export interface ApplyCheckBody {
  /** True when every KYC step is done, a card is bound and no order is open. */
  passed: boolean
  reason: ApplyBlockReason | null
  /** The first KYC step not done (`bankCard` when no card is bound), or `null`. */
  missingStep: KycStep | null
  /** Traditional Chinese, e.g. `請先完成「身分證」認證` or `您有尚未結清的借款`; empty when passed. */
  message: string
  /** The order that blocks a new application (any status other than settled, rejected, disbursement failed). */
  openOrders: OpenOrderRef[]
}

// --- GET /api/v3.1/apply/init and GET /api/v3/apply/init -------------------------------------------------

/** The card the loan would be paid into. */
export interface ApplyCard {
  cardId: string
  bankCode: string
  bankName: string
  /** `****1234` */
  bankNum: MaskedString
}

export type LoanPurpose = 'living' | 'medical' | 'education' | 'travel' | 'homeRepair' | 'business' | 'other'

export const LOAN_PURPOSES: readonly LabelledOption<LoanPurpose>[] = [
  { value: 'living', label: '生活消費' },
  { value: 'medical', label: '醫療費用' },
  { value: 'education', label: '教育進修' },
  { value: 'travel', label: '旅遊' },
  { value: 'homeRepair', label: '房屋修繕' },
  { value: 'business', label: '小本經營週轉' },
  { value: 'other', label: '其他' },
]

/** v3.1 payload: `{}` — every product offered to this user at its default amount and term. */
export interface ApplyInitBody {
  applyInfos: ApplyInfo[]
  /** The user's default card, or `null` (then `apply/check` says `noBankCard`). */
  card: ApplyCard | null
  /** Every bound card, default first, for the card picker. */
  cards: ApplyCard[]
  purposes: readonly LabelledOption<LoanPurpose>[]
  /** The legal cap the offer respects, in percent (16). */
  aprCap: number
}

/**
 * v3 payload: price one product for another amount/term (the app calls it when the slider moves).
 * 400 when the amount is outside the range or not a multiple of the step, or the term is not offered.
 */
export interface ApplyTrialPayload {
  productCode: string
  loanAmount: number
  loanCycle: number
}

export type ApplyTrialBody = ApplyInfo

// --- GET /api/v3/apply/checkTips ---------------------------------------------------------------------------

/** Payload `{}`. Reminders shown before the user applies (cost transparency, anti-fraud). */
export interface ApplyCheckTipsBody {
  title: string
  tips: string[]
}

// --- POST /api/v3/apply/apply (quote) and POST /api/v3/apply/confirm -----------------------------------------

export interface ApplyItem {
  productCode: string
  /** Multiple of the product's step within its range. */
  loanAmount: number
  /** One of the product's `loanCycles`. */
  loanCycle: number
}

export interface ApplyPayload {
  /** One to all offered products, each at most once. */
  items: ApplyItem[]
  /** One of the user's cards (`bindCard/list`). */
  cardId: string
  purpose: LoanPurpose
}

/** Everything the confirm pop-up shows before the user commits (domain.md: full cost before signing). */
export interface ApplyQuoteBody {
  items: ApplyInfo[]
  card: ApplyCard
  purpose: LoanPurpose
  purposeLabel: string
  /** Sums over `items`. */
  totalAmount: number
  totalInterest: number
  totalServiceCharge: number
  totalRepayAmount: number
}

/**
 * Creates one order per item in status `to_sign`. IDEMPOTENT on `requestId`: a repeat (or a concurrent
 * double submit) with the same `requestId` creates nothing new and answers the same orders. 409 when the
 * user already has an open order from another request.
 */
export interface ApplyConfirmPayload extends ApplyPayload {
  /** Client-generated, 8–64 characters of `[A-Za-z0-9_-]`; one per press of the confirm button. */
  requestId: string
}

export interface ConfirmedOrder {
  applyId: string
  status: OrderStatus
  /** e.g. `申請成功，請簽署借款合約` */
  message: string
}

export interface ApplyConfirmBody {
  orders: ConfirmedOrder[]
  /** True when this answer repeats an earlier confirm with the same `requestId`. */
  repeated: boolean
}

// --- POST /api/v3/apply/adjust ------------------------------------------------------------------------------

/** Changes the amount and/or term of an order that is still `to_sign` (403 another user's, 404 unknown). */
export interface ApplyAdjustPayload {
  applyId: string
  loanAmount: number
  loanCycle: number
}

export interface ApplyAdjustBody {
  applyId: string
  applyStatus: OrderStatus
  offer: ApplyInfo
}
