/**
 * Input rules of the login and verification forms (domain.md "Taiwan specifics"). Pure functions: each
 * returns either the clean value or a Traditional Chinese message to show next to the field, so the pages,
 * their tests and anything else that checks the same input agree. The server checks again; these rules only
 * spare the user a round trip.
 */

// --- Mobile numbers ----------------------------------------------------------------------------------------

/**
 * A Taiwan mobile number as stored and sent: `09XXXXXXXX`, or `null` when the input is not one. Accepts
 * spaces, dashes, dots and brackets, and the international forms `+886 912 345 678`, `886912345678` and
 * `+886 0912…` (a stray trunk zero after the country code).
 */
export function normalizeMobile(input: string): string | null {
  if (typeof input !== 'string') return null
  const compact = input.trim().replace(/[\s\-().]/g, '')
  let national: string
  if (/^\+?886/.test(compact)) {
    const afterCountryCode = compact.replace(/^\+?886/, '')
    national = afterCountryCode.startsWith('0') ? afterCountryCode : `0${afterCountryCode}`
  } else {
    national = compact
  }
  return /^09\d{8}$/.test(national) ? national : null
}

export const MOBILE_MESSAGES = {
  required: '請輸入手機號碼',
  invalid: '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字',
} as const

/** `null` when `input` is a Taiwan mobile number, else the message to show. */
export function validateMobile(input: string): string | null {
  if (!input || !input.trim()) return MOBILE_MESSAGES.required
  return normalizeMobile(input) ? null : MOBILE_MESSAGES.invalid
}

/** `0912***678` for display; anything that is not a mobile number is hidden entirely. */
export function maskMobile(input: string): string {
  const mobile = normalizeMobile(input)
  return mobile ? `${mobile.slice(0, 4)}***${mobile.slice(-3)}` : '****'
}

// --- One-time codes and passwords ------------------------------------------------------------------------

export const OTP_LENGTH = 6

export const CODE_MESSAGES = {
  required: '請輸入簡訊驗證碼',
  invalid: '驗證碼為 6 位數字',
} as const

export function validateOtpCode(code: string): string | null {
  const trimmed = (code ?? '').trim()
  if (!trimmed) return CODE_MESSAGES.required
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(trimmed) ? null : CODE_MESSAGES.invalid
}

export const PASSWORD_MESSAGES = {
  required: '請輸入密碼',
  length: '密碼須為 8 至 20 個字元',
  mix: '密碼須同時包含英文字母與數字',
  mismatch: '兩次輸入的密碼不一致',
} as const

/** The server's rule for a new password (types/api/user.ts): 8–20 characters, a letter and a digit. */
export function validateNewPassword(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required
  if (password.length < 8 || password.length > 20) return PASSWORD_MESSAGES.length
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_MESSAGES.mix
  return null
}

// --- National ID and resident certificate --------------------------------------------------------------------

/** Two-digit values of the first letter (domain.md); note I, O, W, X, Y, Z are out of alphabetical order. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
} // prettier-ignore

/** national ID; resident certificate, format since 2021-01-02; resident certificate, old format (until 2031). */
export type TaiwanIdKind = 'national' | 'resident-new' | 'resident-old'

export type TaiwanIdResult =
  { ok: true; kind: TaiwanIdKind; gender: 'male' | 'female' } | { ok: false; message: string }

export const ID_MESSAGES = {
  required: '請輸入身分證字號',
  format: '身分證字號格式錯誤',
  checksum: '身分證字號檢查碼錯誤',
} as const

/**
 * Checks a national ID (`A123456789`: letter, 1 male / 2 female, 8 digits) or a resident certificate
 * (new `A800000014`: 8 male / 9 female; old `AA12345675`: second letter A/C male, B/D female) including
 * its check digit. Case and surrounding spaces are ignored.
 */
export function validateTaiwanId(idNo: string): TaiwanIdResult {
  const id = (idNo ?? '').trim().toUpperCase()
  if (!id) return { ok: false, message: ID_MESSAGES.required }

  let kind: TaiwanIdKind
  let gender: 'male' | 'female'
  if (/^[A-Z][12]\d{8}$/.test(id)) {
    kind = 'national'
    gender = id[1] === '1' ? 'male' : 'female'
  } else if (/^[A-Z][89]\d{8}$/.test(id)) {
    kind = 'resident-new'
    gender = id[1] === '8' ? 'male' : 'female'
  } else if (/^[A-Z][A-D]\d{8}$/.test(id)) {
    kind = 'resident-old'
    gender = id[1] === 'A' || id[1] === 'C' ? 'male' : 'female'
  } else {
    return { ok: false, message: ID_MESSAGES.format }
  }

  return hasValidCheckDigit(id) ? { ok: true, kind, gender } : { ok: false, message: ID_MESSAGES.checksum }
}

