/**
 * The order lifecycle. Every change of status goes through `nextStatus`, which refuses anything not listed
 * here with a message the user can read; the caller stores the transition with its timestamp (the timeline).
 *
 *   to_sign ─sign→ under_review ─approve→ disbursing ─disburse→ repaying ─settle→ settled
 *                  under_review ─reject→ rejected      disbursing ─failDisbursement→ disbursement_failed
 *   repaying | extended ─markOverdue→ overdue ─settle→ settled
 *   repaying | extended | overdue ─extend→ extended (new due date)
 */
import type { OrderStatus } from '../../../types/api/order'
import { LOAN_TEXT, type OrderAction } from './texts'

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
  to_sign: { sign: 'under_review' },
  under_review: { approve: 'disbursing', reject: 'rejected' },
  disbursing: { disburse: 'repaying', failDisbursement: 'disbursement_failed' },
  repaying: { markOverdue: 'overdue', settle: 'settled', extend: 'extended' },
  extended: { markOverdue: 'overdue', settle: 'settled', extend: 'extended' },
  overdue: { settle: 'settled', extend: 'extended' },
  disbursement_failed: {},
  settled: {},
  rejected: {},
}

/** Actions that do not change the status but are only allowed in some. */
const IN_PLACE_ACTIONS: Partial<Record<OrderAction, readonly OrderStatus[]>> = {
  repay: ['repaying', 'extended', 'overdue'],
  adjust: ['to_sign'],
}

/** Statuses that still block a new application (the loan is not finished). */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'to_sign',
  'under_review',
  'disbursing',
  'repaying',
  'extended',
  'overdue',
]

/** Statuses in which money has been lent and is owed. */
export const OWING_STATUSES: readonly OrderStatus[] = ['repaying', 'extended', 'overdue']

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly action: OrderAction,
  ) {
    super(LOAN_TEXT.illegalAction(from, action))
    this.name = 'IllegalTransitionError'
  }
}

export function canPerform(status: OrderStatus, action: OrderAction): boolean {
  const inPlace = IN_PLACE_ACTIONS[action]
  if (inPlace) return inPlace.includes(status)
  return TRANSITIONS[status][action] !== undefined
}

/** The status after `action`; throws `IllegalTransitionError` (with a Traditional Chinese message) otherwise. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus {
  const inPlace = IN_PLACE_ACTIONS[action]
  if (inPlace) {
    if (!inPlace.includes(status)) throw new IllegalTransitionError(status, action)
    return status
  }
  const next = TRANSITIONS[status][action]
  if (!next) throw new IllegalTransitionError(status, action)
  return next
}
