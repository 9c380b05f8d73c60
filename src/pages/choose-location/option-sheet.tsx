import { ScrollView, Text, View } from '@tarojs/components'
import Popup from '@/components/deferred-popup'

export interface OptionSheetProps {
  visible: boolean
  title: string
  options: readonly string[]
  selected: string
  onChoose: (option: string) => void
  onClose: () => void
}

/** A bottom sheet listing plain text options (cities, districts); tapping one chooses it. */
export default function OptionSheet({ visible, title, options, selected, onChoose, onClose }: OptionSheetProps) {
  return (
    <Popup visible={visible} position="bottom" round onClose={onClose}>
      <View className="option-sheet" role="dialog" aria-modal="true" aria-label={title}>
        <Text className="option-sheet__title">{title}</Text>
        <ScrollView className="option-sheet__list" scrollY>
          <View className="option-sheet__grid">
            {options.map((option) => (
              <View
                key={option}
                className={`option-sheet__option${option === selected ? ' option-sheet__option--selected' : ''}`}
                role="button"
                aria-pressed={option === selected}
                onClick={() => onChoose(option)}
              >
                {option}
              </View>
            ))}
          </View>
        </ScrollView>
      </View>
    </Popup>
  )
}
