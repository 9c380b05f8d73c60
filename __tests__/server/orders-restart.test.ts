/**
 * Orders survive a crash: the real server (`tsx server/main.ts`) on a DATA_DIR is killed with SIGKILL in
 * the middle of the review and started again on the same DATA_DIR (or the same PostgreSQL schema when
 * DATABASE_URL is set); the order, its status, its timeline and the session are all still there.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { LoanOrderDetailBody, LoanOrderRecordBody } from '../../types/api/order'
import { API } from '../../types/api/paths'
import { runAdmin } from '../../server/admin'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import type { DatabaseOptions } from '../../server/db/index'
import { FakeClock, type TestApp } from './helpers/app'
import { httpTransport, TEST_OTP, TestClient } from './helpers/client'
import { freePort } from './helpers/ports'
import { confirmQuickOrder, signOrder, verifiedUser } from './loans-fixtures'

const ROOT = path.resolve(__dirname, '../..')
const databaseUrl = process.env.DATABASE_URL
const schema = `t_${randomBytes(6).toString('hex')}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'loans-restart-'))
const children: ChildProcess[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`drop schema if exists ${schema} cascade`)
    await admin.end()
  }
})

/** The spawned server's DATABASE_URL: the same schema as the in-process phase. */
function spawnedDatabaseUrl(): string | undefined {
  if (!databaseUrl) return undefined
  const options = encodeURIComponent(`-c search_path=${schema}`)
  return `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${options}`
}

/** Starts `tsx server/main.ts` and resolves once it prints that it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    OTP_FIXED_CODE: TEST_OTP,
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  const url = spawnedDatabaseUrl()
  if (url) env.DATABASE_URL = url
  // One process (node with tsx as a loader, not the tsx wrapper that forks): SIGKILL must hit the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('listening on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`))
    })
  })
  return child
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

async function adminCommand(port: number, ...argv: string[]): Promise<string> {
  const lines: string[] = []
  const code = await runAdmin(argv, {
    env: { DATA_DIR: dataDir, ADMIN_URL: `http://127.0.0.1:${port}` },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  })
  expect(code).toBe(0)
  return lines.join('\n')
}

test('SIGKILL and restart on the same data keep orders, their status history and the session', async () => {
  // Phase 1, in-process on the persistent database: a verified user confirms and signs an order.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, OTP_FIXED_CODE: TEST_OTP })
  const database: DatabaseOptions = databaseUrl
    ? { engine: 'postgres', url: databaseUrl, schema }
    : { engine: 'pglite', dataDir }
  const clock = new FakeClock()
  const app = await buildApp({ config, database, clock, logger: false })
  const phase1 = { app, clock, config, dataDir } as unknown as TestApp
  const user = await verifiedUser(phase1)
  const applyId = await confirmQuickOrder(user)
  await signOrder(phase1, user, applyId)
  await app.close()

  // Phase 2: the real server on the same data; the operator approves, then the process is killed.
  const port = await freePort()
  let server = await startServer(port)
  const client = new TestClient(httpTransport(`http://127.0.0.1:${port}`))
  Object.assign(client, { token: user.client.token, userId: user.client.userId, uuId: user.client.uuId })
  let detail = await client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
  expect(detail.applyStatus).toBe('under_review')
  expect(await adminCommand(port, 'approve', applyId)).toContain('放款中(disbursing)')
  await kill(server)

  // Phase 3: restarted after the crash, the approval is there and the flow goes on.
  server = await startServer(port)
  detail = await client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
  expect(detail.applyStatus).toBe('disbursing')
  expect(detail.timeline.map((entry) => entry.status)).toEqual(['to_sign', 'under_review', 'disbursing'])
  expect(await adminCommand(port, 'disburse', applyId)).toContain('還款中(repaying)')
  expect(await adminCommand(port, 'repay', applyId, '--amount', '1000')).toContain('已還 NT$1,000')
  const list = await client.ok<LoanOrderRecordBody>(API.loanOrderRecord)
  expect(list.list).toEqual([expect.objectContaining({ applyId, applyStatus: 'repaying', unpaid: 9122 })])
  expect(list.repayCount).toBe(1)
  await kill(server)
}, 180_000)
