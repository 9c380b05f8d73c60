/**
 * Bank account numbers (domain.md): the length varies by bank, so any 10–16 digits are accepted. People copy
 * them from passbooks and banking apps with spaces or dashes (`0123-456-789012`) and sometimes type them with
 * a full-width keyboard; those are tidied away, anything else that is not a digit is refused.
 */

export const ACCOUNT_NUMBER_MIN_DIGITS = 10
export const ACCOUNT_NUMBER_MAX_DIGITS = 16

export const ACCOUNT_NUMBER_MESSAGES = {
  required: '請輸入銀行帳號',
  digitsOnly: '帳號只能輸入數字，請勿輸入英文字母或符號',
  length: `帳號須為 ${ACCOUNT_NUMBER_MIN_DIGITS} 至 ${ACCOUNT_NUMBER_MAX_DIGITS} 位數字`,
} as const

const FULL_WIDTH_DIGIT = /[０-９]/g
// Spaces (including the full-width one) and the dashes people type between digit groups.
const SEPARATORS = /[\s\u3000\-‐‑–—－]/g

/** The account number as the server wants it: full-width digits made ASCII, spaces and dashes removed. */
export function normalizeAccountNumber(input: string): string {
  return input
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(SEPARATORS, '')
}

/** The message to show next to the field, or `null` when the number is acceptable. */
export function validateAccountNumber(input: string): string | null {
  const digits = normalizeAccountNumber(input)
  if (digits === '') return ACCOUNT_NUMBER_MESSAGES.required
  if (!/^\d+$/.test(digits)) return ACCOUNT_NUMBER_MESSAGES.digitsOnly
  if (digits.length < ACCOUNT_NUMBER_MIN_DIGITS || digits.length > ACCOUNT_NUMBER_MAX_DIGITS) {
    return ACCOUNT_NUMBER_MESSAGES.length
  }
  return null
}

/**
 * `****1234`: only the last four digits, so a full account number never reaches the screen, logs or
 * analytics. A value the server already masked is returned as it is.
 */
export function maskAccountNumber(input: string): string {
  if (/^\*+\d{0,4}$/.test(input)) return input
  const digits = normalizeAccountNumber(input).replace(/\D/g, '')
  return `****${digits.slice(-4)}`
}
