import Taro from '@tarojs/taro'
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/utils/storage'

beforeEach(() => Taro.clearStorageSync())
afterEach(() => jest.restoreAllMocks())

describe('storage adapter', () => {
  it('round-trips JSON values', () => {
    writeStorage(STORAGE_KEYS.loginInfo, { userId: 'U1', uuId: 'UU1' })
    writeStorage(STORAGE_KEYS.token, 'abc')
    expect(readStorage(STORAGE_KEYS.loginInfo, null)).toEqual({ userId: 'U1', uuId: 'UU1' })
    expect(readStorage(STORAGE_KEYS.token, null)).toBe('abc')
  })

  it('gives the fallback when nothing is stored', () => {
    expect(readStorage(STORAGE_KEYS.applyInfo, 'none')).toBe('none')
  })

  it('gives the fallback for a stored value that is not JSON (never throws)', () => {
    Taro.setStorageSync(STORAGE_KEYS.loginInfo, '{not json')
    expect(readStorage(STORAGE_KEYS.loginInfo, 'fallback')).toBe('fallback')
  })

  it('gives the fallback for a raw localStorage entry Taro cannot read', () => {
    localStorage.setItem(STORAGE_KEYS.urlData, 'garbage{')
    expect(readStorage(STORAGE_KEYS.urlData, {})).toEqual({})
  })

  it('gives the fallback for a value of the wrong shape when a validator is given', () => {
    writeStorage(STORAGE_KEYS.token, 12345)
    const isString = (value: unknown): value is string => typeof value === 'string'
    expect(readStorage(STORAGE_KEYS.token, '', isString)).toBe('')
  })

  it('survives storage that throws', () => {
    jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    jest.spyOn(Taro, 'setStorageSync').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readStorage(STORAGE_KEYS.token, 'fallback')).toBe('fallback')
    expect(writeStorage(STORAGE_KEYS.token, 'x')).toBe(false)
  })

  it('removes values', () => {
    writeStorage(STORAGE_KEYS.url, 'https://x')
    removeStorage(STORAGE_KEYS.url)
    expect(readStorage(STORAGE_KEYS.url, null)).toBeNull()
  })
})
