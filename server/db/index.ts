/**
 * The data layer: one small interface over two engines, chosen by configuration.
 * - PGlite (embedded PostgreSQL in WebAssembly) in `DATA_DIR/pgdata`, or in memory for tests;
 * - `pg` against a real PostgreSQL when `DATABASE_URL` is set.
 * Both speak the same SQL, so routes and migrations are written once. Write portable SQL: cast `bigint`
 * and `count(*)` results (`::int` or `::text`) because the two drivers map int8 differently.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { migrate } from './migrate'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export type Row = Record<string, unknown>

export interface Queryable {
  /** One statement with `$1…` parameters. */
  query<R extends object = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { engine: 'pglite'; /** `null` = in memory */ dataDir: string | null }
  | {
      engine: 'postgres'
      url: string
      /** Use (and create) this schema instead of `public`: isolates test runs. */ schema?: string
    }

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Database
  if (options.engine === 'pglite') {
    const dir = options.dataDir === null ? null : path.join(options.dataDir, 'pgdata')
    if (dir !== null) mkdirSync(dir, { recursive: true })
    db = await openPglite(dir)
  } else {
    db = await openPostgres(options.url, options.schema)
  }
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
