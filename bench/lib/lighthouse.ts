/**
 * One Lighthouse run (mobile profile, performance only) against Debian's Chromium, in a fresh browser profile
 * each time, so nothing is cached between runs. A page that needs a session gets it written into localStorage
 * first (on the same origin, through a page that loads none of the app's files) and Lighthouse is told not to
 * clear storage; the fresh profile already guarantees an empty HTTP cache.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Flags, Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/helpers/browser'
import { gzipBytes } from '../../e2e/helpers/bundle'

/** The tests' Chromium flags, plus headless (Lighthouse drives the browser itself here). */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS]

export interface LighthouseTarget {
  /** Short name used in results.json (`loans`, `reference`, …). */
  name: string
  url: string
  /** The build folder the page's files come from, to count their gzip bytes. */
  staticDir: string
  /** localStorage entries to write before the run (a logged-in user). */
  storage?: Record<string, string>
  /** Also save Lighthouse's full JSON report here (BENCH_KEEP_REPORTS), to open in the Lighthouse viewer. */
  reportFile?: string
}

export interface LighthouseRun {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher = faster). */
  benchmarkIndex: number
  /** What the largest contentful paint was, as Lighthouse describes the element. */
  lcpElement: string | null
  /** gzip bytes of every JS and CSS file the page requested, counted from the build folder. */
  jsCssGzipBytes: number
  warnings: string[]
  /** The throttling Lighthouse applied (its mobile defaults unless BENCH_CPU_SLOWDOWN is set). */
  throttling: { method: string; rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number }
}

/** BENCH_CPU_SLOWDOWN overrides Lighthouse's default 4× CPU slowdown of the mobile profile. */
export function throttlingOverride(): Flags['throttling'] | undefined {
  const value = process.env.BENCH_CPU_SLOWDOWN
  if (!value) return undefined
  const multiplier = Number(value)
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new Error(`BENCH_CPU_SLOWDOWN must be ≥ 1, got "${value}"`)
  return { cpuSlowdownMultiplier: multiplier }
}

interface NetworkRequestItem {
  url: string
}

function lcpElementOf(lhr: Result): string | null {
  // details: { type: 'list', items: [{ type: 'table', items: [{ node: { snippet, nodeLabel } }] }, …] }
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : null
}

function jsCssBytes(lhr: Result, origin: string, staticDir: string): number {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? []
  let total = 0
  for (const { url } of items) {
    const parsed = new URL(url)
    if (parsed.origin !== origin || !/\.(js|css)$/.test(parsed.pathname)) continue
    total += gzipBytes(path.join(staticDir, parsed.pathname))
  }
  return total
}

export async function runLighthouse(target: LighthouseTarget): Promise<LighthouseRun> {
  // lighthouse, chrome-launcher and puppeteer-core are ES modules: loaded on first use.
  const { default: lighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')
  const puppeteer = await import('puppeteer-core')

  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    const page = await browser.newPage()
    const origin = new URL(target.url).origin
    if (target.storage) {
      await page.goto(`${origin}/healthz`)
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, target.storage)
    }
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(target.storage),
      throttling: throttlingOverride(),
    }
    const result = await lighthouse(target.url, flags, undefined, page)
    await browser.disconnect()
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`)
    const { lhr } = result
    if (target.reportFile) {
      mkdirSync(path.dirname(target.reportFile), { recursive: true })
      writeFileSync(target.reportFile, JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`)
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${target.url} gave no ${id}`)
      return value
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpElementOf(lhr),
      jsCssGzipBytes: jsCssBytes(lhr, origin, target.staticDir),
      warnings: lhr.runWarnings,
      throttling: {
        method: lhr.configSettings.throttlingMethod,
        rttMs: lhr.configSettings.throttling.rttMs ?? 0,
        throughputKbps: lhr.configSettings.throttling.throughputKbps ?? 0,
        cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
      },
    }
  } finally {
    chrome.kill()
  }
}
