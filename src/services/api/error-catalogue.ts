/**
 * Spec section 8 as data: for every way a call can fail, the error's message, what the user sees and
 * whether the session ends. `applyErrorBehaviour` is the only code that acts on a row, so each behaviour
 * lives in exactly one place. Texts are exact (wire-protocol.md "Responses", spec section 8).
 */
import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { clearSession } from '@/store/session'
import { copyText, showErrorModal, showToast, FEEDBACK_TEXT } from '@/services/feedback'
import { settled } from '@/utils/settled'
import type { ApiError } from './errors'

export type ApiErrorKind =
  | 'timeout'
  | 'httpStatus'
  | 'dataValidation'
  | 'sessionExpired'
  | 'serverError'
  | 'requestFail'
  | 'business'
  | 'missingUrl'
  | 'imageTooLarge'

/** What the user sees. `content: null` shows the error's own message (server text, `http status code N`). */
export type ErrorPresentation =
  | { type: 'modal'; title: string; content: string | null }
  | { type: 'toast'; text: string }
  /** H5: advise opening the page in Chrome, with a button copying its address; mini-program: `fallback`. */
  | { type: 'openInChrome'; title: string; content: string; confirmText: string; fallback: ErrorPresentation }
  /** Nothing shown: the caller or the redirect explains it. */
  | { type: 'none' }

export interface CatalogueEntry {
  kind: ApiErrorKind
  /** The error's message when fixed; `null` when it comes from the server or the HTTP status. */
  message: string | null
  presentation: ErrorPresentation
  /** Clears token, loginInfo and applyInfo, then re-launches the app on the login page. */
  endsSession: boolean
}

export const CATALOGUE_TEXT = {
  warmTips: FEEDBACK_TEXT.defaultModalTitle,
  timeoutTitle: '網路請求超時',
  timeoutContent: '請檢查網路環境後重試',
  httpStatus: (statusCode: number) => `http status code ${statusCode}`,
  dataValidation: '資料驗證失敗',
  sessionExpired: '登入已失效，請重新登入',
  serverFailure: '資料異常，請重新登入',
  requestFail: 'request:fail',
  openInChrome: '請使用 Chrome 瀏覽器開啟',
  copyUrl: '複製網址',
  networkFailure: '網路連線失敗，請檢查網路環境後重試',
  missingUrl: 'request url is missing',
  imageTooLarge: '圖片過大，請重新上傳',
  /** Shown while a call with loading is still pending after `SLOW_NETWORK_HINT_MS`. */
  slowNetwork: FEEDBACK_TEXT.slowNetwork,
} as const

const warmTipsWithMessage: ErrorPresentation = { type: 'modal', title: CATALOGUE_TEXT.warmTips, content: null }

