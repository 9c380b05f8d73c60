/**
 * Operator routes under `/admin/*`: plain JSON (not the encrypted app protocol), guarded by a token sent as
 * `Authorization: Bearer <token>`. The token is `ADMIN_TOKEN` when set, otherwise a random one generated at
 * every start and written to `DATA_DIR/admin.token` (mode 0600) for `npm run admin` on the same machine.
 * The admin CLI (server/admin.ts) talks to these routes; PGlite is single-process, so it never opens the DB.
 *
 *   GET  /admin/orders?mobile=09…&status=…&limit=50     orders, newest first
 *   GET  /admin/orders/:applyId                          one order with timeline, payments and claims
 *   POST /admin/orders/:applyId/approve|reject|disburse|fail-disbursement
 *   POST /admin/orders/:applyId/repay     {"amount"?: N}  money received (omitted = everything owed)
 *   POST /admin/orders/:applyId/overdue   {"days"?: N}    due date N days ago (default 1)
 *   GET  /admin/auto-approve, POST /admin/auto-approve {"enabled": true|false}
 *
 * Errors: HTTP 400/401/404/409 with `{"error": "<Traditional Chinese message>"}`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ORDER_STATUSES, type OrderStatus } from '../../types/api/order'
import { ApiError } from '../errors'
import { maskMobile } from '../domain/masking'
import { formatDay, taipeiDay } from '../domain/loans/dates'
import { ORDER_COLUMNS, timelineOf, toOrderRecord, type OrderRecord } from '../domain/loans/order-store'
import { loanRuntime } from '../domain/loans/runtime'
import {
  disburseOrder,
  makeOverdue,
  receiveRepayment,
  refreshOverdue,
  requireOwnOrder,
  reviewOrder,
} from '../domain/loans/service'
import { OWING_STATUSES } from '../domain/loans/state-machine'
import { STATUS_NAMES } from '../domain/loans/texts'
import { balanceNow } from '../domain/loans/views'
import type { RouteModule } from './index'

export const ADMIN_TOKEN_FILE = 'admin.token'

export const ADMIN_TEXT = {
  unauthorized: '管理權杖錯誤或未提供',
  badJson: '請求內容須為 JSON 物件',
  badMobile: '手機號碼格式錯誤',
  badStatus: (allowed: string) => `訂單狀態須為 ${allowed} 其中之一`,
  badLimit: '筆數須為 1 到 200 之間的整數',
  badAmount: '金額須為正整數',
  badDays: '天數須為 1 到 3650 之間的整數',
  badEnabled: 'enabled 須為 true 或 false',
} as const

class AdminInputError extends Error {}

/** The token the admin routes accept: ADMIN_TOKEN, or a fresh random one written for the local CLI. */
export function resolveAdminToken(dataDir: string, envToken: string | undefined): string {
  if (envToken && envToken.trim().length >= 16) return envToken.trim()
  if (envToken && envToken.trim() !== '') throw new Error('ADMIN_TOKEN must be at least 16 characters')
  const token = randomBytes(32).toString('base64url')
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, ADMIN_TOKEN_FILE)
  writeFileSync(file, `${token}\n`, { mode: 0o600 })
  chmodSync(file, 0o600) // the mode option does not apply when the file already existed
  return token
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const raw = typeof request.body === 'string' ? request.body.trim() : ''
  if (raw === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new AdminInputError(ADMIN_TEXT.badJson)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AdminInputError(ADMIN_TEXT.badJson)
  return parsed as Record<string, unknown>
}

function positiveInt(value: unknown, max: number, message: string): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw new AdminInputError(message)
  return value
}

