/**
 * Durability: `npm run server` (server/main.ts under tsx) is killed with SIGKILL and started again on the same
 * DATA_DIR; the user and the session survive. Also: SIGTERM shuts down cleanly with exit code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API } from '../../types/api/paths'
import type { CashUserBody } from '../../types/api/user'
import { httpTransport, nextMobile, TEST_OTP, TestClient } from './helpers/client'
import { freePort } from './helpers/ports'

const ROOT = path.join(__dirname, '..', '..')

function startServer(
  dataDir: string,
  port: number,
): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  // Node itself with tsx's loader, not the tsx wrapper: a SIGKILL must hit the server process, not a parent
  // that would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      OTP_FIXED_CODE: TEST_OTP,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('listening on http://127.0.0.1:')) {
        clearInterval(timer)
        resolve()
      } else if (child.exitCode !== null) {
        clearInterval(timer)
        reject(new Error(`server exited early: ${output}`))
      }
    }, 100)
  })
  return { child, ready, output: () => output }
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once('exit', (code, signal) => resolve({ code, signal }))
  })

test('a SIGKILL and a restart on the same DATA_DIR keep users and sessions', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restart-'))
  const port = await freePort()
  const first = startServer(dataDir, port)
  try {
    await first.ready
    expect(first.output()).toContain(`listening on http://127.0.0.1:${port}`)
    const client = new TestClient(httpTransport(`http://127.0.0.1:${port}`))
    const mobile = nextMobile('0977')
    const login = await client.login(mobile)
    await client.ok(API.riskEvent, { event: 'before-kill', eventContent: '/pages/loans/index' })

    first.child.kill('SIGKILL')
    expect((await exited(first.child)).signal).toBe('SIGKILL')

    const second = startServer(dataDir, port)
    try {
      await second.ready
      // Same token, no new login.
      const user = await client.ok<CashUserBody>(API.queryCashUser)
      expect(user).toMatchObject({ userId: login.userId, uuId: login.uuId, mobile })
      const health = await fetch(`http://127.0.0.1:${port}/healthz`)
      expect(await health.text()).toBe('{"ok":true}')

      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toEqual({ code: 0, signal: null })
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL')
    }
  } finally {
    if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)
