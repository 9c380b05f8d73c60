/**
 * The loan workflows on the database, shared by the app's routes and the operator's /admin routes:
 * confirm (idempotent), sign, approve/reject, disburse, overdue, repayment, extension, payment codes.
 * Each workflow runs in one transaction with the order row locked, so two calls on one order serialise.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { ApplyCard, ApplyConfirmBody, ApplyInfo, ApplyItem, LoanPurpose } from '../../../types/api/apply'
import type { OrderStatus, RepayChannelKey, RepayCollectBody } from '../../../types/api/order'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/index'
import { badRequest, conflict, forbidden, notFound } from '../../errors'
import { maskAccount } from '../masking'
import {
  CODE_VALIDITY_MS,
  COLLECTING_BANK,
  STORES,
  expiryText,
  newStoreBarcodes,
  newStoreCode,
  newVirtualAccount,
  processFor,
} from './channels'
import { formatDay, isoDay, taipeiDay } from './dates'
import { checkEligibility } from './eligibility'
import { ExtensionError, applyExtension, quoteExtension, type ExtensionQuote } from './extension'
import { RepaymentError, applyRepayment, balanceOf } from './ledger'
import { formatNtd } from './money'
import { offerProblem, priceOffer } from './offers'
import { findOrder, ledgerOf, recordCreated, saveLedger, transition, type Actor, type OrderRecord } from './order-store'
import type { LoanProduct } from './products'
import { IllegalTransitionError, OWING_STATUSES, canPerform } from './state-machine'
import { LOAN_TEXT, type OrderAction } from './texts'

export const REPAY_PLAN_PREFIX = 'RP'

export const repayPlanIdOf = (applyId: string) => `${REPAY_PLAN_PREFIX}${applyId}`

export function applyIdOfPlan(repayPlanId: string): string {
  if (!repayPlanId.startsWith(REPAY_PLAN_PREFIX)) throw notFound(LOAN_TEXT.repayPlanNotFound)
  return repayPlanId.slice(REPAY_PLAN_PREFIX.length)
}

const today = (ctx: ServerContext) => taipeiDay(ctx.clock.now())

/** Runs a workflow step and turns a refused transition into envelope 409 with its message. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof IllegalTransitionError) throw conflict(error.message)
    throw error
  }
}

// --- ownership -------------------------------------------------------------------------------------------

/** The order, locked for the rest of the transaction: 404 when unknown, 403 when another user's. */
export async function requireOwnOrder(
  db: Queryable,
  userId: string | null,
  applyId: string,
  forUpdate = false,
): Promise<OrderRecord> {
  const order = await findOrder(db, applyId, forUpdate)
  if (!order) throw notFound(LOAN_TEXT.orderNotFound)
  if (userId !== null && order.userId !== userId) throw forbidden(LOAN_TEXT.orderForbidden)
  return order
}

// --- cards ------------------------------------------------------------------------------------------------

export type BankNameLookup = (bankCode: string) => string

export async function cardsOf(db: Queryable, userId: string, bankName: BankNameLookup): Promise<ApplyCard[]> {
  const rows = await db.query<{ id: string; bank_code: string; account_no: string }>(
    `select id::text as id, bank_code, account_no from bank_cards where user_id = $1 order by is_default desc, id`,
    [userId],
  )
  return rows.map((row) => ({
    cardId: row.id,
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    bankNum: maskAccount(row.account_no),
  }))
}

async function requireOwnCard(db: Queryable, userId: string, cardId: string, bankName: BankNameLookup) {
  if (!/^\d{1,18}$/.test(cardId)) throw badRequest(LOAN_TEXT.cardNotFound)
  const rows = await db.query<{ user_id: string; bank_code: string; account_no: string }>(
    'select user_id::text as user_id, bank_code, account_no from bank_cards where id = $1',
    [cardId],
  )
  const row = rows[0]
  if (!row) throw badRequest(LOAN_TEXT.cardNotFound)
  if (row.user_id !== userId) throw forbidden(LOAN_TEXT.cardForbidden)
  return { cardId, bankCode: row.bank_code, bankName: bankName(row.bank_code), bankNum: maskAccount(row.account_no) }
}

// --- quote and confirm ---------------------------------------------------------------------------------

export interface Catalogue {
  products: LoanProduct[]
  find(code: string): LoanProduct | undefined
}

