/**
 * Turns a product into what the app shows: an `ApplyInfo` priced for one amount and term, and the checks on
 * the amount and term a user picks (Traditional Chinese messages naming the allowed values).
 */
import type { ApplyInfo } from '../../../types/api/apply'
import { bpToPercent, loanCost } from './cost'
import { formatDay } from './dates'
import { formatNtd } from './money'
import { AMOUNT_STEP, type LoanProduct } from './products'
import { LOAN_TEXT } from './texts'

/** A small SVG icon (coloured badge with the product's first character) as a data URL: no extra request. */
export function productIcon(product: Pick<LoanProduct, 'name' | 'color'>): string {
  const initial = [...product.name][0] ?? '貸'
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="24" fill="${product.color}"/>` +
    '<text x="48" y="62" font-size="44" font-family="sans-serif" fill="#fff" text-anchor="middle">' +
    `${initial}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}

/** Null when the amount and term are allowed for the product, else the message for the user. */
export function offerProblem(product: LoanProduct, loanAmount: number, loanCycle: number): string | null {
  if (loanAmount < product.minAmount || loanAmount > product.maxAmount)
    return LOAN_TEXT.amountOutOfRange(formatNtd(product.minAmount), formatNtd(product.maxAmount))
  if (loanAmount % AMOUNT_STEP !== 0) return LOAN_TEXT.amountNotStep(formatNtd(AMOUNT_STEP))
  if (!product.termDays.includes(loanCycle)) return LOAN_TEXT.termNotOffered(product.termDays.join('、'))
  return null
}

/** The product priced for this amount and term, due `loanCycle` days after `today` (a Taipei day number). */
export function priceOffer(product: LoanProduct, loanAmount: number, loanCycle: number, today: number): ApplyInfo {
  const cost = loanCost(loanAmount, loanCycle, product.annualRateBp, product.fees)
  return {
    productCode: product.code,
    productName: product.name,
    productIcon: productIcon(product),
    loanAmount,
    loanCycle,
    interest: cost.interest,
    serviceCharge: cost.serviceCharge,
    fees: cost.fees,
    repayAmount: cost.totalRepay,
    repayDate: formatDay(today + loanCycle),
    annualRate: bpToPercent(product.annualRateBp),
    apr: cost.apr,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    amountStep: AMOUNT_STEP,
    loanCycles: [...product.termDays],
    extensionTerm: product.extension.termDays,
  }
}

/** The default offer: the largest amount at the shortest term. */
export function defaultOffer(product: LoanProduct, today: number): ApplyInfo {
  return priceOffer(product, product.maxAmount, product.termDays[0], today)
}
