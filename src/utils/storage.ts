import Taro from '@tarojs/taro'

/**
 * Keys of everything the app keeps in local storage (spec section 3), in one table so nothing else spells
 * a key by hand.
 */
export const STORAGE_KEYS = {
  token: 'token',
  /** `{ userId, uuId }` of the logged-in user. */
  loginInfo: 'loginInfo',
  applyInfo: 'applyInfo',
  /** Base of the launch URL (everything before `?` and `#`). */
  url: 'url',
  /** Query parameters of the launch URL; `type` is the source channel. */
  urlData: 'urlData',
  /** Source channel of the last launch that had one; outlives launches without `type`. */
  otherSourceChannel: 'otherSourceChannel',
  /** Random id of this install, sent inside the Device authorization blob before login. */
  deviceId: 'deviceId',
  /** Position of the floating customer-service button, raw (clamped to the screen when drawn). */
  serviceX: 'serviceX',
  serviceY: 'serviceY',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * Reads a value written by `writeStorage`. Anything unreadable — missing, not JSON (written by an older
 * version or by hand), rejected by `isValid`, or storage itself failing — gives `fallback`: a broken entry
 * must never stop the app.
 */
export function readStorage<T>(key: StorageKey, fallback: T, isValid?: (value: unknown) => value is T): T {
  try {
    const stored: unknown = Taro.getStorageSync(key)
    if (typeof stored !== 'string' || stored === '') return fallback
    const value: unknown = JSON.parse(stored)
    if (isValid && !isValid(value)) return fallback
    return value as T
  } catch {
    return fallback
  }
}

/** Stores `value` as JSON text. Returns false when storage refused it (full, or private mode). */
export function writeStorage(key: StorageKey, value: unknown): boolean {
  try {
    Taro.setStorageSync(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // Nothing to do: a value that cannot be removed cannot be read back either.
  }
}
