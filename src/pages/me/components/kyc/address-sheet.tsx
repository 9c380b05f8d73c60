import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { AddressCity } from '@contract/config'
import { KYC_COMMON_TEXTS, USER_INFO_TEXTS } from '@/pages/me/kyc-texts'
import OptionSheet from './option-sheet'
import './kyc-form.scss'

export interface AddressSheetProps {
  visible: boolean
  /** Cities with their districts from `common/address`; undefined while loading. */
  cities: readonly AddressCity[] | undefined
  /** True when loading the list failed. */
  failed: boolean
  onRetry: () => void
  city: string
  district: string
  onChoose: (city: string, district: string) => void
  onClose: () => void
}

/** City, then district, in one bottom sheet; the choice is made only once a district is tapped. */
export default function AddressSheet({
  visible,
  cities,
  failed,
  onRetry,
  city,
  district,
  onChoose,
  onClose,
}: AddressSheetProps) {
  const [pendingCity, setPendingCity] = useState<string | null>(null)

  // Each opening starts at the city list.
  useEffect(() => {
    if (visible) setPendingCity(null)
  }, [visible])

  const chosenCity = pendingCity ? cities?.find((entry) => entry.name === pendingCity) : undefined

  if (chosenCity) {
    return (
      <OptionSheet
        visible={visible}
        title={`${USER_INFO_TEXTS.chooseDistrict}（${chosenCity.name}）`}
        options={chosenCity.districts.map((name) => ({ value: name, label: name }))}
        selected={chosenCity.name === city ? district : undefined}
        onSelect={(name) => onChoose(chosenCity.name, name)}
        onClose={onClose}
        header={
          <View className="kyc-sheet__back" role="button" onClick={() => setPendingCity(null)}>
            ‹ {USER_INFO_TEXTS.backToCities}
          </View>
        }
      />
    )
  }

  const status = failed ? (
    <View className="kyc-sheet__status">
      <Text>{KYC_COMMON_TEXTS.loadFailed}</Text>
      <View className="kyc-link" role="button" onClick={onRetry}>
        {KYC_COMMON_TEXTS.retry}
      </View>
    </View>
  ) : (
    <Text className="kyc-sheet__status">{USER_INFO_TEXTS.addressLoading}</Text>
  )

  return (
    <OptionSheet
      visible={visible}
      title={USER_INFO_TEXTS.chooseCity}
      options={(cities ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
      selected={city}
      onSelect={setPendingCity}
      onClose={onClose}
      status={status}
    />
  )
}
