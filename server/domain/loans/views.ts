/**
 * From order records to the API bodies of types/api/order.ts. What the user may do next (`canRepay`,
 * `canExtend`, `canViewContract`) is derived from the state machine so the buttons never offer a refused action.
 */
import type {
  ExtensionTrialBody,
  LoanOrderDetailBody,
  OrderExtensionRecord,
  OrderRecordItem,
  RepayPlanBody,
  RepayStatus,
} from '../../../types/api/order'
import type { Queryable } from '../../db/index'
import { aprPercentRounded, bpToPercent } from './cost'
import { formatDay, parseDay, taipeiDay } from './dates'
import type { ExtensionQuote } from './extension'
import { balanceOf, type OrderBalance } from './ledger'
import { productIcon } from './offers'
import { ledgerOf, timelineOf, type OrderRecord } from './order-store'
import { repayPlanIdOf } from './service'
import { OWING_STATUSES, canPerform } from './state-machine'

/** Expected disbursement after signing, shown while the order is reviewed. */
const ESTIMATED_DISBURSEMENT_MS = 24 * 60 * 60 * 1000

const iconOf = (order: OrderRecord) => productIcon({ name: order.productName, color: order.productColor })

export function balanceNow(order: OrderRecord, today: number): OrderBalance {
  return balanceOf(ledgerOf(order), today)
}

function repayStatusOf(order: OrderRecord, balance: OrderBalance): RepayStatus {
  if (order.loanDay === null) return 'not_due'
  if (balance.unpaid === 0) return 'paid'
  return order.paidAmount > 0 ? 'partial' : 'unpaid'
}

/** The APR of the whole loan as it stands: the contract's at first, the lifetime cost once extended. */
function aprOf(order: OrderRecord, balance: OrderBalance): number {
  const costs = order.interestAmount + order.serviceAmount + order.extServiceAmount + balance.overdueAmount
  const days =
    order.loanDay !== null && order.dueDay !== null
      ? Math.max(order.dueDay, order.loanDay + order.termDays) - order.loanDay + balance.overdueDays
      : order.termDays
  return aprPercentRounded(costs, order.principal, days)
}

export function toRecordItem(order: OrderRecord, lastExtensionDay: number | null, today: number): OrderRecordItem {
  const balance = balanceNow(order, today)
  return {
    applyId: order.applyId,
    applyAmount: order.principal,
    applyPeriod: order.termDays + order.extensionCount * order.extTermDays,
    applyStatus: order.status,
    applyTime: order.createdAt.toISOString(),
    productCode: order.productCode,
    productName: order.productName,
    icon: iconOf(order),
    repayDate: order.dueDay === null ? '' : formatDay(order.dueDay),
    extensionTime: lastExtensionDay === null ? '' : formatDay(lastExtensionDay),
    unpaid: OWING_STATUSES.includes(order.status) ? balance.unpaid : 0,
  }
}

export async function extensionsOf(db: Queryable, applyId: string): Promise<OrderExtensionRecord[]> {
  const rows = await db.query<{
    from_due_date: string
    new_due_date: string
    term_days: number
    paid_amount: number
    ext_fee: number
    at: unknown
  }>(
    `select from_due_date::text as from_due_date, new_due_date::text as new_due_date, term_days, paid_amount, ext_fee, at
       from loan_extensions where apply_id = $1 order by id`,
    [applyId],
  )
  return rows.map((row) => ({
    fromRepayDate: formatDay(parseDay(row.from_due_date)),
    extensionTime: formatDay(parseDay(row.new_due_date)),
    extensionTerm: row.term_days,
    paidAmount: row.paid_amount,
    extServiceAmount: row.ext_fee,
    time: (row.at instanceof Date ? row.at : new Date(String(row.at))).toISOString(),
  }))
}

export async function toDetail(db: Queryable, order: OrderRecord, now: Date): Promise<LoanOrderDetailBody> {
  const today = taipeiDay(now)
  const balance = balanceNow(order, today)
  const owing = OWING_STATUSES.includes(order.status)
  const extension = await extensionsOf(db, order.applyId)
  const estimate =
    order.signedAt && (order.status === 'under_review' || order.status === 'disbursing')
      ? new Date(order.signedAt.getTime() + ESTIMATED_DISBURSEMENT_MS).toISOString()
      : ''
  return {
    applyId: order.applyId,
    productCode: order.productCode,
    productName: order.productName,
    icon: iconOf(order),
    applyAmount: order.principal,
    applyPeriod: order.termDays,
    applyTime: order.createdAt.toISOString(),
    interestAmount: order.interestAmount,
    serviceAmount: order.serviceAmount,
    extServiceAmount: order.extServiceAmount,
    overdueAmount: balance.overdueAmount,
    overdueDay: owing ? balance.overdueDays : 0,
    totalAmount:
      order.loanDay === null ? order.principal + order.interestAmount + order.serviceAmount : balance.totalAmount,
    unpaid: owing ? balance.unpaid : 0,
    repayPaid: order.paidAmount,
    applyStatus: order.status,
    repayStatus: repayStatusOf(order, balance),
    estimateLoanTime: estimate,
    loanTime: order.loanAt ? order.loanAt.toISOString() : '',
    repayDate: order.dueDay === null ? '' : formatDay(order.dueDay),
    repayPlanId: repayPlanIdOf(order.applyId),
    bankCode: order.bankCode,
    bankName: order.bankName,
    bankNum: order.accountMasked,
    annualRate: bpToPercent(order.annualRateBp),
    apr: aprOf(order, balance),
    extension,
    timeline: await timelineOf(db, order.applyId),
    canRepay: owing && balance.unpaid > 0,
    canExtend: canPerform(order.status, 'extend') && order.extensionCount < order.extMaxCount,
    canViewContract: true,
    signed: order.signatureUploadKey !== null,
  }
}

export function toRepayPlan(order: OrderRecord, today: number): RepayPlanBody {
  const balance = balanceNow(order, today)
  return {
    repayPlanId: repayPlanIdOf(order.applyId),
    applyId: order.applyId,
    repayDate: order.dueDay === null ? '' : formatDay(order.dueDay),
    repayAmount: balance.unpaid,
    principal: order.principal,
    interestAmount: order.interestAmount,
    serviceAmount: order.serviceAmount,
    extServiceAmount: order.extServiceAmount,
    overdueAmount: balance.overdueAmount,
    repayPaid: order.paidAmount,
  }
}

export function toExtensionTrial(order: OrderRecord, quote: ExtensionQuote): ExtensionTrialBody {
  return {
    applyId: order.applyId,
    extensionAmount: quote.extensionAmount,
    extServiceAmount: quote.extServiceAmount,
    overdueAmount: quote.overdueAmount,
    accruedAmount: quote.accruedAmount,
    extensionTerm: quote.extensionTerm,
    extensionTime: formatDay(quote.newDueDay),
    repayAmountAfter: quote.repayAmountAfter,
    currentRepayDate: formatDay(order.dueDay ?? quote.fromDueDay),
    apr: quote.apr,
  }
}
