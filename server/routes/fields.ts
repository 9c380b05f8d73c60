/** Field validators shared by several route modules. */
import { badRequest } from '../errors'
import { normalizeMobile } from '../domain/taiwan'
import { isUploadKey, UPLOAD_MESSAGES } from '../domain/uploads'
import { TEXT } from '../texts'
import { refine, text, transform, type Validator } from '../validation'

/** A Taiwan mobile number, normalised to `09XXXXXXXX`; `message` replaces the default `手機號碼格式錯誤`. */
export function mobileField(label = '手機號碼', message: string = TEXT.mobile.invalid): Validator<string> {
  return transform(text(label, { max: 24 }), (value) => {
    const mobile = normalizeMobile(value)
    if (mobile === null) throw badRequest(message)
    return mobile
  })
}

/** A key returned by `upload/image` (checked for ownership by the route). */
export function uploadKeyField(label: string): Validator<string> {
  return refine(text(label, { max: 64 }), (value) => {
    if (!isUploadKey(value)) throw badRequest(UPLOAD_MESSAGES.missing(label))
  })
}

/** A numeric id sent as a string (`cardId`, …). */
export function idField(label: string): Validator<string> {
  return text(label, { max: 18, pattern: /^[1-9]\d{0,17}$/ })
}
