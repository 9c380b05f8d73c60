import { formatNtd, formatPercent } from '@/utils/money'
import { formatDate, formatDateTime } from '@/utils/dates'

describe('formatNtd', () => {
  it.each([
    [0, 'NT$0'],
    [999, 'NT$999'],
    [1000, 'NT$1,000'],
    [12345, 'NT$12,345'],
    [1234567, 'NT$1,234,567'],
    [12345.6, 'NT$12,346'],
    [-2500, '-NT$2,500'],
  ])('%p → %s', (amount, shown) => {
    expect(formatNtd(amount)).toBe(shown)
  })

  it('never shows NaN', () => {
    expect(formatNtd(Number.NaN)).toBe('NT$—')
  })
})

describe('formatPercent', () => {
  it('shows two decimals', () => {
    expect(formatPercent(15.994)).toBe('15.99%')
    expect(formatPercent(8)).toBe('8.00%')
  })
})

describe('dates in Asia/Taipei', () => {
  it('formats an instant as the Taipei calendar date', () => {
    // 2026-11-21 17:30 UTC is already the 22nd in Taipei.
    expect(formatDate('2026-11-21T17:30:00Z')).toBe('2026/11/22')
    expect(formatDateTime('2026-11-21T17:30:00Z')).toBe('2026/11/22 01:30')
  })

  it('keeps a bare calendar date as it is', () => {
    expect(formatDate('2026-12-05')).toBe('2026/12/05')
  })

  it('shows a dash for missing or invalid values', () => {
    expect(formatDate(undefined)).toBe('—')
    expect(formatDate('not a date')).toBe('—')
    expect(formatDateTime('')).toBe('—')
  })
})
