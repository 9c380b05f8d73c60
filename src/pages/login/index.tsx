import { useRef, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useSetAtom } from 'jotai'
import type { VerifyCodeChannel } from '@contract/config'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { returnAfterLogin } from '@/hooks/use-require-login'
import { login } from '@/services/api/modules/user'
import { sendVerifyCode } from '@/services/api/modules/config'
import { showSuccessToast } from '@/services/feedback'
import { startSessionAtom } from '@/store/session'
import { buildQuery } from '@/utils/url'
import { OTP_LENGTH, normalizeMobile, validateMobile, validateOtpCode } from '@/utils/validators'
import TextField from '@/pages/me/components/kyc/text-field'
import SubmitButton from '@/pages/me/components/kyc/submit-button'
import { inlineErrorMessage } from '@/pages/me/components/kyc/api-error'
import LoginHero from './components/login-hero'
import AgreementConsent from './components/agreement-consent'
import { useCountdown } from './components/use-countdown'
import { LOGIN_TEXTS } from './texts'
import './index.scss'

/** The server says how long to wait; this is used if it does not. */
const DEFAULT_RESEND_SECONDS = 60

type Field = 'mobile' | 'code' | 'agree'

/**
 * `/pages/login/index`: log in (or sign up) with the mobile number and a 6-digit code sent by SMS, or by a
 * voice call as the fallback. Afterwards the user goes back to `?redirect=` or to the loans tab.
 */
export default function LoginPage() {
  const { params } = useRouter()
  const redirect = typeof params.redirect === 'string' ? params.redirect : ''
  const startSession = useSetAtom(startSessionAtom)

  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sentNotice, setSentNotice] = useState('')
  const [sending, setSending] = useState<VerifyCodeChannel | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [codeRequested, setCodeRequested] = useState(false)
  const submittingRef = useRef(false)
  const sendingRef = useRef(false)
  const { secondsLeft, start: startCountdown } = useCountdown()

  const setError = (field: Field, message: string | null | undefined) =>
    setErrors((previous) => ({ ...previous, [field]: message || undefined }))

  const requestCode = async (type: VerifyCodeChannel) => {
    if (sendingRef.current || secondsLeft > 0) return
    const mobileError = validateMobile(mobile)
    setError('mobile', mobileError)
    if (mobileError) return
    sendingRef.current = true
    setSending(type)
    setError('code', null)
    try {
      const answer = await sendVerifyCode({ mobile: normalizeMobile(mobile) ?? mobile, type }, { silent: true })
      setCodeRequested(true)
      startCountdown(answer.resendAfterSeconds > 0 ? answer.resendAfterSeconds : DEFAULT_RESEND_SECONDS)
      setSentNotice(
        type === 'voice' ? LOGIN_TEXTS.voiceCalling(answer.mobileMasked) : LOGIN_TEXTS.codeSent(answer.mobileMasked),
      )
    } catch (error) {
      // A refusal (429 too soon, 400 bad number) is explained next to the code field.
      const message = inlineErrorMessage(error)
      if (message) setError('code', message)
    } finally {
      sendingRef.current = false
      setSending(null)
    }
  }

  const submit = async () => {
    if (submittingRef.current) return
    const mobileError = validateMobile(mobile)
    const codeError = codeRequested || code ? validateOtpCode(code) : LOGIN_TEXTS.sendFirst
    const agreeError = agreed ? null : LOGIN_TEXTS.mustAgree
    setErrors({ mobile: mobileError ?? undefined, code: codeError ?? undefined, agree: agreeError ?? undefined })
    if (mobileError || codeError || agreeError) return

    submittingRef.current = true
    setSubmitting(true)
    try {
      const session = await login({ mobile: normalizeMobile(mobile) ?? mobile, code: code.trim() }, { silent: true })
      startSession({ token: session.token, userId: session.userId, uuId: session.uuId })
      showSuccessToast(LOGIN_TEXTS.loggedIn)
      await returnAfterLogin(redirect)
    } catch (error) {
      const message = inlineErrorMessage(error)
      if (message) setError('code', message)
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const openPasswordLogin = () => {
    const query = redirect ? `?${buildQuery({ redirect })}` : ''
    void Taro.redirectTo({ url: `${ROUTES.loginPassword}${query}` })
  }

  const codeButtonDisabled = secondsLeft > 0 || sending !== null
  const codeButtonText =
    sending === 'text'
      ? LOGIN_TEXTS.sending
      : secondsLeft > 0
        ? LOGIN_TEXTS.resendIn(secondsLeft)
        : codeRequested
          ? LOGIN_TEXTS.resend
          : LOGIN_TEXTS.sendCode

  return (
    <View className="page login-page">
      <NavBar title={LOGIN_TEXTS.title} />
      <LoginHero title={`${LOGIN_TEXTS.welcome}${process.env.TARO_APP_NAME ?? ''}`} tagline={LOGIN_TEXTS.tagline} />
      <View className="login-card">
        <TextField
          label={LOGIN_TEXTS.mobile}
          value={mobile}
          onChange={(value) => {
            setMobile(value)
            if (errors.mobile) setError('mobile', validateMobile(value))
          }}
          onBlur={() => setError('mobile', mobile ? validateMobile(mobile) : null)}
          error={errors.mobile}
          placeholder={LOGIN_TEXTS.mobilePlaceholder}
          keyboard="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <TextField
          label={LOGIN_TEXTS.code}
          value={code}
          onChange={(value) => {
            const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
            setCode(digits)
            if (errors.code) setError('code', null)
          }}
          onBlur={() => setError('code', code ? validateOtpCode(code) : null)}
          error={errors.code}
          placeholder={LOGIN_TEXTS.codePlaceholder}
          keyboard="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          suffix={
            <View
              className={`login-code-button ${codeButtonDisabled ? 'login-code-button--disabled' : ''}`}
              role="button"
              aria-disabled={codeButtonDisabled}
              onClick={() => void requestCode('text')}
            >
              {codeButtonText}
            </View>
          }
        />
        {sentNotice && !errors.code && (
          <View className="login-sent" role="status">
            {sentNotice}
          </View>
        )}
        <View className="login-voice">
          <Text>{LOGIN_TEXTS.voicePrompt}</Text>
          <View
            className={`login-voice__link ${codeButtonDisabled ? 'login-voice__link--disabled' : ''}`}
            role="button"
            aria-disabled={codeButtonDisabled}
            onClick={() => void requestCode('voice')}
          >
            {LOGIN_TEXTS.voiceLink}
          </View>
        </View>
        <AgreementConsent
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked)
            if (checked) setError('agree', null)
          }}
          error={errors.agree}
        />
        <View className="login-actions">
          <SubmitButton
            text={LOGIN_TEXTS.submit}
            busyText={LOGIN_TEXTS.submitting}
            busy={submitting}
            onClick={() => void submit()}
          />
        </View>
        <View className="login-switch">
          <View className="kyc-link" role="link" onClick={openPasswordLogin}>
            {LOGIN_TEXTS.usePassword}
          </View>
        </View>
      </View>
    </View>
  )
}
