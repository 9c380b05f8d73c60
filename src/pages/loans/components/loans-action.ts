/**
 * The loans tab's one main action, from where the user stands (issue 5): logged out → 登入; verification
 * unfinished → 繼續認證 at the first unfinished step; verified without an open order → 立即申請; an open
 * order → 查看訂單 (or 繼續簽約 when it still waits for the signature, so an abandoned signature can be
 * finished). Pure, so every state is tested without rendering.
 */
import type { ApplyCheckBody } from '@contract/apply'
import type { CommonIndexBody } from '@contract/config'
import type { KycStep } from '@contract/identity'

export type LoansAction =
  | { kind: 'login' }
  | { kind: 'continueKyc'; step: KycStep | null }
  | { kind: 'apply' }
  | { kind: 'viewOrder'; applyId: string | null }
  | { kind: 'continueSign'; applyId: string }

/** States of `common/index` in which an order is open. */
export function hasOpenOrder(state: CommonIndexBody['state'] | undefined): boolean {
  return state === 'reviewing' || state === 'repaying' || state === 'overdue'
}

/**
 * `null` while the answer that decides it has not arrived. `check` is the `apply/check` answer, read only
 * for an open order (it names the order).
 */
export function loansAction(
  loggedIn: boolean,
  index: CommonIndexBody | undefined,
  check: ApplyCheckBody | undefined,
): LoansAction | null {
  if (!loggedIn) return { kind: 'login' }
  if (!index) return null
  if (index.state === 'kyc') return { kind: 'continueKyc', step: index.kycNextStep }
  if (!hasOpenOrder(index.state)) return { kind: 'apply' }
  const order = check?.openOrders[0]
  if (order?.applyStatus === 'to_sign') return { kind: 'continueSign', applyId: order.applyId }
  return { kind: 'viewOrder', applyId: order?.applyId ?? null }
}
