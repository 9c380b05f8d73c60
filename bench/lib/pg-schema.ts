/**
 * On PostgreSQL the bench works in a schema of its own (created here, dropped at the end), so it never mixes
 * its users and orders with whatever else DATABASE_URL holds. The server is pointed at it through the
 * connection string's `options=-c search_path=…`, which node-postgres passes to the server.
 */
import pg from 'pg'

export interface BenchSchema {
  url: string
  drop(): Promise<void>
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

export async function createBenchSchema(databaseUrl: string): Promise<BenchSchema> {
  const schema = `bench_${Date.now()}`
  await withClient(databaseUrl, (client) => client.query(`create schema ${schema}`).then(() => undefined))
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    drop: () =>
      withClient(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`).then(() => undefined)),
  }
}

/** The URL without its password, for the report. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  if (url.password) url.password = '***'
  return `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}${url.pathname}`
}
