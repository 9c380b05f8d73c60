import { useRef, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useAtomValue, useSetAtom } from 'jotai'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { returnAfterLogin } from '@/hooks/use-require-login'
import { getCashUser, initPassword, login } from '@/services/api/modules/user'
import { showSuccessToast } from '@/services/feedback'
import { startSessionAtom, tokenAtom } from '@/store/session'
import { buildQuery } from '@/utils/url'
import { PASSWORD_MESSAGES, normalizeMobile, validateMobile, validateNewPassword } from '@/utils/validators'
import TextField from '@/pages/me/components/kyc/text-field'
import SubmitButton from '@/pages/me/components/kyc/submit-button'
import Skeleton from '@/pages/me/components/kyc/skeleton'
import { inlineErrorMessage } from '@/pages/me/components/kyc/api-error'
import LoginHero from './components/login-hero'
import { PASSWORD_LOGIN_TEXTS as TEXTS } from './texts'
import './components/login.scss'
import './moduleB.scss'

/** Show/hide control for a password field. */
function RevealToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <View className="login-toggle" role="button" aria-pressed={shown} onClick={onToggle}>
      {shown ? TEXTS.hidePassword : TEXTS.showPassword}
    </View>
  )
}

/** Logged out: mobile number and password → `login`. */
function PasswordLoginForm({ redirect }: { redirect: string }) {
  const startSession = useSetAtom(startSessionAtom)
  const [mobile, setMobile] = useState('')
  const [password, setPassword] = useState('')
  const [revealed, setRevealed] = useState(false)
  const [errors, setErrors] = useState<{ mobile?: string; password?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const submit = async () => {
    if (submittingRef.current) return
    const mobileError = validateMobile(mobile) ?? undefined
    const passwordError = password ? undefined : TEXTS.passwordRequired
    setErrors({ mobile: mobileError, password: passwordError })
    if (mobileError || passwordError) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      const session = await login({ mobile: normalizeMobile(mobile) ?? mobile, password }, { silent: true })
      startSession({ token: session.token, userId: session.userId, uuId: session.uuId })
      showSuccessToast(TEXTS.loggedIn)
      await returnAfterLogin(redirect)
    } catch (error) {
      const message = inlineErrorMessage(error)
      if (message) setErrors((previous) => ({ ...previous, password: message }))
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <>
      <TextField
        label={TEXTS.mobile}
        value={mobile}
        onChange={(value) => {
          setMobile(value)
          if (errors.mobile) setErrors((previous) => ({ ...previous, mobile: validateMobile(value) ?? undefined }))
        }}
        onBlur={() =>
          setErrors((previous) => ({ ...previous, mobile: mobile ? (validateMobile(mobile) ?? undefined) : undefined }))
        }
        error={errors.mobile}
        placeholder={TEXTS.mobilePlaceholder}
        keyboard="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <TextField
        label={TEXTS.password}
        value={password}
        onChange={(value) => {
          setPassword(value)
          if (errors.password) setErrors((previous) => ({ ...previous, password: undefined }))
        }}
        error={errors.password}
        placeholder={TEXTS.passwordPlaceholder}
        password={!revealed}
        autoComplete="current-password"
        maxLength={20}
        suffix={<RevealToggle shown={revealed} onToggle={() => setRevealed(!revealed)} />}
      />
      <View className="login-actions">
        <SubmitButton text={TEXTS.submit} busyText={TEXTS.submitting} busy={submitting} onClick={() => void submit()} />
      </View>
      <Text className="login-note">{TEXTS.noPasswordYet}</Text>
    </>
  )
}

/** Logged in without a password: choose one (`initPassword`). */
function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [revealed, setRevealed] = useState(false)
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const confirmationError = (value: string) =>
    !value ? PASSWORD_MESSAGES.required : value !== password ? PASSWORD_MESSAGES.mismatch : undefined

  const submit = async () => {
    if (submittingRef.current) return
    const passwordError = validateNewPassword(password) ?? undefined
    const mismatch = confirmationError(confirmation)
    setErrors({ password: passwordError, confirmation: mismatch })
    if (passwordError || mismatch) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      await initPassword({ password }, { silent: true })
      showSuccessToast(TEXTS.setDone)
      onDone()
    } catch (error) {
      const message = inlineErrorMessage(error)
      if (message) setErrors((previous) => ({ ...previous, password: message }))
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <>
      <TextField
        label={TEXTS.newPassword}
        value={password}
        onChange={(value) => {
          setPassword(value)
          if (errors.password)
            setErrors((previous) => ({ ...previous, password: validateNewPassword(value) ?? undefined }))
        }}
        onBlur={() =>
          setErrors((previous) => ({
            ...previous,
            password: password ? (validateNewPassword(password) ?? undefined) : undefined,
          }))
        }
        error={errors.password}
        placeholder={TEXTS.newPasswordPlaceholder}
        password={!revealed}
        autoComplete="new-password"
        maxLength={20}
        suffix={<RevealToggle shown={revealed} onToggle={() => setRevealed(!revealed)} />}
      />
      <TextField
        label={TEXTS.confirmPassword}
        value={confirmation}
        onChange={(value) => {
          setConfirmation(value)
          if (errors.confirmation) setErrors((previous) => ({ ...previous, confirmation: undefined }))
        }}
        onBlur={() =>
          setErrors((previous) => ({
            ...previous,
            confirmation: confirmation ? confirmationError(confirmation) : undefined,
          }))
        }
        error={errors.confirmation}
        placeholder={TEXTS.confirmPasswordPlaceholder}
        password={!revealed}
        autoComplete="new-password"
        maxLength={20}
      />
      <View className="login-actions">
        <SubmitButton
          text={TEXTS.setSubmit}
          busyText={TEXTS.setSubmitting}
          busy={submitting}
          onClick={() => void submit()}
        />
      </View>
    </>
  )
}