export function priceItems(ctx: ServerContext, catalogue: Catalogue, items: ApplyItem[]): ApplyInfo[] {
  const seen = new Set<string>()
  return items.map((item) => {
    const product = catalogue.find(item.productCode)
    if (!product) throw badRequest(LOAN_TEXT.productUnknown(item.productCode))
    if (seen.has(product.code)) throw badRequest(LOAN_TEXT.productRepeated)
    seen.add(product.code)
    const problem = offerProblem(product, item.loanAmount, item.loanCycle)
    if (problem) throw badRequest(`${product.name}：${problem}`)
    return priceOffer(product, item.loanAmount, item.loanCycle, today(ctx))
  })
}

export async function quoteCard(ctx: ServerContext, userId: string, cardId: string, bankName: BankNameLookup) {
  return requireOwnCard(ctx.db, userId, cardId, bankName)
}

function newApplyId(now: Date): string {
  const day = isoDay(taipeiDay(now)).replace(/-/g, '')
  return `LN${day}${String(randomInt(100_000_000)).padStart(8, '0')}`
}

async function ordersOfRequest(db: Queryable, userId: string, requestId: string) {
  return db.query<{ apply_id: string; status: ApplyConfirmBody['orders'][number]['status'] }>(
    'select apply_id, status from loan_orders where user_id = $1 and request_id = $2 order by product_code',
    [userId, requestId],
  )
}

const repeatedAnswer = (rows: { apply_id: string; status: ApplyConfirmBody['orders'][number]['status'] }[]) => ({
  orders: rows.map((row) => ({ applyId: row.apply_id, status: row.status, message: LOAN_TEXT.confirmRepeated })),
  repeated: true,
})

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/**
 * Creates the orders of one confirmation. The same `requestId` again (a double tap, a retry after a
 * timeout, two concurrent requests) answers the orders it created the first time: the per-user advisory
 * lock serialises confirmations, and the unique (user, requestId, product) constraint is the backstop.
 */
export async function confirmApplication(
  ctx: ServerContext,
  catalogue: Catalogue,
  bankName: BankNameLookup,
  userId: string,
  input: { requestId: string; items: ApplyItem[]; cardId: string; purpose: LoanPurpose },
): Promise<ApplyConfirmBody> {
  const offers = priceItems(ctx, catalogue, input.items)
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`loan-apply:${userId}`])
      const earlier = await ordersOfRequest(tx, userId, input.requestId)
      if (earlier.length > 0) return repeatedAnswer(earlier)

      const eligibility = await checkEligibility(tx, userId)
      if (!eligibility.passed) {
        if (eligibility.reason === 'openOrder') throw conflict(eligibility.message)
        throw badRequest(eligibility.message)
      }
      const card = await requireOwnCard(tx, userId, input.cardId, bankName)
      const now = ctx.clock.now()
      const orders: ApplyConfirmBody['orders'] = []
      for (const offer of offers) {
        const product = catalogue.find(offer.productCode) as LoanProduct
        const applyId = newApplyId(now)
        await tx.query(
          `insert into loan_orders (apply_id, user_id, request_id, product_code, product_name, product_color, purpose,
             principal, term_days, annual_rate_bp, fees, service_amount, interest_amount, ext_term_days,
             ext_fee_rate_bp, ext_max_count, status, card_id, bank_code, bank_name, account_masked, created_at,
             updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, 'to_sign', $17, $18,
             $19, $20, $21, $21)`,
          [
            applyId,
            userId,
            input.requestId,
            product.code,
            product.name,
            product.color,
            input.purpose,
            offer.loanAmount,
            offer.loanCycle,
            product.annualRateBp,
            JSON.stringify(offer.fees),
            offer.serviceCharge,
            offer.interest,
            product.extension.termDays,
            product.extension.feeRateBp,
            product.extension.maxCount,
            card.cardId,
            card.bankCode,
            card.bankName,
            card.bankNum,
            now.toISOString(),
          ],
        )
        await recordCreated(tx, applyId, now)
        orders.push({ applyId, status: 'to_sign', message: LOAN_TEXT.confirmCreated })
      }
      return { orders, repeated: false }
    })
  } catch (error) {
    // Without the lock (or with a clock skew between servers) the constraint still holds: answer the winner's.
    if (isUniqueViolation(error)) {
      const winner = await ordersOfRequest(ctx.db, userId, input.requestId)
      if (winner.length > 0) return repeatedAnswer(winner)
    }
    throw error
  }
}

