/**
 * A reference server of a test's own, for what the shared one must not go through (issue 7: SIGKILL mid-journey
 * and a restart on the same DATA_DIR). Same settings as e2e/run.ts's server, on its own free port.
 *
 *   const server = await startServerProcess({ dataDir })
 *   await server.kill()                       // SIGKILL: no shutdown hooks, no flush
 *   const again = await startServerProcess({ dataDir, port: server.port })
 *   await again.stop()
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../__tests__/server/helpers/ports'
import path from 'node:path'

const ROOT = path.join(__dirname, '..', '..')

export interface ServerProcess {
  url: string
  port: number
  dataDir: string
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM (a clean shutdown), resolved once the process is gone. */
  stop(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the test's own server exited early with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the test's own server did not become healthy within ${timeoutMs / 1000} s`)
}

/** Starts the server with the built app on `port` (default: a free one) and `dataDir`; resolves once healthy. */
export async function startServerProcess({
  dataDir,
  port,
}: {
  dataDir: string
  port?: number
}): Promise<ServerProcess> {
  const staticDir = process.env.E2E_STATIC_DIR
  if (!staticDir) throw new Error('E2E_STATIC_DIR is not set: run the browser tests through `npm run test:e2e`')
  const chosenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${chosenPort}`
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a second process, which a
  // SIGKILL of the first would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve-app.cjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The test runner's `--import tsx` must not be loaded twice.
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      DATA_DIR: dataDir,
      OTP_FIXED_CODE: process.env.E2E_OTP || '246810',
      FAULT_INJECTION: '1',
      E2E_STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(url, child, 60_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    port: chosenPort,
    dataDir,
    async kill() {
      child.kill('SIGKILL')
      await exited(child)
    },
    async stop() {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited(child)
      clearTimeout(timer)
    },
  }
}
