import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Provider } from 'jotai'
import { appStore } from '@/store/index'
import { loginInfoAtom } from '@/store/session'
import { DRAFT_MAX_AGE_MS, DRAFT_SAVE_DELAY_MS, draftStorageKey, useDraft } from '@/hooks/use-draft'

interface Form {
  name: string
  income: string
  photoUrl: string
  contacts: { name: string; mobile: string }[]
}

const EMPTY: Form = { name: '', income: '', photoUrl: '', contacts: [] }

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>
}

function stored(userId: string, formKey: string): { savedAt: number; values: Partial<Form> } | null {
  const text = Taro.getStorageSync(draftStorageKey(userId, formKey))
  return text ? JSON.parse(text) : null
}

beforeEach(() => {
  jest.useFakeTimers()
  Taro.clearStorageSync()
  appStore.set(loginInfoAtom, { userId: 'u1', uuId: 'uu1' })
})

afterEach(() => {
  jest.useRealTimers()
})

describe('useDraft', () => {
  it('saves what is typed and restores it after a reload (a new mount)', () => {
    const first = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    act(() => first.result.current[1]({ name: '王小明' }))
    act(() => first.result.current[1]((previous) => ({ ...previous, income: '35000' })))
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
    expect(stored('u1', 'userInfo')?.values).toMatchObject({ name: '王小明', income: '35000' })
    first.unmount()

    const second = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    expect(second.result.current[0]).toMatchObject({ name: '王小明', income: '35000' })
    expect(second.result.current[3].restored).toBe(true)
  })

  it('writes a pending change at once when the page goes away', () => {
    const { result, unmount } = renderHook(() => useDraft('contact', EMPTY), { wrapper })
    act(() => result.current[1]({ name: '李' }))
    expect(stored('u1', 'contact')).toBeNull()
    unmount()
    expect(stored('u1', 'contact')?.values.name).toBe('李')
  })

  it('forgets the draft after a successful submit', () => {
    const first = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    act(() => first.result.current[1]({ name: '王小明' }))
    act(() => first.result.current[2]())
    first.unmount()
    expect(stored('u1', 'userInfo')).toBeNull()
    const second = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    expect(second.result.current[0]).toEqual(EMPTY)
    expect(second.result.current[3].restored).toBe(false)
  })

  it('keeps one draft per user', () => {
    const mine = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    act(() => mine.result.current[1]({ name: '王小明' }))
    mine.unmount()
    act(() => appStore.set(loginInfoAtom, { userId: 'u2', uuId: 'uu2' }))
    const theirs = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    expect(theirs.result.current[0].name).toBe('')
  })

  it('never stores picture data, only keys and URLs', () => {
    const { result, unmount } = renderHook(() => useDraft('idCard', EMPTY), { wrapper })
    act(() => result.current[1]({ photoUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg' }))
    unmount()
    expect(stored('u1', 'idCard')?.values.photoUrl).toBe('')

    const next = renderHook(() => useDraft('idCard', EMPTY), { wrapper })
    act(() => next.result.current[1]({ photoUrl: '/uploads/abc.jpg' }))
    next.unmount()
    expect(stored('u1', 'idCard')?.values.photoUrl).toBe('/uploads/abc.jpg')
  })

  it('ignores broken, stale or differently shaped drafts', () => {
    Taro.setStorageSync(draftStorageKey('u1', 'broken'), '{not json')
    expect(renderHook(() => useDraft('broken', EMPTY), { wrapper }).result.current[0]).toEqual(EMPTY)

    const old = { savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1, values: { name: '舊的' } }
    Taro.setStorageSync(draftStorageKey('u1', 'stale'), JSON.stringify(old))
    expect(renderHook(() => useDraft('stale', EMPTY), { wrapper }).result.current[0]).toEqual(EMPTY)

    const wrongShape = { savedAt: Date.now(), values: { name: 42, contacts: 'x', extra: true, income: '9' } }
    Taro.setStorageSync(draftStorageKey('u1', 'shape'), JSON.stringify(wrongShape))
    expect(renderHook(() => useDraft('shape', EMPTY), { wrapper }).result.current[0]).toEqual({
      ...EMPTY,
      income: '9',
    })
  })

  it('stores nothing without a logged-in user', () => {
    act(() => appStore.set(loginInfoAtom, null))
    const { result, unmount } = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    act(() => result.current[1]({ name: '訪客' }))
    unmount()
    expect(result.current[0].name).toBe('訪客')
    expect(Taro.getStorageInfoSync().keys.filter((key) => key.startsWith('draft:'))).toEqual([])
  })
})

describe('useDraft prefill', () => {
  it('fills from server data without saving a draft, until the user types', () => {
    const { result, unmount } = renderHook(() => useDraft('userInfo', EMPTY), { wrapper })
    act(() => result.current[3].prefill({ name: '伺服器' }))
    expect(result.current[0].name).toBe('伺服器')
    act(() => result.current[1]({ income: '1' }))
    act(() => result.current[3].prefill({ name: '較晚的資料' }))
    expect(result.current[0]).toMatchObject({ name: '伺服器', income: '1' })
    unmount()
    expect(stored('u1', 'userInfo')?.values).toMatchObject({ name: '伺服器', income: '1' })
  })

  it('leaves a restored draft alone', () => {
    const first = renderHook(() => useDraft('contact', EMPTY), { wrapper })
    act(() => first.result.current[1]({ name: '草稿' }))
    first.unmount()
    const second = renderHook(() => useDraft('contact', EMPTY), { wrapper })
    act(() => second.result.current[3].prefill({ name: '伺服器' }))
    expect(second.result.current[0].name).toBe('草稿')
  })
})
