/**
 * `npm run test:e2e`: the browser tests. Starts the reference server (which builds the H5 app when it is
 * missing or stale, then serves it with the API on one origin) on a free port with a fresh DATA_DIR, runs every
 * e2e/tests/*.e2e.ts file with Node's test runner against it, and stops it.
 *
 * Without Chromium the suite is skipped with one line, unless CI=true, where it is required.
 *
 * `E2E_OUTPUT_ROOT=/tmp/x npm run test:e2e -- kyc` builds the app into /tmp/x and serves that instead of dist/h5
 * (several engineers on one machine), and runs only the files whose name contains `kyc`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { freePort } from '../__tests__/server/helpers/ports'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_PATH } from './helpers/browser'

const ROOT = path.join(__dirname, '..')
const TESTS_DIR = path.join(__dirname, 'tests')
/** The OTP every number receives in the browser tests (the server refuses this switch in production). */
export const E2E_OTP = '246810'

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the reference server exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the reference server did not become healthy within ${timeoutMs / 1000} s`)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI === 'true') {
      console.error(`e2e: FAILED — ${CHROMIUM_PATH} is missing and CI=true requires the browser tests`)
      return 1
    }
    console.log(
      `e2e: skipped — no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium fonts-noto-cjk); CI=true requires it`,
    )
    return 0
  }

  const only = process.argv.slice(2)
  const files = readdirSync(TESTS_DIR)
    .filter((file) => file.endsWith('.e2e.ts'))
    .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
    .sort()
    .map((file) => path.join(TESTS_DIR, file))

  const outputRoot = process.env.E2E_OUTPUT_ROOT
  if (outputRoot) {
    console.log(`e2e: building the H5 app into ${outputRoot}`)
    const built = await run(path.join(ROOT, 'node_modules/.bin/taro'), ['build', '--type', 'h5'], {
      ...process.env,
      NODE_ENV: 'production',
      TARO_OUTPUT_ROOT: outputRoot,
    })
    if (built !== 0) throw new Error(`the H5 build into ${outputRoot} failed`)
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    OTP_FIXED_CODE: E2E_OTP,
    FAULT_INJECTION: '1',
    // server/start.ts serves (and, when stale, builds) TARO_OUTPUT_ROOT, default dist/h5.
    ...(outputRoot ? { TARO_OUTPUT_ROOT: outputRoot } : {}),
  }
  // Node itself with tsx's loader, not the tsx wrapper: a SIGKILL must reach the server, not only the wrapper.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    // The first start may build the H5 app (30–60 s on two cores).
    await waitForHealth(url, server, 240_000)
    console.log(`e2e: reference server ready at ${url}, running ${files.length} file(s)`)
    return await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' '),
      E2E_BASE_URL: url,
      E2E_DATA_DIR: dataDir,
      E2E_STATIC_DIR: outputRoot || path.join(ROOT, 'dist', 'h5'),
      E2E_OTP,
    })
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL')
        resolve(undefined)
      }, 10_000)
      server.once('exit', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`e2e: FAILED — ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
