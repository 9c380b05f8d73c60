import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { newPhoneContext } from './browser'

/**
 * Byte budgets of issue 8 (gzip, JS + CSS). Bytes are deterministic, so they are checked in `npm test`.
 * Never raise one to let a change through: make the change smaller, or load its code where it is used.
 */
export const BUDGETS = {
  /** The pages issue 8 measures (what an ad link or a reminder lands on): the loans tab, login, orders tab. */
  firstLoadPerPage: 130 * 1024,
  /**
   * Any other route opened cold by a logged-in user (a link from an SMS, a reload halfway through a step): not an
   * issue budget, a regression guard set a little above the heaviest route today (docs/performance.md).
   */
  anyRouteCeiling: 160 * 1024,
  pageChunk: 40 * 1024,
  allRoutes: 400 * 1024,
} as const

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full) : [full]
  })
}

/** Every JS and CSS file of a build, with its gzip size; `entry` marks what index.html loads up front. */
export function buildAssets(staticDir: string) {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8')
  const entryUrls = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1])
  return listFiles(staticDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const url = '/' + path.relative(staticDir, file).split(path.sep).join('/')
      return { url, gzip: gzipBytes(file), entry: entryUrls.some((entryUrl) => entryUrl.endsWith(url)) }
    })
}

/**
 * What a phone downloads before a route's first screen: every JS and CSS file the page requests while it opens
 * (fresh context, no cache; `storage` in localStorage first, e.g. a session), counted at its gzip size from the
 * build folder.
 */
export async function firstLoadBytes(
  browser: Browser,
  baseUrl: string,
  staticDir: string,
  route: string,
  storage?: Record<string, string>,
): Promise<{ total: number; files: { url: string; gzip: number }[] }> {
  const context = await newPhoneContext(browser)
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
  }
  const page = await context.newPage()
  const seen = new Set<string>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\.(js|css)$/.test(pathname)) seen.add(pathname)
  })
  await page.goto(`${baseUrl}/#${route}`, { waitUntil: 'networkidle' })
  await context.close()
  const files = [...seen].map((url) => ({ url, gzip: gzipBytes(path.join(staticDir, url)) }))
  return { total: files.reduce((sum, file) => sum + file.gzip, 0), files }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
