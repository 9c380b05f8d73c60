/**
 * Pure loan logic: cost and APR, the 16 % guard on products, the order state machine, the ledger
 * (repayment, late interest), extension, payment codes and the Code 39 renderer.
 */
import {
  channelList,
  isValidVirtualAccount,
  newStoreBarcodes,
  newStoreCode,
  newVirtualAccount,
  vaCheckDigit,
} from '../../server/domain/loans/channels'
import { code39Bars, code39Svg, isCode39Text } from '../../server/domain/loans/code39'
import { aprPercentRounded, interestFor, loanCost } from '../../server/domain/loans/cost'
import { formatDay, formatTaipeiMinute, parseDay, taipeiDay } from '../../server/domain/loans/dates'
import { ExtensionError, applyExtension, quoteExtension } from '../../server/domain/loans/extension'
import { RepaymentError, applyRepayment, balanceOf, type OrderLedger } from '../../server/domain/loans/ledger'
import { formatNtd } from '../../server/domain/loans/money'
import { offerProblem, priceOffer } from '../../server/domain/loans/offers'
import { LOAN_PRODUCTS, loadProducts, worstCaseApr, type LoanProduct } from '../../server/domain/loans/products'
import { IllegalTransitionError, canPerform, nextStatus } from '../../server/domain/loans/state-machine'

const quick = LOAN_PRODUCTS.find((product) => product.code === 'QUICK') as LoanProduct

function product(overrides: Partial<LoanProduct>): LoanProduct {
  return { ...quick, code: 'TEST', ...overrides }
}

describe('cost and APR', () => {
  test('interest is simple, on whole NT$, half up', () => {
    // 10,000 × 10 % × 30 / 365 = 82.19…
    expect(interestFor(10_000, 1000, 30)).toBe(82)
    // 3,000 × 16 % × 31 / 365 = 40.77
    expect(interestFor(3000, 1600, 31)).toBe(41)
  })

  test('every fee and the interest count toward the APR', () => {
    const cost = loanCost(50_000, 180, 990, [
      { name: '開辦費', rateBp: 0, fixed: 300 },
      { name: '帳戶管理費', rateBp: 100, fixed: 0 },
    ])
    expect(cost.interest).toBe(2441)
    expect(cost.fees).toEqual([
      { name: '開辦費', amount: 300 },
      { name: '帳戶管理費', amount: 500 },
    ])
    expect(cost.serviceCharge).toBe(800)
    expect(cost.totalRepay).toBe(53_241)
    // (2,441 + 800) / 50,000 × 365 / 180 = 13.1440…
    expect(cost.apr).toBe(13.14)
  })

  test('the shown APR rounds half up on two decimals', () => {
    // 234 × 365 / 60 / 10,000 = 14.235 % exactly
    expect(aprPercentRounded(234, 10_000, 60)).toBe(14.24)
    expect(aprPercentRounded(122, 10_000, 30)).toBe(14.84)
  })

  test('an offer lists the amounts and the due date the user will see', () => {
    const today = parseDay('2025-03-01')
    const offer = priceOffer(quick, 10_000, 30, today)
    expect(offer).toMatchObject({
      productCode: 'QUICK',
      loanAmount: 10_000,
      loanCycle: 30,
      interest: 82,
      serviceCharge: 40,
      repayAmount: 10_122,
      repayDate: '2025/03/31',
      annualRate: 10,
      apr: 14.84,
      amountStep: 1000,
    })
    expect(offer.productIcon.startsWith('data:image/svg+xml;base64,')).toBe(true)
  })

  test('amount and term outside the product are refused with the allowed values', () => {
    expect(offerProblem(quick, 2000, 30)).toBe('借款金額須介於 NT$3,000 至 NT$20,000')
    expect(offerProblem(quick, 3500, 30)).toBe('借款金額須為 NT$1,000 的倍數')
    expect(offerProblem(quick, 3000, 45)).toBe('借款天數須為 30、60 天其中之一')
    expect(offerProblem(quick, 3000, 60)).toBeNull()
  })

  test('money is shown NT$ with thousands separators', () => {
    expect(formatNtd(12345)).toBe('NT$12,345')
    expect(formatNtd(0)).toBe('NT$0')
    expect(formatNtd(1_000_000)).toBe('NT$1,000,000')
  })
})

