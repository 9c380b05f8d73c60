/**
 * Headers sent with every call (wire-protocol.md, "Requests"), with these exact names.
 */
import { readScreenInfo, type ScreenInfo } from '@/utils/system-info'
import { appStore } from '@/store/index'
import { loginInfoAtom, tokenAtom } from '@/store/session'
import { packageName } from '@/utils/env'
import { readStorage, STORAGE_KEYS, writeStorage } from '@/utils/storage'
import type { QueryParams } from '@/utils/url'
import type { DeviceInfoPayload } from '@contract/user'
import { encrypt } from './crypto'

export const CLIENT_VERSION = '5.0.0'
export const APP_VERSION = '1.0.0'
export const COUNTRY_CODE = '886'
export const DEFAULT_SOURCE_CHANNEL = 'ezd'

export type RequestHeaders = Record<string, string>

/**
 * What the server learns about the device before login, inside `Authorization: Device <ciphertext>`: the
 * contract's device record plus the app version.
 */
export type DeviceBlob = DeviceInfoPayload & { appVersion: string }

/** The source channel: the launch link's `type`, else the channel of an earlier launch, else `ezd`. */
export function sourceChannel(): string {
  const launchType = readStorage<QueryParams>(STORAGE_KEYS.urlData, {}).type
  if (typeof launchType === 'string' && launchType) return launchType
  return readStorage<string>(STORAGE_KEYS.otherSourceChannel, '') || DEFAULT_SOURCE_CHANNEL
}

/**
 * The random install id, created on first use. Not a secret and not a tracking fingerprint: it only lets
 * the server tell one device's anonymous calls apart. `Math.random` is enough for that and exists in every
 * build (the mini-program has no WebCrypto).
 */
export function deviceId(): string {
  const stored = readStorage<string>(STORAGE_KEYS.deviceId, '')
  if (stored) return stored
  const created = `${Date.now().toString(36)}-${randomChunk()}${randomChunk()}`
  writeStorage(STORAGE_KEYS.deviceId, created)
  return created
}

function randomChunk(): string {
  return Math.floor(Math.random() * 0x100000000)
    .toString(16)
    .padStart(8, '0')
}

export function collectDeviceInfo(): DeviceBlob {
  let system: Partial<ScreenInfo> = {}
  try {
    system = readScreenInfo()
  } catch {
    // Some in-app browsers refuse parts of this; the blob is informative only.
  }
  return {
    platform: process.env.TARO_ENV || 'h5',
    deviceId: deviceId(),
    model: system.model || '',
    osVersion: system.system || '',
    screenWidth: system.screenWidth || 0,
    screenHeight: system.screenHeight || 0,
    language: system.language || '',
    userAgent: process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined' ? navigator.userAgent : '',
    appVersion: APP_VERSION,
  }
}

/** `Bearer <token>` when logged in, otherwise the encrypted device blob. */
export function authorizationHeader(token: string | null): string {
  if (token) return `Bearer ${token}`
  return `Device ${encrypt(JSON.stringify(collectDeviceInfo()))}`
}

/** The headers of every call; `contentType: false` for multipart uploads, where the platform sets it. */
export function buildHeaders({ contentType = true }: { contentType?: boolean } = {}): RequestHeaders {
  const token = appStore.get(tokenAtom)
  const loginInfo = appStore.get(loginInfoAtom)
  const headers: RequestHeaders = {
    version: CLIENT_VERSION,
    sourceChannel: sourceChannel(),
    packageName: packageName(),
    countryCode: COUNTRY_CODE,
    userId: loginInfo?.userId ?? '',
    uuId: loginInfo?.uuId ?? '',
    Authorization: authorizationHeader(token),
  }
  if (contentType) headers['content-type'] = 'text/plain'
  return headers
}
