/**
 * Can this user apply? All five verification steps done (in order), a bound card, and no open order.
 * Reads the verification tables of the core migrations (002_core_kyc.sql); the "done" rule of each step is
 * the core's: personal details saved, at least two emergency contacts, the ID confirmed, a bank card, and a
 * face photo checked by liveness and comparison (`passed`, or `pending_review` awaiting a person).
 */
import type { ApplyCheckBody, OpenOrderRef } from '../../../types/api/apply'
import { KYC_STEPS, type KycStep } from '../../../types/api/identity'
import type { OrderStatus } from '../../../types/api/order'
import type { Queryable } from '../../db/index'
import { OPEN_STATUSES } from './state-machine'
import { LOAN_TEXT } from './texts'

const FACE_DONE = ['passed', 'pending_review']

export async function firstMissingStep(db: Queryable, userId: string): Promise<KycStep | null> {
  const rows = await db.query<{
    has_profile: boolean
    contacts: number
    id_confirmed: boolean
    cards: number
    face_done: boolean
  }>(
    `select exists (select 1 from user_profiles where user_id = $1) as has_profile,
            (select count(*)::int from emergency_contacts where user_id = $1) as contacts,
            exists (select 1 from id_cards where user_id = $1 and confirmed_at is not null) as id_confirmed,
            (select count(*)::int from bank_cards where user_id = $1) as cards,
            exists (select 1 from face_checks where user_id = $1
                      and liveness_status = any($2::text[]) and face_compare_result = any($2::text[])) as face_done`,
    [userId, FACE_DONE],
  )
  const row = rows[0]
  const done: Record<KycStep, boolean> = {
    personalInfo: row.has_profile,
    emergencyContact: row.contacts >= 2,
    idCard: row.id_confirmed,
    bankCard: row.cards > 0,
    face: row.face_done,
  }
  return KYC_STEPS.find((step) => !done[step.value])?.value ?? null
}

export async function openOrdersOf(db: Queryable, userId: string): Promise<OpenOrderRef[]> {
  const rows = await db.query<{ apply_id: string; status: OrderStatus }>(
    `select apply_id, status from loan_orders where user_id = $1 and status = any($2::text[]) order by created_at`,
    [userId, OPEN_STATUSES],
  )
  return rows.map((row) => ({ applyId: row.apply_id, applyStatus: row.status }))
}

/** The answer of `apply/check`; also the gate of `apply/confirm`. */
export async function checkEligibility(db: Queryable, userId: string): Promise<ApplyCheckBody> {
  const missingStep = await firstMissingStep(db, userId)
  const openOrders = await openOrdersOf(db, userId)
  if (missingStep !== null) {
    const label = KYC_STEPS.find((step) => step.value === missingStep)?.label ?? missingStep
    return {
      passed: false,
      reason: missingStep === 'bankCard' ? 'noBankCard' : 'kycIncomplete',
      missingStep,
      message: missingStep === 'bankCard' ? LOAN_TEXT.noBankCard : LOAN_TEXT.kycStepMissing(label),
      openOrders,
    }
  }
  if (openOrders.length > 0) {
    return { passed: false, reason: 'openOrder', missingStep: null, message: LOAN_TEXT.openOrder, openOrders }
  }
  return { passed: true, reason: null, missingStep: null, message: '', openOrders: [] }
}