/** The ID normalised for sending (upper case, no spaces). */
export function normalizeTaiwanId(idNo: string): string {
  return (idNo ?? '').replace(/\s/g, '').toUpperCase()
}

function hasValidCheckDigit(id: string): boolean {
  const first = LETTER_VALUES[id[0]]
  // Old resident certificates carry a letter in the second place; it counts by the units digit of its value.
  const second = /[A-D]/.test(id[1]) ? LETTER_VALUES[id[1]] % 10 : Number(id[1])
  const digits = [second, ...id.slice(2).split('').map(Number)] // 9 digits, the last is the check digit
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1]
  let sum = Math.floor(first / 10) + (first % 10) * 9
  digits.forEach((digit, index) => {
    sum += digit * weights[index]
  })
  return sum % 10 === 0
}

/** `A12****789`: never show or log the full number. Anything that is not 10 characters is hidden entirely. */
export function maskIdNumber(idNo: string): string {
  const id = normalizeTaiwanId(idNo)
  return id.length === 10 ? `${id.slice(0, 3)}****${id.slice(-3)}` : '****'
}

// --- Names, email, LINE ID, income, address, birth date ------------------------------------------------------

export const PROFILE_MESSAGES = {
  nameRequired: '請輸入姓名',
  nameLength: '姓名須為 2 至 30 個字',
  nameChars: '姓名不可包含數字或特殊符號',
  emailInvalid: 'Email 格式錯誤',
  lineIdInvalid: 'LINE ID 須為 4 至 20 個英數字、點、底線或減號',
  contactNameLength: '聯絡人姓名最多 30 個字',
  incomeRequired: '請輸入月收入',
  incomeInvalid: '月收入須為 0 至 10,000,000 的整數',
  addressRequired: '請輸入街道地址',
  addressLength: '地址須為 2 至 100 個字',
  birthdayRequired: '請輸入出生日期',
  birthdayInvalid: '出生日期格式為 YYYY/MM/DD',
  birthdayFuture: '出生日期不可晚於今天',
  birthdayUnderage: '須年滿 18 歲才能申請',
} as const

/**
 * A person's name: 2–30 characters, Chinese or Latin letters with the separators names use (`·`, `．`,
 * space, `-`, `.`, `'`), e.g. `王小明`, `Chen Wei-Lun`, `阿美·巴奈` — the same set the server accepts.
 */
