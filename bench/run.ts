/**
 * `npm run bench` — the performance benchmark of issue 8 (not part of the tests). In one run:
 *
 *   1. builds the H5 app into a temp folder (TARO_OUTPUT_ROOT; dist/h5 is never touched) and the hello-world
 *      reference from bench/fixtures/hello-world with the same Taro;
 *   2. starts the reference API server (PGlite, fresh DATA_DIR) and serves both builds on loopback, gzip like a
 *      CDN, the app with its API on the same origin; makes a logged-in user with one disbursed loan;
 *   3. measures, several runs each, medians reported: JS + CSS bytes before the first screen (loans tab, login,
 *      orders tab, reference), Lighthouse mobile (score, FCP, LCP, TBT, CLS; ours ÷ reference), the API
 *      client's crypto per call in Node, and the server under autocannon load (PGlite, and PostgreSQL when
 *      DATABASE_URL is set — in a schema of its own, dropped afterwards);
 *   4. writes bench/results.json and the tables of docs/performance.md, stops its servers, removes its temp
 *      folder.
 *
 * Settings (environment):
 *   BENCH_RUNS=3             runs per measurement (Lighthouse, first load, load test)
 *   BENCH_ONLY=bytes,lighthouse,crypto,load   a subset; partial results go to bench/tmp/results-partial.json
 *   BENCH_APP_DIR, BENCH_REFERENCE_DIR         reuse existing builds instead of building (faster iterations)
 *   BENCH_CPU_SLOWDOWN=2     Lighthouse CPU slowdown instead of the mobile profile's 4×
 *   BENCH_KEEP_REPORTS=1     keep every Lighthouse JSON report in bench/tmp/lighthouse/ (to see what shifted, …)
 *   BENCH_LOAD_SECONDS=10    duration of each load-test run
 *   BENCH_TIMEOUT_MINUTES=25 the whole run is stopped (and cleaned up) after this long
 *   DATABASE_URL             also load-test on PostgreSQL
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROUTES } from '../src/constants/routes'
import { CHROMIUM_PATH, launchBrowser } from '../e2e/helpers/browser'
import { sessionStorageEntries } from '../e2e/helpers/session'
import { BUDGETS } from '../e2e/helpers/bundle'
import { startApiServer, type ApiServer } from './lib/api-server'
import { browserslistMismatch, buildApp, buildReference, ROOT } from './lib/build'
import { measureBuild, measureFirstLoad, type FirstLoad } from './lib/bytes'
import { measureClientCrypto, type CryptoResult } from './lib/client-crypto'
import { runLighthouse, type LighthouseRun, type LighthouseTarget } from './lib/lighthouse'
import { loadTest, type LoadResult } from './lib/load'
import { elapsedSeconds, step } from './lib/log'
import { describeMachine, loadAverage } from './lib/machine'
import { createBenchSchema, describeDatabaseUrl } from './lib/pg-schema'
import {
  checkTargets,
  renderMarkdown,
  summarizeLighthouse,
  writeDocTables,
  type BenchResults,
  type PageLighthouse,
} from './lib/report'
import { serveStatic } from './lib/serve'
import { median, round } from './lib/stats'
import { createBenchUser } from './lib/user'

const PARTS = ['bytes', 'lighthouse', 'crypto', 'load'] as const
type Part = (typeof PARTS)[number]

const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json')
const PARTIAL_RESULTS_FILE = path.join(ROOT, 'bench', 'tmp', 'results-partial.json')
const DOC_FILE = path.join(ROOT, 'docs', 'performance.md')
const REPORTS_DIR = path.join(ROOT, 'bench', 'tmp', 'lighthouse')

/** The reference page's only route. */
const REFERENCE_ROUTE = '/pages/index/index'

/** The pages issue 8 names, with the session each is measured in. */
const PAGES = [
  { name: 'loans', route: ROUTES.loans, loggedIn: false },
  { name: 'login', route: ROUTES.login, loggedIn: false },
  { name: 'orders', route: ROUTES.orders, loggedIn: true },
] as const

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`)
  return value
}

function selectedParts(): Set<Part> {
  const raw = process.env.BENCH_ONLY
  if (!raw) return new Set(PARTS)
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name))
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(',')}`)
  return new Set(names as Part[])
}

