/**
 * One error class per way a call fails (spec section 8), in the manner of ky/ofetch: the client always
 * rejects with one of these, never resolves with a failure. Each carries its `kind` and its catalogue entry
 * (`error-catalogue.ts`), which says what the user saw.
 */
import { CATALOGUE_TEXT, ERROR_CATALOGUE, type ApiErrorKind, type CatalogueEntry } from './error-catalogue'

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind
  // Each subclass spells out its `name`: minified builds rename classes, and logs should still say which.
  /** The lower-level failure, for logs (a parse error, the platform's error object). */
  readonly cause: unknown

  constructor(message: string, cause?: unknown) {
    super(message)
    // Keep `instanceof` working when classes are compiled down to ES5 functions.
    Object.setPrototypeOf(this, new.target.prototype)
    this.cause = cause
  }

  get entry(): CatalogueEntry {
    return ERROR_CATALOGUE[this.kind]
  }
}

/** The call was aborted or took longer than its timeout. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout'
  name = 'TimeoutError'

  constructor(
    /** `timeout`: our timer ran out; `abort`: the platform aborted the call. */
    readonly reason: 'timeout' | 'abort',
    readonly timeoutMs?: number,
  ) {
    super(CATALOGUE_TEXT.timeoutTitle)
  }
}

/** The server answered with an HTTP status other than 200. */
export class HttpStatusError extends ApiError {
  readonly kind = 'httpStatus'
  name = 'HttpStatusError'

  constructor(readonly statusCode: number) {
    super(CATALOGUE_TEXT.httpStatus(statusCode))
  }
}

/** The body did not decrypt, was not JSON, or was not an envelope object. */
export class DataValidationError extends ApiError {
  readonly kind = 'dataValidation'
  name = 'DataValidationError'

  constructor(cause?: unknown) {
    super(CATALOGUE_TEXT.dataValidation, cause)
  }
}

/** Envelope status 301: the session is missing, expired or revoked. */
export class SessionExpiredError extends ApiError {
  readonly kind = 'sessionExpired'
  name = 'SessionExpiredError'
  readonly status = 301

  constructor(serverMessage: string) {
    super(serverMessage || CATALOGUE_TEXT.sessionExpired)
  }
}

/** Envelope status 500; `message` is the server's. */
export class ServerError extends ApiError {
  readonly kind = 'serverError'
  name = 'ServerError'
  readonly status = 500

  constructor(serverMessage: string) {
    super(serverMessage || CATALOGUE_TEXT.serverFailure)
  }
}

/** No answer at all (`request:fail`: offline, DNS, CORS, a blocked in-app browser). */
export class RequestFailError extends ApiError {
  readonly kind = 'requestFail'
  name = 'RequestFailError'

  constructor(
    /** The platform's own description, for logs (`request:fail …`, `Failed to fetch`). */
    readonly errMsg: string,
  ) {
    super(CATALOGUE_TEXT.requestFail)
  }
}

/** Any other envelope status (400, 403, 404, 409, 429 …); `message` is the server's, shown to the user. */
export class BusinessError extends ApiError {
  readonly kind = 'business'
  name = 'BusinessError'

  constructor(
    readonly status: number,
    serverMessage: string,
  ) {
    super(serverMessage)
  }
}

/** A call was made with a route that has no path: a bug in the app, not something the user can fix. */
export class MissingUrlError extends ApiError {
  readonly kind = 'missingUrl'
  name = 'MissingUrlError'

  constructor() {
    super(CATALOGUE_TEXT.missingUrl)
  }
}

/** The picked image is above the caller's `maxSize`; nothing was uploaded. */
export class ImageTooLargeError extends ApiError {
  readonly kind = 'imageTooLarge'
  name = 'ImageTooLargeError'

  constructor(
    readonly size: number,
    readonly maxSize: number,
  ) {
    super(CATALOGUE_TEXT.imageTooLarge)
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
