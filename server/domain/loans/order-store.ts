/**
 * SQL for the loan tables (server/db/migrations/100_loan_orders.sql): reading an order into a typed record,
 * writing its ledger back, and recording status changes with their timestamps. Dates travel as
 * `YYYY-MM-DD` text and counts as ints so PGlite and `pg` answer the same types.
 */
import type { Queryable } from '../../db/index'
import type { OrderStatus } from '../../../types/api/order'
import type { ChargedFee } from './cost'
import { isoDay, parseDay } from './dates'
import type { OrderLedger } from './ledger'
import { nextStatus } from './state-machine'
import { TIMELINE_NOTES, type OrderAction } from './texts'

export type Actor = 'user' | 'admin' | 'system'

export interface OrderRecord {
  applyId: string
  userId: string
  requestId: string
  productCode: string
  productName: string
  productColor: string
  purpose: string
  principal: number
  termDays: number
  annualRateBp: number
  fees: ChargedFee[]
  serviceAmount: number
  interestAmount: number
  extServiceAmount: number
  lateChargedAmount: number
  paidAmount: number
  extTermDays: number
  extFeeRateBp: number
  extMaxCount: number
  extensionCount: number
  status: OrderStatus
  cardId: string
  bankCode: string
  bankName: string
  accountMasked: string
  signatureUploadKey: string | null
  createdAt: Date
  signedAt: Date | null
  loanAt: Date | null
  settledAt: Date | null
  loanDay: number | null
  dueDay: number | null
  lateFromDay: number | null
}

export const ORDER_COLUMNS = `apply_id, user_id::text as user_id, request_id, product_code, product_name, product_color,
  purpose, principal, term_days, annual_rate_bp, fees, service_amount, interest_amount, ext_service_amount,
  late_charged_amount, paid_amount, ext_term_days, ext_fee_rate_bp, ext_max_count, extension_count, status, card_id,
  bank_code, bank_name, account_masked, signature_upload_key, created_at, signed_at, loan_at, settled_at,
  loan_date::text as loan_date, due_date::text as due_date, late_from_date::text as late_from_date`

const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value : new Date(String(value))
}

const toDay = (value: unknown): number | null =>
  value === null || value === undefined ? null : parseDay(String(value))

const toFees = (value: unknown): ChargedFee[] => (typeof value === 'string' ? JSON.parse(value) : value) as ChargedFee[]

export function toOrderRecord(row: Record<string, unknown>): OrderRecord {
  return {
    applyId: String(row.apply_id),
    userId: String(row.user_id),
    requestId: String(row.request_id),
    productCode: String(row.product_code),
    productName: String(row.product_name),
    productColor: String(row.product_color),
    purpose: String(row.purpose),
    principal: Number(row.principal),
    termDays: Number(row.term_days),
    annualRateBp: Number(row.annual_rate_bp),
    fees: toFees(row.fees),
    serviceAmount: Number(row.service_amount),
    interestAmount: Number(row.interest_amount),
    extServiceAmount: Number(row.ext_service_amount),
    lateChargedAmount: Number(row.late_charged_amount),
    paidAmount: Number(row.paid_amount),
    extTermDays: Number(row.ext_term_days),
    extFeeRateBp: Number(row.ext_fee_rate_bp),
    extMaxCount: Number(row.ext_max_count),
    extensionCount: Number(row.extension_count),
    status: row.status as OrderStatus,
    cardId: String(row.card_id),
    bankCode: String(row.bank_code),
    bankName: String(row.bank_name),
    accountMasked: String(row.account_masked),
    signatureUploadKey: row.signature_upload_key === null ? null : String(row.signature_upload_key),
    createdAt: toDate(row.created_at) as Date,
    signedAt: toDate(row.signed_at),
    loanAt: toDate(row.loan_at),
    settledAt: toDate(row.settled_at),
    loanDay: toDay(row.loan_date),
    dueDay: toDay(row.due_date),
    lateFromDay: toDay(row.late_from_date),
  }
}

