/**
 * The session (spec sections 3, 4 and 6): the token, who is logged in, and the application in progress.
 * Each atom is persisted in local storage through `@/utils/storage`. With `getOnInit`, jotai 2.9 reads the
 * stored value when this module loads (app start), so code outside React — the first request after a
 * reload — already sees the token without any component mounting the atom.
 */
import { atom } from 'jotai'
import { atomWithStorage, RESET } from 'jotai/utils'
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage, type StorageKey } from '@/utils/storage'
import { appStore } from './index'

export interface LoginInfo {
  userId: string
  uuId: string
}

/** What the loan application flow keeps between pages; its fields belong to the apply pages. */
export type ApplyInfo = Record<string, unknown>

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isLoginInfo(value: unknown): value is LoginInfo {
  if (typeof value !== 'object' || value === null) return false
  const { userId, uuId } = value as Record<string, unknown>
  return typeof userId === 'string' && typeof uuId === 'string'
}

function isApplyInfo(value: unknown): value is ApplyInfo {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The synchronous storage shape `atomWithStorage` accepts (jotai 2.9 does not export its type). */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value
  setItem: (key: string, value: Value) => void
  removeItem: (key: string) => void
}

/** jotai storage over the app's storage adapter; a stored value of the wrong shape reads as "none". */
function persisted<T>(isValid: (value: unknown) => value is T): SyncStorage<T | null> {
  return {
    getItem: (key, initialValue) =>
      readStorage<T | null>(key as StorageKey, initialValue, (value): value is T | null => isValid(value)),
    setItem: (key, value) => {
      if (value === null) removeStorage(key as StorageKey)
      else writeStorage(key as StorageKey, value)
    },
    removeItem: (key) => removeStorage(key as StorageKey),
  }
}

export const tokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.token, null, persisted(isNonEmptyString), {
  getOnInit: true,
})

export const loginInfoAtom = atomWithStorage<LoginInfo | null>(STORAGE_KEYS.loginInfo, null, persisted(isLoginInfo), {
  getOnInit: true,
})

export const applyInfoAtom = atomWithStorage<ApplyInfo | null>(STORAGE_KEYS.applyInfo, null, persisted(isApplyInfo), {
  getOnInit: true,
})

export interface SessionStart extends LoginInfo {
  token: string
}

/** After a successful login: keeps the token and the user's ids (the login answer carries all three). */
export const startSessionAtom = atom(null, (_get, set, { token, userId, uuId }: SessionStart) => {
  set(tokenAtom, token)
  set(loginInfoAtom, { userId, uuId })
})

/** Forgets the session in the store and in storage (logout, 301, 500). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET)
  set(loginInfoAtom, RESET)
  set(applyInfoAtom, RESET)
})

/** `startSessionAtom` for code outside React. */
export function startSession(session: SessionStart, store = appStore): void {
  store.set(startSessionAtom, session)
}

/** `clearSessionAtom` for code outside React. */
export function clearSession(store = appStore): void {
  store.set(clearSessionAtom)
}

export function isLoggedIn(store = appStore): boolean {
  return Boolean(store.get(tokenAtom))
}
