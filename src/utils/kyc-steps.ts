/**
 * The five verification steps (domain.md "The user's journey"), in order, with the page each one is done on.
 * The 資質 tab, the loans tab and every step page use this table to know where to send the user next.
 */
import Taro from '@tarojs/taro'
import { KYC_STEPS, type KycStep, type UserDetailBody } from '@contract/identity'
import { ROUTES } from '@/constants/routes'

export interface KycStepInfo {
  step: KycStep
  /** 1–5, as shown by the step indicator. */
  number: number
  /** Traditional Chinese name of the step (from the contract). */
  label: string
  /** Where the step starts. The face step starts with the how-to page (faceDome), which leads to the camera. */
  route: string
}

const STEP_ROUTES: Readonly<Record<KycStep, string>> = {
  personalInfo: ROUTES.userInfo,
  emergencyContact: ROUTES.contact,
  idCard: ROUTES.idCard,
  bankCard: ROUTES.addBank,
  face: ROUTES.faceDemo,
}

export const KYC_STEP_INFO: readonly KycStepInfo[] = KYC_STEPS.map(({ value, label }, index) => ({
  step: value,
  number: index + 1,
  label,
  route: STEP_ROUTES[value],
}))

/** Where the user goes once all five steps are done: the loans tab, ready to apply. */
export const AFTER_KYC_ROUTE = ROUTES.loans

export function stepInfo(step: KycStep): KycStepInfo {
  return KYC_STEP_INFO.find((info) => info.step === step) ?? KYC_STEP_INFO[0]
}

/** Route of a step, or the loans tab for `null` (nothing left to do). Fits `kycNextStep` of `common/index`. */
export function stepRoute(step: KycStep | null): string {
  return step ? STEP_ROUTES[step] : AFTER_KYC_ROUTE
}

/**
 * The first step not done according to `queryUserDetail`, or `null` when all five are done. Reads the
 * per-step flags in the fixed order rather than trusting the order the server listed them in; falls back to
 * the server's `nextStep` when the list is missing.
 */
export function firstUnfinishedStep(detail: Pick<UserDetailBody, 'steps' | 'nextStep'>): KycStep | null {
  if (!Array.isArray(detail.steps) || detail.steps.length === 0) return detail.nextStep ?? KYC_STEP_INFO[0].step
  const doneSteps = new Set(detail.steps.filter((state) => state.done).map((state) => state.step))
  return KYC_STEP_INFO.find((info) => !doneSteps.has(info.step))?.step ?? null
}

/** How many of the five steps are done. */
export function countDoneSteps(detail: Pick<UserDetailBody, 'steps'>): number {
  return KYC_STEP_INFO.filter((info) => detail.steps?.some((state) => state.step === info.step && state.done)).length
}

/** The route after finishing `step`: the next step's page, or the loans tab after the fifth. */
export function nextStepRoute(step: KycStep): string {
  const index = KYC_STEP_INFO.findIndex((info) => info.step === step)
  const next = KYC_STEP_INFO[index + 1]
  return next ? next.route : AFTER_KYC_ROUTE
}

/**
 * Leaves a finished step for the next one. `redirectTo` (not navigateTo): going back to a submitted step makes
 * no sense. The loans tab is a tab page, so it is reached with `switchTab`.
 */
export function goToNextStep(step: KycStep): Promise<unknown> {
  const url = nextStepRoute(step)
  return url === AFTER_KYC_ROUTE ? Taro.switchTab({ url }) : Taro.redirectTo({ url })
}
