/**
 * What the fault and catalogue tests need: the reference server's test hooks (only with FAULT_INJECTION=1,
 * server/http/test-hooks.ts), Taro H5's modal and loading indicator as they appear on screen, and the session
 * the app keeps in local storage.
 *
 *   await injectFault({ path: API.queryCashUser.path, fault: 'http502', times: 1 })
 *   await page.reload()
 *   await expectModal(page, { title: '溫馨提示', content: 'http status code 502' })
 *   await closeModal(page)
 */
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { FaultRule, RecordedRequest, RecordedRiskEvent } from '../../types/api/other'
import { baseUrl } from './browser'

async function testHook<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: object, base = baseUrl()) {
  const response = await fetch(`${base}/__test/${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /__test/${route}: HTTP ${response.status} ${text}`)
  return JSON.parse(text) as T
}

/** Makes the server answer requests to `rule.path` with the fault (a new rule for a path replaces the old one). */
export async function injectFault(rule: FaultRule, base = baseUrl()): Promise<void> {
  await testHook('POST', 'faults', rule, base)
}

export async function clearFaults(base = baseUrl()): Promise<void> {
  await testHook('DELETE', 'faults', undefined, base)
}

/**
 * Disarms whatever is left for one path without touching other paths' rules (tests running side by side): the
 * server keeps one rule per path, so a harmless one (no delay, once) replaces it.
 */
export async function clearFault(path: string, base = baseUrl()): Promise<void> {
  await injectFault({ path, fault: 'slow', delayMs: 0, times: 1 }, base)
}

/** The client headers of the last `limit` API requests (at most 500 are kept), newest first. */
export function recordedRequests(limit = 500, base = baseUrl()): Promise<RecordedRequest[]> {
  return testHook<RecordedRequest[]>('GET', `requests?limit=${limit}`, undefined, base)
}

/** The last `limit` riskEvent calls the server stored, newest first. */
export function riskEvents(limit = 50, base = baseUrl()): Promise<RecordedRiskEvent[]> {
  return testHook<RecordedRiskEvent[]>('GET', `risk-events?limit=${limit}`, undefined, base)
}

// --- Taro H5's interaction UI (node_modules/@tarojs/taro-h5/dist/api/ui/interaction) --------------------------

/**
 * The box of `Taro.showModal` while it is on screen (its `.taro__modal` wrapper has no size of its own: mask and
 * box are fixed-position children, so only the box can be "visible").
 */
export function modal(page: Page) {
  return page.locator('.taro-modal__content:visible')
}

export interface ExpectedModal {
  title: string
  content: string
  /** @default '確定' */
  confirmText?: string
}

/** Waits for the modal and checks its exact title, body and single button. */
export async function expectModal(page: Page, expected: ExpectedModal, timeout = 10_000): Promise<void> {
  const shown = modal(page)
  await shown.waitFor({ timeout })
  const read = async (selector: string) => ((await shown.locator(selector).textContent()) ?? '').trim()
  assert.equal(await read('.taro-modal__title'), expected.title, 'modal title')
  assert.equal(await read('.taro-modal__text'), expected.content, 'modal text')
  assert.equal(await read('.taro-model__confirm'), expected.confirmText ?? '確定', 'modal button')
  assert.equal(await shown.locator('.taro-model__cancel:visible').count(), 0, 'the modal has one button')
}

/** Taps the modal's confirm button and waits until it has gone. */
export async function closeModal(page: Page): Promise<void> {
  await modal(page).locator('.taro-model__confirm').click()
  await modal(page).waitFor({ state: 'hidden' })
}

/**
 * The text of the loading indicator or toast on screen (Taro H5 shows both in one `.taro__toast` element), or
 * null when none is shown. While hiding, the element fades for 100 ms: that counts as gone.
 */
export async function toastText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('.taro__toast'))
    const shown = toasts.find((toast) => toast.style.display !== 'none' && toast.style.opacity !== '0')
    return shown ? (shown.textContent ?? '').trim() : null
  })
}

/** Waits until the loading indicator or a toast shows exactly `text`. */
export async function waitForToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')).some(
        (toast) => toast.style.display !== 'none' && (toast.textContent ?? '').trim() === wanted,
      ),
    text,
    { timeout },
  )
}

// --- The session in storage --------------------------------------------------------------------------------

export interface StoredSession {
  token: unknown
  loginInfo: unknown
  applyInfo: unknown
}

/**
 * The session keys as the app stored them (Taro's H5 storage wraps each value as `{"data": …}` and the app
 * stores JSON text); a missing or emptied key reads as null.
 */
export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const read = (key: string): unknown => {
      const raw = localStorage.getItem(key)
      if (!raw) return null
      try {
        const data = (JSON.parse(raw) as { data?: unknown }).data
        return typeof data === 'string' && data !== '' ? JSON.parse(data) : null
      } catch {
        return raw
      }
    }
    return { token: read('token'), loginInfo: read('loginInfo'), applyInfo: read('applyInfo') }
  })
}

/** Stores an application in progress the way the app does, so a test can see it cleared. */
export async function storeApplyInfo(page: Page, applyInfo: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('applyInfo', JSON.stringify({ data: JSON.stringify(value) }))
  }, applyInfo)
}

// --- API traffic of one page ------------------------------------------------------------------------------

export interface ApiWatch {
  /** Resolves once no API request of the page has been in flight for `quietMs`. */
  idle(quietMs?: number, timeoutMs?: number): Promise<void>
}

/**
 * Counts the page's requests to `API` paths, so a test can wait until a page has finished loading its data
 * before it arms a one-time fault (otherwise the page's own background load could take the fault).
 */
export function watchApi(page: Page, apiPaths: ReadonlySet<string>): ApiWatch {
  let pending = 0
  const isApi = (url: string) => apiPaths.has(new URL(url).pathname)
  page.on('request', (request) => {
    if (isApi(request.url())) pending += 1
  })
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) pending = Math.max(0, pending - 1)
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async idle(quietMs = 400, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      let quietSince = Date.now()
      while (Date.now() - quietSince < quietMs) {
        if (pending > 0) quietSince = Date.now()
        if (Date.now() > deadline) throw new Error(`${pending} API request(s) still pending after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}
