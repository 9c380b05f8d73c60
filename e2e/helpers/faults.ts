/**
 * What the fault and catalogue tests need: the reference server's test hooks (only with FAULT_INJECTION=1,
 * server/http/test-hooks.ts), the app's modal, toast and loading indicator as they appear on screen
 * (src/services/feedback-ui.h5.ts), and the session the app keeps in local storage.
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

// --- The app's modal, toast and loading indicator (src/services/feedback-ui.h5.ts) ------------------------

/**
 * A dialog on screen, named by its title when given. Without a title: any dialog, which is what "no modal"
 * assertions want.
 */
export function modal(page: Page, title?: string) {
  return page.getByRole('dialog', title === undefined ? {} : { name: title, exact: true })
}

export interface ExpectedModal {
  title: string
  content: string
  /** @default '確定' */
  confirmText?: string
}

/** Waits for the modal titled `expected.title` and checks its exact body and single button. */
export async function expectModal(page: Page, expected: ExpectedModal, timeout = 10_000): Promise<void> {
  const shown = modal(page, expected.title)
  await shown.waitFor({ timeout })
  await shown.getByText(expected.content, { exact: true }).waitFor({ timeout: 1_000 })
  const buttons = (await shown.getByRole('button').allTextContents()).map((text) => text.trim())
  assert.deepEqual(buttons, [expected.confirmText ?? '確定'], 'the modal has one button')
}

/** Taps the modal's `button` and waits until the modal has gone. */
export async function closeModal(page: Page, button = '確定'): Promise<void> {
  const shown = modal(page).filter({ has: page.getByRole('button', { name: button, exact: true }) })
  await shown.getByRole('button', { name: button, exact: true }).click()
  await shown.waitFor({ state: 'hidden' })
}

// The toast and the loading indicator are the `role="status"` children of <body>; statuses inside pages are not.
const FEEDBACK_STATUS = 'body > [role="status"]:visible'

/** The text of the loading indicator or toast on screen, or null when none is shown. */
export async function toastText(page: Page): Promise<string | null> {
  const texts = await page.locator(FEEDBACK_STATUS).allTextContents()
  return texts.map((text) => text.trim()).find(Boolean) ?? null
}

/** Waits until the loading indicator or a toast shows exactly `text`. */
export async function waitForToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page
    .locator(FEEDBACK_STATUS)
    .filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .first()
    .waitFor({ timeout })
}

/** Waits until neither the loading indicator nor a toast is on screen. */
export async function waitForNoToast(page: Page, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout
  while ((await toastText(page)) !== null) {
    if (Date.now() > deadline) throw new Error(`still showing: ${await toastText(page)}`)
    await page.waitForTimeout(100)
  }
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
