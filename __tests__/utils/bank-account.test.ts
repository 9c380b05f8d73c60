import {
  ACCOUNT_NUMBER_MESSAGES,
  maskAccountNumber,
  normalizeAccountNumber,
  validateAccountNumber,
} from '@/utils/bank-account'

describe('normalizeAccountNumber', () => {
  it('removes the spaces and dashes people copy from passbooks', () => {
    expect(normalizeAccountNumber('0123-456 789012')).toBe('0123456789012')
    expect(normalizeAccountNumber(' 1234 5678 9012 ')).toBe('123456789012')
    expect(normalizeAccountNumber('1234－5678\u30009012')).toBe('123456789012')
  })

  it('turns full-width digits into ordinary ones', () => {
    expect(normalizeAccountNumber('１２３４５６７８９０')).toBe('1234567890')
  })

  it('keeps letters so that validation can refuse them', () => {
    expect(normalizeAccountNumber('12345abc90')).toBe('12345abc90')
  })
})

describe('validateAccountNumber', () => {
  it('accepts 10 to 16 digits', () => {
    expect(validateAccountNumber('1234567890')).toBeNull()
    expect(validateAccountNumber('12345678901234')).toBeNull()
    expect(validateAccountNumber('1234567890123456')).toBeNull()
  })

  it('accepts a valid number written with spaces or dashes', () => {
    expect(validateAccountNumber('0123-4567-8901')).toBeNull()
    expect(validateAccountNumber('0123 4567 8901 23')).toBeNull()
  })

  it('asks for the number when nothing was typed', () => {
    expect(validateAccountNumber('')).toBe(ACCOUNT_NUMBER_MESSAGES.required)
    expect(validateAccountNumber(' - ')).toBe('請輸入銀行帳號')
  })

  it('refuses a number that is too short', () => {
    expect(validateAccountNumber('123456789')).toBe('帳號須為 10 至 16 位數字')
  })

  it('refuses a number that is too long', () => {
    expect(validateAccountNumber('12345678901234567')).toBe('帳號須為 10 至 16 位數字')
  })

  it('refuses letters and symbols with their own message, whatever the length', () => {
    expect(validateAccountNumber('12345678AB1234')).toBe(ACCOUNT_NUMBER_MESSAGES.digitsOnly)
    expect(validateAccountNumber('A1')).toBe(ACCOUNT_NUMBER_MESSAGES.digitsOnly)
    expect(validateAccountNumber('1234567890.12')).toBe(ACCOUNT_NUMBER_MESSAGES.digitsOnly)
  })
})

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('12345678901234')).toBe('****1234')
    expect(maskAccountNumber('0123-4567-8901')).toBe('****8901')
  })

  it('leaves a number the server already masked as it is', () => {
    expect(maskAccountNumber('****5678')).toBe('****5678')
  })

  it('never reveals more than four digits of a short value', () => {
    expect(maskAccountNumber('987')).toBe('****987')
  })
})
