/**
 * Taiwan formats (domain.md, "Taiwan specifics"): mobile numbers, the national ID and resident certificate
 * numbers with their checksum and gender digit, and birthdays in Asia/Taipei.
 */
import type { IdDocumentType } from '../../types/api/identity'
import { TEXT } from '../texts'

/** `0912-345-678`, `0912 345 678`, `+886 912 345 678`, `+886-0912…` → `0912345678`; `null` when not a mobile. */
export function normalizeMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '')
  const match = /^(?:\+?886)0?(9\d{8})$/.exec(compact) ?? /^0(9\d{8})$/.exec(compact)
  return match ? `0${match[1]}` : null
}

const LETTER_VALUES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
} // prettier-ignore

export interface IdNumberInfo {
  documentType: IdDocumentType
  gender: 'male' | 'female'
}

export type IdNumberCheck = { ok: true; value: string; info: IdNumberInfo } | { ok: false; message: string }

/**
 * National ID `^[A-Z][12]\d{8}$`, resident certificate new format `^[A-Z][89]\d{8}$` and old format
 * `^[A-Z][A-D]\d{8}$` (its second letter counts by the units digit of its value). All share one checksum.
 */
export function checkIdNumber(input: string): IdNumberCheck {
  const value = input.trim().toUpperCase()
  if (value === '') return { ok: false, message: TEXT.idNo.required }
  if (!/^[A-Z][A-Z0-9]\d{8}$/.test(value)) return { ok: false, message: TEXT.idNo.format }
  const second = value[1]
  let info: IdNumberInfo
  let secondDigit: number
  if (second === '1' || second === '2') {
    info = { documentType: 'nationalId', gender: second === '1' ? 'male' : 'female' }
    secondDigit = Number(second)
  } else if (second === '8' || second === '9') {
    info = { documentType: 'residentNew', gender: second === '8' ? 'male' : 'female' }
    secondDigit = Number(second)
  } else if (/[A-D]/.test(second)) {
    info = { documentType: 'residentOld', gender: second === 'A' || second === 'C' ? 'male' : 'female' }
    secondDigit = LETTER_VALUES[second] % 10
  } else {
    return { ok: false, message: TEXT.idNo.genderDigit }
  }
  const letter = LETTER_VALUES[value[0]]
  const digits = [secondDigit, ...value.slice(2).split('').map(Number)]
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1]
  const sum =
    Math.floor(letter / 10) + (letter % 10) * 9 + digits.reduce((acc, digit, i) => acc + digit * weights[i], 0)
  if (sum % 10 !== 0) return { ok: false, message: TEXT.idNo.checksum }
  return { ok: true, value, info }
}

/** Today's calendar date in Asia/Taipei (UTC+8, no daylight saving). */
export function taipeiToday(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() + 8 * 60 * 60 * 1000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

export const ADULT_AGE = 18
const MAX_AGE = 120

export type BirthdayCheck = { ok: true; value: string } | { ok: false; message: string }

/** `YYYY/MM/DD` (or `YYYY-MM-DD`), a real date, not in the future, age 18–120 today in Taipei. */
export function checkBirthday(input: string, now: Date): BirthdayCheck {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(input.trim())
  if (!match) return { ok: false, message: TEXT.birthday.format }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, message: TEXT.birthday.format }
  }
  const today = taipeiToday(now)
  const beforeBirthday = today.month < month || (today.month === month && today.day < day)
  const age = today.year - year - (beforeBirthday ? 1 : 0)
  if (age < 0) return { ok: false, message: TEXT.birthday.future }
  if (age < ADULT_AGE) return { ok: false, message: TEXT.birthday.tooYoung }
  if (age > MAX_AGE) return { ok: false, message: TEXT.birthday.tooOld }
  const pad = (n: number) => String(n).padStart(2, '0')
  return { ok: true, value: `${year}/${pad(month)}/${pad(day)}` }
}