/** Re-prices an order still waiting for its signature. */
export async function adjustOrder(
  ctx: ServerContext,
  catalogue: Catalogue,
  userId: string,
  input: { applyId: string; loanAmount: number; loanCycle: number },
): Promise<{ order: OrderRecord; offer: ApplyInfo }> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, userId, input.applyId, true)
      if (!canPerform(order.status, 'adjust')) throw new IllegalTransitionError(order.status, 'adjust')
      const product = catalogue.find(order.productCode)
      if (!product) throw conflict(LOAN_TEXT.productUnknown(order.productCode))
      const problem = offerProblem(product, input.loanAmount, input.loanCycle)
      if (problem) throw badRequest(problem)
      const offer = priceOffer(product, input.loanAmount, input.loanCycle, today(ctx))
      await tx.query(
        `update loan_orders set principal = $2, term_days = $3, annual_rate_bp = $4, fees = $5::jsonb,
           service_amount = $6, interest_amount = $7, updated_at = $8 where apply_id = $1`,
        [
          order.applyId,
          offer.loanAmount,
          offer.loanCycle,
          product.annualRateBp,
          JSON.stringify(offer.fees),
          offer.serviceCharge,
          offer.interest,
          ctx.clock.now().toISOString(),
        ],
      )
      return { order, offer }
    }),
  )
}

// --- signing and review --------------------------------------------------------------------------------

export async function signContract(
  ctx: ServerContext,
  userId: string,
  applyId: string,
  signatureKey: string,
): Promise<OrderRecord> {
  // The order first (404/403 name the order), then the image; both outside the transaction because the
  // upload store queries through ctx.db, which a PGlite transaction would block.
  await requireOwnOrder(ctx.db, userId, applyId)
  await ctx.uploads.requireOwned(userId, signatureKey, '簽名圖檔')
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, userId, applyId, true)
      const now = ctx.clock.now()
      await transition(tx, order, 'sign', 'user', now)
      await tx.query('update loan_orders set signature_upload_key = $2 where apply_id = $1', [applyId, signatureKey])
      order.signatureUploadKey = signatureKey
      order.signedAt = now
      return order
    }),
  )
}

/** approve, reject or mark the disbursement failed: status changes with no money involved. */
export async function reviewOrder(
  ctx: ServerContext,
  applyId: string,
  action: Extract<OrderAction, 'approve' | 'reject' | 'failDisbursement'>,
  actor: Actor,
): Promise<OrderRecord> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, null, applyId, true)
      await transition(tx, order, action, actor, ctx.clock.now())
      return order
    }),
  )
}

/** Money sent: the loan starts today (Taipei) and falls due after its term. */
export async function disburseOrder(ctx: ServerContext, applyId: string, actor: Actor): Promise<OrderRecord> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, null, applyId, true)
      const now = ctx.clock.now()
      await transition(tx, order, 'disburse', actor, now)
      const loanDay = taipeiDay(now)
      const ledger = { ...ledgerOf(order), loanDay, dueDay: loanDay + order.termDays, lateFromDay: null }
      await saveLedger(tx, applyId, ledger, now)
      return (await findOrder(tx, applyId)) as OrderRecord
    }),
  )
}

// --- overdue ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000

/** Marks the order overdue when its due date has passed; the timeline gets the moment it became overdue. */
async function refreshOverdueLocked(ctx: ServerContext, tx: Queryable, order: OrderRecord): Promise<void> {
  if (order.dueDay === null || !canPerform(order.status, 'markOverdue')) return
  const now = ctx.clock.now()
  if (taipeiDay(now) <= order.dueDay) return
  const becameOverdue = new Date((order.dueDay + 1) * DAY_MS - TAIPEI_OFFSET_MS)
  await transition(tx, order, 'markOverdue', 'system', becameOverdue < now ? becameOverdue : now)
}

/** The statuses an order leaves for `overdue` once its due date has passed. */
export const TURNS_OVERDUE: readonly OrderStatus[] = ['repaying', 'extended']

/**
 * Moves every order of a user (or every order) whose due date has passed to `overdue`. The loan worker runs it
 * for everybody every second; reads call it only when they see such an order (the second after midnight, or a
 * test's moved clock), so that no answer shows 還款中 for an order that is already overdue.
 */