/** Everything to undo, newest first: servers, then the temp folder. Runs once, also on Ctrl-C or timeout. */
const cleanups: (() => Promise<void> | void)[] = []
let cleanedUp = false
async function cleanUp(): Promise<void> {
  if (cleanedUp) return
  cleanedUp = true
  for (const undo of cleanups.reverse()) {
    try {
      await undo()
    } catch (error) {
      console.error(`bench: clean-up step failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

async function loadOnDatabase(
  label: string,
  workDir: string,
  databaseUrl: string | undefined,
  options: Parameters<typeof loadTest>[2],
): Promise<LoadResult[]> {
  const dataDir = path.join(workDir, `data-${label}`)
  mkdirSync(dataDir, { recursive: true })
  const server = await startApiServer({ dataDir, logFile: path.join(workDir, `server-${label}.log`), databaseUrl })
  try {
    const user = await createBenchUser(server, dataDir)
    step(`load test on ${label}: ${options.runs} × ${options.durationSeconds} s per request kind`)
    return await loadTest(server, user, options)
  } finally {
    await server.stop()
  }
}

async function main(): Promise<void> {
  const parts = selectedParts()
  const runs = positiveInteger('BENCH_RUNS', 3)
  const loadOptions = {
    connections: 50,
    durationSeconds: positiveInteger('BENCH_LOAD_SECONDS', 10),
    runs,
    warmupSeconds: 2,
  }
  const needsBrowser = parts.has('bytes') || parts.has('lighthouse')
  if (needsBrowser && !existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium fonts-noto-cjk)`)
  }

  const machine = describeMachine()
  const loadAverageAtStart = loadAverage()
  step(
    `${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; ` +
      `load average ${loadAverageAtStart}${loadAverageAtStart > 1.5 ? ' — the machine is busy, timings will be slow' : ''}`,
  )
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'))
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }))

  const mismatch = browserslistMismatch()
  if (mismatch) console.warn(`bench: warning — ${mismatch}`)

  // Builds one after the other: two cores, and the timings of each are reported.
  step(process.env.BENCH_APP_DIR ? `reusing the app build in ${process.env.BENCH_APP_DIR}` : 'building the H5 app …')
  const app = await buildApp(workDir, process.env.BENCH_APP_DIR)
  step(
    process.env.BENCH_REFERENCE_DIR
      ? `reusing the reference build in ${process.env.BENCH_REFERENCE_DIR}`
      : `app built in ${app.seconds} s; building the hello-world reference …`,
  )
  const reference = await buildReference(workDir, process.env.BENCH_REFERENCE_DIR)
  if (reference.built) step(`reference built in ${reference.seconds} s`)

  const firstLoad: Record<string, FirstLoad> = {}
  const lighthouse: Record<string, PageLighthouse> = {}
  const clientCrypto: Record<string, CryptoResult> = {}
  let pglite: LoadResult[] = []
  let postgres: BenchResults['server']['postgres'] = null
  const lighthouseRuns: LighthouseRun[] = []

  if (needsBrowser) {
    const dataDir = path.join(workDir, 'data-pages')
    mkdirSync(dataDir)
    const api: ApiServer = await startApiServer({ dataDir, logFile: path.join(workDir, 'server-pages.log') })
    cleanups.push(() => api.stop())
    const user = await createBenchUser(api, dataDir)
    const appSite = await serveStatic(app.outputDir, api.origin)
    cleanups.push(() => appSite.close())
    const referenceSite = await serveStatic(reference.outputDir)
    cleanups.push(() => referenceSite.close())
    step(`serving the app at ${appSite.origin} (API ${api.origin}) and the reference at ${referenceSite.origin}`)

    if (parts.has('bytes')) {
      step(`first-load bytes, ${runs} runs per page`)
      const browser = await launchBrowser()
      try {
        for (const page of PAGES) {
          const storage = page.loggedIn ? sessionStorageEntries(user) : undefined
          firstLoad[page.name] = await measureFirstLoad(
            browser,
            appSite.origin,
            app.outputDir,
            page.route,
            runs,
            storage,
          )
        }
        firstLoad.reference = await measureFirstLoad(
          browser,
          referenceSite.origin,
          reference.outputDir,
          REFERENCE_ROUTE,
          runs,
        )
      } finally {
        await browser.close()
      }
    }

    if (parts.has('lighthouse')) {
      const targets: (LighthouseTarget & { session: PageLighthouse['session'] })[] = [
        {
          name: 'reference',
          url: `${referenceSite.origin}/#${REFERENCE_ROUTE}`,
          staticDir: reference.outputDir,
          session: 'guest',
        },
        ...PAGES.map((page) => ({
          name: page.name,
          url: `${appSite.origin}/#${page.route}`,
          staticDir: app.outputDir,
          storage: page.loggedIn ? sessionStorageEntries(user) : undefined,
          session: page.loggedIn ? ('logged-in user with one disbursed order' as const) : ('guest' as const),
        })),
      ]
      const byName = new Map<string, LighthouseRun[]>(targets.map((target) => [target.name, []]))
      // Interleaved (reference, loans, login, orders, reference, …) so a change in the machine's load during
      // the bench affects every page alike.
      for (let run = 1; run <= runs; run += 1) {
        for (const target of targets) {
          step(`Lighthouse ${target.name}, run ${run} of ${runs}`)
          const reportFile = process.env.BENCH_KEEP_REPORTS
            ? path.join(REPORTS_DIR, `${target.name}-${run}.json`)
            : undefined
          const result = await runLighthouse({ ...target, reportFile })
          byName.get(target.name)?.push(result)
          lighthouseRuns.push(result)
        }
      }
      for (const target of targets) {
        lighthouse[target.name] = summarizeLighthouse(
          target.name,
          target.url,
          target.session,
          byName.get(target.name) ?? [],
        )
      }
      const ref = lighthouse.reference.median
      for (const page of PAGES) {
        const ours = lighthouse[page.name]
        ours.lcpRatio = round(ours.median.lcpMs / ref.lcpMs, 2)
        ours.fcpRatio = round(ours.median.fcpMs / ref.fcpMs, 2)
      }
    }
    // Idle servers still take a little CPU (the loan worker ticks every second): stop them before the timings
    // below. Stopping twice is harmless, so the clean-up list may run them again.
    await referenceSite.close()
    await appSite.close()
    await api.stop()
  }

  if (parts.has('crypto')) {
    step('API client crypto in Node (1 KB and 100 KB payloads)')
    clientCrypto['1KB'] = measureClientCrypto(1024, 2000 * runs, 500)
    clientCrypto['100KB'] = measureClientCrypto(100 * 1024, 20 * runs, 10)
  }

  if (parts.has('load')) {
    pglite = await loadOnDatabase('pglite', workDir, undefined, loadOptions)
    const databaseUrl = process.env.DATABASE_URL
    if (databaseUrl) {
      const schema = await createBenchSchema(databaseUrl)
      try {
        postgres = {
          database: describeDatabaseUrl(databaseUrl),
          results: await loadOnDatabase('postgres', workDir, schema.url, loadOptions),
        }
      } finally {
        await schema.drop()
      }
    } else {
      step('PostgreSQL load test skipped: DATABASE_URL is not set')
    }
  }

  const throttling = lighthouseRuns[0]?.throttling
  const partial: Omit<BenchResults, 'targets'> = {
    generatedAt: new Date().toISOString(),
    durationSeconds: round(elapsedSeconds()),
    machine: { ...machine, loadAverageAtStart, loadAverageAtEnd: loadAverage() },
    settings: {
      runs,
      lighthouse: {
        formFactor: 'mobile',
        throttlingMethod: throttling?.method ?? '-',
        rttMs: throttling?.rttMs ?? 0,
        throughputKbps: throttling?.throughputKbps ?? 0,
        cpuSlowdownMultiplier: throttling?.cpuSlowdownMultiplier ?? 0,
        benchmarkIndexMedian: round(median(lighthouseRuns.map((run) => run.benchmarkIndex))),
      },
      load: loadOptions,
      servedWith:
        'bench/lib/serve.ts: gzip (level 6) for HTML/JS/CSS/SVG, hashed files cached for a year, API paths proxied to the reference server',
    },
    builds: {
      app: { seconds: app.seconds, built: app.built },
      reference: { seconds: reference.seconds, built: reference.built },
    },
    bytes: {
      budgets: BUDGETS,
      app: measureBuild(app.outputDir),
      reference: measureBuild(reference.outputDir),
      firstLoad,
    },
    lighthouse,
    clientCrypto,
    server: { pglite, postgres },
  }
  const results: BenchResults = { ...partial, targets: checkTargets(partial) }
  const markdown = renderMarkdown(results)

  if (parts.size === PARTS.length) {
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
    writeDocTables(DOC_FILE, markdown)
    step(`wrote ${path.relative(ROOT, RESULTS_FILE)} and the tables of ${path.relative(ROOT, DOC_FILE)}`)
  } else {
    mkdirSync(path.dirname(PARTIAL_RESULTS_FILE), { recursive: true })
    writeFileSync(PARTIAL_RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
    step(`partial run (BENCH_ONLY): wrote ${path.relative(ROOT, PARTIAL_RESULTS_FILE)} only`)
  }
  console.log(`\n${markdown}\n`)
  const missed = results.targets.filter((target) => !target.met)
  step(`${results.targets.length - missed.length} of ${results.targets.length} targets met`)
}

const timeoutMinutes = positiveInteger('BENCH_TIMEOUT_MINUTES', 25)
const watchdog = setTimeout(() => {
  console.error(`bench: FAILED — still running after ${timeoutMinutes} minutes (BENCH_TIMEOUT_MINUTES)`)
  cleanUp().finally(() => process.exit(1))
}, timeoutMinutes * 60_000)
watchdog.unref()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, cleaning up`)
    cleanUp().finally(() => process.exit(130))
  })
}

main()
  .then(async () => {
    await cleanUp()
    process.exit(0)
  })
  .catch(async (error: unknown) => {
    console.error(`bench: FAILED — ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    await cleanUp()
    process.exit(1)
  })
