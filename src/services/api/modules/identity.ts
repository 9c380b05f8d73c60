/** Identity group (types/api/identity.ts): the five verification steps. Images go up first (`../upload.ts`). */
import { API } from '@contract/paths'
import type {
  FaceLicenseBody,
  FacePhotoPayload,
  IdentityCheckPayload,
  IdentityStatusBody,
  OcrCheckBody,
  OcrCheckPayload,
  OcrConfirmBody,
  OcrConfirmPayload,
  SupplementUserInfoBody,
  SupplementUserInfoPayload,
  UserDetailBody,
} from '@contract/identity'
import { request, type RequestOptions } from '../client'

/** Step 1: personal details. */
export function savePersonalInfo(payload: SupplementUserInfoPayload, options?: RequestOptions) {
  return request<SupplementUserInfoBody>(API.supplementUserInfo, payload, options)
}

/** Step 3: reads the two uploaded ID card sides. */
export function recognizeIdCard(payload: OcrCheckPayload, options?: RequestOptions) {
  return request<OcrCheckBody>(API.ocrCheck, payload, options)
}

/** Step 3: the ID details as confirmed or corrected by the user. */
export function confirmIdCard(payload: OcrConfirmPayload, options?: RequestOptions) {
  return request<OcrConfirmBody>(API.ocrConfirm, payload, options)
}

/** Step 5: face detection on a live photo. */
export function detectFace(payload: FacePhotoPayload, options?: RequestOptions) {
  return request<IdentityStatusBody>(API.detection, payload, options)
}

/** Step 5: liveness from a still photo. */
export function checkLiveness(payload: FacePhotoPayload, options?: RequestOptions) {
  return request<IdentityStatusBody>(API.silence, payload, options)
}

/** Step 5: compares the live photo with the ID photo. */
export function compareFace(payload: FacePhotoPayload, options?: RequestOptions) {
  return request<IdentityStatusBody>(API.faceCompare, payload, options)
}

/** Checks the confirmed ID against the register. */
export function checkIdentity(payload: IdentityCheckPayload = {}, options?: RequestOptions) {
  return request<IdentityStatusBody>(API.identityCheck, payload, options)
}

/** What the face SDK needs to start. */
export function getFaceLicense(options?: RequestOptions) {
  return request<FaceLicenseBody>(API.license, {}, options)
}

/** Everything saved so far, for prefilling each step. */
export function getUserDetail(options?: RequestOptions) {
  return request<UserDetailBody>(API.queryUserDetail, {}, options)
}
