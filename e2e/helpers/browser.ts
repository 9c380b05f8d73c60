import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium: the tests never download a browser (toolchain.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Without the background-networking flags Chromium keeps dialling out, and this machine refuses every such
// connection (see the machine notes in toolchain.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const ARTIFACTS_DIR = path.join(__dirname, '..', 'artifacts')

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`')
  return url
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/** A phone-sized, touch-enabled context (375×812, the size every screenshot is reviewed at). */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  // tsx compiles the tests with esbuild's keepNames, which wraps named functions inside page.evaluate callbacks
  // in a `__name(…)` helper that exists only in Node: give every page a stand-in.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
  return context
}

/** Opens a route of the hash router, e.g. openRoute(page, '/pages/order/index'). */
export async function openRoute(page: Page, route = '', query = ''): Promise<void> {
  const search = query ? `?${query}` : ''
  await page.goto(`${baseUrl()}/${search}#${route}`)
}

/** Saves e2e/artifacts/<name>.png (ignored by git) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/^\//, '').replace(/[/?=&]+/g, '_')}.png`)
  await page.screenshot({ path: file })
  return file
}