export async function refreshOverdue(ctx: ServerContext, userId: string | null): Promise<void> {
  const rows = await ctx.db.query<{ apply_id: string }>(
    `select apply_id from loan_orders
      where status = any($1::text[]) and due_date < $2::date ${userId === null ? '' : 'and user_id = $3'}`,
    userId === null ? [TURNS_OVERDUE, isoDay(today(ctx))] : [TURNS_OVERDUE, isoDay(today(ctx)), userId],
  )
  for (const row of rows) {
    await ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, row.apply_id, true)
      if (order) await refreshOverdueLocked(ctx, tx, order)
    })
  }
}

/** Operator: pretend the due date was `days` days ago (demos and tests of the overdue path). */
export async function makeOverdue(ctx: ServerContext, applyId: string, days: number): Promise<OrderRecord> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, null, applyId, true)
      if (!OWING_STATUSES.includes(order.status)) throw new IllegalTransitionError(order.status, 'markOverdue')
      const dueDay = today(ctx) - days
      await tx.query('update loan_orders set due_date = $2, late_from_date = $2, updated_at = $3 where apply_id = $1', [
        applyId,
        isoDay(dueDay),
        ctx.clock.now().toISOString(),
      ])
      const moved = { ...order, dueDay, lateFromDay: dueDay }
      await refreshOverdueLocked(ctx, tx, moved)
      return (await findOrder(tx, applyId)) as OrderRecord
    }),
  )
}

// --- repayment -------------------------------------------------------------------------------------------

async function voidPaymentCodes(tx: Queryable, applyId: string, now: Date): Promise<void> {
  await tx.query('update loan_payment_codes set voided_at = $2 where apply_id = $1 and voided_at is null', [
    applyId,
    now.toISOString(),
  ])
}

function repaymentRefusal(error: unknown): never {
  if (error instanceof RepaymentError) {
    if (error.kind === 'nothingDue') throw conflict(LOAN_TEXT.nothingToRepay)
    if (error.kind === 'tooMuch') throw badRequest(LOAN_TEXT.repayTooMuch(formatNtd(error.unpaid)))
    throw badRequest(LOAN_TEXT.repayAmountInvalid)
  }
  throw error
}

/** Money received for an order (operator). `amount` omitted = everything owed; the full amount settles. */
export async function receiveRepayment(
  ctx: ServerContext,
  applyId: string,
  amount: number | undefined,
  actor: Actor,
  channel = 'operator',
): Promise<{ order: OrderRecord; paid: number; unpaid: number; settled: boolean }> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, null, applyId, true)
      await refreshOverdueLocked(ctx, tx, order)
      if (!canPerform(order.status, 'repay')) throw new IllegalTransitionError(order.status, 'repay')
      const now = ctx.clock.now()
      const day = taipeiDay(now)
      const owed = balanceOf(ledgerOf(order), day).unpaid
      const paying = amount ?? owed
      let result: ReturnType<typeof applyRepayment>
      try {
        result = applyRepayment(ledgerOf(order), paying, day)
      } catch (error) {
        repaymentRefusal(error)
      }
      await saveLedger(tx, applyId, result.ledger, now)
      await tx.query(
        `insert into loan_payments (apply_id, kind, amount, channel, actor, at) values ($1, 'repayment', $2, $3, $4, $5)`,
        [applyId, paying, channel, actor, now.toISOString()],
      )
      await voidPaymentCodes(tx, applyId, now)
      if (result.settled) await transition(tx, order, 'settle', actor, now)
      const fresh = (await findOrder(tx, applyId)) as OrderRecord
      return { order: fresh, paid: paying, unpaid: result.unpaid, settled: result.settled }
    }),
  )
}

// --- extension -------------------------------------------------------------------------------------------

function extensionRefusal(error: unknown, order: OrderRecord): never {
  if (error instanceof ExtensionError) {
    if (error.kind === 'limitReached') throw conflict(LOAN_TEXT.extensionLimit(order.extMaxCount))
    if (error.kind === 'overCap') throw conflict(LOAN_TEXT.extensionOverCap)
    if (error.kind === 'nothingToExtend') throw conflict(LOAN_TEXT.extensionNothing)
    throw new IllegalTransitionError(order.status, 'extend')
  }
  throw error
}

