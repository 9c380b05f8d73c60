/**
 * The two H5 builds the bench compares: the app (into a temp folder through TARO_OUTPUT_ROOT, so dist/h5 is never
 * touched) and the hello-world reference from bench/fixtures/hello-world (copied to a temp folder with a link to
 * the project's node_modules, so it is built by exactly the Taro the app uses).
 */
import { spawn } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, readFileSync, symlinkSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.join(__dirname, '..', '..')
const TARO_BIN = path.join(ROOT, 'node_modules', '.bin', 'taro')
export const FIXTURE_DIR = path.join(ROOT, 'bench', 'fixtures', 'hello-world')

export interface BuildResult {
  /** The folder holding index.html and the static files. */
  outputDir: string
  seconds: number
  /** False when an existing build was reused (BENCH_APP_DIR / BENCH_REFERENCE_DIR). */
  built: boolean
}

function runTaroBuild(cwd: string, outputDir: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile)
    const child = spawn(TARO_BIN, ['build', '--type', 'h5'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: outputDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on('error', reject)
    child.on('exit', (code) => {
      log.end()
      if (code === 0 && existsSync(path.join(outputDir, 'index.html'))) return resolve()
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : ''
      reject(new Error(`taro build in ${cwd} failed (exit ${code}); last lines of ${logFile}:\n${tail}`))
    })
  })
}

async function timed(outputDir: string, build: () => Promise<void>): Promise<BuildResult> {
  const started = Date.now()
  await build()
  return { outputDir, seconds: Math.round((Date.now() - started) / 1000), built: true }
}

function reuse(dir: string): BuildResult {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html to reuse`)
  return { outputDir: path.resolve(dir), seconds: 0, built: false }
}

/** The app's production H5 build into `workDir/app`. */
export function buildApp(workDir: string, reuseDir?: string): Promise<BuildResult> {
  if (reuseDir) return Promise.resolve(reuse(reuseDir))
  const outputDir = path.join(workDir, 'app')
  return timed(outputDir, () => runTaroBuild(ROOT, outputDir, path.join(workDir, 'build-app.log')))
}

/** The hello-world reference, built from a temp copy of the fixture into `workDir/reference`. */
export function buildReference(workDir: string, reuseDir?: string): Promise<BuildResult> {
  if (reuseDir) return Promise.resolve(reuse(reuseDir))
  const sourceDir = path.join(workDir, 'hello-world-src')
  cpSync(FIXTURE_DIR, sourceDir, { recursive: true })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(sourceDir, 'node_modules'), 'dir')
  const outputDir = path.join(workDir, 'reference')
  return timed(outputDir, () => runTaroBuild(sourceDir, outputDir, path.join(workDir, 'build-reference.log')))
}

/**
 * The reference must be transpiled for the same browsers as the app, or the comparison measures Babel
 * settings instead of our code. Returns a warning when the two browserslists differ.
 */
export function browserslistMismatch(): string | null {
  const read = (file: string) =>
    JSON.stringify((JSON.parse(readFileSync(file, 'utf8')) as { browserslist?: unknown }).browserslist ?? null)
  const app = read(path.join(ROOT, 'package.json'))
  const reference = read(path.join(FIXTURE_DIR, 'package.json'))
  return app === reference
    ? null
    : `the reference's browserslist ${reference} differs from the app's ${app}: update bench/fixtures/hello-world/package.json`
}