/**
 * `/pages/login/moduleB`: password login; for a logged-in user without a password, setting one the first
 * time. Links back to the SMS-code login.
 */
export default function PasswordLoginPage() {
  const { params } = useRouter()
  const redirect = typeof params.redirect === 'string' ? params.redirect : ''
  const loggedIn = Boolean(useAtomValue(tokenAtom))
  const cashUser = useApiData(() => getCashUser(), [], { enabled: loggedIn })

  const openCodeLogin = () => {
    const query = redirect ? `?${buildQuery({ redirect })}` : ''
    void Taro.redirectTo({ url: `${ROUTES.login}${query}` })
  }

  let heading: string = TEXTS.heading
  let tagline: string = TEXTS.tagline
  let body = <PasswordLoginForm redirect={redirect} />
  if (loggedIn) {
    const user = cashUser.data
    heading = TEXTS.setHeading
    tagline = TEXTS.setTagline
    if (!user && cashUser.error) {
      body = (
        <>
          <Text className="password-login-done">{TEXTS.loadFailed}</Text>
          <View className="login-actions">
            <SubmitButton
              text={TEXTS.retry}
              busyText={TEXTS.loading}
              busy={false}
              onClick={() => void cashUser.reload()}
            />
          </View>
        </>
      )
    } else if (!user) {
      body = (
        <View aria-busy>
          <Skeleton height={44} marginTop={40} />
          <Skeleton height={44} marginTop={40} />
          <Skeleton height={48} marginTop={24} />
        </View>
      )
    } else if (user.hasPassword) {
      body = (
        <>
          <Text className="password-login-done">
            {TEXTS.hasPassword}
            {TEXTS.loggedInAs(user.mobileMasked)}
          </Text>
          <View className="login-actions">
            <SubmitButton
              text={TEXTS.goHome}
              busyText={TEXTS.goHome}
              busy={false}
              onClick={() => void returnAfterLogin(redirect)}
            />
          </View>
        </>
      )
    } else {
      body = <SetPasswordForm onDone={() => void returnAfterLogin(redirect)} />
    }
  }

  return (
    <View className="page login-page password-login-page">
      <NavBar title={TEXTS.title} />
      <LoginHero title={heading} tagline={tagline} />
      <View className="login-card">
        {body}
        {!loggedIn && (
          <View className="login-switch">
            <View className="kyc-link" role="link" onClick={openCodeLogin}>
              {TEXTS.useCode}
            </View>
          </View>
        )}
      </View>
    </View>
  )
}
