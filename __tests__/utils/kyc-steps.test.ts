import Taro from '@tarojs/taro'
import type { KycStep, KycStepState } from '@contract/identity'
import {
  KYC_STEP_INFO,
  countDoneSteps,
  firstUnfinishedStep,
  goToNextStep,
  nextStepRoute,
  stepRoute,
} from '@/utils/kyc-steps'

const ORDER: KycStep[] = ['personalInfo', 'emergencyContact', 'idCard', 'bankCard', 'face']

function stepsDone(...done: KycStep[]): KycStepState[] {
  return ORDER.map((step) => ({ step, label: step, done: done.includes(step) }))
}

describe('KYC_STEP_INFO', () => {
  it('lists the five steps in order with their pages', () => {
    expect(KYC_STEP_INFO.map((info) => [info.number, info.label, info.route])).toEqual([
      [1, '個人資料', '/pages/me/userInfo'],
      [2, '聯絡人', '/pages/me/contact'],
      [3, '身分證', '/pages/me/idCard'],
      [4, '銀行卡', '/pages/me/addBank'],
      [5, '人臉識別', '/pages/me/faceDome'],
    ])
  })
})

describe('firstUnfinishedStep', () => {
  it('is the first step for a new user', () => {
    expect(firstUnfinishedStep({ steps: stepsDone(), nextStep: 'personalInfo' })).toBe('personalInfo')
  })

  it('is the first step not done, even when a later one is done', () => {
    expect(firstUnfinishedStep({ steps: stepsDone('personalInfo', 'idCard'), nextStep: 'emergencyContact' })).toBe(
      'emergencyContact',
    )
  })

  it('does not depend on the order the server lists the steps in', () => {
    const steps = stepsDone('personalInfo', 'emergencyContact', 'idCard').reverse()
    expect(firstUnfinishedStep({ steps, nextStep: null })).toBe('bankCard')
  })

  it('is null when all five are done', () => {
    expect(firstUnfinishedStep({ steps: stepsDone(...ORDER), nextStep: null })).toBeNull()
  })

  it("falls back to the server's nextStep without a list", () => {
    expect(firstUnfinishedStep({ steps: [], nextStep: 'face' })).toBe('face')
  })
})

describe('routes after a step', () => {
  it('goes to the next step, then to the loans tab after the face step', () => {
    expect(nextStepRoute('personalInfo')).toBe('/pages/me/contact')
    expect(nextStepRoute('emergencyContact')).toBe('/pages/me/idCard')
    expect(nextStepRoute('idCard')).toBe('/pages/me/addBank')
    expect(nextStepRoute('bankCard')).toBe('/pages/me/faceDome')
    expect(nextStepRoute('face')).toBe('/pages/loans/index')
  })

  it('maps a pending step to its page and "nothing left" to the loans tab', () => {
    expect(stepRoute('idCard')).toBe('/pages/me/idCard')
    expect(stepRoute(null)).toBe('/pages/loans/index')
  })

  it('counts the steps done', () => {
    expect(countDoneSteps({ steps: stepsDone('personalInfo', 'emergencyContact') })).toBe(2)
  })

  it('redirects to the next step page, and switches tab after the last', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
    await goToNextStep('emergencyContact')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/me/idCard' })
    await goToNextStep('face')
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
    expect(redirectTo).toHaveBeenCalledTimes(1)
  })
})
