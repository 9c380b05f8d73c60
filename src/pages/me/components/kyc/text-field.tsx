import { useState, type ReactNode } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { KYC_COMMON_TEXTS } from '@/pages/me/kyc-texts'
import './kyc-form.scss'
import './text-field.scss'

/**
 * Which on-screen keyboard the field asks for. H5 keeps `type="text"` and sets `inputmode` (a `type="number"`
 * input drops spaces, `+` and leading zeros and ignores maxlength); the mini-program uses its own types.
 */
export type FieldKeyboard = 'text' | 'numeric' | 'tel' | 'email' | 'idcard'

const H5_INPUT_MODE: Record<FieldKeyboard, string> = {
  text: 'text',
  numeric: 'numeric',
  tel: 'tel',
  email: 'email',
  idcard: 'text',
}

const MINI_PROGRAM_TYPE: Record<FieldKeyboard, 'text' | 'number' | 'idcard'> = {
  text: 'text',
  numeric: 'number',
  tel: 'number',
  email: 'text',
  idcard: 'idcard',
}

/**
 * H5-only attributes of the real <input>: the keyboard (`inputmode`), autofill and no auto-capitalising or
 * spell-checking of numbers and names. The mini-program has no such attributes and gets none.
 */
function htmlInputAttributes(
  keyboard: FieldKeyboard,
  autoComplete: string | undefined,
): Record<string, string | boolean> {
  if (process.env.TARO_ENV !== 'h5') return {}
  return {
    inputMode: H5_INPUT_MODE[keyboard],
    autoComplete: autoComplete ?? 'off',
    autoCapitalize: keyboard === 'idcard' ? 'characters' : 'off',
    spellCheck: false,
  }
}

/** The typed text of an input event: `detail.value` from Taro, or the element's value (tests, old browsers). */
export function eventValue(event: unknown): string {
  const detail = (event as { detail?: { value?: unknown } }).detail
  if (detail && typeof detail.value === 'string') return detail.value
  const target = (event as { target?: { value?: unknown } }).target
  return target && typeof target.value === 'string' ? target.value : ''
}

export interface TextFieldProps {
  /** Visible label above the input; also its accessible name unless `a11yLabel` is given. */
  label: string
  /** Accessible name when the visible label alone is ambiguous (e.g. `聯絡人 2 姓名`). */
  a11yLabel?: string
  value: string
  onChange: (value: string) => void
  /** Called when the user leaves the field: validate here. */
  onBlur?: () => void
  /** Message shown under the field (the field turns red). */
  error?: string
  /** Grey help text under the field when there is no error. */
  hint?: string
  placeholder?: string
  /** @default 'text' */
  keyboard?: FieldKeyboard
  maxLength?: number
  /** Shows 選填 next to the label. @default false */
  optional?: boolean
  /** Hides the typed characters. @default false */
  password?: boolean
  /** Text before the input, e.g. `NT$`. */
  prefix?: string
  /** Text after the input, e.g. `元`. */
  unit?: string
  /** Controls after the input (a button such as 取得驗證碼). */
  suffix?: ReactNode
  /** H5 `autocomplete` hint, e.g. `tel-national`, `one-time-code`, `name`. */
  autoComplete?: string
  disabled?: boolean
}

/** One labelled text input with its message, as used on every form of the login and verification pages. */
export default function TextField({
  label,
  a11yLabel,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  keyboard = 'text',
  maxLength,
  optional = false,
  password = false,
  prefix,
  unit,
  suffix,
  autoComplete,
  disabled = false,
}: TextFieldProps) {
  const [focused, setFocused] = useState(false)
  const isH5 = process.env.TARO_ENV === 'h5'
  const controlClass = [
    'kyc-field__control',
    focused ? 'kyc-field__control--focus' : '',
    error ? 'kyc-field__control--error' : '',
    disabled ? 'kyc-field__control--readonly' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <View className="kyc-field">
      <Text className="kyc-field__label">
        {label}
        {optional && <Text className="kyc-field__optional">{KYC_COMMON_TEXTS.optional}</Text>}
      </Text>
      <View className={controlClass}>
        {prefix && <Text className="kyc-field__prefix">{prefix}</Text>}
        <Input
          className="kyc-field__input"
          // The accessible name goes on the input itself: on H5 Taro's Input is a plain <input> (config
          // h5.useHtmlComponents), which passes such attributes through.
          aria-label={a11yLabel ?? label}
          aria-invalid={error ? 'true' : 'false'}
          {...htmlInputAttributes(keyboard, autoComplete)}
          value={value}
          type={isH5 ? 'text' : MINI_PROGRAM_TYPE[keyboard]}
          password={password}
          placeholder={placeholder}
          maxlength={maxLength ?? 140}
          disabled={disabled}
          onInput={(event) => onChange(eventValue(event))}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            onBlur?.()
          }}
        />
        {unit && <Text className="kyc-field__unit">{unit}</Text>}
        {suffix && <View className="kyc-field__suffix">{suffix}</View>}
      </View>
      {error ? (
        <View className="kyc-field__error" role="alert">
          {error}
        </View>
      ) : (
        hint && <Text className="kyc-field__hint">{hint}</Text>
      )}
    </View>
  )
}
