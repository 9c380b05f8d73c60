import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable, Row } from './index'

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<R extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, params as unknown[])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

export async function openPglite(dir: string | null): Promise<Database> {
  const pg = dir === null ? new PGlite() : new PGlite(dir)
  await pg.waitReady
  const base = wrap(pg)
  return {
    engine: 'pglite',
    ...base,
    // PGlite runs one statement at a time and queues the rest, so a transaction here is also a lock.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  }
}
