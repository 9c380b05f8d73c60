/**
 * Identity group (KYC, wire-protocol.md "Paths"): five steps done in order — personal details, emergency
 * contacts, ID card, bank card, face. A call for a later step before an earlier one is done answers 400
 * naming the missing step, e.g. `請先完成「聯絡人」`. Status field names follow domain.md.
 */
import type { BoundCard } from './bank'
import type { CalendarDate, IsoDateTime, LabelledOption, MaskedString } from './envelope'
import type { EmergencyContact } from './user'

/** The five steps, in the order they must be done. */
export type KycStep = 'personalInfo' | 'emergencyContact' | 'idCard' | 'bankCard' | 'face'

export const KYC_STEPS: readonly LabelledOption<KycStep>[] = [
  { value: 'personalInfo', label: '個人資料' },
  { value: 'emergencyContact', label: '聯絡人' },
  { value: 'idCard', label: '身分證' },
  { value: 'bankCard', label: '銀行卡' },
  { value: 'face', label: '人臉識別' },
]

// --- POST /userAuth/supplementUserInfo (step 1) ---------------------------------------------------------

export type Education = 'elementary' | 'juniorHigh' | 'seniorHigh' | 'associate' | 'bachelor' | 'master' | 'doctorate'

export const EDUCATIONS: readonly LabelledOption<Education>[] = [
  { value: 'elementary', label: '國小' },
  { value: 'juniorHigh', label: '國中' },
  { value: 'seniorHigh', label: '高中職' },
  { value: 'associate', label: '專科' },
  { value: 'bachelor', label: '大學' },
  { value: 'master', label: '碩士' },
  { value: 'doctorate', label: '博士' },
]

export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed'

export const MARITAL_STATUSES: readonly LabelledOption<MaritalStatus>[] = [
  { value: 'single', label: '未婚' },
  { value: 'married', label: '已婚' },
  { value: 'divorced', label: '離婚' },
  { value: 'widowed', label: '喪偶' },
]

export type Occupation =
  | 'employee'
  | 'civilServant'
  | 'selfEmployed'
  | 'freelancer'
  | 'student'
  | 'homemaker'
  | 'retired'
  | 'unemployed'
  | 'other'

export const OCCUPATIONS: readonly LabelledOption<Occupation>[] = [
  { value: 'employee', label: '上班族' },
  { value: 'civilServant', label: '軍公教' },
  { value: 'selfEmployed', label: '自營業主' },
  { value: 'freelancer', label: '自由業' },
  { value: 'student', label: '學生' },
  { value: 'homemaker', label: '家管' },
  { value: 'retired', label: '退休' },
  { value: 'unemployed', label: '待業中' },
  { value: 'other', label: '其他' },
]

export interface PersonalInfo {
  /** 2–30 characters. */
  name: string
  education: Education
  maritalStatus: MaritalStatus
  occupation: Occupation
  /** Whole NT$, 0–10,000,000. */
  monthlyIncome: number
  /** One of `common/address` cities, e.g. `臺北市`. */
  city: string
  /** A district of that city, e.g. `中正區`. */
  district: string
  /** Street address, 2–100 characters. */
  address: string
  /** Optional; empty string when not given. */
  email: string
  /** Optional LINE ID; empty string when not given. */
  lineId: string
}

/** Saves (or replaces) step 1. Body: the saved `PersonalInfo`. */
export type SupplementUserInfoPayload = PersonalInfo
export type SupplementUserInfoBody = PersonalInfo

// --- POST /userAuth/ocrCheck, /userAuth/ocrConfirm (step 3) ----------------------------------------------

/** Keys from `upload/image` of the two sides of the ID card. */
export interface OcrCheckPayload {
  frontImageKey: string
  backImageKey: string
}

/**
 * What the OCR provider read. The reference provider cannot read images: every field is empty,
 * `recognized` is false and `message` asks the user to type the details.
 */
export interface OcrCheckBody {
  idNo: string
  userName: string
  birthday: CalendarDate | ''
  recognized: boolean
  message: string
}

export interface OcrConfirmPayload {
  /** National ID `A123456789` or resident certificate (new `A800000014`, old `AB12345678`); upper-cased. */
  idNo: string
  /** Name as printed on the card, 2–30 characters. */
  userName: string
  /** `YYYY/MM/DD`; the user must be 18 or older. */
  birthday: CalendarDate
}

/** national ID; resident certificate new format (since 2021); resident certificate old format (valid until 2031). */
export type IdDocumentType = 'nationalId' | 'residentNew' | 'residentOld'

export interface IdCardInfo {
  /** `A12****789`; the full number is never returned. */
  idNoMasked: MaskedString
  userName: string
  birthday: CalendarDate
  gender: 'male' | 'female'
  documentType: IdDocumentType
  /** Owner-only image URLs of the uploaded sides, or empty. */
  frontImageUrl: string
  backImageUrl: string
}

export type OcrConfirmBody = IdCardInfo

// --- Face (step 5): POST /userAuth/detection, /silence, /faceCompare, /identitycheck, /license ------------

/**
 * Result of a face check. The reference verifier only checks that the photo is a real image of a sensible
 * size; it never computes a similarity, so it answers `pending_review` (a person decides later: `passed`
 * or `failed`). `not_started` until the call was made.
 */
export type FaceCheckStatus = 'not_started' | 'pending_review' | 'passed' | 'failed'

export type BindCardStatus = 'unbound' | 'bound'

/** `detection`, `silence` (liveness from a still photo) and `faceCompare` take a live photo. */
export interface FacePhotoPayload {
  /** Key from `upload/image`: JPEG/PNG/WebP, at least 200×200 pixels. */
  imageKey: string
}

/** `identitycheck`: checks the confirmed ID against the register (reference: recorded for review). */
export type IdentityCheckPayload = Record<string, never>

/** Answer of every face call and part of `queryUserDetail`. */
export interface IdentityStatusBody {
  livenessStatus: FaceCheckStatus
  faceCompareResult: FaceCheckStatus
  identityCheckStatus: FaceCheckStatus
  bindCardStatus: BindCardStatus
  /** Width × height of the photo just checked, or null for calls without a photo. */
  imageSize: { width: number; height: number } | null
}

/** `license`: what the app's face SDK needs. The reference verifier uses no SDK: `provider: 'reference'`, empty license. */
export interface FaceLicenseBody {
  provider: string
  license: string
  expiresAt: IsoDateTime | null
}

// --- GET /userAuth/queryUserDetail ------------------------------------------------------------------------

export interface KycStepState {
  step: KycStep
  label: string
  done: boolean
}

/** Everything saved so far, so each step's page can prefill. */
export interface UserDetailBody {
  /** All five, in order. */
  steps: KycStepState[]
  /** The first step not done, or `null` when all five are. */
  nextStep: KycStep | null
  personalInfo: PersonalInfo | null
  emergencyContacts: EmergencyContact[]
  idCard: IdCardInfo | null
  /** The default card, or `null`. */
  bankCard: BoundCard | null
  livenessStatus: FaceCheckStatus
  faceCompareResult: FaceCheckStatus
  identityCheckStatus: FaceCheckStatus
  bindCardStatus: BindCardStatus
  /** Owner-only URL of the last live photo, or empty. */
  livePhotoUrl: string
}