export function validatePersonName(
  name: string,
  requiredMessage: string = PROFILE_MESSAGES.nameRequired,
): string | null {
  const trimmed = (name ?? '').trim()
  if (!trimmed) return requiredMessage
  if (Array.from(trimmed).length < 2 || Array.from(trimmed).length > 30) return PROFILE_MESSAGES.nameLength
  if (!/^\p{L}[\p{L}·． .'-]*$/u.test(trimmed)) return PROFILE_MESSAGES.nameChars
  return null
}

/** Optional email: empty is fine; otherwise a plain `name@domain.tld`. */
export function validateEmail(email: string): string | null {
  const trimmed = (email ?? '').trim()
  if (!trimmed) return null
  return trimmed.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(trimmed) ? null : PROFILE_MESSAGES.emailInvalid
}

/** Optional LINE ID: 4–20 of letters, digits, `.`, `_`, `-`, with or without a leading `@` (20 at most in all). */
export function validateLineId(lineId: string): string | null {
  const trimmed = (lineId ?? '').trim()
  if (!trimmed) return null
  return trimmed.length <= 20 && /^@?[A-Za-z0-9._-]{4,20}$/.test(trimmed) ? null : PROFILE_MESSAGES.lineIdInvalid
}

/** An emergency contact's name as the user knows them (`媽`, `王大明`): required, at most 30 characters. */
export function validateContactName(name: string): string | null {
  const length = Array.from((name ?? '').trim()).length
  if (length === 0) return CONTACT_MESSAGES.nameRequired
  return length > 30 ? PROFILE_MESSAGES.contactNameLength : null
}

export const MAX_MONTHLY_INCOME = 10_000_000

/** Parses `35,000`, `NT$35000`, ` 35000 ` to whole dollars; `null` when it is not a whole amount in range. */
export function parseMonthlyIncome(input: string): number | null {
  const compact = (input ?? '').replace(/[\s,]/g, '').replace(/^NT\$/i, '')
  if (!/^\d{1,8}$/.test(compact)) return null
  const amount = Number(compact)
  return amount <= MAX_MONTHLY_INCOME ? amount : null
}

export function validateMonthlyIncome(input: string): string | null {
  if (!(input ?? '').trim()) return PROFILE_MESSAGES.incomeRequired
  return parseMonthlyIncome(input) === null ? PROFILE_MESSAGES.incomeInvalid : null
}

export function validateStreetAddress(address: string): string | null {
  const length = Array.from((address ?? '').trim()).length
  if (length === 0) return PROFILE_MESSAGES.addressRequired
  return length < 2 || length > 100 ? PROFILE_MESSAGES.addressLength : null
}

/**
 * A birth date typed as `YYYY/MM/DD` (also `YYYY-MM-DD`, `YYYYMMDD`); returns the `YYYY/MM/DD` form or a
 * message. The person must be 18 or older on `today` (a `YYYY/MM/DD` date in Asia/Taipei).
 */
export function parseBirthday(
  input: string,
  today: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const compact = (input ?? '').trim()
  if (!compact) return { ok: false, message: PROFILE_MESSAGES.birthdayRequired }
  const match = /^(\d{4})[/.-]?(\d{1,2})[/.-]?(\d{1,2})$/.exec(compact)
  if (!match) return { ok: false, message: PROFILE_MESSAGES.birthdayInvalid }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!isRealDate || year < 1900) return { ok: false, message: PROFILE_MESSAGES.birthdayInvalid }
  const value = `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`
  const [todayYear, todayMonth, todayDay] = today.split('/').map(Number)
  const eighteenthBirthday = `${year + 18}/${value.slice(5)}`
  const todayText = `${todayYear}/${String(todayMonth).padStart(2, '0')}/${String(todayDay).padStart(2, '0')}`
  if (value > todayText) return { ok: false, message: PROFILE_MESSAGES.birthdayFuture }
  if (eighteenthBirthday > todayText) return { ok: false, message: PROFILE_MESSAGES.birthdayUnderage }
  return { ok: true, value }
}

// --- Emergency contacts ------------------------------------------------------------------------------------

export const MIN_CONTACTS = 2
export const MAX_CONTACTS = 5

export const CONTACT_MESSAGES = {
  nameRequired: '請輸入聯絡人姓名',
  mobileRequired: '請輸入聯絡人手機號碼',
  mobileInvalid: '手機號碼格式錯誤',
  ownMobile: '不可填寫本人手機號碼',
  duplicateMobile: '與其他聯絡人手機號碼重複',
  relationRequired: '請選擇關係',
} as const

export interface ContactInput {
  name: string
  mobile: string
  /** Empty until the user picks one. */
  relation: string
}

/** Messages per field of one contact; a field without a message is fine. */
export interface ContactErrors {
  name?: string
  mobile?: string
  relation?: string
}

/**
 * Checks every contact: name, a valid mobile that is not the user's own and not another contact's, a
 * relation. Returns one entry per contact (empty object when it is fine), in the same order.
 */
export function validateContacts(contacts: readonly ContactInput[], ownMobile: string): ContactErrors[] {
  const own = normalizeMobile(ownMobile)
  const normalized = contacts.map((contact) => normalizeMobile(contact.mobile))
  return contacts.map((contact, index) => {
    const errors: ContactErrors = {}
    const nameError = validateContactName(contact.name)
    if (nameError) errors.name = nameError
    const mobile = normalized[index]
    if (!contact.mobile.trim()) errors.mobile = CONTACT_MESSAGES.mobileRequired
    else if (!mobile) errors.mobile = CONTACT_MESSAGES.mobileInvalid
    else if (own && mobile === own) errors.mobile = CONTACT_MESSAGES.ownMobile
    else if (normalized.some((other, otherIndex) => otherIndex !== index && other === mobile))
      errors.mobile = CONTACT_MESSAGES.duplicateMobile
    if (!contact.relation) errors.relation = CONTACT_MESSAGES.relationRequired
    return errors
  })
}

/** True when no field of any contact has a message. */
export function contactsAreValid(errors: readonly ContactErrors[]): boolean {
  return errors.every((entry) => !entry.name && !entry.mobile && !entry.relation)
}
