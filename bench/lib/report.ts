/**
 * The shape of bench/results.json, the targets of issue 8 checked against it, and the Markdown tables that
 * `npm run bench` writes into docs/performance.md (between the bench markers; the prose around them is
 * written by hand).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { BUDGETS } from '../../e2e/helpers/bundle'
import type { BuildBytes, FirstLoad } from './bytes'
import type { CryptoResult } from './client-crypto'
import type { LighthouseRun } from './lighthouse'
import type { LoadResult } from './load'
import type { MachineInfo } from './machine'
import { kib, median, round } from './stats'

export interface PageLighthouse {
  name: string
  url: string
  session: 'guest' | 'logged-in user with one disbursed order'
  runs: LighthouseRun[]
  median: {
    score: number
    fcpMs: number
    lcpMs: number
    tbtMs: number
    cls: number
    speedIndexMs: number
    jsCssGzipBytes: number
  }
  lcpElement: string | null
  /** Ours ÷ the reference page, from the medians (absent for the reference itself). */
  lcpRatio?: number
  fcpRatio?: number
}

export interface Target {
  name: string
  target: string
  actual: string
  met: boolean
}

export interface BenchResults {
  generatedAt: string
  durationSeconds: number
  machine: MachineInfo & { loadAverageAtStart: number; loadAverageAtEnd: number }
  settings: {
    runs: number
    lighthouse: {
      formFactor: 'mobile'
      throttlingMethod: string
      rttMs: number
      throughputKbps: number
      cpuSlowdownMultiplier: number
      benchmarkIndexMedian: number
    }
    load: { connections: number; durationSeconds: number; runs: number; warmupSeconds: number }
    servedWith: string
  }
  builds: { app: { seconds: number; built: boolean }; reference: { seconds: number; built: boolean } }
  bytes: {
    budgets: typeof BUDGETS
    app: BuildBytes
    reference: BuildBytes
    firstLoad: Record<string, FirstLoad>
  }
  lighthouse: Record<string, PageLighthouse>
  clientCrypto: Record<string, CryptoResult>
  server: { pglite: LoadResult[]; postgres: { database: string; results: LoadResult[] } | null }
  targets: Target[]
}

