import { useRef, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getAddressList } from '@/services/api/modules/apply'
import { showToast } from '@/services/feedback'
import { LOCATION_TEXTS } from '../me/bank-face-texts'
import { returnPick, routeParam } from '../me/components/bank/pick-results'
import OptionSheet from './option-sheet'
import { pickedLocationAtom } from './pick-result'
import '../me/components/bank/common.scss'
import './index.scss'

const ADDRESS_MIN = 2
const ADDRESS_MAX = 100

type Field = 'city' | 'district' | 'address'
type FieldErrors = Partial<Record<Field, string>>

function validateAddress(address: string): string | undefined {
  const text = address.trim()
  if (text === '') return LOCATION_TEXTS.addressRequired
  if (text.length < ADDRESS_MIN) return LOCATION_TEXTS.addressTooShort
  if (text.length > ADDRESS_MAX) return LOCATION_TEXTS.addressTooLong
  return undefined
}

/**
 * The spec's system page for choosing a place. In the mini-program the native map picker
 * (`Taro.chooseLocation`) is offered first; on H5 there are no map tiles (no internet), so the place is
 * typed: city and district from `common/address`, then the street address. The choice goes back to the
 * opener through `pickedLocationAtom`.
 */
export default function ChooseLocationPage() {
  const { params } = useRouter()
  const loggedIn = useRequireLogin()
  const cities = useApiData(() => getAddressList({ silent: true }), [], { enabled: loggedIn, refreshOnShow: false })
  const [city, setCity] = useState(() => routeParam(params, 'city'))
  const [district, setDistrict] = useState(() => routeParam(params, 'district'))
  const [address, setAddress] = useState(() => routeParam(params, 'address'))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sheet, setSheet] = useState<'city' | 'district' | null>(null)
  const leaving = useRef(false)

  const districts = cities.data?.find((item) => item.name === city)?.districts ?? []

  const chooseCity = (name: string) => {
    if (name !== city) setDistrict('')
    setCity(name)
    setSheet(null)
    setErrors((previous) => ({ ...previous, city: undefined }))
  }

  const chooseDistrict = (name: string) => {
    setDistrict(name)
    setSheet(null)
    setErrors((previous) => ({ ...previous, district: undefined }))
  }

  const openDistricts = () => {
    if (!city) {
      setErrors((previous) => ({ ...previous, city: LOCATION_TEXTS.districtChooseCityFirst }))
      return
    }
    setSheet('district')
  }

  const confirm = () => {
    if (leaving.current) return
    const found: FieldErrors = {
      city: city ? undefined : LOCATION_TEXTS.cityRequired,
      district: district ? undefined : LOCATION_TEXTS.districtRequired,
      address: validateAddress(address),
    }
    setErrors(found)
    if (found.city || found.district || found.address) return
    leaving.current = true
    const street = address.trim()
    void returnPick(pickedLocationAtom, {
      city,
      district,
      address: street,
      name: `${city}${district}${street}`,
      latitude: null,
      longitude: null,
    }).catch(() => {
      leaving.current = false
    })
  }

  const chooseOnMap = async () => {
    if (leaving.current) return
    try {
      const place = await Taro.chooseLocation({})
      leaving.current = true
      await returnPick(pickedLocationAtom, {
        city: '',
        district: '',
        address: place.address,
        name: place.name || place.address,
        latitude: place.latitude,
        longitude: place.longitude,
      })
    } catch (error) {
      leaving.current = false
      const errMsg = typeof error === 'object' && error !== null ? String((error as { errMsg?: unknown }).errMsg) : ''
      if (!/cancel/i.test(errMsg)) showToast(LOCATION_TEXTS.mapUnavailable)
    }
  }

  const loadFailed = Boolean(cities.error) && !cities.data

  return (
    <View className="kb-page choose-location">
      <NavBar title={LOCATION_TEXTS.chooseTitle} />
      {process.env.TARO_ENV !== 'h5' && (
        <View className="kb-actions choose-location__map">
          <View className="kb-button--secondary" role="button" onClick={() => void chooseOnMap()}>
            {LOCATION_TEXTS.chooseOnMap}
          </View>
        </View>
      )}
      <Text className="kb-intro">{LOCATION_TEXTS.chooseIntro}</Text>
      {loadFailed && (
        <View className="kb-banner kb-banner--error" role="alert">
          <Text>{LOCATION_TEXTS.loadFailed}</Text>
          <View className="choose-location__retry" role="button" onClick={() => void cities.reload()}>
            {LOCATION_TEXTS.retry}
          </View>
        </View>
      )}

      <View className="kb-card">
        <View className={`kb-field${errors.city ? ' kb-field--invalid' : ''}`}>
          <Text className="kb-field__label">{LOCATION_TEXTS.cityLabel}</Text>
          <View
            className="kb-field__control"
            role="button"
            aria-label={`${LOCATION_TEXTS.cityLabel}：${city || LOCATION_TEXTS.cityPlaceholder}`}
            onClick={() => cities.data && setSheet('city')}
          >
            <Text className={`kb-field__value${city ? '' : ' kb-field__placeholder'}`}>
              {city || LOCATION_TEXTS.cityPlaceholder}
            </Text>
            {!cities.data && !loadFailed ? (
              <View className="kb-skeleton choose-location__loading" />
            ) : (
              <View className="kb-field__chevron" />
            )}
          </View>
          {errors.city && (
            <View className="kb-field__error" role="alert">
              {errors.city}
            </View>
          )}
        </View>

        <View className={`kb-field${errors.district ? ' kb-field--invalid' : ''}`}>
          <Text className="kb-field__label">{LOCATION_TEXTS.districtLabel}</Text>
          <View
            className="kb-field__control"
            role="button"
            aria-label={`${LOCATION_TEXTS.districtLabel}：${district || LOCATION_TEXTS.districtPlaceholder}`}
            onClick={openDistricts}
          >
            <Text className={`kb-field__value${district ? '' : ' kb-field__placeholder'}`}>
              {district || LOCATION_TEXTS.districtPlaceholder}
            </Text>
            <View className="kb-field__chevron" />
          </View>
          {errors.district && (
            <View className="kb-field__error" role="alert">
              {errors.district}
            </View>
          )}
        </View>

        <View className={`kb-field${errors.address ? ' kb-field--invalid' : ''}`}>
          <Text className="kb-field__label">{LOCATION_TEXTS.addressLabel}</Text>
          <View className="kb-field__control">
            <Input
              className="kb-field__input"
              type="text"
              value={address}
              maxlength={ADDRESS_MAX}
              placeholder={LOCATION_TEXTS.addressPlaceholder}
              placeholderClass="kb-field__placeholder"
              // H5 renders Input as a plain <input> (config useHtmlComponents), which ignores nativeProps: the
              // name and attributes go on it directly.
              aria-label={LOCATION_TEXTS.addressLabel}
              {...(process.env.TARO_ENV === 'h5' ? { autoComplete: 'street-address' } : {})}
              onInput={(event) => {
                setAddress(event.detail.value)
                if (errors.address)
                  setErrors((previous) => ({ ...previous, address: validateAddress(event.detail.value) }))
              }}
              onBlur={() => setErrors((previous) => ({ ...previous, address: validateAddress(address) }))}
            />
          </View>
          {errors.address && (
            <View className="kb-field__error" role="alert">
              {errors.address}
            </View>
          )}
        </View>
      </View>

      <View className="kb-actions">
        <View className="kb-button" role="button" onClick={confirm}>
          {LOCATION_TEXTS.confirm}
        </View>
      </View>

      <OptionSheet
        visible={sheet === 'city'}
        title={LOCATION_TEXTS.cityLabel}
        options={(cities.data ?? []).map((item) => item.name)}
        selected={city}
        onChoose={chooseCity}
        onClose={() => setSheet(null)}
      />
      <OptionSheet
        visible={sheet === 'district'}
        title={LOCATION_TEXTS.districtLabel}
        options={districts}
        selected={district}
        onChoose={chooseDistrict}
        onClose={() => setSheet(null)}
      />
    </View>
  )
}
