/**
 * User group (wire-protocol.md, "Paths"): login, session, password, the user's own data uploads and
 * account deletion. Login field names are fixed by the contract.
 */
import type { IsoDateTime, LabelledOption, MaskedString } from './envelope'

// --- POST /auth/v3/user/login (public) ----------------------------------------------------------------

/** Log in with the SMS/voice code; creates the user on the first login. */
export interface LoginWithCodePayload {
  mobile: string
  /** 6 digits from `sendVerifiyCode`. */
  code: string
}

/** Alternative: log in with the password set by `initPassword`. */
export interface LoginWithPasswordPayload {
  mobile: string
  password: string
}

export type LoginPayload = LoginWithCodePayload | LoginWithPasswordPayload

export interface LoginBody {
  /** Send as `Authorization: Bearer <token>`; 43 characters of base64url. */
  token: string
  /** Send as the `userId` header. */
  userId: string
  /** Send as the `uuId` header. */
  uuId: string
  /** Normalised `09XXXXXXXX`. */
  mobile: string
}

// --- POST /auth/v3/user/loginOut: payload {}; body null (the token is revoked) --------------------------

// --- GET /auth/v3/user/queryCashUser ------------------------------------------------------------------

export interface CashUserBody {
  userId: string
  uuId: string
  /** The user's own number in full, `09XXXXXXXX`. */
  mobile: string
  /** `0912***678`, for display. */
  mobileMasked: MaskedString
  /** The confirmed ID name, or empty before the ID step. */
  realName: string
  /** Whether a password exists (then `editPassword`, else `initPassword`). */
  hasPassword: boolean
  /** All five verification steps done. */
  kycCompleted: boolean
  registeredAt: IsoDateTime
}

// --- POST /auth/v3/user/initPassword, /auth/v3/user/editPassword --------------------------------------

/** 8–20 characters, at least one letter and one digit. 409 `已設定過密碼` when one exists. */
export interface InitPasswordPayload {
  password: string
}

/** 400 `原密碼錯誤` on a wrong old password (counts towards the attempt limit). */
export interface EditPasswordPayload {
  oldPassword: string
  newPassword: string
}

// --- POST /auth/v3/user/emergencyContact/add ----------------------------------------------------------

export type ContactRelation = 'parent' | 'spouse' | 'sibling' | 'child' | 'relative' | 'friend' | 'colleague'

export const CONTACT_RELATIONS: readonly LabelledOption<ContactRelation>[] = [
  { value: 'parent', label: '父母' },
  { value: 'spouse', label: '配偶' },
  { value: 'sibling', label: '兄弟姊妹' },
  { value: 'child', label: '子女' },
  { value: 'relative', label: '其他親屬' },
  { value: 'friend', label: '朋友' },
  { value: 'colleague', label: '同事' },
]

export interface EmergencyContact {
  /** 1–30 characters. */
  name: string
  /** Taiwan mobile; not the user's own, all distinct. */
  mobile: string
  relation: ContactRelation
}

/**
 * Replaces the user's emergency contacts (2–5). Errors name the contact: `第 2 位聯絡人手機號碼格式錯誤`,
 * `第 1 位聯絡人不可填寫本人手機號碼`, `第 2 位聯絡人手機號碼重複`. Needs the personal-details step first.
 */
export interface EmergencyContactAddPayload {
  contacts: EmergencyContact[]
}

export type EmergencyContactAddBody = EmergencyContact[]

// --- POST /auth/v3/user/contactsList, /auth/v3/user/appList (the phone's address book / installed apps) ----

export interface PhoneContact {
  name: string
  /** As stored on the phone; numbers that are not Taiwan mobiles are kept as typed. */
  mobile: string
}

/** Up to 2,000 entries; replaces the previous upload. */
export interface ContactsListPayload {
  contacts: PhoneContact[]
}

export interface InstalledApp {
  appName: string
  packageName: string
}

/** Up to 1,000 entries; replaces the previous upload. */
export interface AppListPayload {
  apps: InstalledApp[]
}

/** Answer of `contactsList` and `appList`. */
export interface SavedCountBody {
  saved: number
}

// --- POST /auth/v3/user/deviceInfo, /auth/v3/user/registryTokenInfo -----------------------------------

export interface DeviceInfoPayload {
  /** `h5`, `weapp`, … (Taro's TARO_ENV). */
  platform: string
  /** A stable random ID the app keeps in storage. */
  deviceId: string
  model?: string
  osVersion?: string
  screenWidth?: number
  screenHeight?: number
  language?: string
  userAgent?: string
}

export interface RegistryTokenInfoPayload {
  /** Push-notification token of the device. */
  pushToken: string
  platform: string
}

// --- GET /auth/v3/user/dataList: what the server holds about the user (privacy view) ------------------

export type UserDataCategory =
  | 'profile'
  | 'emergencyContacts'
  | 'idCard'
  | 'bankCards'
  | 'face'
  | 'phoneContacts'
  | 'installedApps'
  | 'devices'
  | 'uploads'
  | 'questions'
  | 'riskEvents'

export interface UserDataItem {
  category: UserDataCategory
  /** Traditional Chinese name of the category, e.g. `緊急聯絡人`. */
  label: string
  /** Number of records held. */
  count: number
  /** Last change, or `null` when nothing is held. */
  updatedAt: IsoDateTime | null
}

export type UserDataListBody = UserDataItem[]

// --- POST /auth/v3/user/destroy -----------------------------------------------------------------------

/**
 * Deletes the account: personal data removed or anonymised, every session revoked, the mobile free to
 * register again. 409 `尚有未結清的借款，無法註銷帳戶` while a loan is unpaid. Body null.
 */
export interface DestroyAccountPayload {
  /** Optional reason, up to 200 characters. */
  reason?: string
}
