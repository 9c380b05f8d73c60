import { View, Text } from '@tarojs/components'
import { copyText } from '@/services/feedback'
import { ORDER_TEXTS } from '../texts'
import './shared.scss'

export interface CopyFieldProps {
  label: string
  value: string
  /** What is copied when it differs from what is shown (e.g. digits without spaces). @default value */
  copyValue?: string
}

/** A labelled value the user types elsewhere (a virtual account, a store code) with its 複製 button. */
export default function CopyField({ label, value, copyValue = value }: CopyFieldProps) {
  return (
    <View className="order-copy">
      <View className="order-copy__text">
        <Text className="order-copy__label">{label}</Text>
        <Text className="order-copy__value" userSelect>
          {value}
        </Text>
      </View>
      <View
        className="order-copy__button"
        role="button"
        aria-label={ORDER_TEXTS.common.copyLabel(label)}
        onClick={() => void copyText(copyValue)}
      >
        {ORDER_TEXTS.common.copy}
      </View>
    </View>
  )
}
