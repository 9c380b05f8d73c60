/**
 * How the choose-location page hands the place back (same mechanism as the bank pickers: an atom the opener
 * takes with `useTakePick`). Open it with `openChooseLocation`, then
 * `useTakePick(pickedLocationAtom, (place) => …)` on the opening page.
 */
import Taro from '@tarojs/taro'
import { atom } from 'jotai'
import { ROUTES } from '@/constants/routes'
import { appStore } from '@/store/index'
import { buildQuery } from '@/utils/url'

export interface ChosenLocation {
  /** `臺北市`; empty when chosen on the mini-program's map (the map gives one address line). */
  city: string
  /** `中正區`; empty when chosen on the map. */
  district: string
  /** Street address (from the form), or the map's full address. */
  address: string
  /** Name of the place on the map, or `city + district + address` from the form. */
  name: string
  latitude: number | null
  longitude: number | null
}

export const pickedLocationAtom = atom<ChosenLocation | null>(null)

/** Opens the picker, prefilled with what the caller already has. */
export function openChooseLocation(current: Partial<Pick<ChosenLocation, 'city' | 'district' | 'address'>> = {}) {
  appStore.set(pickedLocationAtom, null)
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(current)) if (value) params[name] = value
  const query = buildQuery(params)
  return Taro.navigateTo({ url: query ? `${ROUTES.chooseLocation}?${query}` : ROUTES.chooseLocation })
}

/** The open-location page's URL for a place. */
export function openLocationUrl(place: {
  name?: string
  address: string
  latitude?: number | null
  longitude?: number | null
}) {
  const params: Record<string, string> = { address: place.address }
  if (place.name) params.name = place.name
  if (typeof place.latitude === 'number' && typeof place.longitude === 'number') {
    params.latitude = String(place.latitude)
    params.longitude = String(place.longitude)
  }
  return `${ROUTES.openLocation}?${buildQuery(params)}`
}
