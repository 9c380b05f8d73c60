import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import './check-row.scss'

export interface CheckRowProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The statement the user agrees to; also the checkbox's accessible name. */
  label: string
  /** Extra content after the label (a link). @default undefined */
  children?: ReactNode
  /** Marks the row as needing attention (the form's message is shown by the caller). @default false */
  invalid?: boolean
}

/** A tappable checkbox row (the whole row is the ≥ 44 px target), announced as a checkbox. */
export default function CheckRow({ checked, onChange, label, children, invalid = false }: CheckRowProps) {
  return (
    <View
      className={`check-row${invalid ? ' check-row--invalid' : ''}`}
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      aria-invalid={invalid}
      onClick={() => onChange(!checked)}
    >
      <View className={`check-row__box${checked ? ' check-row__box--checked' : ''}`}>
        {checked && <Text className="check-row__tick">✓</Text>}
      </View>
      <Text className="check-row__label">{label}</Text>
      {children}
    </View>
  )
}
