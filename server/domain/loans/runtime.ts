/**
 * Per-server state of the loan module, shared by its route modules: the product catalogue (validated
 * once at start: a refused product is logged and skipped, none left = the server does not start), the
 * auto-approval switch and its worker.
 *
 * Auto-approval (demo switch, env `AUTO_APPROVE=1` or `npm run admin -- auto-approve on`): a worker looks
 * every second for signed orders older than `AUTO_APPROVE_DELAY_MS` and approves them, then disburses
 * approved ones after the same delay, so the app shows 審核中 → 放款中 → 還款中 a few seconds apart.
 * The switch is stored in `loan_settings` and survives a restart; `AUTO_APPROVE=1` turns it on at start.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { getSetting, putSetting } from './order-store'
import { LOAN_PRODUCTS, loadProducts, type LoanProduct } from './products'
import { disburseOrder, refreshOverdue, reviewOrder, type Catalogue } from './service'

export const AUTO_APPROVE_DELAY_MS = 3000
const WORKER_INTERVAL_MS = 1000
const AUTO_APPROVE_KEY = 'auto_approve'

export interface LoanRuntime {
  catalogue: Catalogue
  autoApprove: boolean
  setAutoApprove(enabled: boolean): Promise<void>
  /** One pass of the worker (exported for tests, which move the clock instead of waiting). */
  runWorker(): Promise<void>
}

const runtimes = new WeakMap<ServerContext, LoanRuntime>()

export function catalogueOf(products: LoanProduct[]): Catalogue {
  return { products, find: (code) => products.find((product) => product.code === code) }
}

async function autoApprovePass(ctx: ServerContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - AUTO_APPROVE_DELAY_MS).toISOString()
  const signed = await ctx.db.query<{ apply_id: string }>(
    `select apply_id from loan_orders where status = 'under_review' and signed_at <= $1 order by signed_at limit 20`,
    [cutoff],
  )
  for (const row of signed) await reviewOrder(ctx, row.apply_id, 'approve', 'system')
  const approved = await ctx.db.query<{ apply_id: string }>(
    `select apply_id from loan_orders where status = 'disbursing' and updated_at <= $1 order by updated_at limit 20`,
    [cutoff],
  )
  for (const row of approved) await disburseOrder(ctx, row.apply_id, 'system')
}

/** The loan runtime of this server, created on first use by whichever loan route module registers first. */
export function loanRuntime(ctx: ServerContext, app: FastifyInstance): LoanRuntime {
  const existing = runtimes.get(ctx)
  if (existing) return existing

  const { products } = loadProducts(LOAN_PRODUCTS, (message) => ctx.log.error(message))
  let closing = false
  let timer: NodeJS.Timeout | null = null
  // Passes run one after another: a test's explicit pass waits for the timer's pass instead of overlapping it.
  let queue: Promise<void> = Promise.resolve()
  let pending = 0

  const pass = async () => {
    if (closing) return
    await refreshOverdue(ctx, null)
    if (runtime.autoApprove) await autoApprovePass(ctx)
  }

  const runtime: LoanRuntime = {
    catalogue: catalogueOf(products),
    autoApprove: ctx.config.autoApprove,
    async setAutoApprove(enabled) {
      runtime.autoApprove = enabled
      await putSetting(ctx.db, AUTO_APPROVE_KEY, enabled ? 'on' : 'off', ctx.clock.now())
    },
    runWorker() {
      pending += 1
      const run = queue.then(pass).finally(() => {
        pending -= 1
      })
      queue = run.catch(() => undefined)
      return run
    },
  }
  runtimes.set(ctx, runtime)

  app.addHook('onReady', async () => {
    if (ctx.config.autoApprove) await runtime.setAutoApprove(true)
    else runtime.autoApprove = (await getSetting(ctx.db, AUTO_APPROVE_KEY)) === 'on'
    timer = setInterval(() => {
      if (pending > 0) return
      runtime.runWorker().catch((error) => {
        if (!closing) ctx.log.error({ err: error }, 'loan worker pass failed')
      })
    }, WORKER_INTERVAL_MS)
    timer.unref()
  })
  // preClose runs before the database closes (onClose): no pass may start after this.
  app.addHook('preClose', async () => {
    closing = true
    if (timer) clearInterval(timer)
    await queue
  })
  return runtime
}
