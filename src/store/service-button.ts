import { atomWithStorage } from 'jotai/utils'
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage, type StorageKey } from '@/utils/storage'

/**
 * Where the floating customer-service button sits (spec section 3: `serviceX`, `serviceY`), shared by every
 * page and kept in local storage so it survives a reload.
 *
 * The stored values are raw: the button clamps them to the screen when it draws itself, so the defaults
 * (1000, 10000) simply mean "as far right and as low as allowed" — the bottom-right corner above the tab bar —
 * and a position saved on a wide screen still shows on a narrow one.
 */
export const SERVICE_X_DEFAULT = 1000
export const SERVICE_Y_DEFAULT = 10000

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** jotai storage over the app's storage adapter; a missing or corrupt value reads as the default. */
const coordinateStorage = {
  getItem: (key: string, initialValue: number): number =>
    readStorage<number>(key as StorageKey, initialValue, isCoordinate),
  setItem: (key: string, value: number): void => {
    // A full storage only loses the remembered position; the button keeps working.
    writeStorage(key as StorageKey, value)
  },
  removeItem: (key: string): void => removeStorage(key as StorageKey),
}

// getOnInit: read the stored position when the atom is created, so the button does not first appear in the
// default corner and then jump to where the user left it.
export const serviceXAtom = atomWithStorage(STORAGE_KEYS.serviceX, SERVICE_X_DEFAULT, coordinateStorage, {
  getOnInit: true,
})
export const serviceYAtom = atomWithStorage(STORAGE_KEYS.serviceY, SERVICE_Y_DEFAULT, coordinateStorage, {
  getOnInit: true,
})
