/**
 * Form drafts that survive a reload, a lost connection or the app being closed: what the user typed in a
 * verification step is written to local storage as they type and read back when the page opens again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDidHide } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { loginInfoAtom } from '@/store/session'
import { debounce } from '@/utils/debounce'
import { readStorage, removeStorage, writeStorage, type StorageKey } from '@/utils/storage'

/** Light debounce: a burst of keystrokes is one write, yet a reload right after typing still finds the text. */
export const DRAFT_SAVE_DELAY_MS = 200

/** Drafts older than this are stale (the user has moved on); they are dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** Longest string kept in a draft: form text is short; anything longer is pasted data, not worth persisting. */
const MAX_DRAFT_STRING = 2000

interface StoredDraft {
  savedAt: number
  values: unknown
}

/**
 * Storage key of one user's draft of one form, e.g. `draft:u_123:userInfo`. The storage adapter's key type
 * lists the app's fixed keys; drafts are the one family of keys made at run time, hence the cast.
 */
export function draftStorageKey(userId: string, formKey: string): StorageKey {
  return `draft:${userId}:${formKey}` as StorageKey
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false
  const { savedAt, values } = value as Record<string, unknown>
  return typeof savedAt === 'number' && typeof values === 'object' && values !== null
}

/**
 * What may be persisted: plain data with image contents removed. `data:` and `blob:` URLs (picked photos before
 * upload) are dropped — a draft holds uploaded images' keys and URLs only, never the pictures themselves.
 */
export function sanitizeDraftValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (/^(data|blob):/i.test(value) || value.length > MAX_DRAFT_STRING) return ''
    return value
  }
  if (Array.isArray(value)) return value.map(sanitizeDraftValue)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, sanitizeDraftValue(item)]))
  }
  return value
}

/**
 * The stored values merged over `initial`: only fields `initial` has, and only of the same kind (a draft written
 * by an older version of the form must not put a number where the page expects text).
 */
function mergeDraft<T extends object>(initial: T, stored: unknown): T {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return initial
  const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) }
  for (const [name, initialValue] of Object.entries(initial)) {
    const storedValue = (stored as Record<string, unknown>)[name]
    if (storedValue === undefined) continue
    const sameKind =
      Array.isArray(initialValue) === Array.isArray(storedValue) &&
      (typeof initialValue === typeof storedValue || initialValue === null)
    if (sameKind) merged[name] = storedValue
  }
  return merged as T
}

function readDraft<T extends object>(storageKey: StorageKey | null, initial: T): { values: T; restored: boolean } {
  if (!storageKey) return { values: initial, restored: false }
  const stored = readStorage<StoredDraft | null>(storageKey, null, (value): value is StoredDraft | null =>
    isStoredDraft(value),
  )
  if (!stored || Date.now() - stored.savedAt > DRAFT_MAX_AGE_MS) return { values: initial, restored: false }
  return { values: mergeDraft(initial, stored.values), restored: true }
}

export type DraftUpdate<T> = Partial<T> | ((previous: T) => T)

export interface DraftState<T> {
  /** True when the values came from a saved draft. */
  restored: boolean
  /**
   * Fills the form with what the server already holds (a step done before), without writing a draft. Does
   * nothing once a draft was restored or the user has typed: their own input wins over older server data.
   */
  prefill: (values: Partial<T>) => void
}

/**
 * `useState` for a form whose values are saved as a draft of the logged-in user under `formKey`.
 * `setValues` takes a partial object (merged) or an updater; `clearDraft` forgets the draft (after a successful
 * submit). Without a logged-in user nothing is stored.
 */
export function useDraft<T extends object>(
  formKey: string,
  initial: T,
): [T, (update: DraftUpdate<T>) => void, () => void, DraftState<T>] {
  const userId = useAtomValue(loginInfoAtom)?.userId ?? ''
  const storageKey = userId ? draftStorageKey(userId, formKey) : null
  const initialRef = useRef(initial)
  const [state, setState] = useState(() => readDraft(storageKey, initial))
  const loadedKey = useRef(storageKey)
  // The latest values, so consecutive updates in one event build on each other without a side effect
  // inside a state updater.
  const stateRef = useRef(state)
  stateRef.current = state
  /** Whether the user has changed anything since the draft was read. */
  const edited = useRef(false)

  // The user may change (a login on this page): read that user's draft instead.
  useEffect(() => {
    if (loadedKey.current === storageKey) return
    loadedKey.current = storageKey
    edited.current = false
    setState(readDraft(storageKey, initialRef.current))
  }, [storageKey])

  const save = useMemo(
    () =>
      debounce((key: StorageKey, values: T) => {
        writeStorage(key, { savedAt: Date.now(), values: sanitizeDraftValue(values) })
      }, DRAFT_SAVE_DELAY_MS),
    [],
  )

  const setValues = useCallback(
    (update: DraftUpdate<T>) => {
      const previous = stateRef.current.values
      const values = typeof update === 'function' ? update(previous) : ({ ...previous, ...update } as T)
      stateRef.current = { ...stateRef.current, values }
      edited.current = true
      setState(stateRef.current)
      if (storageKey) save(storageKey, values)
    },
    [save, storageKey],
  )

  const prefill = useCallback((values: Partial<T>) => {
    if (stateRef.current.restored || edited.current) return
    stateRef.current = { ...stateRef.current, values: { ...stateRef.current.values, ...values } }
    setState(stateRef.current)
  }, [])

  const clearDraft = useCallback(() => {
    save.cancel()
    if (storageKey) removeStorage(storageKey)
  }, [save, storageKey])

  // Write the pending change now when the page is hidden, closed or reloaded.
  useDidHide(() => save.flush())
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return () => save.flush()
    const flush = () => save.flush()
    window.addEventListener('pagehide', flush)
    window.addEventListener('beforeunload', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('beforeunload', flush)
      save.flush()
    }
  }, [save])

  const draftState = useMemo(() => ({ restored: state.restored, prefill }), [state.restored, prefill])
  return [state.values, setValues, clearDraft, draftState]
}
