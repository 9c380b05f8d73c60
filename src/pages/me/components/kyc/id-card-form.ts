/**
 * Step 3's confirmation form (the details read from the ID card, confirmed or corrected by the user) and its
 * rules. Pure, so they are tested without rendering the page.
 */
import type { OcrConfirmPayload } from '@contract/identity'
import { normalizeTaiwanId, parseBirthday, validatePersonName, validateTaiwanId } from '@/utils/validators'
import type { UploadedImage } from './id-photo-slot'

/** The server refuses uploads above 10 MB (wire-protocol.md "Uploads"); refusing earlier saves the wait. */
export const ID_PHOTO_MAX_BYTES = 10 * 1024 * 1024

export interface IdCardForm {
  front: UploadedImage | null
  back: UploadedImage | null
  /** Both sides went through `ocrCheck`: the user now confirms the details. */
  ocrDone: boolean
  /** What the OCR said when it could not read the card (shown above the fields). */
  ocrMessage: string
  userName: string
  idNo: string
  birthday: string
}

export type IdCardField = 'userName' | 'idNo' | 'birthday'

export const ID_CARD_FIELDS: readonly IdCardField[] = ['userName', 'idNo', 'birthday']

export const EMPTY_ID_CARD: IdCardForm = {
  front: null,
  back: null,
  ocrDone: false,
  ocrMessage: '',
  userName: '',
  idNo: '',
  birthday: '',
}

/** An ID number as typed: upper case, no spaces, at most 10 characters. */
export function cleanIdInput(value: string): string {
  return normalizeTaiwanId(value).slice(0, 10)
}

/**
 * A birth date as typed, shown as `YYYY/MM/DD`: digits only, slashes added as the digits arrive (`19900` →
 * `1990/0`), so a numeric keyboard is enough.
 */
export function formatBirthdayInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 4) return digits
  if (digits.length <= 6) return `${digits.slice(0, 4)}/${digits.slice(4)}`
  return `${digits.slice(0, 4)}/${digits.slice(4, 6)}/${digits.slice(6)}`
}

/** `today` is a `YYYY/MM/DD` date in Asia/Taipei (for the 18-year rule). */
export function validateIdCardForm(form: IdCardForm, today: string): Partial<Record<IdCardField, string>> {
  const id = validateTaiwanId(form.idNo)
  const birthday = parseBirthday(form.birthday, today)
  const errors: Partial<Record<IdCardField, string | null>> = {
    userName: validatePersonName(form.userName),
    idNo: id.ok ? null : id.message,
    birthday: birthday.ok ? null : birthday.message,
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as Partial<
    Record<IdCardField, string>
  >
}

export function toOcrConfirmPayload(form: IdCardForm, today: string): OcrConfirmPayload {
  const birthday = parseBirthday(form.birthday, today)
  return {
    idNo: normalizeTaiwanId(form.idNo),
    userName: form.userName.trim(),
    birthday: birthday.ok ? birthday.value : form.birthday,
  }
}
