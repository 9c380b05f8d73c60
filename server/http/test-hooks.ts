/**
 * Plain-JSON routes for the browser tests, registered only with FAULT_INJECTION=1 (which production refuses):
 * POST/DELETE /__test/faults, GET /__test/requests?limit=50, GET /__test/risk-events?limit=50.
 */
import type { FastifyInstance } from 'fastify'
import type { RecordedRiskEvent } from '../../types/api/other'
import type { ServerContext } from '../context'
import { parseFaultRule, type FaultRegistry } from './faults'
import type { RecentRequests } from './recent-requests'

function limitOf(query: unknown): number {
  const raw = Number((query as Record<string, unknown> | undefined)?.limit ?? 50)
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, 500) : 50
}

export function registerTestHooks(
  app: FastifyInstance,
  ctx: ServerContext,
  faults: FaultRegistry,
  recent: RecentRequests,
): void {
  app.post('/__test/faults', async (request, reply) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(typeof request.body === 'string' ? request.body : '')
    } catch {
      return reply.code(400).send({ error: 'body must be JSON' })
    }
    const rule = parseFaultRule(parsed)
    if (typeof rule === 'string') return reply.code(400).send({ error: rule })
    faults.set(rule)
    return { ok: true, rule }
  })

  app.delete('/__test/faults', async () => {
    faults.clear()
    return { ok: true }
  })

  app.get('/__test/requests', async (request) => recent.latest(limitOf(request.query)))

  app.get('/__test/risk-events', async (request): Promise<RecordedRiskEvent[]> => {
    const rows = await ctx.db.query<{ created_at: Date; user_id: string | null; event: string; event_content: string }>(
      `select created_at, user_id::text as user_id, event, event_content
         from risk_events order by id desc limit $1`,
      [limitOf(request.query)],
    )
    return rows.map((row) => ({
      at: new Date(row.created_at).toISOString(),
      userId: row.user_id ?? '',
      event: row.event,
      eventContent: row.event_content,
    }))
  })
}
