/**
 * Issue 8: nothing on the first screen jumps when the page's data arrives (skeletons sized like the content).
 * Every API answer is held back 700 ms, so the data always lands after the first paint — as on mobile data —
 * and each layout shift the browser reports is summed (the CLS of the load, without user input). `npm run
 * bench` measures the same pages with Lighthouse; this is the fast, repeatable check of the same thing.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '../../types/api/paths'
import { baseUrl, launchBrowser, newPhoneContext } from '../helpers/browser'
import { admin, completeKyc, createSignedOrder, createUser, openAs } from '../helpers/session'

/** Summed layout-shift score allowed: effectively none (one visible jump of a text block scores ~0.01–0.03). */
const SHIFT_LIMIT = 0.005
const API_DELAY_MS = 700
const API_PATHS = new Set<string>(Object.values(API).map((route) => route.path))

interface Shift {
  value: number
  sources: string[]
}

/** Records every layout shift of each document the context opens, with what moved and from where to where. */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `
      window.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue
          window.__shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => {
              const node = source.node
              const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + String(node.className).trim().replace(/\\s+/g, '.') : String(node && node.nodeName)
              const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',')
              return name + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect)
            }),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    `,
  })
  await context.route(
    (url) => API_PATHS.has(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS))
      await route.continue()
    },
  )
}

async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle')
  // The last answers render after networkidle; give React a moment.
  await page.waitForTimeout(1000)
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
}

function assertNoJump(route: string, shifts: Shift[]): void {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  assert.ok(
    total <= SHIFT_LIMIT,
    `${route}: layout shift ${total.toFixed(4)} (limit ${SHIFT_LIMIT}) when its data arrived ${API_DELAY_MS} ms late:\n` +
      shifts.map((shift) => `  ${shift.value.toFixed(4)} ${shift.sources.join('; ')}`).join('\n'),
  )
}

describe('no layout shift when data arrives', () => {
  let browser: Browser
  before(async () => {
    browser = await launchBrowser()
  })
  after(() => browser?.close())

  for (const route of [ROUTES.loans, ROUTES.login]) {
    it(`${route} as a guest`, async () => {
      const context = await newPhoneContext(browser)
      try {
        await recordShifts(context)
        const page = await context.newPage()
        await page.goto(`${baseUrl()}/#${route}`)
        assertNoJump(route, await settledShifts(page))
      } finally {
        await context.close()
      }
    })
  }

  it(`${ROUTES.orders} with a disbursed order`, async () => {
    const client = await createUser()
    await completeKyc(client)
    const applyId = await createSignedOrder(client)
    await admin('POST', `/orders/${applyId}/approve`)
    await admin('POST', `/orders/${applyId}/disburse`)
    const context = await newPhoneContext(browser)
    try {
      await recordShifts(context)
      const page = await context.newPage()
      await openAs(page, client, ROUTES.orders)
      await page.locator('.order-card__main-value').first().waitFor()
      assertNoJump(ROUTES.orders, await settledShifts(page))
    } finally {
      await context.close()
    }
  })
})
