import { Text, View } from '@tarojs/components'
import { KYC_COMMON_TEXTS } from '@/pages/me/kyc-texts'
import './kyc-form.scss'

export interface SelectFieldProps {
  label: string
  /** Accessible name when the visible label alone is ambiguous (e.g. `聯絡人 2 關係`). */
  a11yLabel?: string
  /** What is chosen, as shown; empty shows the placeholder. */
  valueText: string
  placeholder?: string
  /** Opens the list of choices. */
  onOpen: () => void
  error?: string
}

/** A labelled row that shows the current choice and opens a bottom sheet of choices when tapped. */
export default function SelectField({ label, a11yLabel, valueText, placeholder, onOpen, error }: SelectFieldProps) {
  const name = a11yLabel ?? label
  const shown = valueText || placeholder || KYC_COMMON_TEXTS.choose
  const controlClass = ['kyc-field__control', 'kyc-select', error ? 'kyc-field__control--error' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <View className="kyc-field">
      <Text className="kyc-field__label">{label}</Text>
      <View
        className={controlClass}
        role="button"
        // The name includes what is shown (`教育程度：請選擇`), so speech and sight agree.
        aria-label={`${name}：${shown}`}
        aria-haspopup="listbox"
        onClick={onOpen}
      >
        <Text className={`kyc-select__value ${valueText ? '' : 'kyc-select__value--placeholder'}`}>{shown}</Text>
        <Text className="kyc-chevron" />
      </View>
      {error && (
        <View className="kyc-field__error" role="alert">
          {error}
        </View>
      )}
    </View>
  )
}
