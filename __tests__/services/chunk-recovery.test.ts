/** H5 page chunk failures: reload once, then a retry screen, never a white page. */
import {
  CHUNK_RECOVERY_TEXT,
  installChunkRecovery,
  installPageLoadFeedback,
  isChunkLoadError,
  recoverFromChunkError,
  RELOAD_GUARD_MS,
  type ChunkLoader,
} from '@/services/chunk-recovery'
import { spyOnTaroUi, type TaroUiSpies } from '../helpers/fake-transport'

function chunkError(): Error {
  // What webpack's JSONP chunk loader rejects with.
  return Object.assign(new Error('Loading chunk 12 failed.\n(timeout: http://localhost/js/12.js)'), {
    name: 'ChunkLoadError',
  })
}

beforeEach(() => {
  window.sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures by name or message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.\n(/css/3.css)'))).toBe(true)
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('recoverFromChunkError', () => {
  it('reloads on the first failure', () => {
    const reload = jest.fn()
    expect(recoverFromChunkError({ reload, now: 1_000_000 })).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(document.getElementById('chunk-recovery')).toBeNull()
  })

  it('shows a retry screen instead of reloading again soon after', () => {
    const reload = jest.fn()
    recoverFromChunkError({ reload, now: 1_000_000 })
    expect(recoverFromChunkError({ reload, now: 1_000_000 + 30_000 })).toBe('retry-shown')
    expect(reload).toHaveBeenCalledTimes(1)

    const screen = document.getElementById('chunk-recovery')!
    expect(screen.textContent).toContain(CHUNK_RECOVERY_TEXT.title)
    const button = screen.querySelector('button')!
    expect(button.textContent).toBe('重新載入')
    button.click()
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('shows the retry screen only once however many failures follow', () => {
    const reload = jest.fn()
    recoverFromChunkError({ reload, now: 1 })
    recoverFromChunkError({ reload, now: 2 })
    recoverFromChunkError({ reload, now: 3 })
    expect(document.querySelectorAll('#chunk-recovery')).toHaveLength(1)
  })

  it('reloads again once the last automatic reload is long past', () => {
    const reload = jest.fn()
    recoverFromChunkError({ reload, now: 1 })
    expect(recoverFromChunkError({ reload, now: 1 + RELOAD_GUARD_MS })).toBe('reloaded')
  })
})

describe('installChunkRecovery', () => {
  it('recovers from an unhandled ChunkLoadError rejection, and ignores other rejections', () => {
    const reload = jest.fn()
    const uninstall = installChunkRecovery({ reload })
    try {
      const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('x') })
      window.dispatchEvent(other)
      expect(reload).not.toHaveBeenCalled()

      const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: chunkError() })
      window.dispatchEvent(event)
      expect(reload).toHaveBeenCalledTimes(1)
      expect(event.defaultPrevented).toBe(true)
    } finally {
      uninstall()
    }
  })

  it('stops listening when uninstalled', () => {
    const reload = jest.fn()
    installChunkRecovery({ reload })()
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError() }))
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('installPageLoadFeedback', () => {
  let ui: TaroUiSpies
  beforeEach(() => {
    jest.useFakeTimers()
    ui = spyOnTaroUi()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  function pendingLoader() {
    let finish: () => void = () => undefined
    let fail: (error: Error) => void = () => undefined
    const loader: ChunkLoader = {
      e: jest.fn(
        () =>
          new Promise<unknown>((resolve, reject) => {
            finish = () => resolve(undefined)
            fail = reject
          }),
      ),
    }
    return { loader, finish: () => finish(), fail: (error: Error) => fail(error) }
  }

  it('a page chunk arriving within 200 ms shows nothing', async () => {
    const { loader, finish } = pendingLoader()
    installPageLoadFeedback(loader)
    const page = loader.e(12)
    await jest.advanceTimersByTimeAsync(150)
    finish()
    await page
    await jest.advanceTimersByTimeAsync(1_000)
    expect(ui.showLoading).not.toHaveBeenCalled()
  })

  it('after 200 ms shows loading, after 60 s the slow-network text, hidden when the page arrives', async () => {
    const { loader, finish } = pendingLoader()
    installPageLoadFeedback(loader)
    const page = loader.e('pages-me-index')

    await jest.advanceTimersByTimeAsync(200)
    expect(ui.showLoading).toHaveBeenLastCalledWith({ title: '載入中', mask: true })
    await jest.advanceTimersByTimeAsync(60_000 - 200 - 1)
    expect(ui.showLoading).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(ui.showLoading).toHaveBeenLastCalledWith({ title: '網路不佳，請耐心等待', mask: true })

    finish()
    await page
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('passes a chunk failure through unchanged (for installChunkRecovery) and hides loading', async () => {
    const { loader, fail } = pendingLoader()
    installPageLoadFeedback(loader)
    const page = loader.e(7)
    await jest.advanceTimersByTimeAsync(300)
    const error = chunkError()
    fail(error)
    await expect(page).rejects.toBe(error)
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('unwraps the loader again', () => {
    const { loader } = pendingLoader()
    const original = loader.e
    installPageLoadFeedback(loader)()
    expect(loader.e).toBe(original)
  })
})
