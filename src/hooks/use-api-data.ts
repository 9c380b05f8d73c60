import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { useDidShow } from '@tarojs/taro'

export interface ApiData<T> {
  /** The last data that arrived; kept while a refresh runs so the screen does not jump. */
  data: T | undefined
  /** The last failure, cleared by the next success. */
  error: unknown
  /** True until the first answer (success or failure) arrives. */
  loading: boolean
  /** Loads again now; resolves when the answer is applied. */
  reload: () => Promise<void>
}

export interface ApiDataOptions {
  /** Skip loading until this is true (e.g. until an id is known). @default true */
  enabled?: boolean
  /**
   * Load again whenever the page is shown again (returning from another page or from the background), so
   * changes made on the server — an approval, a repayment — appear without a manual refresh. @default true
   */
  refreshOnShow?: boolean
}

/**
 * The one way pages read server data: load on mount and when `deps` change, refresh when the page is shown
 * again, and ignore answers that arrive after a newer request was made.
 */
export function useApiData<T>(load: () => Promise<T>, deps: DependencyList, options: ApiDataOptions = {}): ApiData<T> {
  const { enabled = true, refreshOnShow = true } = options
  const [data, setData] = useState<T>()
  const [error, setError] = useState<unknown>()
  const [loading, setLoading] = useState(enabled)
  const latestRequest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const shownOnce = useRef(false)

  const reload = useCallback(async () => {
    const request = ++latestRequest.current
    try {
      const result = await loadRef.current()
      if (request !== latestRequest.current) return
      setData(result)
      setError(undefined)
    } catch (failure) {
      if (request !== latestRequest.current) return
      setError(failure)
    } finally {
      if (request === latestRequest.current) setLoading(false)
    }
  }, [])

  useEffect(() => {
    if (enabled) void reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list of what `load` reads
  }, [enabled, reload, ...deps])

  useDidShow(() => {
    // The first show is the mount, which the effect above already loads for.
    if (!shownOnce.current) {
      shownOnce.current = true
      return
    }
    if (enabled && refreshOnShow) void reload()
  })

  return { data, error, loading, reload }
}
