/** Other group (types/api/other.ts, types/api/config.ts): tracking, questions, activities, pop-up list. */
import { API } from '@contract/paths'
import type { EmptyBody } from '@contract/envelope'
import type { ChangeDomainNameBody, GetPopListBody } from '@contract/config'
import type {
  ActivityAwardBody,
  ActivityAwardPayload,
  QuestionQueryBody,
  QuestionSaveBody,
  QuestionSavePayload,
  RiskEventPayload,
} from '@contract/other'
import { request, type RequestOptions } from '../client'

/** FAQs and the user's own questions. */
export function getQuestions(options?: RequestOptions) {
  return request<QuestionQueryBody>(API.questionQuery, {}, options)
}

export function saveQuestion(payload: QuestionSavePayload, options?: RequestOptions) {
  return request<QuestionSaveBody>(API.questionSave, payload, options)
}

/** The hosts the app should use from now on. */
export function getDomainNames(options?: RequestOptions) {
  return request<ChangeDomainNameBody>(API.changeDomainName, {}, options)
}

export function getPopList(options?: RequestOptions) {
  return request<GetPopListBody>(API.getPopList, {}, options)
}

export function claimActivityAward(payload: ActivityAwardPayload, options?: RequestOptions) {
  return request<ActivityAwardBody>(API.activityAward, payload, options)
}

/** Tracking call; the back action sends `{event: '-1', eventContent: <page route>}`. */
export function postRiskEvent(payload: RiskEventPayload, options?: RequestOptions) {
  return request<EmptyBody>(API.riskEvent, payload, options)
}
