import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import ServiceButton from '@/components/service-button'
import ServicePopup from '@/components/service-button/service-popup'
import { useLineContact } from '@/components/service-button/use-line-contact'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { logout, getCashUser } from '@/services/api/modules/user'
import { showConfirmModal, showToast } from '@/services/feedback'
import { LoadError, LoginPrompt } from '@/pages/order/components/page-states'
import DeleteAccountForm from './components/account/delete-account-form'
import { endSessionOnDevice } from './components/account/end-session'
import FeedbackPanel from './components/account/feedback-panel'
import PasswordForm from './components/account/password-form'
import Sheet from './components/account/sheet'
import { ACCOUNT_TEXTS as TEXTS } from './account-texts'
import './index.scss'

type SheetName = 'feedback' | 'password' | 'destroy' | null

function MenuRow({ label, hint, onClick }: { label: string; hint?: string; onClick: () => void }) {
  return (
    // The name holds everything the row shows (WCAG 2.5.3 label in name).
    <View className="me-menu__row" role="button" aria-label={hint ? `${label}：${hint}` : label} onClick={onClick}>
      <Text className="me-menu__label">{label}</Text>
      <View className="me-menu__end">
        {hint && <Text className="me-menu__hint">{hint}</Text>}
        <Text className="me-menu__chevron" />
      </View>
    </View>
  )
}

/** 我的 tab: who is logged in, verification, bank accounts, agreements, help, password, log out, delete. */
export default function MePage() {
  const loggedIn = useRequireLogin({ redirect: false })
  const user = useApiData(() => getCashUser(), [], { enabled: loggedIn })
  const [sheet, setSheet] = useState<SheetName>(null)
  const [serviceOpen, setServiceOpen] = useState(false)
  const lineContact = useLineContact()
  const [loggingOut, setLoggingOut] = useState(false)

  const openService = () => {
    setServiceOpen(true)
    if (lineContact.state.status !== 'ready') lineContact.load()
  }

  const openPassword = () => {
    if (user.data?.hasPassword) setSheet('password')
    else void Taro.navigateTo({ url: ROUTES.loginPassword })
  }

  const confirmLogout = async () => {
    if (loggingOut) return
    const confirmed = await showConfirmModal({
      title: TEXTS.logout.confirmTitle,
      content: TEXTS.logout.confirmBody,
      confirmText: TEXTS.logout.confirm,
      cancelText: TEXTS.logout.cancel,
    })
    if (!confirmed) return
    setLoggingOut(true)
    try {
      // Revoke the token on the server; if that fails (offline) the device still forgets it.
      await logout({ silent: true, loading: true })
    } catch {
      // Nothing to show: the user asked to leave and leaves.
    }
    showToast(TEXTS.logout.done)
    await endSessionOnDevice()
  }

  const renderProfile = () => {
    const data = user.data
    if (!data) {
      if (user.error && !user.loading) return <LoadError error={user.error} onRetry={() => void user.reload()} />
      return (
        <View className="me-profile me-profile--loading" aria-busy="true">
          <View className="me-profile__avatar" />
          <View className="me-profile__text">
            <View className="me-skeleton me-skeleton--name" />
            <View className="me-skeleton" />
          </View>
        </View>
      )
    }
    const initial = data.realName ? data.realName.slice(0, 1) : ''
    return (
      <>
        <View className="me-profile">
          <View className="me-profile__avatar" aria-label={TEXTS.profile.avatarLabel}>
            {initial && <Text className="me-profile__initial">{initial}</Text>}
          </View>
          <View className="me-profile__text">
            <Text className="me-profile__name">{data.realName || TEXTS.profile.noName}</Text>
            <Text className="me-profile__mobile">{TEXTS.profile.mobile(data.mobileMasked)}</Text>
          </View>
        </View>
        <View
          className="me-verify"
          role="button"
          // The name holds everything the card shows, in order (WCAG 2.5.3 label in name).
          aria-label={
            data.kycCompleted
              ? `${TEXTS.verification.title}：${TEXTS.verification.done}，${TEXTS.verification.doneBody}，${TEXTS.verification.view}`
              : `${TEXTS.verification.title}：${TEXTS.verification.todo}，${TEXTS.verification.todoBody}，${TEXTS.verification.go}`
          }
          onClick={() => void Taro.switchTab({ url: ROUTES.aptitude })}
        >
          <View className="me-verify__text">
            <View className="me-verify__head">
              <Text className="me-verify__title">{TEXTS.verification.title}</Text>
              <Text className={`me-verify__status ${data.kycCompleted ? 'me-verify__status--done' : ''}`}>
                {data.kycCompleted ? TEXTS.verification.done : TEXTS.verification.todo}
              </Text>
            </View>
            <Text className="me-verify__body">
              {data.kycCompleted ? TEXTS.verification.doneBody : TEXTS.verification.todoBody}
            </Text>
          </View>
          <Text className={`me-verify__action ${data.kycCompleted ? '' : 'me-verify__action--primary'}`}>
            {data.kycCompleted ? TEXTS.verification.view : TEXTS.verification.go}
          </Text>
        </View>
      </>
    )
  }

  return (
    <View className="page me">
      <NavBar title={TEXTS.title} hideBack />
      {!loggedIn ? (
        <LoginPrompt title={TEXTS.loginPrompt.title} body={TEXTS.loginPrompt.body} />
      ) : (
        <>
          {renderProfile()}
          <View className="me-menu" role="group" aria-label={TEXTS.menu.label}>
            <MenuRow label={TEXTS.menu.bankAccounts} onClick={() => void Taro.navigateTo({ url: ROUTES.bankList })} />
            <MenuRow label={TEXTS.menu.agreements} onClick={() => void Taro.navigateTo({ url: ROUTES.meAgreement })} />
            <MenuRow label={TEXTS.menu.service} hint={TEXTS.menu.serviceHint} onClick={openService} />
            <MenuRow label={TEXTS.menu.feedback} onClick={() => setSheet('feedback')} />
            {user.data && (
              <MenuRow
                label={user.data.hasPassword ? TEXTS.menu.changePassword : TEXTS.menu.setPassword}
                onClick={openPassword}
              />
            )}
          </View>
          <View
            className={`me-logout ${loggingOut ? 'me-logout--busy' : ''}`}
            role="button"
            aria-disabled={loggingOut}
            onClick={() => void confirmLogout()}
          >
            {TEXTS.logout.button}
          </View>
          <View className="me-destroy" role="button" onClick={() => setSheet('destroy')}>
            {TEXTS.destroy.link}
          </View>

          <Sheet visible={sheet === 'feedback'} title={TEXTS.feedback.title} onClose={() => setSheet(null)}>
            <FeedbackPanel />
          </Sheet>
          <Sheet visible={sheet === 'password'} title={TEXTS.password.title} onClose={() => setSheet(null)}>
            <PasswordForm onDone={() => setSheet(null)} onCancel={() => setSheet(null)} />
          </Sheet>
          <Sheet visible={sheet === 'destroy'} title={TEXTS.destroy.title} onClose={() => setSheet(null)}>
            <DeleteAccountForm onCancel={() => setSheet(null)} />
          </Sheet>
          <ServicePopup
            visible={serviceOpen}
            state={lineContact.state}
            onClose={() => setServiceOpen(false)}
            onRetry={lineContact.load}
          />
        </>
      )}
      <ServiceButton />
    </View>
  )
}
