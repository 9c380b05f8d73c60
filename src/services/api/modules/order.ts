/** Order group (types/api/order.ts): orders, repayment and extension. */
import { API } from '@contract/paths'
import type {
  ExtensionRepayBody,
  ExtensionRepayPayload,
  ExtensionTrialBody,
  ExtensionTrialPayload,
  LoanOrderDetailBody,
  LoanOrderDetailPayload,
  LoanOrderRecordBody,
  LoanOrderRecordPayload,
  RepayChannelsBody,
  RepayChannelsPayload,
  RepayCollectBody,
  RepayCollectPayload,
  RepayManualBody,
  RepayManualPayload,
  RepayPlanBody,
  RepayReplanPayload,
} from '@contract/order'
import { request, type RequestOptions } from '../client'

/** The user's orders (all, or one status or status group) with the counts per status. */
export function getLoanOrderRecord(payload: LoanOrderRecordPayload = {}, options?: RequestOptions) {
  return request<LoanOrderRecordBody>(API.loanOrderRecord, payload, options)
}

export function getLoanOrderDetail(payload: LoanOrderDetailPayload, options?: RequestOptions) {
  return request<LoanOrderDetailBody>(API.loanOrderDetail, payload, options)
}

/** What extending would cost and the new due date. */
export function getExtensionTrial(payload: ExtensionTrialPayload, options?: RequestOptions) {
  return request<ExtensionTrialBody>(API.extensionTrial, payload, options)
}

/** Pays the extension. */
export function submitExtension(payload: ExtensionRepayPayload, options?: RequestOptions) {
  return request<ExtensionRepayBody>(API.extensionRepay, payload, options)
}

export function getRepayChannels(payload: RepayChannelsPayload, options?: RequestOptions) {
  return request<RepayChannelsBody>(API.repayChannel, payload, options)
}

/** Recomputes what is due today (earlier payment codes become void). */
export function replanRepayment(payload: RepayReplanPayload, options?: RequestOptions) {
  return request<RepayPlanBody>(API.repayReplan, payload, options)
}

/** Starts a repayment through a channel; answers the payment instructions. */
export function submitRepayment(payload: RepayCollectPayload, options?: RequestOptions) {
  return request<RepayCollectBody>(API.repayCollect, payload, options)
}

/** The user's "I have paid" claim, checked by an operator. */
export function reportManualRepayment(payload: RepayManualPayload, options?: RequestOptions) {
  return request<RepayManualBody>(API.repayManual, payload, options)
}
