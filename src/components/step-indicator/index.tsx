import { View, Text } from '@tarojs/components'
import { STEP_INDICATOR_TEXTS } from './texts'
import './index.scss'

/** The verification step the user is on: 1 個人資料, 2 聯絡人, 3 身分證, 4 銀行卡, 5 人臉識別. */
export type OnboardingStep = 1 | 2 | 3 | 4 | 5

export interface StepIndicatorProps {
  /** The step being filled in now; the ones before it show as done. */
  current: OnboardingStep
  /** Extra class on the outer element, e.g. for margins. @default '' */
  className?: string
}

type StepState = 'done' | 'current' | 'upcoming'

interface StepItem {
  label: string
  state: StepState
  /** What the marker circle shows: the step number, a check mark, or nothing for 放款. */
  mark: string
}

function buildSteps(current: OnboardingStep): StepItem[] {
  const verification = STEP_INDICATOR_TEXTS.steps.map((label, index): StepItem => {
    const step = index + 1
    const state: StepState = step < current ? 'done' : step === current ? 'current' : 'upcoming'
    return { label, state, mark: state === 'done' ? '✓' : String(step) }
  })
  // 放款 is where the steps lead, not a step the user fills in: it is never current and never done here.
  return [...verification, { label: STEP_INDICATOR_TEXTS.finish, state: 'upcoming', mark: '' }]
}

/** The 5-step verification progress shown on top of each verification page (spec section 2). */
export default function StepIndicator({ current, className = '' }: StepIndicatorProps) {
  const steps = buildSteps(current)
  return (
    <View className={`step-indicator ${className}`.trim()} role="list" aria-label={STEP_INDICATOR_TEXTS.listLabel}>
      {steps.map((step, index) => (
        <View
          key={step.label}
          className={`step-indicator__item step-indicator__item--${step.state}`}
          role="listitem"
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {index > 0 && <View className="step-indicator__line step-indicator__line--before" />}
          {index < steps.length - 1 && <View className="step-indicator__line step-indicator__line--after" />}
          <View className={`step-indicator__mark${step.mark === '' ? ' step-indicator__mark--finish' : ''}`}>
            {step.mark}
          </View>
          <Text className="step-indicator__label">{step.label}</Text>
          <Text className="step-indicator__status">{STEP_INDICATOR_TEXTS[step.state]}</Text>
        </View>
      ))}
    </View>
  )
}
