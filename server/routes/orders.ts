/**
 * Order group: list with counts, detail with timeline, repayment channels, payment instructions, the
 * "I have paid" claim, re-planning, extension trial and payment; plus the public barcode image route.
 * Types: types/api/order.ts; errors: docs/api.md "Loans: orders".
 */
import {
  ORDER_STATUSES,
  ORDER_STATUS_GROUPS,
  type ExtensionRepayBody,
  type ExtensionTrialBody,
  type LoanOrderDetailBody,
  type LoanOrderRecordBody,
  type OrderStatus,
  type OrderStatusGroup,
  type RepayChannelKey,
  type RepayChannelsBody,
  type RepayCollectBody,
  type RepayManualBody,
  type RepayPlanBody,
} from '../../types/api/order'
import { API } from '../../types/api/paths'
import { channelList, REPAY_CHANNEL_KEYS } from '../domain/loans/channels'
import { code39Svg, isCode39Text } from '../domain/loans/code39'
import { formatDay, isoDay, parseDay, taipeiDay } from '../domain/loans/dates'
import { ORDER_COLUMNS, toOrderRecord } from '../domain/loans/order-store'
import { loanRuntime } from '../domain/loans/runtime'
import {
  BARCODE_IMAGE_PATH,
  collectPayment,
  extendOrder,
  extensionTrial,
  recordManualClaim,
  refreshOverdue,
  repayPlanOrder,
  replanRepayment,
  requireOwnOrder,
  TURNS_OVERDUE,
} from '../domain/loans/service'
import { LOAN_TEXT } from '../domain/loans/texts'
import { balanceNow, toDetail, toExtensionTrial, toRecordItem, toRepayPlan } from '../domain/loans/views'
import { integer, object, oneOf, optional, text } from '../validation'
import type { RouteModule } from './index'

const FILTERS = [...ORDER_STATUSES, ...(Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[])]

const applyId = text('訂單編號', { max: 32 })
const repayPlanId = text('還款計畫編號', { max: 40 })
const channel = oneOf<RepayChannelKey>('還款方式', REPAY_CHANNEL_KEYS)

const statusFilter = optional(oneOf<OrderStatus | OrderStatusGroup>('訂單狀態', FILTERS))

const recordPayload = object({
  // '' is "every order" too: a tab bar's "all" tab often sends an empty value rather than none.
  applyStatus: { parse: (value: unknown) => (value === '' ? undefined : statusFilter.parse(value)) },
  page: optional(integer('頁碼', { min: 1, max: 10_000 })),
  pageSize: optional(integer('每頁筆數', { min: 1, max: 50 })),
})

const statusesOf = (filter: OrderStatus | OrderStatusGroup): readonly OrderStatus[] =>
  filter in ORDER_STATUS_GROUPS ? ORDER_STATUS_GROUPS[filter as OrderStatusGroup] : [filter as OrderStatus]