export const ERROR_CATALOGUE: Record<ApiErrorKind, CatalogueEntry> = {
  // Aborted or timed out; the client hides its loading indicator before this modal.
  timeout: {
    kind: 'timeout',
    message: CATALOGUE_TEXT.timeoutTitle,
    presentation: { type: 'modal', title: CATALOGUE_TEXT.timeoutTitle, content: CATALOGUE_TEXT.timeoutContent },
    endsSession: false,
  },
  // HTTP status other than 200: a transport problem (wire-protocol reserves non-200 for those).
  httpStatus: { kind: 'httpStatus', message: null, presentation: warmTipsWithMessage, endsSession: false },
  // Body that does not decrypt, is not JSON, or is not an envelope object.
  dataValidation: {
    kind: 'dataValidation',
    message: CATALOGUE_TEXT.dataValidation,
    presentation: warmTipsWithMessage,
    endsSession: false,
  },
  // Envelope 301: no valid session. Straight to login, no modal.
  sessionExpired: { kind: 'sessionExpired', message: null, presentation: { type: 'none' }, endsSession: true },
  // Envelope 500: rejected with the server's message, but the user reads the fixed text.
  serverError: {
    kind: 'serverError',
    message: null,
    presentation: { type: 'modal', title: CATALOGUE_TEXT.warmTips, content: CATALOGUE_TEXT.serverFailure },
    endsSession: true,
  },
  // The request never got an answer. On H5 this is mostly an in-app browser blocking it, hence Chrome.
  requestFail: {
    kind: 'requestFail',
    message: CATALOGUE_TEXT.requestFail,
    presentation: {
      type: 'openInChrome',
      title: CATALOGUE_TEXT.warmTips,
      content: CATALOGUE_TEXT.openInChrome,
      confirmText: CATALOGUE_TEXT.copyUrl,
      fallback: { type: 'modal', title: CATALOGUE_TEXT.warmTips, content: CATALOGUE_TEXT.networkFailure },
    },
    endsSession: false,
  },
  // Any other envelope status (400, 403, 404, 409, 429, …): the server's message explains it.
  business: { kind: 'business', message: null, presentation: warmTipsWithMessage, endsSession: false },
  // A programming error (a route without a path): rejected for the developer, nothing for the user.
  missingUrl: {
    kind: 'missingUrl',
    message: CATALOGUE_TEXT.missingUrl,
    presentation: { type: 'none' },
    endsSession: false,
  },
  imageTooLarge: {
    kind: 'imageTooLarge',
    message: CATALOGUE_TEXT.imageTooLarge,
    presentation: { type: 'toast', text: CATALOGUE_TEXT.imageTooLarge },
    endsSession: false,
  },
}

/** `true`: show nothing; `'business'`: show everything except envelope refusals (`business` rows). */
export type Silence = boolean | 'business'

export interface ApplyOptions {
  /** What the caller shows inline instead; session handling happens either way. */
  silent?: Silence
}

/** Does what the error's catalogue row says; resolves once the user has dismissed what was shown. */
export async function applyErrorBehaviour(error: ApiError, { silent = false }: ApplyOptions = {}): Promise<void> {
  const entry = ERROR_CATALOGUE[error.kind]
  // The session goes first, so nothing that runs while the modal is open still sends the dead token.
  if (entry.endsSession) clearSession()
  const keptBack = silent === true || (silent === 'business' && entry.kind === 'business')
  if (!keptBack) await present(entry.presentation, error)
  if (entry.endsSession) await goToLogin()
}

async function present(presentation: ErrorPresentation, error: ApiError): Promise<void> {
  switch (presentation.type) {
    case 'modal':
      return showErrorModal({ title: presentation.title, content: presentation.content ?? error.message })
    case 'toast':
      return showToast(presentation.text)
    case 'openInChrome':
      if (process.env.TARO_ENV !== 'h5') return present(presentation.fallback, error)
      return showOpenInChrome(presentation)
    case 'none':
      return
  }
}

// One popup however many calls fail together (a page loading three things with no network).
let openInChromePopup: Promise<void> | null = null

function showOpenInChrome(presentation: Extract<ErrorPresentation, { type: 'openInChrome' }>): Promise<void> {
  if (!openInChromePopup) {
    openInChromePopup = askToOpenInChrome(presentation).finally(() => {
      openInChromePopup = null
    })
  }
  return openInChromePopup
}

async function askToOpenInChrome({
  title,
  content,
  confirmText,
}: {
  title: string
  content: string
  confirmText: string
}) {
  // The modal's one button is 複製網址: closing it is the request to copy.
  await showErrorModal({ title, content, confirmText })
  if (process.env.TARO_ENV === 'h5') await copyText(window.location.href)
}

// Several calls can fail with 301 together; the app needs one re-launch, not one per call.
let relaunching: Promise<void> | null = null

function goToLogin(): Promise<void> {
  if (!relaunching) {
    relaunching = settled(() => Taro.reLaunch({ url: ROUTES.login })).finally(() => {
      relaunching = null
    })
  }
  return relaunching
}