export function summarizeLighthouse(
  name: string,
  url: string,
  session: PageLighthouse['session'],
  runs: LighthouseRun[],
): PageLighthouse {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick))
  const middleLcp = of((run) => run.lcpMs)
  const closest = runs.reduce((best, run) =>
    Math.abs(run.lcpMs - middleLcp) < Math.abs(best.lcpMs - middleLcp) ? run : best,
  )
  return {
    name,
    url,
    session,
    runs,
    median: {
      score: of((run) => run.score),
      fcpMs: round(of((run) => run.fcpMs)),
      lcpMs: round(middleLcp),
      tbtMs: round(of((run) => run.tbtMs)),
      cls: round(
        of((run) => run.cls),
        3,
      ),
      speedIndexMs: round(of((run) => run.speedIndexMs)),
      jsCssGzipBytes: of((run) => run.jsCssGzipBytes),
    },
    lcpElement: closest.lcpElement,
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`

/** Every target of issue 8 with what was measured. */
export function checkTargets(results: Omit<BenchResults, 'targets'>): Target[] {
  const targets: Target[] = []
  const add = (name: string, target: string, actual: string, met: boolean) =>
    targets.push({ name, target, actual, met })

  for (const [page, load] of Object.entries(results.bytes.firstLoad)) {
    if (page === 'reference') continue
    add(
      `first load, ${page}`,
      `≤ ${kib(BUDGETS.firstLoadPerPage)} KiB`,
      `${kib(load.gzipBytes)} KiB`,
      load.gzipBytes <= BUDGETS.firstLoadPerPage,
    )
  }
  const largest = results.bytes.app.largestPageChunk
  add(
    'largest non-entry chunk',
    `≤ ${kib(BUDGETS.pageChunk)} KiB`,
    largest ? `${kib(largest.gzip)} KiB (${largest.url})` : 'none',
    !largest || largest.gzip <= BUDGETS.pageChunk,
  )
  add(
    'all routes together',
    `≤ ${kib(BUDGETS.allRoutes)} KiB`,
    `${kib(results.bytes.app.allRoutesGzipBytes)} KiB`,
    results.bytes.app.allRoutesGzipBytes <= BUDGETS.allRoutes,
  )
  for (const page of Object.values(results.lighthouse)) {
    if (page.name === 'reference') continue
    const { median: m } = page
    if (page.lcpRatio !== undefined) {
      add(`LCP ÷ reference, ${page.name}`, '≤ 1.15×', `${page.lcpRatio.toFixed(2)}×`, page.lcpRatio <= 1.15)
    }
    add(`TBT, ${page.name}`, '≤ 200 ms', ms(m.tbtMs), m.tbtMs <= 200)
    add(`CLS, ${page.name}`, '≤ 0.05', m.cls.toFixed(3), m.cls <= 0.05)
    add(`performance score, ${page.name}`, '≥ 90', String(m.score), m.score >= 90)
  }
  const small = results.clientCrypto['1KB']
  if (small) {
    add('client encrypt + decrypt, 1 KB', '≤ 1 ms median', `${small.medianMs} ms`, small.medianMs <= 1)
  }
  const read = results.server.pglite.find((result) => result.scenario.startsWith('authenticated read'))
  if (read) {
    add(
      'server authenticated read, PGlite',
      '≥ 1,500 req/s, p99 ≤ 50 ms',
      `${Math.round(read.requestsPerSecond).toLocaleString('en-US')} req/s, p99 ${read.p99Ms} ms`,
      read.requestsPerSecond >= 1500 && read.p99Ms <= 50,
    )
  }
  return targets
}

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The generated part of docs/performance.md. */
export function renderMarkdown(results: BenchResults): string {
  const { machine, settings } = results
  const lh = settings.lighthouse
  const parts: string[] = []
  parts.push(
    `Generated by \`npm run bench\` on ${results.generatedAt.slice(0, 16).replace('T', ' ')} UTC ` +
      `(commit ${machine.gitCommit}${machine.gitDirty ? ', with uncommitted changes' : ''}), ` +
      `${Math.round(results.durationSeconds)} s in all. Medians of ${settings.runs} runs.`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, ${machine.os}; ` +
      `Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}; ` +
      `Taro ${machine.taro}. Load average (1 min) ${machine.loadAverageAtStart} at the start, ` +
      `${machine.loadAverageAtEnd} at the end. Builds: app ${results.builds.app.seconds} s, ` +
      `reference ${results.builds.reference.seconds} s.`,
  )

  parts.push('', '#### Bytes before the first screen (gzip, JS + CSS)', '')
  const firstLoadRows = Object.entries(results.bytes.firstLoad).map(([name, load]) => {
    const page = results.lighthouse[name]
    return [
      name,
      `\`${load.route}\``,
      `${kib(load.gzipBytes)} KiB`,
      page ? `${kib(page.median.jsCssGzipBytes)} KiB` : '-',
      load.files.length,
    ]
  })
  parts.push(
    table(
      ['page', 'route', 'first load (fresh browser; orders logged in)', 'in the Lighthouse run', 'files'],
      firstLoadRows,
    ),
  )
  const { app, reference } = results.bytes
  parts.push(
    '',
    table(
      ['build', 'entry (index.html)', 'all JS + CSS', 'largest non-entry chunk', 'files'],
      [
        [
          'app',
          `${kib(app.entryGzipBytes)} KiB`,
          `${kib(app.allRoutesGzipBytes)} KiB`,
          app.largestPageChunk ? `${kib(app.largestPageChunk.gzip)} KiB \`${app.largestPageChunk.url}\`` : '-',
          app.fileCount,
        ],
        [
          'reference',
          `${kib(reference.entryGzipBytes)} KiB`,
          `${kib(reference.allRoutesGzipBytes)} KiB`,
          reference.largestPageChunk
            ? `${kib(reference.largestPageChunk.gzip)} KiB \`${reference.largestPageChunk.url}\``
            : '-',
          reference.fileCount,
        ],
      ],
    ),
  )

  if (Object.keys(results.lighthouse).length > 0) {
    parts.push(
      '',
      `#### Lighthouse, mobile profile (${lh.throttlingMethod} throttling: ${lh.rttMs} ms RTT, ` +
        `${round(lh.throughputKbps / 1024, 1)} Mbps, ${lh.cpuSlowdownMultiplier}× CPU slowdown; ` +
        `benchmarkIndex ${lh.benchmarkIndexMedian})`,
      '',
    )
    parts.push(
      table(
        ['page', 'session', 'score', 'FCP', 'LCP', 'LCP ÷ ref', 'TBT', 'CLS', 'Speed Index', 'LCP element'],
        Object.values(results.lighthouse).map((page) => [
          page.name,
          page.session,
          page.median.score,
          ms(page.median.fcpMs),
          ms(page.median.lcpMs),
          page.lcpRatio === undefined ? '-' : `${page.lcpRatio.toFixed(2)}×`,
          ms(page.median.tbtMs),
          page.median.cls.toFixed(3),
          ms(page.median.speedIndexMs),
          page.lcpElement ? `\`${page.lcpElement.replace(/\|/g, '\\|').slice(0, 60)}\`` : '-',
        ]),
      ),
    )
  }

  if (Object.keys(results.clientCrypto).length > 0) {
    parts.push('', '#### API client crypto per call (encrypt payload + decrypt answer, crypto-js, Node)', '')
    parts.push(
      table(
        ['payload', 'calls timed', 'median', 'p95'],
        Object.entries(results.clientCrypto).map(([name, result]) => [
          `${name} (${result.payloadBytes.toLocaleString('en-US')} B)`,
          result.calls,
          `${result.medianMs} ms`,
          `${result.p95Ms} ms`,
        ]),
      ),
    )
  }

  const loadRows: (string | number)[][] = []
  const addLoad = (database: string, list: LoadResult[]) => {
    for (const result of list) {
      const failures = result.runs.reduce((sum, run) => sum + run.failures, 0)
      loadRows.push([
        database,
        result.scenario,
        Math.round(result.requestsPerSecond).toLocaleString('en-US'),
        `${result.p99Ms} ms`,
        result.runs.map((run) => Math.round(run.requestsPerSecond)).join(', '),
        failures,
      ])
    }
  }
  addLoad('PGlite', results.server.pglite)
  if (results.server.postgres) addLoad(`PostgreSQL`, results.server.postgres.results)
  if (loadRows.length > 0) {
    parts.push(
      '',
      `#### Reference server under load (autocannon, ${settings.load.connections} connections, ` +
        `${settings.load.durationSeconds} s per run after a ${settings.load.warmupSeconds} s warm-up)`,
      '',
      table(['database', 'request', 'req/s', 'p99', 'req/s per run', 'non-2xx/errors'], loadRows),
    )
    if (!results.server.postgres) parts.push('', 'PostgreSQL: not measured (DATABASE_URL was not set).')
  }

  parts.push('', '#### Targets', '')
  parts.push(
    table(
      ['target', 'wanted', 'measured', 'met'],
      results.targets.map((target) => [target.name, target.target, target.actual, target.met ? 'yes' : '**no**']),
    ),
  )
  return parts.join('\n')
}

export const DOC_BEGIN = '<!-- bench:begin (generated by npm run bench; edit outside these markers) -->'
export const DOC_END = '<!-- bench:end -->'

/** Replaces the generated block of `docFile` (or appends one) and keeps everything else as written. */
export function writeDocTables(docFile: string, markdown: string): void {
  const block = `${DOC_BEGIN}\n\n${markdown}\n\n${DOC_END}`
  const current = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Performance\n'
  const begin = current.indexOf(DOC_BEGIN)
  const end = current.indexOf(DOC_END)
  const next =
    begin >= 0 && end > begin
      ? current.slice(0, begin) + block + current.slice(end + DOC_END.length)
      : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(docFile, next)
}
