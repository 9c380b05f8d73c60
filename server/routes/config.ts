/**
 * Configuration and the loans tab helpers: sendVerifiyCode is in auth.ts; here common/config (public),
 * config/one (public), common/address, banner, notice, getPop, confirmPop, getPopList, common/index,
 * changeDomainName, and the static assets (LINE QR, banners).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type {
  ChangeDomainNameBody,
  CommonAddressBody,
  CommonBannerBody,
  CommonConfigBody,
  CommonConfigPayload,
  CommonIndexBody,
  CommonNoticeBody,
  ConfigOneBody,
  ConfigOnePayload,
  ConfirmPopBody,
  ConfirmPopPayload,
  GetPopBody,
  GetPopListBody,
  GetPopPayload,
  LoansTabState,
  PopItem,
  PopScene,
} from '../../types/api/config'
import { API } from '../../types/api/paths'
import type { ServerContext } from '../context'
import { TAIWAN_ADDRESS } from '../data/address'
import { BANNERS, CONFIG_ENTRIES, DOMAINS, NOTICES, POPS, type ConfigEntry } from '../data/site-content'
import type { Queryable } from '../db/index'
import { notFound } from '../errors'
import { firstMissing, kycDone } from '../domain/kyc'
import { offeredProducts } from '../domain/loans/products'
import { OPEN_STATUSES, OWING_STATUSES } from '../domain/loans/state-machine'
import type { OrderStatus } from '../../types/api/order'
import { publicOrigin } from '../http/urls'
import { TEXT } from '../texts'
import { emptyPayload, object, oneOf, optional, text, type Validator } from '../validation'
import type { RouteModule } from './index'

const ASSETS_DIR = path.join(__dirname, '..', 'assets')
const ASSET_TYPES: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' }

const POP_SCENES: readonly PopScene[] = ['loans', 'order', 'me', 'aptitude']

const configSchema: Validator<CommonConfigPayload> = object({
  configType: optional(text('設定類型', { max: 40, allowEmpty: true })),
})
const configOneSchema: Validator<ConfigOnePayload> = object({ configKey: text('設定鍵', { max: 60 }) })
const getPopSchema: Validator<GetPopPayload> = object({ scene: oneOf('頁面', POP_SCENES) })
const confirmPopSchema: Validator<ConfirmPopPayload> = object({ popId: text('彈窗編號', { max: 40 }) })

const toConfigItem = (entry: ConfigEntry, origin: string) => ({
  configKey: entry.configKey,
  configType: entry.configType,
  configValue: entry.configValue,
  extInfoJSON: entry.extInfo(origin),
})

async function popsFor(db: Queryable, userId: string): Promise<PopItem[]> {
  const confirmed = new Set(
    (await db.query<{ pop_id: string }>('select pop_id from pop_confirmations where user_id = $1', [userId])).map(
      (row) => row.pop_id,
    ),
  )
  return POPS.map((pop) => ({ ...pop, imageUrl: '', shouldShow: !(pop.showOnce && confirmed.has(pop.popId)) }))
}

/** Which loans-tab state the user's orders put them in (the loan tables belong to the loan module). */
async function loansState(
  db: Queryable,
  userId: string,
): Promise<{ state: LoansTabState; nextRepayDate: string | null }> {
  // The loan module's own status lists: an order whose disbursement failed is finished, not "reviewing".
  const rows = await db.query<{ status: OrderStatus; due: string | null }>(
    `select status, to_char(due_date, 'YYYY/MM/DD') as due from loan_orders
      where user_id = $1 and status = any($2::text[])`,
    [userId, [...OPEN_STATUSES]],
  )
  const owing = rows.filter((row) => OWING_STATUSES.includes(row.status))
  const dueDates = owing.map((row) => row.due).filter((due): due is string => due !== null)
  const nextRepayDate = dueDates.length > 0 ? [...dueDates].sort()[0] : null
  if (rows.some((row) => row.status === 'overdue')) return { state: 'overdue', nextRepayDate }
  if (owing.length > 0) return { state: 'repaying', nextRepayDate }
  if (rows.length > 0) return { state: 'reviewing', nextRepayDate }
  return { state: 'ready', nextRepayDate }
}