describe('the 16 % guard on products', () => {
  test('every committed product loads and stays under the cap everywhere', () => {
    const errors: string[] = []
    const loaded = loadProducts(LOAN_PRODUCTS, (message) => errors.push(message))
    expect(loaded.products.map((p) => p.code)).toEqual(['QUICK', 'STEADY', 'PRIME'])
    expect(loaded.refused).toEqual([])
    expect(errors).toEqual([])
    for (const p of LOAN_PRODUCTS) expect(worstCaseApr(p).aprExact).toBeLessThanOrEqual(16)
  })

  test('a product whose fee pushes the total cost over 16 % is refused and logged; the others stay', () => {
    const errors: string[] = []
    // 10 % interest + 1 % fee over 30 days = 10 + 12.17 = 22.17 %
    const greedy = product({ code: 'GREEDY', fees: [{ name: '手續費', rateBp: 100, fixed: 0 }] })
    const loaded = loadProducts([greedy, quick], (message) => errors.push(message))
    expect(loaded.products.map((p) => p.code)).toEqual(['QUICK'])
    expect(loaded.refused).toHaveLength(1)
    expect(loaded.refused[0].code).toBe('GREEDY')
    expect(loaded.refused[0].reason).toMatch(/exceeds the 16 % cap/)
    expect(errors[0]).toMatch(/^loan product GREEDY refused/)
  })

  test('a 16 % nominal rate is refused when whole-dollar rounding lifts one offer above the cap', () => {
    // 3,000 × 16 % × 31 days rounds 40.77 up to 41: 16.09 %
    const atCap = product({ code: 'ATCAP', annualRateBp: 1600, fees: [], termDays: [31] })
    expect(worstCaseApr(atCap).aprExact).toBeGreaterThan(16)
    expect(() => loadProducts([atCap])).toThrow(/no loan product passed validation/)
  })

  test('the extension fee counts: a product fine at signing but costly to extend is refused', () => {
    const costlyExtension = product({ code: 'EXTFEE', extension: { termDays: 30, feeRateBp: 200, maxCount: 1 } })
    const loaded = loadProducts([costlyExtension, quick])
    expect(loaded.refused.map((r) => r.code)).toEqual(['EXTFEE'])
    expect(loaded.refused[0].reason).toMatch(/extension/)
  })

  test('a nominal rate above 16 % is refused even with no fee (late interest runs at that rate)', () => {
    const loaded = loadProducts([product({ code: 'HIGH', annualRateBp: 1700, fees: [] }), quick])
    expect(loaded.refused.map((r) => r.code)).toEqual(['HIGH'])
  })

  test('malformed products are refused, and no product at all stops the server', () => {
    const loaded = loadProducts([product({ code: 'ODD', minAmount: 3500 }), quick, quick])
    expect(loaded.refused.map((r) => r.code)).toEqual(['ODD', 'QUICK'])
    expect(loaded.refused[1].reason).toMatch(/duplicate/)
    expect(() => loadProducts([])).toThrow()
  })
})

describe('order state machine', () => {
  test('the whole happy path and its branches are legal', () => {
    expect(nextStatus('to_sign', 'sign')).toBe('under_review')
    expect(nextStatus('under_review', 'approve')).toBe('disbursing')
    expect(nextStatus('under_review', 'reject')).toBe('rejected')
    expect(nextStatus('disbursing', 'disburse')).toBe('repaying')
    expect(nextStatus('disbursing', 'failDisbursement')).toBe('disbursement_failed')
    expect(nextStatus('repaying', 'markOverdue')).toBe('overdue')
    expect(nextStatus('repaying', 'extend')).toBe('extended')
    expect(nextStatus('overdue', 'extend')).toBe('extended')
    expect(nextStatus('extended', 'extend')).toBe('extended')
    expect(nextStatus('extended', 'markOverdue')).toBe('overdue')
    expect(nextStatus('overdue', 'settle')).toBe('settled')
    expect(nextStatus('repaying', 'repay')).toBe('repaying')
  })

  test('illegal transitions are refused with a message naming the current status and the action', () => {
    expect(() => nextStatus('under_review', 'repay')).toThrow('訂單目前狀態為「審核中」，無法還款')
    expect(() => nextStatus('to_sign', 'approve')).toThrow('訂單目前狀態為「待簽約」，無法審核通過')
    expect(() => nextStatus('settled', 'extend')).toThrow('訂單目前狀態為「已結清」，無法展期')
    expect(() => nextStatus('rejected', 'sign')).toThrow(IllegalTransitionError)
    expect(() => nextStatus('under_review', 'sign')).toThrow(IllegalTransitionError)
    expect(() => nextStatus('overdue', 'markOverdue')).toThrow(IllegalTransitionError)
    expect(() => nextStatus('disbursement_failed', 'disburse')).toThrow(IllegalTransitionError)
    expect(canPerform('repaying', 'adjust')).toBe(false)
    expect(canPerform('to_sign', 'adjust')).toBe(true)
  })
})

