/**
 * The reference server under load on loopback (autocannon, 50 connections): an authenticated read (the order
 * list) and an encrypted POST (a risk event, one insert each), each request exactly what the app sends.
 */
import autocannon from 'autocannon'
import { aesEncrypt, appHeaders } from '../../__tests__/server/helpers/client'
import { API } from '../../types/api/paths'
import type { LoanOrderRecordBody } from '../../types/api/order'
import type { ApiServer } from './api-server'
import { median, round } from './stats'
import type { BenchUser } from './user'

export interface LoadRun {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Responses that were not HTTP 2xx, plus socket errors and timeouts: should be 0. */
  failures: number
}

export interface LoadResult {
  scenario: string
  connections: number
  durationSeconds: number
  runs: LoadRun[]
  requestsPerSecond: number
  p99Ms: number
}

interface Scenario {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

function scenarios(user: BenchUser): Scenario[] {
  const headers = appHeaders(user)
  const listPayload = aesEncrypt(JSON.stringify({}))
  return [
    {
      name: 'authenticated read (GET order list)',
      method: 'GET',
      path: `${API.loanOrderRecord.path}?data=${encodeURIComponent(listPayload)}`,
      headers,
    },
    {
      name: 'encrypted POST (risk event)',
      method: 'POST',
      path: API.riskEvent.path,
      headers: { ...headers, 'content-type': 'text/plain' },
      body: aesEncrypt(JSON.stringify({ event: 'bench', eventContent: '/pages/loans/index' })),
    },
  ]
}

/** Checks that both requests get an envelope 200 before timing them: a fast stream of 301s would mean nothing. */
async function checkScenarios(user: BenchUser): Promise<void> {
  const list = await user.ok<LoanOrderRecordBody>(API.loanOrderRecord, {})
  if (list.list.length === 0) throw new Error('the bench user has no order to list')
  await user.ok(API.riskEvent, { event: 'bench', eventContent: '/pages/loans/index' })
}

export async function loadTest(
  server: ApiServer,
  user: BenchUser,
  options: { connections: number; durationSeconds: number; runs: number; warmupSeconds: number },
): Promise<LoadResult[]> {
  await checkScenarios(user)
  const results: LoadResult[] = []
  for (const scenario of scenarios(user)) {
    const request = {
      url: server.origin + scenario.path,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections: options.connections,
    }
    // Untimed: lets the JIT and the database's caches settle.
    await autocannon({ ...request, duration: options.warmupSeconds })
    const runs: LoadRun[] = []
    for (let i = 0; i < options.runs; i += 1) {
      const result = await autocannon({ ...request, duration: options.durationSeconds })
      runs.push({
        requestsPerSecond: round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      })
    }
    results.push({
      scenario: scenario.name,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      runs,
      requestsPerSecond: round(median(runs.map((run) => run.requestsPerSecond))),
      p99Ms: round(median(runs.map((run) => run.p99Ms)), 1),
    })
  }
  return results
}
