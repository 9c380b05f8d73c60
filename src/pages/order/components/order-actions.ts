/**
 * Which buttons the order detail shows. The server decides repay / extend / view contract (`canRepay`,
 * `canExtend`, `canViewContract`: it knows the extension limit and the 16 % cap); the app adds the actions that
 * only lead elsewhere: sign an unsigned contract, apply again after a refusal, reach customer service after a
 * failed disbursement.
 */
import type { LoanOrderDetailBody } from '@contract/order'

export type OrderAction = 'repay' | 'extend' | 'contract' | 'sign' | 'applyAgain' | 'contactService'

type ActionInputs = Pick<LoanOrderDetailBody, 'applyStatus' | 'canRepay' | 'canExtend' | 'canViewContract'>

/** The actions in the order shown, the main one first. */
export function orderActions(order: ActionInputs): OrderAction[] {
  const actions: OrderAction[] = []
  if (order.applyStatus === 'to_sign') actions.push('sign')
  if (order.canRepay) actions.push('repay')
  if (order.canExtend) actions.push('extend')
  if (order.canViewContract) actions.push('contract')
  if (order.applyStatus === 'rejected') actions.push('applyAgain')
  if (order.applyStatus === 'disbursement_failed') actions.push('contactService')
  return actions
}