function quoteFor(ctx: ServerContext, order: OrderRecord): ExtensionQuote {
  if (!canPerform(order.status, 'extend')) throw new IllegalTransitionError(order.status, 'extend')
  const rule = { termDays: order.extTermDays, feeRateBp: order.extFeeRateBp, maxCount: order.extMaxCount }
  try {
    return quoteExtension(ledgerOf(order), rule, order.extensionCount, today(ctx))
  } catch (error) {
    extensionRefusal(error, order)
  }
}

export async function extensionTrial(
  ctx: ServerContext,
  userId: string,
  applyId: string,
): Promise<{ order: OrderRecord; quote: ExtensionQuote }> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, userId, applyId, true)
      await refreshOverdueLocked(ctx, tx, order)
      return { order, quote: quoteFor(ctx, order) }
    }),
  )
}

/**
 * Applies an extension paid through `channel`. The reference server has no payment gateway: the extension
 * amount is recorded as received at once (see docs/api.md); a production backend would apply it when the
 * channel confirms the payment.
 */
export async function extendOrder(
  ctx: ServerContext,
  userId: string,
  applyId: string,
  channel: RepayChannelKey,
): Promise<{ order: OrderRecord; quote: ExtensionQuote }> {
  return ctx.db.transaction(async (tx) =>
    guarded(async () => {
      const order = await requireOwnOrder(tx, userId, applyId, true)
      await refreshOverdueLocked(ctx, tx, order)
      const quote = quoteFor(ctx, order)
      const now = ctx.clock.now()
      const ledger = applyExtension(ledgerOf(order), quote, taipeiDay(now))
      await saveLedger(tx, applyId, ledger, now)
      await tx.query('update loan_orders set extension_count = extension_count + 1 where apply_id = $1', [applyId])
      await tx.query(
        `insert into loan_extensions (apply_id, from_due_date, new_due_date, term_days, paid_amount, ext_fee, at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          applyId,
          isoDay(quote.fromDueDay),
          isoDay(quote.newDueDay),
          quote.extensionTerm,
          quote.extensionAmount,
          quote.extServiceAmount,
          now.toISOString(),
        ],
      )
      if (quote.extensionAmount > 0) {
        await tx.query(
          `insert into loan_payments (apply_id, kind, amount, channel, actor, at) values ($1, 'extension', $2, $3, 'user', $4)`,
          [applyId, quote.extensionAmount, channel, now.toISOString()],
        )
      }
      await voidPaymentCodes(tx, applyId, now)
      await transition(tx, order, 'extend', 'user', now, `已完成展期，到期日延至 ${formatDay(quote.newDueDay)}`)
      return { order: (await findOrder(tx, applyId)) as OrderRecord, quote }
    }),
  )
}

// --- payment codes ---------------------------------------------------------------------------------------

export const BARCODE_IMAGE_PATH = '/api/v5/repay/barcode'

/** The order behind a repay plan, owed and checked for overdue: 404/403/409 as for orders. */
async function owingOrder(ctx: ServerContext, tx: Queryable, userId: string, repayPlanId: string) {
  const order = await requireOwnOrder(tx, userId, applyIdOfPlan(repayPlanId), true)
  await refreshOverdueLocked(ctx, tx, order)
  if (!canPerform(order.status, 'repay')) throw new IllegalTransitionError(order.status, 'repay')
  const unpaid = balanceOf(ledgerOf(order), today(ctx)).unpaid
  if (unpaid === 0) throw conflict(LOAN_TEXT.nothingToRepay)
  return { order, unpaid }
}

export async function repayPlanOrder(ctx: ServerContext, userId: string, repayPlanId: string) {
  return ctx.db.transaction((tx) => guarded(() => owingOrder(ctx, tx, userId, repayPlanId)))
}

interface StoredCode {
  code: string
  barcodes: string[]
  amount: number
  expiresAt: Date
}

async function liveCode(tx: Queryable, applyId: string, channel: RepayChannelKey, amount: number, now: Date) {
  const rows = await tx.query<{ code: string; barcodes: unknown; amount: number; expires_at: unknown }>(
    `select code, barcodes, amount, expires_at from loan_payment_codes
      where apply_id = $1 and channel = $2 and voided_at is null and expires_at > $3 and amount = $4
      order by id desc limit 1`,
    [applyId, channel, now.toISOString(), amount],
  )
  const row = rows[0]
  if (!row) return null
  const barcodes = (typeof row.barcodes === 'string' ? JSON.parse(row.barcodes) : row.barcodes) as string[]
  const expiresAt = row.expires_at instanceof Date ? row.expires_at : new Date(String(row.expires_at))
  return { code: row.code, barcodes, amount: row.amount, expiresAt } satisfies StoredCode
}

/** Payment instructions for one channel; the same code while it is valid and the amount has not changed. */
export async function collectPayment(
  ctx: ServerContext,
  userId: string,
  repayPlanId: string,
  channel: RepayChannelKey,
): Promise<RepayCollectBody> {
  return ctx.db.transaction((tx) =>
    guarded(async () => {
      const { order, unpaid } = await owingOrder(ctx, tx, userId, repayPlanId)
      const now = ctx.clock.now()
      let stored = await liveCode(tx, order.applyId, channel, unpaid, now)
      if (!stored) {
        await tx.query(
          'update loan_payment_codes set voided_at = $3 where apply_id = $1 and channel = $2 and voided_at is null',
          [order.applyId, channel, now.toISOString()],
        )
        const expiresAt = new Date(now.getTime() + CODE_VALIDITY_MS)
        const barcodes = channel === 'barcode' ? newStoreBarcodes(unpaid, expiresAt) : []
        const code = channel === 'atm' ? newVirtualAccount() : channel === 'store_code' ? newStoreCode() : barcodes[1]
        await tx.query(
          `insert into loan_payment_codes (apply_id, channel, code, barcodes, amount, created_at, expires_at)
           values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
          [order.applyId, channel, code, JSON.stringify(barcodes), unpaid, now.toISOString(), expiresAt.toISOString()],
        )
        stored = { code, barcodes, amount: unpaid, expiresAt }
      }
      const body: RepayCollectBody = {
        repayPlanId,
        channel,
        vaNumber: stored.code,
        repayAmount: stored.amount,
        expired: expiryText(stored.expiresAt),
        process: processFor(channel, stored.code, formatNtd(stored.amount)),
      }
      if (channel === 'atm') {
        body.bankCode = COLLECTING_BANK.bankCode
        body.bankName = COLLECTING_BANK.bankName
      } else if (channel === 'store_code') {
        body.storeCode = stored.code
        body.stores = [...STORES]
      } else {
        body.barcodes = stored.barcodes.map((code) => ({
          code,
          imageUrl: `${BARCODE_IMAGE_PATH}?code=${encodeURIComponent(code)}`,
        }))
      }
      return body
    }),
  )
}

