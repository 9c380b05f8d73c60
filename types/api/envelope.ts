/**
 * The response envelope and the small shared value types of the wire contract (wire-protocol.md, "Responses").
 * Every encrypted answer decrypts to an `Envelope`; `body` is the per-endpoint type named in the other files.
 */

/** Envelope statuses the server uses; the app's behaviour per status is in wire-protocol.md. */
export const ENVELOPE_STATUS = {
  ok: 200,
  noSession: 301,
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  serverFailure: 500,
} as const

export type EnvelopeStatus = (typeof ENVELOPE_STATUS)[keyof typeof ENVELOPE_STATUS]

export interface Envelope<TBody = unknown> {
  /** One of `ENVELOPE_STATUS`; 200 means `body` holds the endpoint's answer. */
  status: EnvelopeStatus
  /** Traditional Chinese text shown to the user (`success` on 200). */
  message: string
  /** The endpoint's answer on 200; `null` on every other status. */
  body: TBody
}

/** Payload of a call that takes no parameters (the client still sends the ciphertext of `{}`). */
export type EmptyPayload = Record<string, never>

/** Body of a call whose success carries no data. */
export type EmptyBody = null

/** An instant as ISO 8601 in UTC, e.g. `2025-03-01T02:03:04.000Z`; the app shows it in Asia/Taipei. */
export type IsoDateTime = string

/** A calendar date in Asia/Taipei written `YYYY/MM/DD`. */
export type CalendarDate = string

/** A value shown to the user together with its Traditional Chinese label (enums shared by app and server). */
export interface LabelledOption<TValue extends string = string> {
  value: TValue
  label: string
}

/** Shared masks: IDs `A12****789`, accounts `****1234`, mobiles `0912***678`. Full values never leave the server. */
export type MaskedString = string
