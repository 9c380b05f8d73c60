import { View, Text } from '@tarojs/components'
import type { RepayChannel, RepayChannelKey } from '@contract/order'
import { ORDER_TEXTS } from '../texts'

export interface ChannelPickerProps {
  channels: RepayChannel[]
  selected: RepayChannelKey | null
  onSelect: (key: RepayChannelKey) => void
  /** Message under the list (nothing chosen on submit). */
  error?: string
}

/** The repayment channels the server offers, as one radio group. */
export default function ChannelPicker({ channels, selected, onSelect, error }: ChannelPickerProps) {
  return (
    <View className="pay-card" role="region" aria-label={ORDER_TEXTS.pay.chooseChannel}>
      <Text className="pay-card__title">{ORDER_TEXTS.pay.chooseChannel}</Text>
      <View role="radiogroup" aria-label={ORDER_TEXTS.pay.channelsLabel}>
        {channels.map((channel) => {
          const checked = channel.key === selected
          return (
            <View
              key={channel.key}
              className={`pay-channel ${checked ? 'pay-channel--checked' : ''}`}
              role="radio"
              aria-checked={checked}
              aria-label={channel.value}
              onClick={() => onSelect(channel.key)}
            >
              <View className="pay-channel__mark" />
              <View className="pay-channel__text">
                <Text className="pay-channel__name">{channel.value}</Text>
                {channel.description && <Text className="pay-channel__description">{channel.description}</Text>}
              </View>
            </View>
          )
        })}
      </View>
      {error && (
        <View className="pay-error" role="alert">
          {error}
        </View>
      )}
    </View>
  )
}
