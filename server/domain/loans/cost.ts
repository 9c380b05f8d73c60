/**
 * Loan cost arithmetic. Every product is repaid in one payment on the due date, so the annualised total
 * cost is simple (not compounded):
 *
 *   interest = round(principal × annualRate × days / 365)
 *   fee      = round(principal × feeRate) + fixed            (for each fee of the product)
 *   APR %    = (interest + Σ fees) / principal × 365 / days × 100
 *
 * Amounts are whole NT$ (half rounds up); the APR is computed on the rounded amounts actually charged,
 * shown with two decimals, and compared unrounded against the 16 % cap (Civil Code art. 205).
 * Rates are integers in basis points (1 bp = 0.01 %) so no binary fraction ever enters a money amount.
 */

/** Interest and every fee together may not exceed this annualised rate (percent). */
export const APR_CAP_PERCENT = 16

const DAYS_PER_YEAR = 365
const BP_PER_UNIT = 10_000

export interface FeeRule {
  /** Shown in the offer and the contract, e.g. `帳戶管理費`. */
  name: string
  /** Part proportional to the principal, basis points. */
  rateBp: number
  /** Fixed part, whole NT$. */
  fixed: number
}

export interface ChargedFee {
  name: string
  amount: number
}

/** Interest on `principal` for `days` days at `annualRateBp`, whole NT$. */
export function interestFor(principal: number, annualRateBp: number, days: number): number {
  // Integer numerator and denominator: the quotient is correctly rounded, so .5 cases are exact.
  return Math.round((principal * annualRateBp * days) / (BP_PER_UNIT * DAYS_PER_YEAR))
}

/** Each fee of a product for this principal, whole NT$. */
export function feesFor(fees: readonly FeeRule[], principal: number): ChargedFee[] {
  return fees.map((fee) => ({
    name: fee.name,
    amount: Math.round((principal * fee.rateBp) / BP_PER_UNIT) + fee.fixed,
  }))
}

export function sumAmounts(items: readonly { amount: number }[]): number {
  return items.reduce((total, item) => total + item.amount, 0)
}

/** Annualised total cost in percent, unrounded (for comparisons against the cap). */
export function annualisedCostPercent(totalCost: number, principal: number, days: number): number {
  if (principal <= 0 || days <= 0) throw new Error('principal and days must be positive')
  return ((totalCost / principal) * DAYS_PER_YEAR * 100) / days
}

/**
 * The annualised cost in percent with two decimals, half up: what the API shows. Computed from integers
 * (hundredths of a percent = cost × 365 × 10,000 / (principal × days)) so 14.235 rounds to 14.24, not 14.23.
 */
export function aprPercentRounded(totalCost: number, principal: number, days: number): number {
  if (principal <= 0 || days <= 0) throw new Error('principal and days must be positive')
  return Math.round((totalCost * DAYS_PER_YEAR * 10_000) / (principal * days)) / 100
}

/** Basis points as a percent number, e.g. 1250 → 12.5. */
export function bpToPercent(bp: number): number {
  return bp / 100
}

export interface LoanCost {
  principal: number
  days: number
  interest: number
  fees: ChargedFee[]
  serviceCharge: number
  /** principal + interest + every fee */
  totalRepay: number
  /** Unrounded, for the cap check. */
  aprExact: number
  /** Two decimals, for display. */
  apr: number
}

export function loanCost(principal: number, days: number, annualRateBp: number, fees: readonly FeeRule[]): LoanCost {
  const interest = interestFor(principal, annualRateBp, days)
  const charged = feesFor(fees, principal)
  const serviceCharge = sumAmounts(charged)
  const aprExact = annualisedCostPercent(interest + serviceCharge, principal, days)
  const apr = aprPercentRounded(interest + serviceCharge, principal, days)
  return {
    principal,
    days,
    interest,
    fees: charged,
    serviceCharge,
    totalRepay: principal + interest + serviceCharge,
    aprExact,
    apr,
  }
}
