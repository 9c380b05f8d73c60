/** Apply group (types/api/apply.ts, types/api/config.ts): offers, quotes, confirmation, loans-tab data. */
import { API } from '@contract/paths'
import type {
  ApplyAdjustBody,
  ApplyAdjustPayload,
  ApplyCheckBody,
  ApplyCheckTipsBody,
  ApplyConfirmBody,
  ApplyConfirmPayload,
  ApplyInitBody,
  ApplyPayload,
  ApplyQuoteBody,
  ApplyTrialBody,
  ApplyTrialPayload,
} from '@contract/apply'
import type {
  CommonAddressBody,
  CommonBannerBody,
  CommonIndexBody,
  CommonNoticeBody,
  ConfirmPopBody,
  ConfirmPopPayload,
  GetPopBody,
  GetPopPayload,
} from '@contract/config'
import { request, type RequestOptions } from '../client'

/** Whether the user may apply now, and if not, why. */
export function checkApply(options?: RequestOptions) {
  return request<ApplyCheckBody>(API.applyCheck, {}, options)
}

/** Every product offered to the user at its default amount and term (v3.1 init). */
export function getLoanOffers(options?: RequestOptions) {
  return request<ApplyInitBody>(API.applyInitV31, {}, options)
}

/** Prices one product for another amount or term (v3 init). */
export function priceLoanOffer(payload: ApplyTrialPayload, options?: RequestOptions) {
  return request<ApplyTrialBody>(API.applyInit, payload, options)
}

/** The full cost of the chosen products, shown before the user commits. */
export function quoteApplication(payload: ApplyPayload, options?: RequestOptions) {
  return request<ApplyQuoteBody>(API.applyApply, payload, options)
}

export function getApplyTips(options?: RequestOptions) {
  return request<ApplyCheckTipsBody>(API.applyCheckTips, {}, options)
}

/** Creates the orders; idempotent on `requestId` (one per press of the confirm button). */
export function confirmApplication(payload: ApplyConfirmPayload, options?: RequestOptions) {
  return request<ApplyConfirmBody>(API.applyConfirm, payload, options)
}

/** Changes the amount or term of an order still waiting for its signature. */
export function adjustApplication(payload: ApplyAdjustPayload, options?: RequestOptions) {
  return request<ApplyAdjustBody>(API.applyAdjust, payload, options)
}

/** Cities and districts, for address pickers. */
export function getAddressList(options?: RequestOptions) {
  return request<CommonAddressBody>(API.commonAddress, {}, options)
}

export function getBanners(options?: RequestOptions) {
  return request<CommonBannerBody>(API.commonBanner, {}, options)
}

/** Marks a pop-up as seen (a `showOnce` pop-up then never shows again). */
export function confirmPop(payload: ConfirmPopPayload, options?: RequestOptions) {
  return request<ConfirmPopBody>(API.commonConfirmPop, payload, options)
}

/** The pop-up due now for a scene, if any. */
export function getPop(payload: GetPopPayload, options?: RequestOptions) {
  return request<GetPopBody>(API.commonGetPop, payload, options)
}

/** What the loans tab shows: amounts, terms, and where the user stands. */
export function getLoansIndex(options?: RequestOptions) {
  return request<CommonIndexBody>(API.commonIndex, {}, options)
}

export function getNotices(options?: RequestOptions) {
  return request<CommonNoticeBody>(API.commonNotice, {}, options)
}
