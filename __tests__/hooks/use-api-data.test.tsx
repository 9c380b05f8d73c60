import { act, renderHook, waitFor } from '@testing-library/react'
import { useApiData } from '@/hooks/use-api-data'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useApiData', () => {
  it('loads on mount and exposes the data', async () => {
    const { result } = renderHook(() => useApiData(() => Promise.resolve({ count: 3 }), []))
    expect(result.current.loading).toBe(true)
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }))
    expect(result.current.loading).toBe(false)
  })

  it('keeps the previous data while a reload runs, and exposes a failure', async () => {
    let answer: Promise<string> = Promise.resolve('first')
    const { result } = renderHook(() => useApiData(() => answer, []))
    await waitFor(() => expect(result.current.data).toBe('first'))
    answer = Promise.reject(new Error('offline'))
    await act(() => result.current.reload())
    expect(result.current.data).toBe('first')
    expect((result.current.error as Error).message).toBe('offline')
  })

  it('ignores an answer that arrives after a newer request', async () => {
    const slow = deferred<string>()
    const fast = deferred<string>()
    const answers = [slow.promise, fast.promise]
    const { result } = renderHook(() => useApiData(() => answers.shift()!, []))
    const second = act(() => result.current.reload())
    fast.resolve('new')
    await second
    slow.resolve('old')
    await act(() => slow.promise)
    expect(result.current.data).toBe('new')
  })

  it('waits until enabled', async () => {
    const load = jest.fn(() => Promise.resolve(1))
    const { rerender } = renderHook(({ enabled }) => useApiData(load, [], { enabled }), {
      initialProps: { enabled: false },
    })
    expect(load).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })
})
