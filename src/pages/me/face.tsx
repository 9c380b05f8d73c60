import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import StepIndicator from '@/components/step-indicator'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getUserDetail } from '@/services/api/modules/identity'
import { firstUnfinishedStep, goToNextStep, stepRoute } from '@/utils/kyc-steps'
import { FACE_TEXTS } from './bank-face-texts'
import { isFaceDone, useFaceCapture, type FaceCaptureState } from './components/face/use-face-capture'
import faceExample from './components/face/illustrations/face-example.svg'
import './components/bank/common.scss'
import './face.scss'

const STAGE_TEXT = {
  compressing: FACE_TEXTS.stageCompressing,
  uploading: FACE_TEXTS.stageUploading,
  checking: FACE_TEXTS.stageChecking,
} as const

function ResultPanel({ state }: { state: FaceCaptureState }) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'working':
      return (
        <View className="face__status face__status--working" role="status" aria-live="polite">
          <View className="face__spinner" aria-hidden="true" />
          <Text>{STAGE_TEXT[state.stage]}</Text>
        </View>
      )
    case 'done': {
      const passed = state.status === 'passed'
      return (
        <View className="face__status face__status--done" role="status" aria-live="polite">
          <Text className="face__status-title">
            {passed ? FACE_TEXTS.resultPassedTitle : FACE_TEXTS.resultPendingTitle}
          </Text>
          <Text className="face__status-body">
            {passed ? FACE_TEXTS.resultPassedBody : FACE_TEXTS.resultPendingBody}
          </Text>
        </View>
      )
    }
    case 'refused':
      return (
        <View className="face__status face__status--refused" role="alert">
          <Text className="face__status-title">{FACE_TEXTS.resultFailedTitle}</Text>
          <Text className="face__status-body">{state.message}</Text>
        </View>
      )
    case 'error':
      return (
        <View className="face__status face__status--error" role="alert">
          <Text className="face__status-title">{FACE_TEXTS.resultErrorTitle}</Text>
          <Text className="face__status-body">{state.message}</Text>
        </View>
      )
  }
}

/**
 * Verification step 5 (人臉識別): a front-camera photo, uploaded and checked by the server, with the
 * server's answer shown as it is and a retry; when done, on to the loans tab ready to apply.
 */
export default function FacePage() {
  const loggedIn = useRequireLogin()
  const detail = useApiData(() => getUserDetail({ silent: true }), [], { enabled: loggedIn, refreshOnShow: false })
  const { state, capture, retry, showEarlierResult } = useFaceCapture()

  // Coming back to a step already done shows its result instead of asking for a new photo.
  useEffect(() => {
    const data = detail.data
    if (data && isFaceDone(data)) showEarlierResult(data.faceCompareResult, data.livePhotoUrl)
  }, [detail.data, showEarlierResult])

  const missingStep = detail.data ? firstUnfinishedStep(detail.data) : null
  const earlierStepMissing = missingStep !== null && missingStep !== 'face'
  const preview = state.phase === 'idle' ? '' : state.preview
  const working = state.phase === 'working'

  const openGuide = () => {
    // Usually opened from the guide: go back to it rather than stacking another copy.
    const pages = Taro.getCurrentPages()
    const previous = pages.length > 1 ? pages[pages.length - 2] : undefined
    if (previous && `/${previous.route ?? ''}`.startsWith(ROUTES.faceDemo)) void Taro.navigateBack({ delta: 1 })
    else void Taro.navigateTo({ url: ROUTES.faceDemo })
  }

  let actions
  if (state.phase === 'done') {
    actions = (
      <View className="kb-button" role="button" onClick={() => void goToNextStep('face')}>
        {FACE_TEXTS.done}
      </View>
    )
  } else if (state.phase === 'error') {
    actions = (
      <>
        <View className="kb-button" role="button" onClick={() => void retry()}>
          {FACE_TEXTS.retrySend}
        </View>
        <View className="kb-button--secondary" role="button" onClick={() => void capture()}>
          {FACE_TEXTS.retake}
        </View>
      </>
    )
  } else {
    const label = state.phase === 'refused' ? FACE_TEXTS.retake : FACE_TEXTS.capture
    actions = (
      <View
        className={`kb-button${working ? ' kb-button--disabled' : ''}`}
        role="button"
        aria-disabled={working}
        aria-busy={working}
        onClick={() => void capture()}
      >
        {working ? STAGE_TEXT[state.stage] : label}
      </View>
    )
  }

  return (
    <View className="kb-page face">
      <NavBar title={FACE_TEXTS.title} confirmExit />
      <StepIndicator current={5} />

      {earlierStepMissing && (
        <View
          className="kb-banner kb-banner--warning"
          role="button"
          onClick={() => void Taro.redirectTo({ url: stepRoute(missingStep) })}
        >
          {`${FACE_TEXTS.stepsMissing}，${FACE_TEXTS.goToMissingStep}`}
        </View>
      )}

      <View className="kb-card face__capture">
        <View className={`face__frame${preview ? ' face__frame--photo' : ''}`}>
          {preview ? (
            <Image
              className="face__photo"
              src={preview}
              mode="aspectFill"
              ariaLabel={FACE_TEXTS.previewAlt}
              imgProps={{ alt: FACE_TEXTS.previewAlt }}
            />
          ) : (
            <Image
              className="face__placeholder"
              src={faceExample}
              ariaLabel={FACE_TEXTS.exampleAlt}
              imgProps={{ alt: FACE_TEXTS.exampleAlt }}
            />
          )}
          {working && <View className="face__scan" aria-hidden="true" />}
        </View>
        <Text className="face__hint">{FACE_TEXTS.frameHint}</Text>
        <ResultPanel state={state} />
      </View>

      <View className="kb-actions">{actions}</View>
      {state.phase !== 'done' && (
        <View className="face__guide-link" role="button" onClick={openGuide}>
          {FACE_TEXTS.guideLink}
        </View>
      )}
      <Text className="kb-note">{FACE_TEXTS.privacy}</Text>
      <ServiceButton />
    </View>
  )
}
