/**
 * Config group (wire-protocol.md, "Paths"): OTP sending, server-side configuration, uploads, and the
 * loans-tab helpers the server owns (`common/*`). Field names given by the contract are kept exactly.
 */
import type { CalendarDate, IsoDateTime } from './envelope'
import type { KycStep } from './identity'

// --- POST /auth/v3.1/user/sendVerifiyCode (public) -------------------------------------------------

/** How the one-time code is delivered: SMS, or a voice call as the fallback. */
export type VerifyCodeChannel = 'text' | 'voice'

export interface SendVerifyCodePayload {
  /** Taiwan mobile; spaces, dashes and `+886` accepted, stored as `09XXXXXXXX`. */
  mobile: string
  type: VerifyCodeChannel
}

export interface SendVerifyCodeBody {
  /** Seconds before another code may be requested for this number (60). */
  resendAfterSeconds: number
  /** Seconds the code stays valid (300). */
  expiresInSeconds: number
  /** The number the code went to, masked `0912***678`. */
  mobileMasked: string
}

// --- GET /api/v3/common/config (public) and /api/v3/common/config/one (public) ----------------------

/** `extInfoJSON` of the `line` config: customer service over LINE (spec section 3). */
export interface LineExtInfo {
  /** Absolute URL of a scannable QR PNG served by this server. */
  line_img: string
  /** LINE ID with its `@`, for copying, e.g. `@ezdloan`. */
  line: string
  /** `https://line.me/R/ti/p/%40<id>` (only line.me/R links are supported). */
  line_url: string
}

/** Known config keys; the server may hold more. */
export type KnownConfigKey = 'line' | 'serviceHours' | 'privacyPolicyPath' | 'userAgreementPath'

export interface ConfigItem<TExt = Record<string, unknown>> {
  configKey: string
  /** Group used by the `configType` filter, e.g. `service`, `agreement`. */
  configType: string
  /** The main value as text (for `line`: the LINE ID). */
  configValue: string
  /** Extra structured data, already parsed (an object, not a JSON string); `{}` when none. */
  extInfoJSON: TExt
}

export interface CommonConfigPayload {
  /** Only items of this group; all public items when absent. */
  configType?: string
}

export type CommonConfigBody = ConfigItem[]

export interface ConfigOnePayload {
  configKey: string
}

/** 404 `查無此設定` when the key does not exist. For `line`, `extInfoJSON` is a `LineExtInfo`. */
export type ConfigOneBody<TExt = Record<string, unknown>> = ConfigItem<TExt>

// --- POST /upload/image (multipart field `file`; session required) ----------------------------------

export interface UploadImageBody {
  /** URL the owner can load the image from (same origin as the API; needs no header, unguessable). */
  url: string
  /** Key to pass in later calls (`ocrCheck`, face steps, `bindCard/img`, `question/save`). */
  key: string
}

// --- GET /api/v3/common/address (session) -------------------------------------------------------------

export interface AddressCity {
  /** e.g. `臺北市` */
  name: string
  /** Districts (鄉鎮市區) of the city, e.g. `中正區`. */
  districts: string[]
}

export type CommonAddressBody = AddressCity[]

// --- GET /api/v3/common/banner, /api/v3/common/notice (session) -------------------------------------

export interface BannerItem {
  id: string
  title: string
  /** Same-origin image URL. */
  imageUrl: string
  /** In-app route (`/pages/...`) or empty for no action. */
  linkPath: string
}

export type CommonBannerBody = BannerItem[]

export interface NoticeItem {
  id: string
  title: string
  content: string
  publishedAt: IsoDateTime
}

export type CommonNoticeBody = NoticeItem[]

// --- Pop-ups: GET /api/v3/common/getPop, /confirmPop, /getPopList (session) -------------------------

/** Where a pop-up may appear. */
export type PopScene = 'loans' | 'order' | 'me' | 'aptitude'

export interface PopItem {
  popId: string
  scene: PopScene
  title: string
  content: string
  /** Same-origin image URL, or empty. */
  imageUrl: string
  /** In-app route to open on tap, or empty. */
  linkPath: string
  /** `true`: once the user confirms it, it never shows again. `false`: shows on every visit. */
  showOnce: boolean
  /** Whether the app should show it now (false once a `showOnce` pop-up was confirmed). */
  shouldShow: boolean
}

export interface GetPopPayload {
  scene: PopScene
}

/** The pop-up to show now for this scene, or `null` when none is due. */
export interface GetPopBody {
  pop: PopItem | null
}

export interface ConfirmPopPayload {
  popId: string
}

export type ConfirmPopBody = null

export type GetPopListBody = PopItem[]

// --- GET /api/v3/common/index (session): what the loans tab needs ----------------------------------

/**
 * Where the user stands, for the loans tab's main button:
 * `kyc` verification unfinished; `ready` may apply; `reviewing` an application is under review;
 * `repaying` a loan is out; `overdue` a loan is late.
 */
export type LoansTabState = 'kyc' | 'ready' | 'reviewing' | 'repaying' | 'overdue'

export interface CommonIndexBody {
  /** Smallest amount any product lends, whole NT$. */
  minAmount: number
  /** Largest amount any product lends, whole NT$. */
  maxAmount: number
  /** Loan terms on offer, in days, ascending. */
  termsInDays: number[]
  /** Yearly interest rate ceiling shown on the tab, percent (never above 16). */
  maxAnnualRatePercent: number
  state: LoansTabState
  /** Verification steps completed, 0–5. */
  kycCompletedSteps: number
  /** The next verification step, or `null` when all five are done. */
  kycNextStep: KycStep | null
  /** The nearest due date of an unpaid loan, or `null`. */
  nextRepayDate: CalendarDate | null
}

// --- GET /api/v3/common/changeDomainName (session) ----------------------------------------------------

/** Hosts the app should use from now on; empty strings mean "keep the page's origin". */
export interface ChangeDomainNameBody {
  apiHost: string
  fileHost: string
}