export const registerAdminRoutes: RouteModule = (_router, ctx, app) => {
  const runtime = loanRuntime(ctx, app)
  const token = resolveAdminToken(ctx.config.dataDir, process.env.ADMIN_TOKEN)
  const today = () => taipeiDay(ctx.clock.now())

  const summary = (order: OrderRecord, mobile: string | null) => {
    const balance = balanceNow(order, today())
    return {
      applyId: order.applyId,
      mobile: mobile ? maskMobile(mobile) : '',
      status: order.status,
      statusName: STATUS_NAMES[order.status],
      productCode: order.productCode,
      productName: order.productName,
      principal: order.principal,
      termDays: order.termDays,
      createdAt: order.createdAt.toISOString(),
      dueDate: order.dueDay === null ? '' : formatDay(order.dueDay),
      unpaid: OWING_STATUSES.includes(order.status) ? balance.unpaid : 0,
      paid: order.paidAmount,
      overdueDays: balance.overdueDays,
      extensions: order.extensionCount,
    }
  }

  const mobileOf = async (userId: string) =>
    (await ctx.db.query<{ mobile: string | null }>('select mobile from users where id = $1', [userId]))[0]?.mobile ??
    null

  /** Runs an admin handler: token check, then JSON answer; ApiError keeps its status and message. */
  const handle =
    (work: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store')
      const header = request.headers.authorization ?? ''
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
      if (!sameToken(token, given)) return reply.code(401).send({ error: ADMIN_TEXT.unauthorized })
      try {
        return reply.code(200).send(await work(request))
      } catch (error) {
        if (error instanceof AdminInputError) return reply.code(400).send({ error: error.message })
        if (error instanceof ApiError) {
          return reply.code(error.status === 301 ? 400 : error.status).send({ error: error.message })
        }
        request.log.error({ err: error }, 'admin call failed')
        return reply.code(500).send({ error: '系統錯誤，請查看伺服器日誌' })
      }
    }

  const applyIdOf = (request: FastifyRequest) => String((request.params as { applyId: string }).applyId)

  const orderView = async (applyId: string) => {
    const order = await requireOwnOrder(ctx.db, null, applyId)
    const [payments, claims, timeline] = await Promise.all([
      ctx.db.query(`select kind, amount, channel, actor, at from loan_payments where apply_id = $1 order by id`, [
        applyId,
      ]),
      ctx.db.query(
        `select claim_id as "claimId", channel, amount, reference, status, created_at as "createdAt"
           from loan_repay_claims where apply_id = $1 order by created_at`,
        [applyId],
      ),
      timelineOf(ctx.db, applyId),
    ])
    return { order: summary(order, await mobileOf(order.userId)), timeline, payments, claims }
  }

  app.get(
    '/admin/orders',
    handle(async (request) => {
      const query = request.query as Record<string, string | undefined>
      const conditions: string[] = []
      const params: unknown[] = []
      if (query.mobile !== undefined) {
        const mobile = query.mobile.replace(/[\s-]/g, '')
        if (!/^09\d{8}$/.test(mobile)) throw new AdminInputError(ADMIN_TEXT.badMobile)
        params.push(mobile)
        conditions.push(`u.mobile = $${params.length}`)
      }
      if (query.status !== undefined) {
        if (!(ORDER_STATUSES as readonly string[]).includes(query.status))
          throw new AdminInputError(ADMIN_TEXT.badStatus(ORDER_STATUSES.join(', ')))
        params.push(query.status as OrderStatus)
        conditions.push(`o.status = $${params.length}`)
      }
      const limit = query.limit === undefined ? 50 : Number(query.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new AdminInputError(ADMIN_TEXT.badLimit)
      params.push(limit)
      await refreshOverdue(ctx, null)
      const columns = ORDER_COLUMNS.split(',')
        .map((column) => `o.${column.trim()}`)
        .join(', ')
      const rows = await ctx.db.query(
        `select ${columns}, u.mobile as mobile from loan_orders o join users u on u.id = o.user_id
          ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
          order by o.created_at desc limit $${params.length}`,
        params,
      )
      return {
        orders: rows.map((row) => summary(toOrderRecord(row), (row.mobile as string | null) ?? null)),
        autoApprove: runtime.autoApprove,
      }
    }),
  )

  app.get(
    '/admin/orders/:applyId',
    handle(async (request) => {
      await refreshOverdue(ctx, null)
      return orderView(applyIdOf(request))
    }),
  )

  const actions: Record<string, (applyId: string, body: Record<string, unknown>) => Promise<unknown>> = {
    approve: (applyId) => reviewOrder(ctx, applyId, 'approve', 'admin'),
    reject: (applyId) => reviewOrder(ctx, applyId, 'reject', 'admin'),
    'fail-disbursement': (applyId) => reviewOrder(ctx, applyId, 'failDisbursement', 'admin'),
    disburse: (applyId) => disburseOrder(ctx, applyId, 'admin'),
    repay: (applyId, body) =>
      receiveRepayment(ctx, applyId, positiveInt(body.amount, 100_000_000, ADMIN_TEXT.badAmount), 'admin'),
    overdue: (applyId, body) => makeOverdue(ctx, applyId, positiveInt(body.days, 3650, ADMIN_TEXT.badDays) ?? 1),
  }

  for (const [name, action] of Object.entries(actions)) {
    app.post(
      `/admin/orders/:applyId/${name}`,
      handle(async (request) => {
        const applyId = applyIdOf(request)
        await action(applyId, jsonBody(request))
        return orderView(applyId)
      }),
    )
  }

  app.get(
    '/admin/auto-approve',
    handle(async () => ({ enabled: runtime.autoApprove })),
  )

  app.post(
    '/admin/auto-approve',
    handle(async (request) => {
      const enabled = jsonBody(request).enabled
      if (typeof enabled !== 'boolean') throw new AdminInputError(ADMIN_TEXT.badEnabled)
      await runtime.setAutoApprove(enabled)
      return { enabled }
    }),
  )
}
