/**
 * Taiwan's 22 cities and counties with their 368 districts (鄉鎮市區), in the usual north-to-south order,
 * from the committed data file taiwan-districts.json.
 */
import type { AddressCity } from '../../types/api/config'
import districts from './taiwan-districts.json'

export const TAIWAN_ADDRESS: readonly AddressCity[] = districts

export function isKnownDistrict(city: string, district: string): 'ok' | 'unknownCity' | 'unknownDistrict' {
  const found = TAIWAN_ADDRESS.find((entry) => entry.name === city)
  if (!found) return 'unknownCity'
  return found.districts.includes(district) ? 'ok' : 'unknownDistrict'
}
