import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { KycStep } from '@contract/identity'
import NavBar from '@/components/nav-bar'
import StepIndicator, { type OnboardingStep } from '@/components/step-indicator'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { goToLogin, useRequireLogin } from '@/hooks/use-require-login'
import { AFTER_KYC_ROUTE, KYC_STEP_INFO, countDoneSteps, firstUnfinishedStep, stepInfo } from '@/utils/kyc-steps'
import SubmitButton from '@/pages/me/components/kyc/submit-button'
import Skeleton from '@/pages/me/components/kyc/skeleton'
import { useUserDetail } from '@/pages/me/components/kyc/use-user-detail'
import { APTITUDE_TEXTS as TEXTS, KYC_COMMON_TEXTS } from '@/pages/me/kyc-texts'
import './aptitude.scss'

type RowState = 'done' | 'next' | 'todo'

function openStep(route: string) {
  void Taro.navigateTo({ url: route })
}

function LoggedOutPrompt() {
  return (
    <View className="aptitude-card aptitude-login">
      <View className="aptitude-login__icon" aria-hidden>
        <Text className="aptitude-login__shield" />
      </View>
      <Text className="aptitude-login__title">{TEXTS.loggedOutTitle}</Text>
      <Text className="aptitude-login__hint">{TEXTS.loggedOutHint}</Text>
      <View className="aptitude-login__button">
        <SubmitButton
          text={TEXTS.login}
          busyText={TEXTS.login}
          busy={false}
          onClick={() => void goToLogin(ROUTES.aptitude)}
        />
      </View>
    </View>
  )
}

function LoadingSteps() {
  return (
    <View aria-busy>
      <View className="aptitude-card">
        <Skeleton height={20} width={220} />
        <Skeleton height={8} marginTop={14} />
      </View>
      <View className="aptitude-card">
        {KYC_STEP_INFO.map((info) => (
          <Skeleton key={info.step} height={52} marginTop={12} />
        ))}
      </View>
    </View>
  )
}

/**
 * `/pages/aptitude` (資質 tab): the five verification steps with their status from `queryUserDetail`
 * (reloaded whenever the tab is shown), the step indicator at the first unfinished step and one button that
 * resumes there — or, when everything is done, 立即申請 to the loans tab.
 */
export default function AptitudePage() {
  const loggedIn = useRequireLogin({ redirect: false })
  const { data, error, loading, reload } = useUserDetail(loggedIn)

  let content
  if (!loggedIn) {
    content = <LoggedOutPrompt />
  } else if (!data && (loading || !error)) {
    content = (
      <>
        <StepIndicator current={1} />
        <LoadingSteps />
      </>
    )
  } else if (!data) {
    content = (
      <View className="aptitude-card aptitude-error" role="alert">
        <Text className="aptitude-error__text">{KYC_COMMON_TEXTS.loadFailed}</Text>
        <SubmitButton
          text={KYC_COMMON_TEXTS.retry}
          busyText={KYC_COMMON_TEXTS.retry}
          busy={false}
          ghost
          onClick={() => void reload()}
        />
      </View>
    )
  } else {
    const next: KycStep | null = firstUnfinishedStep(data)
    const doneCount = countDoneSteps(data)
    const doneSteps = new Set(data.steps.filter((state) => state.done).map((state) => state.step))
    const rowState = (step: KycStep): RowState => (doneSteps.has(step) ? 'done' : step === next ? 'next' : 'todo')

    content = (
      <>
        {next && <StepIndicator current={stepInfo(next).number as OnboardingStep} />}
        <View className={`aptitude-card aptitude-summary ${next ? '' : 'aptitude-summary--done'}`}>
          {next ? (
            <>
              <Text className="aptitude-summary__title">{TEXTS.intro}</Text>
              <Text className="aptitude-summary__progress">{TEXTS.progress(doneCount)}</Text>
              <View
                className="aptitude-bar"
                role="progressbar"
                aria-label={TEXTS.progress(doneCount)}
                aria-valuemin={0}
                aria-valuemax={5}
                aria-valuenow={doneCount}
              >
                <View className="aptitude-bar__fill" style={{ width: `${(doneCount / 5) * 100}%` }} />
              </View>
            </>
          ) : (
            <>
              <View className="aptitude-summary__badge" aria-hidden>
                <Text className="aptitude-summary__tick" />
              </View>
              <Text className="aptitude-summary__title">{TEXTS.allDone}</Text>
              <Text className="aptitude-summary__hint">{TEXTS.allDoneHint}</Text>
            </>
          )}
        </View>
        <View className="aptitude-card aptitude-steps" role="list">
          {KYC_STEP_INFO.map((info) => {
            const state = rowState(info.step)
            // Steps are done in order: done ones can be reopened to update, the next one started, later ones wait.
            const reachable = state !== 'todo'
            return (
              <View
                key={info.step}
                className={`aptitude-step aptitude-step--${state}`}
                role="listitem"
                aria-disabled={!reachable}
                aria-label={`${info.label}：${state === 'done' ? TEXTS.stepDone : TEXTS.stepTodo}`}
                onClick={() => reachable && openStep(info.route)}
              >
                <View className="aptitude-step__mark" aria-hidden>
                  {state === 'done' ? <Text className="aptitude-step__tick" /> : info.number}
                </View>
                <View className="aptitude-step__text">
                  <Text className="aptitude-step__label">{info.label}</Text>
                  <Text className="aptitude-step__hint">{TEXTS.stepHints[info.step]}</Text>
                </View>
                <Text className={`aptitude-step__status aptitude-step__status--${state}`}>
                  {state === 'done' ? TEXTS.stepDone : state === 'next' ? TEXTS.stepNext : TEXTS.stepTodo}
                </Text>
              </View>
            )
          })}
        </View>
        <View className="aptitude-action">
          {next ? (
            <SubmitButton
              text={doneCount === 0 ? TEXTS.start : TEXTS.resume(stepInfo(next).label)}
              busyText=""
              busy={false}
              onClick={() => openStep(stepInfo(next).route)}
            />
          ) : (
            <SubmitButton
              text={TEXTS.applyNow}
              busyText=""
              busy={false}
              onClick={() => void Taro.switchTab({ url: AFTER_KYC_ROUTE })}
            />
          )}
        </View>
      </>
    )
  }

  return (
    <View className="page aptitude-page">
      <NavBar title={TEXTS.title} hideBack />
      {content}
      <ServiceButton />
    </View>
  )
}