export function ledgerOf(order: OrderRecord): OrderLedger {
  return {
    principal: order.principal,
    annualRateBp: order.annualRateBp,
    interestAmount: order.interestAmount,
    serviceAmount: order.serviceAmount,
    extServiceAmount: order.extServiceAmount,
    lateChargedAmount: order.lateChargedAmount,
    paidAmount: order.paidAmount,
    loanDay: order.loanDay,
    dueDay: order.dueDay,
    lateFromDay: order.lateFromDay,
  }
}

export async function findOrder(db: Queryable, applyId: string, forUpdate = false): Promise<OrderRecord | null> {
  const rows = await db.query(
    `select ${ORDER_COLUMNS} from loan_orders where apply_id = $1${forUpdate ? ' for update' : ''}`,
    [applyId],
  )
  return rows[0] ? toOrderRecord(rows[0]) : null
}

/** Writes the money columns and the calendar days of a ledger back to the order. */
export async function saveLedger(db: Queryable, applyId: string, ledger: OrderLedger, now: Date): Promise<void> {
  const day = (value: number | null) => (value === null ? null : isoDay(value))
  await db.query(
    `update loan_orders set interest_amount = $2, ext_service_amount = $3, late_charged_amount = $4, paid_amount = $5,
       loan_date = $6, due_date = $7, late_from_date = $8, updated_at = $9
     where apply_id = $1`,
    [
      applyId,
      ledger.interestAmount,
      ledger.extServiceAmount,
      ledger.lateChargedAmount,
      ledger.paidAmount,
      day(ledger.loanDay),
      day(ledger.dueDay),
      day(ledger.lateFromDay),
      now.toISOString(),
    ],
  )
}

/** The timestamp column an action sets, if any. */
const STAMPS: Partial<Record<OrderAction, string>> = {
  sign: 'signed_at',
  disburse: 'loan_at',
  settle: 'settled_at',
}

/**
 * Moves the order through the state machine (throws `IllegalTransitionError` when not allowed), stamps the
 * time and appends the timeline entry. Returns the new status.
 */
export async function transition(
  db: Queryable,
  order: OrderRecord,
  action: OrderAction,
  actor: Actor,
  now: Date,
  note?: string,
): Promise<OrderStatus> {
  const to = nextStatus(order.status, action)
  const stamp = STAMPS[action]
  await db.query(
    `update loan_orders set status = $2, updated_at = $3${stamp ? `, ${stamp} = $3` : ''} where apply_id = $1`,
    [order.applyId, to, now.toISOString()],
  )
  await db.query(
    `insert into loan_order_events (apply_id, from_status, to_status, note, actor, at) values ($1, $2, $3, $4, $5, $6)`,
    [order.applyId, order.status, to, note ?? TIMELINE_NOTES[to], actor, now.toISOString()],
  )
  order.status = to
  return to
}

export async function recordCreated(db: Queryable, applyId: string, now: Date): Promise<void> {
  await db.query(
    `insert into loan_order_events (apply_id, from_status, to_status, note, actor, at) values ($1, null, 'to_sign', $2, 'user', $3)`,
    [applyId, TIMELINE_NOTES.to_sign, now.toISOString()],
  )
}

export interface TimelineRow {
  status: OrderStatus
  time: string
  note: string
}

export async function timelineOf(db: Queryable, applyId: string): Promise<TimelineRow[]> {
  const rows = await db.query<{ to_status: OrderStatus; at: unknown; note: string }>(
    'select to_status, at, note from loan_order_events where apply_id = $1 order by id',
    [applyId],
  )
  return rows.map((row) => ({ status: row.to_status, time: (toDate(row.at) as Date).toISOString(), note: row.note }))
}

export async function getSetting(db: Queryable, key: string): Promise<string | null> {
  const rows = await db.query<{ value: string }>('select value from loan_settings where key = $1', [key])
  return rows[0]?.value ?? null
}

export async function putSetting(db: Queryable, key: string, value: string, now: Date): Promise<void> {
  await db.query(
    `insert into loan_settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [key, value, now.toISOString()],
  )
}