export const registerConfigRoutes: RouteModule = (router, ctx: ServerContext, app) => {
  router.publicRoute(API.commonConfig, {
    payload: configSchema,
    handler: async ({ payload, request }): Promise<CommonConfigBody> => {
      const origin = publicOrigin(ctx, request)
      return CONFIG_ENTRIES.filter((entry) => !payload.configType || entry.configType === payload.configType).map(
        (entry) => toConfigItem(entry, origin),
      )
    },
  })

  router.publicRoute(API.configOne, {
    payload: configOneSchema,
    handler: async ({ payload, request }): Promise<ConfigOneBody> => {
      const entry = CONFIG_ENTRIES.find((candidate) => candidate.configKey === payload.configKey)
      if (!entry) throw notFound(TEXT.config.notFound)
      return toConfigItem(entry, publicOrigin(ctx, request))
    },
  })

  router.route(API.commonAddress, {
    payload: emptyPayload,
    handler: async (): Promise<CommonAddressBody> => TAIWAN_ADDRESS.map((city) => ({ ...city })),
  })

  router.route(API.commonBanner, {
    payload: emptyPayload,
    handler: async ({ request }): Promise<CommonBannerBody> => {
      const origin = publicOrigin(ctx, request)
      return BANNERS.map(({ image, ...banner }) => ({ ...banner, imageUrl: `${origin}${image}` }))
    },
  })

  router.route(API.commonNotice, {
    payload: emptyPayload,
    handler: async (): Promise<CommonNoticeBody> => [...NOTICES],
  })

  router.route(API.commonGetPop, {
    payload: getPopSchema,
    handler: async ({ payload, session }): Promise<GetPopBody> => {
      const pops = await popsFor(ctx.db, session.userId)
      return { pop: pops.find((pop) => pop.scene === payload.scene && pop.shouldShow) ?? null }
    },
  })

  router.route(API.commonConfirmPop, {
    payload: confirmPopSchema,
    handler: async ({ payload, session }): Promise<ConfirmPopBody> => {
      if (!POPS.some((pop) => pop.popId === payload.popId)) throw notFound('查無此彈窗')
      await ctx.db.query(
        `insert into pop_confirmations (user_id, pop_id, confirmed_at) values ($1, $2, $3)
         on conflict (user_id, pop_id) do nothing`,
        [session.userId, payload.popId, ctx.clock.now().toISOString()],
      )
      return null
    },
  })

  router.route(API.getPopList, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<GetPopListBody> => popsFor(ctx.db, session.userId),
  })

  router.route(API.commonIndex, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<CommonIndexBody> => {
      const done = await kycDone(ctx.db, session.userId)
      const nextStep = firstMissing(done)
      const loans = await loansState(ctx.db, session.userId)
      // Only products that passed the 16 % guard at start (a refused product is never advertised).
      const products = offeredProducts()
      return {
        minAmount: Math.min(...products.map((product) => product.minAmount)),
        maxAmount: Math.max(...products.map((product) => product.maxAmount)),
        termsInDays: [...new Set(products.flatMap((product) => product.termDays))].sort((a, b) => a - b),
        maxAnnualRatePercent: Math.max(...products.map((product) => product.annualRateBp)) / 100,
        // An open order outranks missing steps (it can only exist once they were done).
        state: loans.state !== 'ready' ? loans.state : nextStep !== null ? 'kyc' : 'ready',
        kycCompletedSteps: Object.values(done).filter(Boolean).length,
        kycNextStep: nextStep,
        nextRepayDate: loans.nextRepayDate,
      }
    },
  })

  router.route(API.changeDomainName, {
    payload: emptyPayload,
    handler: async (): Promise<ChangeDomainNameBody> => ({ ...DOMAINS }),
  })

  // Static assets named in config answers. Read once: they are small and change only with a release.
  const assets = new Map<string, Buffer>()
  app.get('/assets/:name', async (request, reply) => {
    const { name } = request.params as { name: string }
    const type = ASSET_TYPES[path.extname(name)]
    if (!/^[a-z0-9-]+\.(png|svg)$/.test(name) || !type) return reply.code(404).type('text/plain').send('Not Found')
    let bytes = assets.get(name)
    if (!bytes) {
      try {
        bytes = readFileSync(path.join(ASSETS_DIR, name))
      } catch {
        return reply.code(404).type('text/plain').send('Not Found')
      }
      assets.set(name, bytes)
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(bytes)
  })
}
