/**
 * The loan products (the committed data file) and the guard that refuses any product whose annualised
 * total cost could exceed the legal cap. The guard checks every amount of the range (step 1,000) with every
 * term, on the rounded amounts actually charged, and the extension segment too (docs/api.md "Loans: cost
 * and APR"). Decision: a refused product is SKIPPED with an error log so the others stay available; if no
 * product is left, loading throws and the server does not start.
 */
import {
  APR_CAP_PERCENT,
  annualisedCostPercent,
  feesFor,
  interestFor,
  loanCost,
  sumAmounts,
  type FeeRule,
} from './cost'

export const AMOUNT_STEP = 1000

export interface ExtensionRule {
  /** Days an extension adds to the due date. */
  termDays: number
  /** Extension fee, basis points of the principal. */
  feeRateBp: number
  /** Extensions allowed over the life of one order. */
  maxCount: number
}

export interface LoanProduct {
  code: string
  name: string
  /** Colour of the generated icon. */
  color: string
  minAmount: number
  maxAmount: number
  /** Terms offered, in days, ascending. */
  termDays: number[]
  /** Nominal annual interest rate, basis points (1000 = 10.00 %). Late interest uses the same rate. */
  annualRateBp: number
  fees: FeeRule[]
  extension: ExtensionRule
}

export const LOAN_PRODUCTS: readonly LoanProduct[] = [
  {
    code: 'QUICK',
    name: '小額週轉',
    color: '#2886FF',
    minAmount: 3000,
    maxAmount: 20000,
    termDays: [30, 60],
    annualRateBp: 1000,
    fees: [{ name: '帳戶管理費', rateBp: 40, fixed: 0 }],
    extension: { termDays: 30, feeRateBp: 30, maxCount: 2 },
  },
  {
    code: 'STEADY',
    name: '安心借',
    color: '#13A89E',
    minAmount: 10000,
    maxAmount: 100000,
    termDays: [90, 120, 180],
    annualRateBp: 1200,
    fees: [{ name: '帳戶管理費', rateBp: 80, fixed: 0 }],
    extension: { termDays: 30, feeRateBp: 25, maxCount: 2 },
  },
  {
    code: 'PRIME',
    name: '優質客戶專案',
    color: '#F5A623',
    minAmount: 50000,
    maxAmount: 200000,
    termDays: [180, 365],
    annualRateBp: 990,
    fees: [
      { name: '開辦費', rateBp: 0, fixed: 300 },
      { name: '帳戶管理費', rateBp: 100, fixed: 0 },
    ],
    extension: { termDays: 60, feeRateBp: 50, maxCount: 1 },
  },
]

/** Every principal a product offers: min, min + 1,000, …, max. */
export function amountsOf(product: LoanProduct): number[] {
  const amounts: number[] = []
  for (let amount = product.minAmount; amount <= product.maxAmount; amount += AMOUNT_STEP) amounts.push(amount)
  return amounts
}

/** Problems with a product's shape, in English for the operator's log. Empty when it is well formed. */
function shapeProblems(product: LoanProduct): string[] {
  const problems: string[] = []
  const isWhole = (value: number) => Number.isInteger(value) && value > 0
  if (!/^[A-Z0-9_]{2,20}$/.test(product.code)) problems.push('code must be 2–20 of A–Z, 0–9, _')
  if (!isWhole(product.minAmount) || !isWhole(product.maxAmount) || product.minAmount > product.maxAmount)
    problems.push('amount range must be positive whole NT$ with min ≤ max')
  if (product.minAmount % AMOUNT_STEP !== 0 || product.maxAmount % AMOUNT_STEP !== 0)
    problems.push(`amount range must be multiples of ${AMOUNT_STEP}`)
  if (product.termDays.length === 0 || !product.termDays.every(isWhole)) problems.push('terms must be positive days')
  if (!Number.isInteger(product.annualRateBp) || product.annualRateBp < 0) problems.push('rate must be whole bp ≥ 0')
  for (const fee of product.fees) {
    if (!Number.isInteger(fee.rateBp) || fee.rateBp < 0 || !Number.isInteger(fee.fixed) || fee.fixed < 0)
      problems.push(`fee ${fee.name} must be whole bp and whole NT$ ≥ 0`)
  }
  const ext = product.extension
  if (!isWhole(ext.termDays) || !Number.isInteger(ext.feeRateBp) || ext.feeRateBp < 0 || ext.maxCount < 0)
    problems.push('extension rule must have positive days, whole bp fee and a count ≥ 0')
  return problems
}

/**
 * The highest annualised cost (percent, unrounded) any offer of this product can reach: over every amount
 * and term, and over the extension segment (interest for the extension days + extension fee). Because the
 * total cost of a loan's whole life is the sum of these segments, no segment above the cap means the whole
 * never is either. Late interest uses the contract rate, so the rate itself must also be under the cap.
 */
export function worstCaseApr(product: LoanProduct): { aprExact: number; where: string } {
  let worst = { aprExact: product.annualRateBp / 100, where: 'late interest rate' }
  for (const amount of amountsOf(product)) {
    for (const days of product.termDays) {
      const cost = loanCost(amount, days, product.annualRateBp, product.fees)
      if (cost.aprExact > worst.aprExact) worst = { aprExact: cost.aprExact, where: `NT$${amount} × ${days} days` }
    }
    const ext = product.extension
    const extCost =
      interestFor(amount, product.annualRateBp, ext.termDays) +
      sumAmounts(feesFor([{ name: 'extension', rateBp: ext.feeRateBp, fixed: 0 }], amount))
    const extApr = annualisedCostPercent(extCost, amount, ext.termDays)
    if (extApr > worst.aprExact) worst = { aprExact: extApr, where: `extension of NT$${amount} × ${ext.termDays} days` }
  }
  return worst
}

export interface RefusedProduct {
  code: string
  reason: string
}

export interface LoadedProducts {
  products: LoanProduct[]
  refused: RefusedProduct[]
}

/**
 * Keeps the products that are well formed and within the cap; reports the others. Throws when none is
 * left (a server with nothing legal to offer must not start).
 */
export function loadProducts(
  definitions: readonly LoanProduct[],
  logError: (message: string) => void = () => {},
): LoadedProducts {
  const products: LoanProduct[] = []
  const refused: RefusedProduct[] = []
  const seen = new Set<string>()
  for (const definition of definitions) {
    const problems = shapeProblems(definition)
    if (seen.has(definition.code)) problems.push('duplicate product code')
    if (problems.length === 0) {
      const worst = worstCaseApr(definition)
      if (worst.aprExact > APR_CAP_PERCENT)
        problems.push(
          `annualised total cost ${worst.aprExact.toFixed(2)} % at ${worst.where} exceeds the ${APR_CAP_PERCENT} % cap`,
        )
    }
    if (problems.length > 0) {
      const reason = problems.join('; ')
      refused.push({ code: definition.code, reason })
      logError(`loan product ${definition.code} refused: ${reason}`)
      continue
    }
    seen.add(definition.code)
    products.push({ ...definition, termDays: [...definition.termDays].sort((a, b) => a - b) })
  }
  if (products.length === 0) throw new Error('no loan product passed validation: the server cannot offer loans')
  return { products, refused }
}

let offered: LoanProduct[] | null = null

/**
 * The committed products that pass the guard, for code outside the loan routes (e.g. the loans tab summary)
 * that must never show a refused product. Refusals are logged once by the loan runtime at start.
 */
export function offeredProducts(): LoanProduct[] {
  offered ??= loadProducts(LOAN_PRODUCTS).products
  return offered
}
