/**
 * Step 1's form as the page holds it (text as typed) and the rules that turn it into the `supplementUserInfo`
 * payload. Pure, so the rules are tested without rendering the page.
 */
import {
  EDUCATIONS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  type Education,
  type MaritalStatus,
  type Occupation,
  type PersonalInfo,
} from '@contract/identity'
import {
  parseMonthlyIncome,
  validateEmail,
  validateLineId,
  validateMonthlyIncome,
  validatePersonName,
  validateStreetAddress,
} from '@/utils/validators'
import { USER_INFO_TEXTS } from '@/pages/me/kyc-texts'

export interface PersonalInfoForm {
  name: string
  /** Empty until chosen. */
  education: Education | ''
  maritalStatus: MaritalStatus | ''
  occupation: Occupation | ''
  /** As typed; parsed to whole NT$ on submit. */
  monthlyIncome: string
  city: string
  district: string
  address: string
  email: string
  lineId: string
}

export type PersonalInfoField = keyof PersonalInfoForm

export const EMPTY_PERSONAL_INFO: PersonalInfoForm = {
  name: '',
  education: '',
  maritalStatus: '',
  occupation: '',
  monthlyIncome: '',
  city: '',
  district: '',
  address: '',
  email: '',
  lineId: '',
}

/** In the order they appear on the page. */
export const PERSONAL_INFO_FIELDS: readonly PersonalInfoField[] = Object.keys(
  EMPTY_PERSONAL_INFO,
) as PersonalInfoField[]

export function validatePersonalInfo(form: PersonalInfoForm): Partial<Record<PersonalInfoField, string>> {
  const errors: Partial<Record<PersonalInfoField, string | null>> = {
    name: validatePersonName(form.name),
    education: EDUCATIONS.some((option) => option.value === form.education) ? null : USER_INFO_TEXTS.educationRequired,
    maritalStatus: MARITAL_STATUSES.some((option) => option.value === form.maritalStatus)
      ? null
      : USER_INFO_TEXTS.maritalStatusRequired,
    occupation: OCCUPATIONS.some((option) => option.value === form.occupation)
      ? null
      : USER_INFO_TEXTS.occupationRequired,
    monthlyIncome: validateMonthlyIncome(form.monthlyIncome),
    // City and district are chosen together in one sheet and shown in one row: one message for both.
    city: form.city && form.district ? null : USER_INFO_TEXTS.cityRequired,
    address: validateStreetAddress(form.address),
    email: validateEmail(form.email),
    lineId: validateLineId(form.lineId),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as Partial<
    Record<PersonalInfoField, string>
  >
}

/** The payload for `supplementUserInfo`; call only when `validatePersonalInfo` found nothing. */
export function toPersonalInfoPayload(form: PersonalInfoForm): PersonalInfo {
  return {
    name: form.name.trim(),
    education: form.education as Education,
    maritalStatus: form.maritalStatus as MaritalStatus,
    occupation: form.occupation as Occupation,
    monthlyIncome: parseMonthlyIncome(form.monthlyIncome) ?? 0,
    city: form.city,
    district: form.district,
    address: form.address.trim(),
    email: form.email.trim(),
    lineId: form.lineId.trim(),
  }
}

/** The form filled from what the server saved before. */
export function fromPersonalInfo(info: PersonalInfo): PersonalInfoForm {
  return {
    name: info.name,
    education: info.education,
    maritalStatus: info.maritalStatus,
    occupation: info.occupation,
    monthlyIncome: String(info.monthlyIncome),
    city: info.city,
    district: info.district,
    address: info.address,
    email: info.email,
    lineId: info.lineId,
  }
}
