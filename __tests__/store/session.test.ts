import Taro from '@tarojs/taro'
import { createStore } from 'jotai'
import { appStore } from '@/store/index'
import {
  applyInfoAtom,
  clearSession,
  clearSessionAtom,
  isLoggedIn,
  loginInfoAtom,
  startSession,
  tokenAtom,
} from '@/store/session'
import { readStorage, STORAGE_KEYS, writeStorage } from '@/utils/storage'

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
})

describe('session atoms', () => {
  it('startSession keeps token and ids in the store and in storage', () => {
    startSession({ token: 'tok', userId: 'U1', uuId: 'UU1' })
    expect(appStore.get(tokenAtom)).toBe('tok')
    expect(appStore.get(loginInfoAtom)).toEqual({ userId: 'U1', uuId: 'UU1' })
    expect(readStorage(STORAGE_KEYS.token, null)).toBe('tok')
    expect(readStorage(STORAGE_KEYS.loginInfo, null)).toEqual({ userId: 'U1', uuId: 'UU1' })
    expect(isLoggedIn()).toBe(true)
  })

  /** The session module as a fresh app start loads it: its atoms read storage when defined (getOnInit). */
  function loadSessionAfterRestart(): typeof import('@/store/session') {
    let fresh: typeof import('@/store/session') | undefined
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('@/store/session')>('@/store/session')
    })
    return fresh!
  }

  it('after a restart, the stored session is there without any React mount (getOnInit)', () => {
    writeStorage(STORAGE_KEYS.token, 'from-last-visit')
    writeStorage(STORAGE_KEYS.loginInfo, { userId: 'U9', uuId: 'UU9' })
    writeStorage(STORAGE_KEYS.applyInfo, { productCode: 'P1' })
    const session = loadSessionAfterRestart()
    const store = createStore()
    expect(store.get(session.tokenAtom)).toBe('from-last-visit')
    expect(store.get(session.loginInfoAtom)).toEqual({ userId: 'U9', uuId: 'UU9' })
    expect(store.get(session.applyInfoAtom)).toEqual({ productCode: 'P1' })
    expect(session.isLoggedIn(store)).toBe(true)
  })

  it('after a restart, a stored session of the wrong shape reads as logged out', () => {
    writeStorage(STORAGE_KEYS.token, { not: 'a string' })
    writeStorage(STORAGE_KEYS.loginInfo, 'U1')
    Taro.setStorageSync(STORAGE_KEYS.applyInfo, '{broken')
    const session = loadSessionAfterRestart()
    const store = createStore()
    expect(store.get(session.tokenAtom)).toBeNull()
    expect(store.get(session.loginInfoAtom)).toBeNull()
    expect(store.get(session.applyInfoAtom)).toBeNull()
    expect(session.isLoggedIn(store)).toBe(false)
  })

  it('clearSessionAtom clears all three in the store and in storage', () => {
    const store = createStore()
    store.set(tokenAtom, 'tok')
    store.set(loginInfoAtom, { userId: 'U1', uuId: 'UU1' })
    store.set(applyInfoAtom, { productCode: 'P1' })

    store.set(clearSessionAtom)

    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(loginInfoAtom)).toBeNull()
    expect(store.get(applyInfoAtom)).toBeNull()
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.loginInfo, STORAGE_KEYS.applyInfo]) {
      expect(Taro.getStorageSync(key)).toBe('')
    }
    expect(isLoggedIn(store)).toBe(false)
  })

  it('setting null removes the stored value', () => {
    appStore.set(applyInfoAtom, { productCode: 'P1' })
    appStore.set(applyInfoAtom, null)
    expect(Taro.getStorageSync(STORAGE_KEYS.applyInfo)).toBe('')
  })
})
