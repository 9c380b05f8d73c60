/**
 * Can this user apply? All five verification steps done (the core's rule, server/domain/kyc.ts), a bound
 * card, and no open order (any status but settled, rejected, disbursement_failed).
 */
import type { ApplyCheckBody, OpenOrderRef } from '../../../types/api/apply'
import type { OrderStatus } from '../../../types/api/order'
import type { Queryable } from '../../db/index'
import { firstMissingKycStep, stepLabel } from '../kyc'
import { OPEN_STATUSES } from './state-machine'
import { LOAN_TEXT } from './texts'

export async function openOrdersOf(db: Queryable, userId: string): Promise<OpenOrderRef[]> {
  const rows = await db.query<{ apply_id: string; status: OrderStatus }>(
    `select apply_id, status from loan_orders where user_id = $1 and status = any($2::text[]) order by created_at`,
    [userId, OPEN_STATUSES],
  )
  return rows.map((row) => ({ applyId: row.apply_id, applyStatus: row.status }))
}

/** The answer of `apply/check`; also the gate of `apply/confirm`. */
export async function checkEligibility(db: Queryable, userId: string): Promise<ApplyCheckBody> {
  const missingStep = await firstMissingKycStep(db, userId)
  const openOrders = await openOrdersOf(db, userId)
  if (missingStep !== null) {
    const label = stepLabel(missingStep)
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