describe('ledger: repayment and late interest', () => {
  const loanDay = parseDay('2025-03-01')
  const ledger: OrderLedger = {
    principal: 10_000,
    annualRateBp: 1000,
    interestAmount: 82,
    serviceAmount: 40,
    extServiceAmount: 0,
    lateChargedAmount: 0,
    paidAmount: 0,
    loanDay,
    dueDay: loanDay + 30,
    lateFromDay: null,
  }

  test('on the due date nothing is late; ten days later late interest runs at the contract rate', () => {
    expect(balanceOf(ledger, loanDay + 30)).toMatchObject({ unpaid: 10_122, overdueDays: 0, overdueAmount: 0 })
    // 10,000 × 10 % × 10 / 365 = 27.4
    expect(balanceOf(ledger, loanDay + 40)).toMatchObject({ unpaid: 10_149, overdueDays: 10, overdueAmount: 27 })
  })

  test('a partial payment freezes accrued late interest, which then runs on the unpaid principal only', () => {
    const { ledger: after, settled, unpaid } = applyRepayment(ledger, 5000, loanDay + 40)
    expect(settled).toBe(false)
    expect(unpaid).toBe(5149)
    expect(after.lateChargedAmount).toBe(27)
    // ten more days on 5,149: 14.1
    expect(balanceOf(after, loanDay + 50)).toMatchObject({ overdueAmount: 41, unpaid: 5163 })
  })

  test('paying the whole amount settles; more than owed or nothing is refused', () => {
    expect(applyRepayment(ledger, 10_122, loanDay + 10)).toMatchObject({ settled: true, unpaid: 0 })
    expect(() => applyRepayment(ledger, 10_123, loanDay + 10)).toThrow(RepaymentError)
    expect(() => applyRepayment(ledger, 0, loanDay + 10)).toThrow(RepaymentError)
    const paid = applyRepayment(ledger, 10_122, loanDay + 10).ledger
    expect(() => applyRepayment(paid, 1, loanDay + 11)).toThrow(RepaymentError)
  })

  test('extension before the due date: pay accrued cost + fee, due date moves by the extension term', () => {
    const rule = quick.extension
    const quote = quoteExtension(ledger, rule, 0, loanDay + 20)
    expect(quote).toMatchObject({
      extensionAmount: 152,
      extServiceAmount: 30,
      overdueAmount: 0,
      accruedAmount: 122,
      extensionTerm: 30,
      newDueDay: loanDay + 60,
      newInterest: 82,
      repayAmountAfter: 10_082,
      // (82 + 82 + 40 + 30) / 10,000 × 365 / 60 = 14.235 %
      apr: 14.24,
    })
    const after = applyExtension(ledger, quote, loanDay + 20)
    expect(after.dueDay).toBe(loanDay + 60)
    expect(balanceOf(after, loanDay + 20).unpaid).toBe(10_082)
    // no late interest until the new due date has passed
    expect(balanceOf(after, loanDay + 60).overdueAmount).toBe(0)
  })

  test('extension when overdue counts the new term from today and includes late interest', () => {
    const quote = quoteExtension(ledger, quick.extension, 0, loanDay + 40)
    expect(quote).toMatchObject({ overdueAmount: 27, extensionAmount: 179, newDueDay: loanDay + 70 })
    const after = applyExtension(ledger, quote, loanDay + 40)
    expect(balanceOf(after, loanDay + 40)).toMatchObject({ unpaid: 10_082, overdueAmount: 27 })
    expect(balanceOf(after, loanDay + 71).overdueDays).toBe(1)
  })

  test('extensions are limited, and refused when the lifetime cost would pass 16 %', () => {
    expect(() => quoteExtension(ledger, quick.extension, 2, loanDay + 20)).toThrow(ExtensionError)
    const greedy = { termDays: 30, feeRateBp: 300, maxCount: 5 }
    try {
      quoteExtension(ledger, greedy, 0, loanDay + 20)
      throw new Error('expected a refusal')
    } catch (error) {
      expect((error as ExtensionError).kind).toBe('overCap')
    }
    const notDisbursed = { ...ledger, dueDay: null, loanDay: null }
    expect(() => quoteExtension(notDisbursed, quick.extension, 0, loanDay)).toThrow(ExtensionError)
  })
})

