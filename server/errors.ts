/**
 * A failure the caller should see: answered as an envelope with this status and Traditional Chinese message
 * (wire-protocol.md, "Responses"). Anything else thrown by a handler is a bug and becomes envelope 500.
 */
import type { EnvelopeStatus } from '../types/api/envelope'

export class ApiError extends Error {
  constructor(
    readonly status: Exclude<EnvelopeStatus, 200>,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const forbidden = (message = '無權限存取此資料') => new ApiError(403, message)
export const notFound = (message: string) => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)
export const tooManyRequests = (message: string) => new ApiError(429, message)
export const noSession = (message = '請先登入') => new ApiError(301, message)

/** Messages used by the transport layer itself. */
export const TRANSPORT_MESSAGES = {
  undecryptable: '資料驗證失敗',
  serverFailure: '系統忙碌中，請稍後再試',
  success: 'success',
} as const
