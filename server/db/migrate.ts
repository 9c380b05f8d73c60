/**
 * Versioned SQL migrations: every `migrations/*.sql` file, in file-name order, applied once. The file name
 * is the version, recorded in `schema_migrations`. All pending files run in one transaction (all or nothing),
 * under an advisory lock so two servers starting together on one PostgreSQL do not race.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Database } from './index'

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')
const MIGRATION_LOCK_KEY = 7_270_886

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file, sql: readFileSync(path.join(dir, file), 'utf8') }))
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = listMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    )
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
    )
    const applied: string[] = []
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version])
      applied.push(migration.version)
    }
    return applied
  })
}
