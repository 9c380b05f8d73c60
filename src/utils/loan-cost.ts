/**
 * What a loan costs, as the user must see it before signing (domain.md: principal, interest, every fee, the
 * total due and the annualised rate; Civil Code art. 205 caps the annualised total cost at 16 %).
 *
 * Every product is repaid in one payment on the due date, so the annualised total cost is simple, exactly
 * as the server computes it (docs/api.md "Loans: cost and APR", `types/api/apply.ts`):
 *
 *   APR % = (interest + Σ fees) / principal × 365 / days × 100, two decimals, half up
 *
 * The app recomputes the APR and the total from the amounts the server charged rather than trusting the
 * summary fields alone, so the breakdown the user reads always adds up.
 */
import type { ApplyInfo, ProductFee } from '@contract/apply'

const DAYS_PER_YEAR = 365

/**
 * Annualised total cost in percent with two decimals, half up. Computed on integers — hundredths of a
 * percent = cost × 365 × 10,000 / (principal × days) — so 14.235 % rounds to 14.24 like the server's, not to
 * 14.23 as binary floating point would. `null` when the principal or the term is not positive.
 */
export function annualisedCostPercent(totalCost: number, principal: number, days: number): number | null {
  if (!(principal > 0) || !(days > 0) || !Number.isFinite(totalCost)) return null
  return Math.round((totalCost * DAYS_PER_YEAR * 10_000) / (principal * days)) / 100
}

/** One product's cost, line by line, in the order the confirm pop-up and the offer show it. */
export interface CostBreakdown {
  productCode: string
  productName: string
  principal: number
  /** Term in days. */
  days: number
  interest: number
  fees: ProductFee[]
  /** Every fee together. */
  feeTotal: number
  /** principal + interest + every fee: what is due on `repayDate`. */
  totalDue: number
  /** Annualised total cost, percent (two decimals); `null` only for a malformed offer. */
  apr: number | null
  /** Nominal annual interest rate, percent. */
  annualRate: number
  repayDate: string
}

export function costBreakdown(offer: ApplyInfo): CostBreakdown {
  const fees = offer.fees.map((fee) => ({ name: fee.name, amount: fee.amount }))
  const feeTotal = fees.reduce((sum, fee) => sum + fee.amount, 0)
  return {
    productCode: offer.productCode,
    productName: offer.productName,
    principal: offer.loanAmount,
    days: offer.loanCycle,
    interest: offer.interest,
    fees,
    feeTotal,
    totalDue: offer.loanAmount + offer.interest + feeTotal,
    apr: annualisedCostPercent(offer.interest + feeTotal, offer.loanAmount, offer.loanCycle),
    annualRate: offer.annualRate,
    repayDate: offer.repayDate,
  }
}

/** Sums over the products of one application (one payment per product, each on its own due date). */
export interface CostTotals {
  principal: number
  interest: number
  feeTotal: number
  totalDue: number
}

export function costTotals(breakdowns: readonly CostBreakdown[]): CostTotals {
  return breakdowns.reduce<CostTotals>(
    (totals, item) => ({
      principal: totals.principal + item.principal,
      interest: totals.interest + item.interest,
      feeTotal: totals.feeTotal + item.feeTotal,
      totalDue: totals.totalDue + item.totalDue,
    }),
    { principal: 0, interest: 0, feeTotal: 0, totalDue: 0 },
  )
}

/**
 * The nearest amount a product lends (`min`, `min + step`, …, `max`, whole NT$) to what the user picked, so
 * only amounts the server accepts are ever sent.
 */
export function snapAmount(amount: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(amount) || step <= 0 || min > max) return min
  const clamped = Math.min(max, Math.max(min, amount))
  const snapped = min + Math.round((clamped - min) / step) * step
  return Math.min(max, snapped)
}
