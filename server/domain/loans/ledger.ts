/**
 * What an order owes, from its ledger: the amounts charged so far (principal, interest, fees, extension
 * fees, late interest) minus what was paid. Payments settle costs first, then principal.
 *
 * Late interest (遲延利息) runs at the contract's annual rate from the day after the due date, on the unpaid
 * principal only (no interest on interest, Civil Code art. 207) and with no other penalty. It is
 * "materialised" (added to `lateChargedAmount`) whenever money comes in, so a later partial payment never
 * changes what was already accrued.
 */
import { interestFor } from './cost'

export interface OrderLedger {
  principal: number
  annualRateBp: number
  /** Contract interest plus the interest of every extension term. */
  interestAmount: number
  /** One-off fees of the contract. */
  serviceAmount: number
  /** Extension fees charged so far. */
  extServiceAmount: number
  /** Late interest already materialised. */
  lateChargedAmount: number
  paidAmount: number
  /** Taipei day numbers; null before disbursement. */
  loanDay: number | null
  dueDay: number | null
  /** Late interest has been materialised up to this day (inclusive). */
  lateFromDay: number | null
}

export interface OrderBalance {
  overdueDays: number
  /** Late interest: materialised + accrued since. */
  overdueAmount: number
  /** Everything charged so far, late interest included. */
  totalAmount: number
  unpaid: number
  /** Costs (everything but principal) still unpaid. */
  costsUnpaid: number
  /** Principal still unpaid. */
  principalUnpaid: number
  repayPaid: number
}

export function overdueDays(ledger: OrderLedger, today: number): number {
  if (ledger.dueDay === null) return 0
  return Math.max(0, today - ledger.dueDay)
}

function chargedWithoutLiveLate(ledger: OrderLedger): { costs: number; total: number } {
  const costs = ledger.interestAmount + ledger.serviceAmount + ledger.extServiceAmount + ledger.lateChargedAmount
  return { costs, total: ledger.principal + costs }
}

/** Late interest accrued since it was last materialised. */
export function accruedLateInterest(ledger: OrderLedger, today: number): number {
  if (ledger.dueDay === null) return 0
  const from = Math.max(ledger.dueDay, ledger.lateFromDay ?? ledger.dueDay)
  const days = today - from
  if (days <= 0) return 0
  const { costs } = chargedWithoutLiveLate(ledger)
  const principalUnpaid = Math.min(ledger.principal, Math.max(0, ledger.principal + costs - ledger.paidAmount))
  return interestFor(principalUnpaid, ledger.annualRateBp, days)
}

export function balanceOf(ledger: OrderLedger, today: number): OrderBalance {
  const live = accruedLateInterest(ledger, today)
  const { costs, total } = chargedWithoutLiveLate(ledger)
  const allCosts = costs + live
  const costsUnpaid = Math.max(0, allCosts - ledger.paidAmount)
  const principalUnpaid = Math.min(ledger.principal, Math.max(0, total + live - ledger.paidAmount))
  return {
    overdueDays: overdueDays(ledger, today),
    overdueAmount: ledger.lateChargedAmount + live,
    totalAmount: total + live,
    unpaid: costsUnpaid + principalUnpaid,
    costsUnpaid,
    principalUnpaid,
    repayPaid: ledger.paidAmount,
  }
}

/** Freezes the late interest accrued up to today, before money comes in. */
export function materialiseLateInterest(ledger: OrderLedger, today: number): OrderLedger {
  if (ledger.dueDay === null || today <= ledger.dueDay) return ledger
  return {
    ...ledger,
    lateChargedAmount: ledger.lateChargedAmount + accruedLateInterest(ledger, today),
    lateFromDay: today,
  }
}

export class RepaymentError extends Error {
  constructor(
    readonly kind: 'invalidAmount' | 'tooMuch' | 'nothingDue',
    readonly unpaid: number,
  ) {
    super(kind)
    this.name = 'RepaymentError'
  }
}

/**
 * Records `amount` received. Partial payments are allowed; more than what is owed is refused (a real
 * backend would refund the excess; the reference server keeps the books exact instead).
 */
export function applyRepayment(
  ledger: OrderLedger,
  amount: number,
  today: number,
): { ledger: OrderLedger; settled: boolean; unpaid: number } {
  const before = balanceOf(ledger, today)
  if (before.unpaid === 0) throw new RepaymentError('nothingDue', 0)
  if (!Number.isInteger(amount) || amount <= 0) throw new RepaymentError('invalidAmount', before.unpaid)
  if (amount > before.unpaid) throw new RepaymentError('tooMuch', before.unpaid)
  const materialised = materialiseLateInterest(ledger, today)
  const next = { ...materialised, paidAmount: materialised.paidAmount + amount }
  const unpaid = balanceOf(next, today).unpaid
  return { ledger: next, settled: unpaid === 0, unpaid }
}