export const registerOrderRoutes: RouteModule = (router, ctx, app) => {
  loanRuntime(ctx, app)
  const today = () => taipeiDay(ctx.clock.now())

  // Two queries per call (the session comes from the cache): the counts of every tab, which also tell whether
  // an order is due to turn overdue (then it is refreshed first), and the page with each order's last extension.
  const countByStatus = async (userId: string) => {
    const rows = await ctx.db.query<{ status: OrderStatus; n: number; turning_overdue: number }>(
      `select status, count(*)::int as n,
              count(*) filter (where status = any($2::text[]) and due_date < $3::date)::int as turning_overdue
         from loan_orders where user_id = $1 group by status`,
      [userId, TURNS_OVERDUE, isoDay(today())],
    )
    return { counts: rows, turningOverdue: rows.some((row) => row.turning_overdue > 0) }
  }

  router.route(API.loanOrderRecord, {
    payload: recordPayload,
    handler: async ({ payload, session }): Promise<LoanOrderRecordBody> => {
      let tally = await countByStatus(session.userId)
      if (tally.turningOverdue) {
        await refreshOverdue(ctx, session.userId)
        tally = await countByStatus(session.userId)
      }
      const { counts } = tally
      const page = payload.page ?? 1
      const pageSize = payload.pageSize ?? 20
      const statuses = payload.applyStatus ? statusesOf(payload.applyStatus) : ORDER_STATUSES
      const countOf = (group: OrderStatusGroup) =>
        counts
          .filter((row) => (ORDER_STATUS_GROUPS[group] as readonly OrderStatus[]).includes(row.status))
          .reduce((total, row) => total + row.n, 0)
      const total = counts.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0)
      const offset = (page - 1) * pageSize
      const rows =
        offset >= total
          ? []
          : await ctx.db.query<Record<string, unknown> & { last_extension_due: string | null }>(
              `select ${ORDER_COLUMNS},
                      (select max(new_due_date)::text from loan_extensions e where e.apply_id = o.apply_id)
                        as last_extension_due
                 from loan_orders o where user_id = $1 and status = any($2::text[])
                order by created_at desc, apply_id desc limit $3 offset $4`,
              [session.userId, statuses, pageSize, offset],
            )
      return {
        list: rows.map((row) =>
          toRecordItem(
            toOrderRecord(row),
            row.last_extension_due === null ? null : parseDay(row.last_extension_due),
            today(),
          ),
        ),
        total,
        page,
        pageSize,
        underReviewCount: countOf('underReview'),
        repayCount: countOf('repay'),
        overdueCount: countOf('overdue'),
        settleCount: countOf('settle'),
        refuseCount: countOf('refuse'),
      }
    },
  })

  router.route(API.loanOrderDetail, {
    payload: object({ applyId }),
    handler: async ({ payload, session }): Promise<LoanOrderDetailBody> => {
      let order = await requireOwnOrder(ctx.db, session.userId, payload.applyId)
      if (TURNS_OVERDUE.includes(order.status) && order.dueDay !== null && order.dueDay < today()) {
        await refreshOverdue(ctx, session.userId)
        order = await requireOwnOrder(ctx.db, session.userId, payload.applyId)
      }
      return toDetail(ctx.db, order, ctx.clock.now())
    },
  })

  router.route(API.repayChannel, {
    payload: object({ repayPlanId }),
    handler: async ({ payload, session }): Promise<RepayChannelsBody> => {
      const { order, unpaid } = await repayPlanOrder(ctx, session.userId, payload.repayPlanId)
      return {
        repayChannels: channelList(),
        repayAmount: unpaid,
        repayDate: order.dueDay === null ? '' : formatDay(order.dueDay),
      }
    },
  })

  router.route(API.repayCollect, {
    payload: object({ repayPlanId, channel }),
    handler: async ({ payload, session }): Promise<RepayCollectBody> =>
      collectPayment(ctx, session.userId, payload.repayPlanId, payload.channel),
  })

  router.route(API.repayManual, {
    payload: object({
      repayPlanId,
      channel,
      amount: integer('還款金額', { min: 1, max: 10_000_000 }),
      reference: optional(text('還款備註', { max: 30, allowEmpty: true })),
      proofImageKey: optional(text('繳費證明', { max: 64 })),
    }),
    handler: async ({ payload, session }): Promise<RepayManualBody> => {
      const claimId = await recordManualClaim(ctx, session.userId, {
        repayPlanId: payload.repayPlanId,
        channel: payload.channel,
        amount: payload.amount,
        reference: payload.reference ?? '',
        proofImageKey: payload.proofImageKey,
      })
      return { claimId, status: 'pending_review', message: LOAN_TEXT.manualClaimRecorded }
    },
  })

  router.route(API.repayReplan, {
    payload: object({ repayPlanId }),
    handler: async ({ payload, session }): Promise<RepayPlanBody> => {
      const order = await replanRepayment(ctx, session.userId, payload.repayPlanId)
      return toRepayPlan(order, today())
    },
  })

  router.route(API.extensionTrial, {
    payload: object({ applyId }),
    handler: async ({ payload, session }): Promise<ExtensionTrialBody> => {
      const { order, quote } = await extensionTrial(ctx, session.userId, payload.applyId)
      return toExtensionTrial(order, quote)
    },
  })

  router.route(API.extensionRepay, {
    payload: object({ applyId, channel }),
    handler: async ({ payload, session }): Promise<ExtensionRepayBody> => {
      const { order, quote } = await extendOrder(ctx, session.userId, payload.applyId, payload.channel)
      return {
        applyId: order.applyId,
        applyStatus: order.status,
        paidAmount: quote.extensionAmount,
        repayDate: formatDay(quote.newDueDay),
        extensionTime: formatDay(quote.newDueDay),
        unpaid: balanceNow(order, today()).unpaid,
      }
    },
  })

  // Barcode images for <img src>: public (an image tag sends no Authorization header) and harmless — it
  // renders whatever Code 39 text it is given, which reveals nothing the caller does not already hold.
  app.get(BARCODE_IMAGE_PATH, async (request, reply) => {
    const code = (request.query as Record<string, unknown> | undefined)?.code
    if (typeof code !== 'string' || !isCode39Text(code)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('條碼內容格式錯誤')
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(code39Svg(code))
  })
}
