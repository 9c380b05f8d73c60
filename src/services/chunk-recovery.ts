import { FEEDBACK_TEXT, holdLoading } from '@/services/feedback'

/**
 * H5: recover from a page chunk that failed to load (spec section 8: `ChunkLoadError`, after the 120 s
 * chunk timeout set in config/index.ts). Taro's router loads each page with a dynamic import; when that
 * import fails the rejection goes unhandled and the screen stays white. Here the first failure reloads the
 * page once (a new deployment or a dropped connection usually loads fine the second time); a failure soon
 * after that reload shows a retry screen instead of reloading in a loop.
 */

export const CHUNK_RECOVERY_TEXT = {
  title: '頁面載入失敗',
  content: '網路不穩定，頁面未能完整載入，請重新載入。',
  retry: '重新載入',
} as const

/** A failure within this time after an automatic reload shows the retry screen. */
export const RELOAD_GUARD_MS = 10 * 60 * 1000

const RELOAD_MARK_KEY = 'chunkReloadAt'
const RETRY_SCREEN_ID = 'chunk-recovery'

/** webpack's JS and CSS chunk failures, by name or (from older runtimes) by message. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && /Loading (CSS )?chunk [\w/.-]+ failed/i.test(message)
}

export type RecoveryAction = 'reloaded' | 'retry-shown' | 'ignored'

export interface RecoveryOptions {
  /** @default Date.now() */
  now?: number
  /** Reloads the page (replaceable in tests: jsdom cannot reload). @default window.location.reload */
  reload?: () => void
}

function reloadPage(): void {
  if (process.env.TARO_ENV === 'h5') window.location.reload()
}

/** Reloads once; if the last automatic reload was recent, shows the retry screen instead. */
export function recoverFromChunkError({ now = Date.now(), reload = reloadPage }: RecoveryOptions = {}): RecoveryAction {
  if (process.env.TARO_ENV !== 'h5') return 'ignored'
  const lastReload = Number(readMark())
  if (Number.isFinite(lastReload) && lastReload > 0 && now - lastReload < RELOAD_GUARD_MS) {
    showRetryScreen(reload)
    return 'retry-shown'
  }
  writeMark(String(now))
  reload()
  return 'reloaded'
}

/** Listens for chunk failures for the life of the page; returns the function that stops listening. */
export function installChunkRecovery(options: Pick<RecoveryOptions, 'reload'> = {}): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return
    // Handled here: keep it out of the console as an uncaught error.
    event.preventDefault()
    recoverFromChunkError(options)
  }
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) recoverFromChunkError(options)
  }
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('error', onError)
  return () => {
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('error', onError)
  }
}

/**
 * A plain DOM screen, not a React one: when a chunk failed, React may have nothing left to render with.
 * The button reloads and marks the time, so a further failure comes back here rather than looping.
 */
function showRetryScreen(reload: () => void): void {
  if (process.env.TARO_ENV !== 'h5' || document.getElementById(RETRY_SCREEN_ID)) return
  const screen = document.createElement('div')
  screen.id = RETRY_SCREEN_ID
  screen.setAttribute('role', 'alertdialog')
  screen.setAttribute('aria-labelledby', `${RETRY_SCREEN_ID}-title`)
  screen.style.cssText =
    'position:fixed;inset:0;z-index:10000;display:flex;flex-direction:column;align-items:center;' +
    'justify-content:center;gap:12px;padding:24px;background:#fff;color:#333;font-size:16px;text-align:center'

  const title = document.createElement('h2')
  title.id = `${RETRY_SCREEN_ID}-title`
  title.textContent = CHUNK_RECOVERY_TEXT.title
  title.style.cssText = 'margin:0;font-size:18px'

  const content = document.createElement('p')
  content.textContent = CHUNK_RECOVERY_TEXT.content
  content.style.cssText = 'margin:0;color:#666'

  const retry = document.createElement('button')
  retry.type = 'button'
  retry.textContent = CHUNK_RECOVERY_TEXT.retry
  retry.style.cssText =
    'margin-top:12px;padding:10px 32px;border:0;border-radius:22px;background:#2886FF;color:#fff;font-size:16px'
  retry.addEventListener('click', () => {
    writeMark(String(Date.now()))
    reload()
  })

  screen.append(title, content, retry)
  document.body.appendChild(screen)
}

// sessionStorage: the mark must survive the reload but not outlive the tab.
function readMark(): string | null {
  try {
    return window.sessionStorage.getItem(RELOAD_MARK_KEY)
  } catch {
    return null
  }
}

function writeMark(value: string): void {
  try {
    window.sessionStorage.setItem(RELOAD_MARK_KEY, value)
  } catch {
    // Private mode without storage: the retry screen then never shows, and each failure reloads once.
  }
}

/** Spec section 9: a page still loading after 200 ms shows loading; after 60 s its text says the network is slow. */
export const PAGE_LOAD_FEEDBACK_DELAY_MS = 200
export const PAGE_LOAD_SLOW_MS = 60_000

/** webpack's chunk loader (`__webpack_require__.e`), through which Taro's router loads every page. */
export interface ChunkLoader {
  e: (chunkId: string | number) => Promise<unknown>
}

function webpackChunkLoader(): ChunkLoader | null {
  // Outside a webpack build (tests) the name does not exist; webpack turns this `typeof` into "function".
  if (typeof __webpack_require__ === 'undefined') return null
  const runtime = __webpack_require__ as Partial<ChunkLoader>
  return typeof runtime.e === 'function' ? (runtime as ChunkLoader) : null
}

/**
 * Loading feedback for page chunks (Taro has no setting for it): a page whose chunk takes more than 200 ms
 * shows the loading indicator, and after 60 s the slow-network text; webpack itself gives up at 120 s
 * (`output.chunkLoadTimeout` in config/index.ts) and `installChunkRecovery` takes over. Wraps the loader
 * without changing what it resolves or rejects with; returns the function that unwraps it.
 */
export function installPageLoadFeedback(loader: ChunkLoader | null = webpackChunkLoader()): () => void {
  if (process.env.TARO_ENV !== 'h5' || !loader) return () => undefined
  const load = loader.e
  loader.e = (chunkId) => {
    const loading = load.call(loader, chunkId)
    let release: (() => void) | null = null
    const delay = setTimeout(() => {
      release = holdLoading(FEEDBACK_TEXT.loading, { slowAfterMs: PAGE_LOAD_SLOW_MS - PAGE_LOAD_FEEDBACK_DELAY_MS })
    }, PAGE_LOAD_FEEDBACK_DELAY_MS)
    const done = () => {
      clearTimeout(delay)
      release?.()
    }
    loading.then(done, done)
    return loading
  }
  return () => {
    loader.e = load
  }
}