describe('Taipei dates', () => {
  test('a late-evening UTC instant is already the next day in Taipei', () => {
    const instant = new Date('2025-03-01T16:30:00Z')
    expect(formatDay(taipeiDay(instant))).toBe('2025/03/02')
    expect(formatTaipeiMinute(instant)).toBe('2025/03/02 00:30')
    expect(parseDay('2025/03/02')).toBe(taipeiDay(instant))
    expect(() => parseDay('2025-3-2')).toThrow()
  })
})

describe('payment codes', () => {
  const counting = () => {
    let next = 0
    return (max: number) => next++ % max
  }

  test('virtual accounts are 14 digits with a check digit', () => {
    const account = newVirtualAccount()
    expect(account).toMatch(/^\d{14}$/)
    expect(isValidVirtualAccount(account)).toBe(true)
    const tampered = account.slice(0, 12) + String((Number(account[12]) + 1) % 10) + account[13]
    expect(isValidVirtualAccount(tampered)).toBe(false)
    // 9·3 + 5·7 + 2·1 + 1·3 + 0·7 + 1·1 + 2·3 + 3·7 + 4·1 + 5·3 + 6·7 + 7·1 + 8·3 = 187 → 10 − 7 = 3
    expect(vaCheckDigit('9521012345678')).toBe('3')
  })

  test('store codes are 14 characters people can copy by hand', () => {
    const code = newStoreCode()
    expect(code).toMatch(/^EZD[A-HJ-NP-Z2-9]{11}$/)
    expect(newStoreCode(counting())).toBe('EZDABCDEFGHJKL')
  })

  test('three barcodes: 9, 16 and 15 characters, the last carrying the amount', () => {
    const [first, second, third] = newStoreBarcodes(10_122, new Date('2025-03-04T04:00:00Z'), counting())
    expect(first).toBe('250304EZD')
    expect(second).toBe('EZD0123456789012')
    expect(third).toHaveLength(15)
    expect(third.startsWith('0304')).toBe(true)
    expect(third.endsWith('000010122')).toBe(true)
    expect(third.slice(4, 6)).toMatch(/^[0-9AB]{2}$/)
    for (const code of [first, second, third]) expect(isCode39Text(code)).toBe(true)
  })

  test('channels: ATM is the bank channel, with labels', () => {
    expect(channelList().map((c) => [c.key, c.isBank])).toEqual([
      ['atm', true],
      ['store_code', false],
      ['barcode', false],
    ])
  })
})

describe('Code 39 renderer', () => {
  test('bars follow the Code 39 table, framed by start/stop', () => {
    const { bars } = code39Bars('1')
    // '*' = n w n n w n w n n → bars n n w w n; '1' = w n n w n n n n w → bars w n n n w (narrow 2, wide 5)
    const star = [2, 2, 5, 5, 2]
    const one = [5, 2, 2, 2, 5]
    expect(bars.map(([, width]) => width)).toEqual([...star, ...one, ...star])
    // quiet zone of 10 narrow elements before the first bar
    expect(bars[0][0]).toBe(20)
  })

  test('the SVG is a complete image with the text under the bars; other characters are refused', () => {
    const svg = code39Svg('EZD0123456789012')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('>EZD0123456789012</text></svg>')
    // 18 symbols × 5 bars
    expect(svg.match(/<rect x=/g)).toHaveLength(18 * 5)
    expect(() => code39Bars('abc<')).toThrow()
    expect(isCode39Text('')).toBe(false)
  })
})
