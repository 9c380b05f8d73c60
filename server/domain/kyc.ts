/**
 * The five verification steps and when each counts as done:
 * personal details saved; at least two emergency contacts; the ID confirmed; a bank card bound; a face photo
 * through liveness and comparison (`passed`, or `pending_review` awaiting a person — the reference verifier
 * never passes anyone on its own). Steps are done in order: a step's call needs every earlier step.
 */
import { KYC_STEPS, type FaceCheckStatus, type KycStep } from '../../types/api/identity'
import type { Queryable } from '../db/index'
import { badRequest } from '../errors'
import { TEXT } from '../texts'

export const FACE_DONE_STATUSES: readonly FaceCheckStatus[] = ['passed', 'pending_review']

export type KycDone = Record<KycStep, boolean>

export async function kycDone(db: Queryable, userId: string): Promise<KycDone> {
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
    [userId, FACE_DONE_STATUSES],
  )
  const row = rows[0]
  return {
    personalInfo: row.has_profile,
    emergencyContact: row.contacts >= 2,
    idCard: row.id_confirmed,
    bankCard: row.cards > 0,
    face: row.face_done,
  }
}

export const firstMissing = (done: KycDone): KycStep | null =>
  KYC_STEPS.find((step) => !done[step.value])?.value ?? null

export async function firstMissingKycStep(db: Queryable, userId: string): Promise<KycStep | null> {
  return firstMissing(await kycDone(db, userId))
}

export const stepLabel = (step: KycStep) => KYC_STEPS.find((entry) => entry.value === step)?.label ?? step

/** Throws 400 `請先完成「…」` naming the first earlier step that is not done. */
export async function requireStepsBefore(db: Queryable, userId: string, step: KycStep): Promise<void> {
  const done = await kycDone(db, userId)
  for (const earlier of KYC_STEPS) {
    if (earlier.value === step) return
    if (!done[earlier.value]) throw badRequest(TEXT.kyc.stepMissing(earlier.label))
  }
}
