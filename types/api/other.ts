/**
 * Other group (wire-protocol.md, "Paths"): tracking/risk events, customer questions, activities, plus the
 * plain-JSON test hooks the reference server exposes only with `FAULT_INJECTION=1` (browser tests use them).
 */
import type { IsoDateTime } from './envelope'

// --- POST /api/v3/risk/riskEvent ----------------------------------------------------------------------------

/** Tracking call; the back action sends `{event: '-1', eventContent: <page route>}`. Body null. */
export interface RiskEventPayload {
  /** 1–64 characters. */
  event: string
  /** Up to 2,000 characters (a page route, or JSON text). */
  eventContent: string
}

// --- GET /api/v3/question/query, POST /api/v3/question/save -------------------------------------------------

export interface FaqItem {
  id: string
  category: string
  question: string
  answer: string
}

export type QuestionStatus = 'received' | 'replied'

export interface UserQuestion {
  id: string
  content: string
  /** Optional way to reach the user, as typed. */
  contact: string
  /** Owner-only URLs of attached images. */
  imageUrls: string[]
  status: QuestionStatus
  /** Customer-service answer, or empty. */
  reply: string
  createdAt: IsoDateTime
}

export interface QuestionQueryBody {
  faqs: FaqItem[]
  /** The user's own submissions, newest first. */
  mine: UserQuestion[]
}

/** Feedback: `content` 5–500 characters, `contact` up to 100, up to 3 uploaded images. */
export interface QuestionSavePayload {
  content: string
  contact?: string
  imageKeys?: string[]
}

export type QuestionSaveBody = UserQuestion

// --- POST /api/v3/activity/award ------------------------------------------------------------------------------

export interface ActivityAwardPayload {
  /** e.g. `newcomer` */
  activityCode: string
}

/** 404 `查無此活動` for an unknown or ended activity, 409 `您已領取過此獎勵` on a second claim. */
export interface ActivityAwardBody {
  activityCode: string
  title: string
  /** What the user received, in words. */
  award: string
  awardedAt: IsoDateTime
}

// --- Test hooks (plain JSON, only when FAULT_INJECTION=1; never in production) -------------------------------

export type FaultKind = 'timeout' | 'http502' | 'undecryptable' | 'status301' | 'status500' | 'status400' | 'slow'

/** POST /__test/faults — affects requests to `path` (an API path such as `/api/v3/common/config/one`). */
export interface FaultRule {
  path: string
  fault: FaultKind
  /** timeout: hold this long before answering normally (default 20000); slow: delay (default 3000). */
  delayMs?: number
  /** Envelope message for statusNNN faults. */
  message?: string
  /** How many requests it applies to; unlimited when absent. */
  times?: number
}

/** One entry of GET /__test/requests?limit=50 (newest first). Never contains a token. */
export interface RecordedRequest {
  at: IsoDateTime
  method: string
  path: string
  sourceChannel: string
  version: string
  countryCode: string
  packageName: string
  userId: string
  uuId: string
  authKind: 'bearer' | 'device' | 'none'
}

/** One entry of GET /__test/risk-events (newest first). */
export interface RecordedRiskEvent {
  at: IsoDateTime
  userId: string
  event: string
  eventContent: string
}
