/**
 * The one validation mechanism for decrypted payloads: small composable validators that either return the
 * typed value or throw `ApiError(400)` with a Traditional Chinese message naming the field (`姓名為必填`).
 * Chosen over JSON schema because every message must be a specific sentence for the user, not ajv's text.
 *
 *   const schema: Validator<LoginPayload> = object({ mobile: text('手機號碼', { max: 20 }), … })
 *   schema.parse(untrusted) // → typed payload, or throws
 */
import { badRequest } from './errors'

export interface Validator<T> {
  parse(value: unknown): T
}

export type Infer<V> = V extends Validator<infer T> ? T : never

const validator = <T>(parse: (value: unknown) => T): Validator<T> => ({ parse })

const isMissing = (value: unknown) => value === undefined || value === null

/** Counts characters as the user sees them (code points), not UTF-16 units. */
export const charLength = (value: string) => [...value].length

export const MESSAGES = {
  required: (label: string) => `${label}為必填`,
  format: (label: string) => `${label}格式錯誤`,
  tooShort: (label: string, min: number) => `${label}至少需 ${min} 個字`,
  tooLong: (label: string, max: number) => `${label}不可超過 ${max} 個字`,
  choice: (label: string) => `${label}選項無效`,
  range: (label: string, min: number, max: number) => `${label}須介於 ${min} 到 ${max} 之間`,
  listMin: (label: string, min: number) => `${label}至少需 ${min} 筆`,
  listMax: (label: string, max: number) => `${label}最多 ${max} 筆`,
} as const

export interface TextOptions {
  /** Minimum characters after trimming (default 1: required and not blank). */
  min?: number
  max: number
  pattern?: RegExp
  /** Message when `pattern` does not match; defaults to `<label>格式錯誤`. */
  patternMessage?: string
  /** Allow `''` (and treat a missing value as `''`). */
  allowEmpty?: boolean
  /** Allow line breaks (feedback text); other control characters are always refused. */
  multiline?: boolean
}

// NUL cannot be stored in PostgreSQL text; other control characters have no business in form fields.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

/** A string, trimmed. */
export function text(label: string, options: TextOptions): Validator<string> {
  const { min = 1, max, pattern, patternMessage, allowEmpty = false, multiline = false } = options
  return validator((value) => {
    if (isMissing(value)) {
      if (allowEmpty) return ''
      throw badRequest(MESSAGES.required(label))
    }
    if (typeof value !== 'string') throw badRequest(MESSAGES.format(label))
    const trimmed = value.trim()
    if (trimmed === '') {
      if (allowEmpty) return ''
      throw badRequest(MESSAGES.required(label))
    }
    if ((multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(trimmed)) throw badRequest(MESSAGES.format(label))
    const length = charLength(trimmed)
    if (length > max) throw badRequest(MESSAGES.tooLong(label, max))
    if (length < min) throw badRequest(MESSAGES.tooShort(label, min))
    if (pattern && !pattern.test(trimmed)) throw badRequest(patternMessage ?? MESSAGES.format(label))
    return trimmed
  })
}

/** A whole number in [min, max]; numeric strings are refused (the app sends numbers). */
export function integer(label: string, options: { min: number; max: number }): Validator<number> {
  return validator((value) => {
    if (isMissing(value)) throw badRequest(MESSAGES.required(label))
    if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(MESSAGES.format(label))
    if (value < options.min || value > options.max) throw badRequest(MESSAGES.range(label, options.min, options.max))
    return value
  })
}

export function boolean(label: string): Validator<boolean> {
  return validator((value) => {
    if (isMissing(value)) throw badRequest(MESSAGES.required(label))
    if (typeof value !== 'boolean') throw badRequest(MESSAGES.format(label))
    return value
  })
}

/** One of a fixed set of strings. */
export function oneOf<const T extends string>(label: string, values: readonly T[]): Validator<T> {
  return validator((value) => {
    if (isMissing(value) || value === '') throw badRequest(MESSAGES.required(label))
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw badRequest(MESSAGES.choice(label))
    }
    return value as T
  })
}

/**
 * An array whose items are checked by `item(index)`: the factory gets the 0-based index so messages can
 * name the entry (`第 2 位聯絡人…`).
 */
export function list<T>(
  label: string,
  item: (index: number) => Validator<T>,
  options: { min?: number; max: number },
): Validator<T[]> {
  const { min = 0, max } = options
  return validator((value) => {
    if (isMissing(value)) {
      if (min === 0) return []
      throw badRequest(MESSAGES.required(label))
    }
    if (!Array.isArray(value)) throw badRequest(MESSAGES.format(label))
    if (value.length < min) throw badRequest(MESSAGES.listMin(label, min))
    if (value.length > max) throw badRequest(MESSAGES.listMax(label, max))
    return value.map((entry, index) => item(index).parse(entry))
  })
}

/** `undefined` when missing or null, else checked by `inner`. */
export function optional<T>(inner: Validator<T>): Validator<T | undefined> {
  return validator((value) => (isMissing(value) ? undefined : inner.parse(value)))
}

type Shape = Record<string, Validator<unknown>>
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> }

/**
 * A plain object; each listed field is checked in order (so the first problem is reported), unknown fields
 * are dropped. `label` names the object when it is itself missing or not an object.
 */
export function object<S extends Shape>(shape: S, label = '資料'): Validator<ObjectOf<S>> {
  return validator((value) => {
    if (isMissing(value)) throw badRequest(MESSAGES.required(label))
    if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(MESSAGES.format(label))
    const source = value as Record<string, unknown>
    const result: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const checked = shape[key].parse(Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined)
      if (checked !== undefined) result[key] = checked
    }
    return result as ObjectOf<S>
  })
}

/** A payload with no fields: any object is accepted and nothing is read from it. */
export const emptyPayload: Validator<Record<string, never>> = object({})

/** Runs `check` on the value `inner` produced; `check` throws `badRequest` itself. */
export function refine<T>(inner: Validator<T>, check: (value: T) => void): Validator<T> {
  return validator((value) => {
    const parsed = inner.parse(value)
    check(parsed)
    return parsed
  })
}

/** Maps the value `inner` produced (normalisation, e.g. a mobile number to `09XXXXXXXX`). */
export function transform<T, U>(inner: Validator<T>, map: (value: T) => U): Validator<U> {
  return validator((value) => map(inner.parse(value)))
}
