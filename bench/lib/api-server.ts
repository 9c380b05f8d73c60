/**
 * The reference API server as a child process on a free loopback port with a fresh DATA_DIR: a process of its
 * own, so the load generator (this process) and the server each get a core, as on a real two-core host.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../../__tests__/server/helpers/ports'
import { ROOT } from './build'

/** The OTP every number receives on the bench server (NODE_ENV=test allows OTP_FIXED_CODE). */
export const BENCH_OTP = '246810'

export interface ApiServer {
  origin: string
  /** `pglite` or `postgres`. */
  database: 'pglite' | 'postgres'
  stop(): Promise<void>
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reference server exited early with code ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the reference server did not become healthy within ${timeoutMs / 1000} s`)
}

/**
 * Starts `server/main.ts` with its log in `logFile`. `databaseUrl` selects PostgreSQL; without it the server
 * uses PGlite in `dataDir`. Access logging stays at `info`, as in production, so its cost is in the numbers.
 */
export async function startApiServer(options: {
  dataDir: string
  logFile: string
  databaseUrl?: string
}): Promise<ApiServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    OTP_FIXED_CODE: BENCH_OTP,
  }
  delete env.DATABASE_URL
  delete env.FAULT_INJECTION
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  const log = openSync(options.logFile, 'a')
  // Node itself with tsx's loader, not the tsx command (which would run the server in a second process).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  })
  try {
    await waitForHealth(origin, child, 120_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    origin,
    database: options.databaseUrl ? 'postgres' : 'pglite',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
