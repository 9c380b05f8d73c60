import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import { KYC_COMMON_TEXTS } from '@/pages/me/kyc-texts'
import './kyc-form.scss'

export interface SheetOption {
  value: string
  label: string
}

export interface OptionSheetProps {
  visible: boolean
  title: string
  options: readonly SheetOption[]
  /** The value shown as chosen (with a check mark). */
  selected?: string
  onSelect: (value: string) => void
  onClose: () => void
  /** Shown above the list, e.g. a "back to cities" row. */
  header?: ReactNode
  /** Shown instead of the list when there are no options (loading, failed). */
  status?: ReactNode
}

/** A bottom sheet listing choices; tapping one chooses it. */
export default function OptionSheet({
  visible,
  title,
  options,
  selected,
  onSelect,
  onClose,
  header,
  status,
}: OptionSheetProps) {
  return (
    <Popup visible={visible} position="bottom" round onClose={onClose}>
      <View className="kyc-sheet" role="dialog" aria-label={title}>
        <View className="kyc-sheet__header">
          <Text className="kyc-sheet__title">{title}</Text>
          <View className="kyc-sheet__close" role="button" aria-label={KYC_COMMON_TEXTS.close} onClick={onClose}>
            {KYC_COMMON_TEXTS.close}
          </View>
        </View>
        {header}
        {options.length === 0 && status ? (
          status
        ) : (
          <View className="kyc-sheet__list" role="listbox" aria-label={title}>
            {options.map((option) => {
              const isSelected = option.value === selected
              return (
                <View
                  key={option.value}
                  className={`kyc-sheet__option ${isSelected ? 'kyc-sheet__option--selected' : ''}`}
                  role="option"
                  aria-selected={isSelected}
                  onClick={() => onSelect(option.value)}
                >
                  <Text>{option.label}</Text>
                  {isSelected && <Text className="kyc-sheet__check" />}
                </View>
              )
            })}
          </View>
        )}
      </View>
    </Popup>
  )
}
