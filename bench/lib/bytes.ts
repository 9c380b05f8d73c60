/**
 * Bytes before the first screen: what a phone downloads (JS + CSS, gzip) when it opens a route in a fresh
 * browser — the same counting as the budget test in `npm test` (e2e/helpers/bundle.ts).
 */
import type { Browser } from 'playwright-core'
import { buildAssets, firstLoadBytes } from '../../e2e/helpers/bundle'
import { median } from './stats'

export interface FirstLoad {
  route: string
  /** Median over the runs (the bytes are deterministic unless the page loads something conditionally). */
  gzipBytes: number
  runs: number[]
  /** Every file of the median run with its gzip bytes, largest first. */
  files: { url: string; gzip: number }[]
}

export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  staticDir: string,
  route: string,
  runs: number,
  storage?: Record<string, string>,
): Promise<FirstLoad> {
  const samples: Awaited<ReturnType<typeof firstLoadBytes>>[] = []
  for (let i = 0; i < runs; i += 1) samples.push(await firstLoadBytes(browser, origin, staticDir, route, storage))
  const totals = samples.map((sample) => sample.total)
  const middle = median(totals)
  const closest = samples.reduce((best, sample) =>
    Math.abs(sample.total - middle) < Math.abs(best.total - middle) ? sample : best,
  )
  return {
    route,
    gzipBytes: middle,
    runs: totals,
    files: [...closest.files].sort((a, b) => b.gzip - a.gzip),
  }
}

export interface BuildBytes {
  /** JS + CSS that index.html loads up front (Taro runtime, React, the app chunk, shared vendors). */
  entryGzipBytes: number
  /** Every JS and CSS file of the build. */
  allRoutesGzipBytes: number
  largestPageChunk: { url: string; gzip: number } | null
  fileCount: number
}

export function measureBuild(staticDir: string): BuildBytes {
  const assets = buildAssets(staticDir)
  const chunks = assets.filter((asset) => !asset.entry).sort((a, b) => b.gzip - a.gzip)
  return {
    entryGzipBytes: assets.filter((asset) => asset.entry).reduce((sum, asset) => sum + asset.gzip, 0),
    allRoutesGzipBytes: assets.reduce((sum, asset) => sum + asset.gzip, 0),
    largestPageChunk: chunks[0] ? { url: chunks[0].url, gzip: chunks[0].gzip } : null,
    fileCount: assets.length,
  }
}
