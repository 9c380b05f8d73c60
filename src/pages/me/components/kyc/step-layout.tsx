import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import StepIndicator, { type OnboardingStep } from '@/components/step-indicator'
import ServiceButton from '@/components/service-button'
import './kyc-form.scss'

export interface StepLayoutProps {
  title: string
  /** 1–5: which step the indicator marks as current. */
  step: OnboardingStep
  children: ReactNode
}

/**
 * The frame of every verification step page: the navigation bar in confirm-exit mode (leaving asks first),
 * the step indicator, the page's content and the customer-service button.
 */
export default function StepLayout({ title, step, children }: StepLayoutProps) {
  return (
    <View className="page kyc-page">
      <NavBar title={title} confirmExit />
      <StepIndicator current={step} />
      {children}
      <ServiceButton />
    </View>
  )
}