/** Voids every payment code of the order (new ones on the next collect) and answers what is due today. */
export async function replanRepayment(ctx: ServerContext, userId: string, repayPlanId: string) {
  return ctx.db.transaction((tx) =>
    guarded(async () => {
      const { order } = await owingOrder(ctx, tx, userId, repayPlanId)
      await voidPaymentCodes(tx, order.applyId, ctx.clock.now())
      return order
    }),
  )
}

export async function recordManualClaim(
  ctx: ServerContext,
  userId: string,
  input: { repayPlanId: string; channel: RepayChannelKey; amount: number; reference: string; proofImageKey?: string },
): Promise<string> {
  await requireOwnOrder(ctx.db, userId, applyIdOfPlan(input.repayPlanId))
  if (input.proofImageKey) await ctx.uploads.requireOwned(userId, input.proofImageKey, '繳費證明')
  return ctx.db.transaction((tx) =>
    guarded(async () => {
      const { order, unpaid } = await owingOrder(ctx, tx, userId, input.repayPlanId)
      if (input.amount > unpaid) throw badRequest(LOAN_TEXT.repayTooMuch(formatNtd(unpaid)))
      const claimId = `CL${randomBytes(6).toString('hex').toUpperCase()}`
      await tx.query(
        `insert into loan_repay_claims (claim_id, apply_id, user_id, channel, amount, reference, proof_upload_key,
           created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          claimId,
          order.applyId,
          userId,
          input.channel,
          input.amount,
          input.reference,
          input.proofImageKey ?? null,
          ctx.clock.now().toISOString(),
        ],
      )
      return claimId
    }),
  )
}
