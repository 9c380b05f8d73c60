import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { copyText } from '@/services/feedback'
import { LOCATION_TEXTS } from '../me/bank-face-texts'
import { routeParam } from '../me/components/bank/pick-results'
import { googleMapsUrl } from './maps-link'
import '../me/components/bank/common.scss'
import './index.scss'

function readCoordinate(value: string, limit: number): number | null {
  if (value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null
}

/**
 * The spec's system page showing a place (`?name=&address=&latitude=&longitude=`): its name and address with a
 * copy action; on H5 a link that opens Google Maps (no map tiles are loaded here), in the mini-program the
 * native map (`Taro.openLocation`) when coordinates are known.
 */
export default function OpenLocationPage() {
  const { params } = useRouter()
  const name = routeParam(params, 'name').trim()
  const address = routeParam(params, 'address').trim()
  const latitude = readCoordinate(routeParam(params, 'latitude'), 90)
  const longitude = readCoordinate(routeParam(params, 'longitude'), 180)
  const hasCoordinates = latitude !== null && longitude !== null

  const openNativeMap = () => {
    if (latitude === null || longitude === null) return
    void Taro.openLocation({ latitude, longitude, name, address }).catch(() => undefined)
  }

  return (
    <View className="kb-page open-location">
      <NavBar title={LOCATION_TEXTS.openTitle} />
      {!address && !name ? (
        <View className="kb-state" role="alert">
          <Text className="kb-state__text">{LOCATION_TEXTS.missing}</Text>
        </View>
      ) : (
        <>
          {/* A drawn map: streets and a pin, so the page reads as a place without loading map tiles. */}
          <View className="open-location__map" aria-hidden="true">
            <View className="open-location__road open-location__road--h" />
            <View className="open-location__road open-location__road--v" />
            <View className="open-location__pin" />
          </View>
          <View className="kb-card open-location__card">
            {name && name !== address && (
              <View className="open-location__name" role="heading" aria-level={2}>
                {name}
              </View>
            )}
            <Text className="open-location__caption">{LOCATION_TEXTS.addressCaption}</Text>
            <Text className="open-location__address" userSelect>
              {address || name}
            </Text>
          </View>
          <View className="kb-actions">
            {process.env.TARO_ENV === 'h5' ? (
              <a
                className="kb-button open-location__link"
                href={googleMapsUrl(address || name, latitude, longitude)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {LOCATION_TEXTS.openInGoogleMaps}
              </a>
            ) : (
              hasCoordinates && (
                <View className="kb-button" role="button" onClick={openNativeMap}>
                  {LOCATION_TEXTS.openInMap}
                </View>
              )
            )}
            <View className="kb-button--secondary" role="button" onClick={() => void copyText(address || name)}>
              {LOCATION_TEXTS.copyAddress}
            </View>
          </View>
        </>
      )}
    </View>
  )
}
