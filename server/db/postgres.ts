import pg from 'pg'
import type { Database, Queryable, Row } from './index'

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema !== undefined) {
    if (!IDENTIFIER.test(schema)) throw new Error(`invalid schema name ${schema}`)
    const setup = new pg.Client({ connectionString: url })
    await setup.connect()
    try {
      await setup.query(`create schema if not exists ${schema}`)
    } finally {
      await setup.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  })
  // An idle client losing its connection emits 'error' on the pool; without a listener that kills the process.
  pool.on('error', () => undefined)

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[])
      return result.rows as R[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })

  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
