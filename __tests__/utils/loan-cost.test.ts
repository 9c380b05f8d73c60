/**
 * The app's cost breakdown must say exactly what the server charges. The expected values come from the
 * server's own domain functions (server/domain/loans), so a change of formula on either side fails here.
 */
import type { ApplyInfo } from '@contract/apply'
import { annualisedCostPercent, costBreakdown, costTotals, snapAmount } from '@/utils/loan-cost'
import { loanCost } from '../../server/domain/loans/cost'
import { amountsOf, LOAN_PRODUCTS, type LoanProduct } from '../../server/domain/loans/products'

/** An offer shaped like the server's `priceOffer` (without the icon, which needs Node's Buffer). */
function offerFrom(product: LoanProduct, amount: number, days: number): ApplyInfo {
  const cost = loanCost(amount, days, product.annualRateBp, product.fees)
  return {
    productCode: product.code,
    productName: product.name,
    productIcon: '',
    loanAmount: amount,
    loanCycle: days,
    interest: cost.interest,
    serviceCharge: cost.serviceCharge,
    fees: cost.fees,
    repayAmount: cost.totalRepay,
    repayDate: '2025/04/01',
    annualRate: product.annualRateBp / 100,
    apr: cost.apr,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    amountStep: 1000,
    loanCycles: product.termDays,
    extensionTerm: product.extension.termDays,
  }
}

describe('annualisedCostPercent', () => {
  it('matches the server on every amount and term of every product (within 0.01 %)', () => {
    let checked = 0
    for (const product of LOAN_PRODUCTS) {
      for (const amount of amountsOf(product)) {
        for (const days of product.termDays) {
          const server = loanCost(amount, days, product.annualRateBp, product.fees)
          const app = annualisedCostPercent(server.interest + server.serviceCharge, amount, days)
          expect(app).not.toBeNull()
          expect(Math.abs((app as number) - server.apr)).toBeLessThan(0.01)
          // …and in fact it is the same number, since both round the same integers.
          expect(app).toBe(server.apr)
          checked += 1
        }
      }
    }
    expect(checked).toBeGreaterThan(300)
  })

  it('rounds half up on integers: 14.235 % shows as 14.24 %', () => {
    // 234 × 365 / 60 / 10,000 = 14.235 exactly; floating point would give 14.23.
    expect(annualisedCostPercent(234, 10_000, 60)).toBe(14.24)
  })

  it('refuses a principal or term that is not positive instead of dividing by zero', () => {
    expect(annualisedCostPercent(100, 0, 30)).toBeNull()
    expect(annualisedCostPercent(100, 10_000, 0)).toBeNull()
    expect(annualisedCostPercent(Number.NaN, 10_000, 30)).toBeNull()
  })
})

describe('costBreakdown', () => {
  const prime = LOAN_PRODUCTS.find((product) => product.code === 'PRIME') as LoanProduct

  it('lists principal, interest, each fee, the total due and the APR of a two-fee product', () => {
    const breakdown = costBreakdown(offerFrom(prime, 50_000, 180))
    expect(breakdown).toEqual({
      productCode: 'PRIME',
      productName: '優質客戶專案',
      principal: 50_000,
      days: 180,
      interest: 2441,
      fees: [
        { name: '開辦費', amount: 300 },
        { name: '帳戶管理費', amount: 500 },
      ],
      feeTotal: 800,
      totalDue: 53_241,
      apr: 13.14,
      annualRate: 9.9,
      repayDate: '2025/04/01',
    })
  })

  it('adds up to what the server says is due, for every product', () => {
    for (const product of LOAN_PRODUCTS) {
      const offer = offerFrom(product, product.maxAmount, product.termDays[0])
      const breakdown = costBreakdown(offer)
      expect(breakdown.totalDue).toBe(offer.repayAmount)
      expect(breakdown.feeTotal).toBe(offer.serviceCharge)
      expect(breakdown.apr).toBe(offer.apr)
      expect(breakdown.apr as number).toBeLessThanOrEqual(16)
    }
  })

  it('sums several products of one application', () => {
    const quick = LOAN_PRODUCTS.find((product) => product.code === 'QUICK') as LoanProduct
    const items = [costBreakdown(offerFrom(quick, 20_000, 30)), costBreakdown(offerFrom(prime, 50_000, 180))]
    // QUICK 20,000 × 30 days: interest 164, fee 80 → 20,244.
    expect(items[0].totalDue).toBe(20_244)
    expect(costTotals(items)).toEqual({ principal: 70_000, interest: 2605, feeTotal: 880, totalDue: 73_485 })
  })
})

describe('snapAmount', () => {
  it.each([
    [15_400, 15_000],
    [15_500, 16_000],
    [1_000, 3_000],
    [999_999, 20_000],
    [Number.NaN, 3_000],
  ])('%p → %p within NT$3,000–20,000 by 1,000', (picked, snapped) => {
    expect(snapAmount(picked, 3000, 20_000, 1000)).toBe(snapped)
  })
})
