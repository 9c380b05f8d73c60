/**
 * Starts the real app in-process for a test file: PGlite in memory (or, when DATABASE_URL is set, a fresh
 * schema of that PostgreSQL so parallel files never meet), a temporary DATA_DIR for uploads, a movable clock
 * and a fixed OTP. Call `close()` in afterAll.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp, type BuildAppOptions } from '../../../server/app'
import { loadConfig, type ServerConfig } from '../../../server/config'
import type { Clock } from '../../../server/context'
import type { DatabaseOptions } from '../../../server/db/index'
import { injectTransport, nextMobile, TEST_OTP, TestClient } from './client'

/** A clock the test moves by hand; starts at the real time. */
export class FakeClock implements Clock {
  private current = Date.now()
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current += ms
  }
}

export interface TestApp {
  app: FastifyInstance
  clock: FakeClock
  config: ServerConfig
  dataDir: string
  /** A new client without a session. */
  client(): TestClient
  /** A new client logged in as a new user. */
  loggedInClient(mobile?: string): Promise<TestClient>
  close(): Promise<void>
}

export interface TestAppOptions extends Omit<Partial<BuildAppOptions>, 'config'> {
  env?: Record<string, string>
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-test-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, OTP_FIXED_CODE: TEST_OTP, ...options.env })
  const databaseUrl = process.env.DATABASE_URL
  const schema = `t_${randomBytes(6).toString('hex')}`
  const database: DatabaseOptions = databaseUrl
    ? { engine: 'postgres', url: databaseUrl, schema }
    : { engine: 'pglite', dataDir: null }
  const clock = new FakeClock()
  const app = await buildApp({ logger: false, clock, database, ...options, config })
  return {
    app,
    clock,
    config,
    dataDir,
    client: () => new TestClient(injectTransport(app)),
    async loggedInClient(mobile) {
      const client = new TestClient(injectTransport(app))
      await client.login(mobile ?? nextMobile('0970'))
      return client
    },
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: databaseUrl })
        await admin.connect()
        await admin.query(`drop schema if exists ${schema} cascade`)
        await admin.end()
      }
    },
  }
}
