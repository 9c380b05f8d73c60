/**
 * Extension (展期): the user pays what has accrued so far (unpaid interest and fees, late interest) plus the
 * extension fee; the unpaid principal then falls due `termDays` later — counted from the current due date,
 * or from today when the order is overdue — with interest for those days at the contract rate.
 *
 * The 16 % cap covers the whole life of the loan: after the extension,
 *   (all interest + contract fees + every extension fee + late interest) / principal × 365
 *     / (new due day − disbursement day) × 100 ≤ 16.
 * Products are checked at load so each segment stays under the cap (products.ts); this check is the
 * defence for each actual order.
 */
import { APR_CAP_PERCENT, annualisedCostPercent, aprPercentRounded, interestFor } from './cost'
import { balanceOf, materialiseLateInterest, type OrderLedger } from './ledger'
import type { ExtensionRule } from './products'

export interface ExtensionQuote {
  extensionAmount: number
  extServiceAmount: number
  overdueAmount: number
  accruedAmount: number
  extensionTerm: number
  fromDueDay: number
  newDueDay: number
  /** Interest for the extension term on the unpaid principal. */
  newInterest: number
  repayAmountAfter: number
  aprExact: number
  apr: number
}

export type ExtensionRefusal = 'limitReached' | 'overCap' | 'nothingToExtend' | 'notDisbursed'

export class ExtensionError extends Error {
  constructor(readonly kind: ExtensionRefusal) {
    super(kind)
    this.name = 'ExtensionError'
  }
}

export function quoteExtension(
  ledger: OrderLedger,
  rule: ExtensionRule,
  extensionsSoFar: number,
  today: number,
): ExtensionQuote {
  if (ledger.dueDay === null || ledger.loanDay === null) throw new ExtensionError('notDisbursed')
  if (extensionsSoFar >= rule.maxCount) throw new ExtensionError('limitReached')
  const balance = balanceOf(ledger, today)
  if (balance.principalUnpaid === 0) throw new ExtensionError('nothingToExtend')

  const extServiceAmount = Math.round((balance.principalUnpaid * rule.feeRateBp) / 10_000)
  const lateUnpaid = Math.min(balance.costsUnpaid, balance.overdueAmount)
  const fromDueDay = Math.max(ledger.dueDay, today)
  const newDueDay = fromDueDay + rule.termDays
  const newInterest = interestFor(balance.principalUnpaid, ledger.annualRateBp, rule.termDays)

  const lifetimeCost =
    ledger.interestAmount +
    newInterest +
    ledger.serviceAmount +
    ledger.extServiceAmount +
    extServiceAmount +
    balance.overdueAmount
  const lifetimeDays = newDueDay - ledger.loanDay
  const aprExact = annualisedCostPercent(lifetimeCost, ledger.principal, lifetimeDays)
  if (aprExact > APR_CAP_PERCENT) throw new ExtensionError('overCap')

  return {
    extensionAmount: balance.costsUnpaid + extServiceAmount,
    extServiceAmount,
    overdueAmount: lateUnpaid,
    accruedAmount: balance.costsUnpaid - lateUnpaid,
    extensionTerm: rule.termDays,
    fromDueDay,
    newDueDay,
    newInterest,
    repayAmountAfter: balance.principalUnpaid + newInterest,
    aprExact,
    apr: aprPercentRounded(lifetimeCost, ledger.principal, lifetimeDays),
  }
}

/** The ledger after the extension amount was paid. */
export function applyExtension(ledger: OrderLedger, quote: ExtensionQuote, today: number): OrderLedger {
  const materialised = materialiseLateInterest(ledger, today)
  return {
    ...materialised,
    interestAmount: materialised.interestAmount + quote.newInterest,
    extServiceAmount: materialised.extServiceAmount + quote.extServiceAmount,
    paidAmount: materialised.paidAmount + quote.extensionAmount,
    dueDay: quote.newDueDay,
    // Late interest starts again only after the new due date.
    lateFromDay: quote.newDueDay,
  }
}
