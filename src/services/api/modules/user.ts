/** User group (types/api/user.ts): login, session, password, the user's own data, account deletion. */
import { API } from '@contract/paths'
import type { EmptyBody } from '@contract/envelope'
import type {
  AppListPayload,
  CashUserBody,
  ContactsListPayload,
  DestroyAccountPayload,
  DeviceInfoPayload,
  EditPasswordPayload,
  EmergencyContactAddBody,
  EmergencyContactAddPayload,
  InitPasswordPayload,
  LoginBody,
  LoginPayload,
  RegistryTokenInfoPayload,
  SavedCountBody,
  UserDataListBody,
} from '@contract/user'
import { request, type RequestOptions } from '../client'

/** Logs in; keep the answer with `startSession` from `@/store/session`. */
export function login(payload: LoginPayload, options?: RequestOptions) {
  return request<LoginBody>(API.login, payload, options)
}

/** Revokes the token on the server; clear the local session with `clearSession` afterwards. */
export function logout(options?: RequestOptions) {
  return request<EmptyBody>(API.logout, {}, options)
}

export function getCashUser(options?: RequestOptions) {
  return request<CashUserBody>(API.queryCashUser, {}, options)
}

export function initPassword(payload: InitPasswordPayload, options?: RequestOptions) {
  return request<EmptyBody>(API.initPassword, payload, options)
}

export function editPassword(payload: EditPasswordPayload, options?: RequestOptions) {
  return request<EmptyBody>(API.editPassword, payload, options)
}

/** Uploads the phone's address book (replaces the previous upload). */
export function uploadContactsList(payload: ContactsListPayload, options?: RequestOptions) {
  return request<SavedCountBody>(API.contactsList, payload, options)
}

/** Saves the emergency contacts (verification step 2), replacing earlier ones. */
export function saveEmergencyContacts(payload: EmergencyContactAddPayload, options?: RequestOptions) {
  return request<EmergencyContactAddBody>(API.emergencyContactAdd, payload, options)
}

/** Uploads the list of installed apps (replaces the previous upload). */
export function uploadAppList(payload: AppListPayload, options?: RequestOptions) {
  return request<SavedCountBody>(API.appList, payload, options)
}

/** Deletes the account (409 while a loan is unpaid). */
export function destroyAccount(payload: DestroyAccountPayload = {}, options?: RequestOptions) {
  return request<EmptyBody>(API.destroyAccount, payload, options)
}

export function reportDeviceInfo(payload: DeviceInfoPayload, options?: RequestOptions) {
  return request<EmptyBody>(API.deviceInfo, payload, options)
}

/** Registers the device's push-notification token. */
export function registerPushToken(payload: RegistryTokenInfoPayload, options?: RequestOptions) {
  return request<EmptyBody>(API.registryTokenInfo, payload, options)
}

/** What the server holds about the user, by category (privacy view). */
export function getUserDataList(options?: RequestOptions) {
  return request<UserDataListBody>(API.userDataList, {}, options)
}
