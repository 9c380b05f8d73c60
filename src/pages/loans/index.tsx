import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image, ScrollView } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import type { PopItem } from '@contract/config'
import NavBar from '@/components/nav-bar'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { ORDER_STATUS_META } from '@/constants/order-status'
import { useApiData } from '@/hooks/use-api-data'
import { goToLogin } from '@/hooks/use-require-login'
import { checkApply, confirmPop, getBanners, getLoansIndex, getNotices, getPop } from '@/services/api/modules/apply'
import { getCommonConfig } from '@/services/api/modules/config'
import { showErrorModal } from '@/services/feedback'
import { tokenAtom } from '@/store/session'
import { formatDate } from '@/utils/dates'
import { stepInfo, stepRoute } from '@/utils/kyc-steps'
import { formatNtd } from '@/utils/money'
import LoadError from './components/load-error'
import { hasOpenOrder, loansAction, type LoansAction } from './components/loans-action'
import { isAppRoute, openRoute, orderDetailUrl, withApplyIds } from './components/navigate'
import ServerPop from './components/server-pop'
import Skeleton from './components/skeleton'
import { showCalendarDate, showTermRange } from './components/format'
import { LOANS_TAB_TEXT as T } from './texts'
import './index.scss'

// Pop-ups already shown in this run of the app: one that is not `showOnce` still appears once per visit,
// not on every return to the tab.
const popsShownThisVisit = new Set<string>()

function actionLabel(action: LoansAction): string {
  switch (action.kind) {
    case 'login':
      return T.actions.login
    case 'continueKyc':
      return T.actions.continueKyc
    case 'apply':
      return T.actions.apply
    case 'viewOrder':
      return T.actions.viewOrder
    case 'continueSign':
      return T.actions.continueSign
  }
}

export default function LoansPage() {
  const token = useAtomValue(tokenAtom)
  const loggedIn = Boolean(token)

  const index = useApiData(() => getLoansIndex({ silent: true }), [token], { enabled: loggedIn })
  const openOrderState = hasOpenOrder(index.data?.state)
  const check = useApiData(() => checkApply({ silent: true }), [token, index.data?.state], {
    enabled: loggedIn && openOrderState,
  })
  const banners = useApiData(() => getBanners({ silent: true }), [token], { enabled: loggedIn })
  const notices = useApiData(() => getNotices({ silent: true }), [token], { enabled: loggedIn })
  const publicConfig = useApiData(() => getCommonConfig({}, { silent: true }), [], {
    enabled: !loggedIn,
    refreshOnShow: false,
  })

  const action = loansAction(loggedIn, index.data, openOrderState ? check.data : undefined)
  // An open order is named by apply/check; until it answers (or if it failed) the button still works.
  const waitingForOrder = openOrderState && !check.data && !check.error

  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const runAction = async () => {
    if (!action || busyRef.current) return
    busyRef.current = true
    setBusy(true)
    try {
      await performAction(action)
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <View className="page loans-page">
      <NavBar title={T.title} hideBack />

      <View className="loans-hero">
        {!loggedIn ? (
          <GuestHero />
        ) : index.data ? (
          <View className="loans-hero__body">
            <Text className="loans-hero__label">{T.heroMaxLabel}</Text>
            <Text className="loans-hero__amount">{formatNtd(index.data.maxAmount)}</Text>
            <Text className="loans-hero__line">
              {T.heroRange(index.data.minAmount, showTermRange(index.data.termsInDays))}
            </Text>
            <Text className="loans-hero__line">
              {T.heroRate(`${Number(index.data.maxAnnualRatePercent.toFixed(2))}%`)}
            </Text>
          </View>
        ) : index.error ? (
          <LoadError onRetry={() => void index.reload()} />
        ) : (
          <Skeleton bars={[16, 40, 16, 16]} className="loans-hero__body loans-hero__body--loading" />
        )}

        {action && !(loggedIn && !index.data) ? (
          <View
            className={`loans-hero__action${busy || waitingForOrder ? ' loans-hero__action--busy' : ''}`}
            role="button"
            aria-disabled={busy || waitingForOrder}
            onClick={() => void runAction()}
          >
            {busy ? T.checking : actionLabel(action)}
          </View>
        ) : loggedIn && !index.error ? (
          <View className="loans-hero__action loans-hero__action--placeholder" aria-hidden />
        ) : null}

        <Text className="loans-hero__hint">{heroHint(loggedIn, action, index.data, check.data)}</Text>
      </View>

      {loggedIn && banners.data && banners.data.length > 0 && (
        <ScrollView className="loans-banners" scrollX aria-label={T.bannersLabel}>
          {banners.data.map((banner) => (
            <View
              key={banner.id}
              className="loans-banners__item"
              role={banner.linkPath ? 'link' : 'img'}
              aria-label={banner.title}
              // Focusable, so the sideways-scrolling strip can be reached and scrolled from a keyboard (axe
              // scrollable-region-focusable); H5's ScrollView takes no tabIndex of its own.
              {...{ tabIndex: 0 }}
              onClick={() => banner.linkPath && isAppRoute(banner.linkPath) && void openRoute(banner.linkPath)}
            >
              {/* Named by the item's label. */}
              <Image className="loans-banners__image" src={banner.imageUrl} mode="aspectFill" imgProps={{ alt: '' }} />
            </View>
          ))}
        </ScrollView>
      )}

      {loggedIn && notices.data && notices.data.length > 0 && (
        <View className="loans-card">
          <Text className="loans-card__title">{T.noticesTitle}</Text>
          {notices.data.slice(0, 5).map((notice) => (
            <Notice key={notice.id} title={notice.title} content={notice.content} date={notice.publishedAt} />
          ))}
        </View>
      )}

      <View className="loans-card">
        <Text className="loans-card__title">{T.howTitle}</Text>
        <View className="loans-how">
          {T.howSteps.map((step, position) => (
            <View key={step} className="loans-how__step">
              <Text className="loans-how__number">{position + 1}</Text>
              <Text className="loans-how__label">{step}</Text>
            </View>
          ))}
        </View>
      </View>

      {!loggedIn && publicConfig.data && <ServiceHours items={publicConfig.data} />}
      {/* While the config loads: bars as tall as its two 24 px lines (19 + 10 gap + 19), so the legal note below
          does not jump when it arrives. */}
      {!loggedIn && !publicConfig.data && !publicConfig.error && (
        <Skeleton bars={[19, 19]} className="loans-card loans-service" />
      )}

      <Text className="loans-legal">{T.legalNote}</Text>

      {loggedIn && <LoansPop />}
      <ServiceButton />
    </View>
  )
}

function GuestHero() {
  return (
    <View className="loans-hero__body">
      <Text className="loans-hero__guest-title">{T.guestHeroTitle}</Text>
      {T.guestHeroLines.map((line) => (
        <Text key={line} className="loans-hero__guest-line">
          ✓ {line}
        </Text>
      ))}
    </View>
  )
}

function heroHint(
  loggedIn: boolean,
  action: LoansAction | null,
  index: Awaited<ReturnType<typeof getLoansIndex>> | undefined,
  check: Awaited<ReturnType<typeof checkApply>> | undefined,
): string {
  if (!loggedIn) return T.guestHint
  if (!index || !action) return ' '
  switch (action.kind) {
    case 'continueKyc':
      return action.step ? T.kycHint(index.kycCompletedSteps, stepInfo(action.step).label) : T.kycDoneHint
    case 'apply':
      return T.readyHint
    case 'continueSign':
      return T.openOrderHint.toSign
    case 'viewOrder': {
      const status = check?.openOrders[0]?.applyStatus
      const statusHint = status ? `（${ORDER_STATUS_META[status]?.label ?? ''}）` : ''
      if (index.state === 'overdue') return T.openOrderHint.overdue
      if (index.state === 'repaying' && index.nextRepayDate)
        return `${T.openOrderHint.repaying}・${T.nextRepayDate(showCalendarDate(index.nextRepayDate))}`
      return index.state === 'repaying' ? T.openOrderHint.repaying : `${T.openOrderHint.reviewing}${statusHint}`
    }
    default:
      return ' '
  }
}

async function performAction(action: LoansAction): Promise<void> {
  switch (action.kind) {
    case 'login':
      await goToLogin(ROUTES.loans)
      return
    case 'continueKyc':
      await openRoute(stepRoute(action.step))
      return
    case 'continueSign':
      await openRoute(withApplyIds(ROUTES.sign, [action.applyId]))
      return
    case 'viewOrder':
      await openRoute(action.applyId ? orderDetailUrl(action.applyId) : ROUTES.orders)
      return
    case 'apply':
      await startApplication()
  }
}

/** 立即申請: the server's loan check first; if it refuses, say why and go where it can be fixed. */
async function startApplication(): Promise<void> {
  let check: Awaited<ReturnType<typeof checkApply>>
  try {
    check = await checkApply({ loading: T.checking })
  } catch {
    return // the client already showed what went wrong
  }
  if (check.passed) {
    await Taro.navigateTo({ url: ROUTES.productList })
    return
  }
  await showErrorModal({ content: check.message })
  const order = check.openOrders[0]
  if (check.reason === 'openOrder') {
    await openRoute(order ? orderDetailUrl(order.applyId) : ROUTES.orders)
  } else {
    await openRoute(stepRoute(check.missingStep))
  }
}

function Notice({ title, content, date }: { title: string; content: string; date: string }) {
  const [open, setOpen] = useState(false)
  return (
    <View className="loans-notice">
      <View className="loans-notice__head" role="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Text className="loans-notice__title">{title}</Text>
        <Text className="loans-notice__date">{formatDate(date)}</Text>
      </View>
      {open && <Text className="loans-notice__content">{content}</Text>}
    </View>
  )
}

function ServiceHours({ items }: { items: Awaited<ReturnType<typeof getCommonConfig>> }) {
  const hours = items.find((item) => item.configKey === 'serviceHours')?.configValue
  const phone = items.find((item) => item.configKey === 'servicePhone')?.configValue
  if (!hours && !phone) return null
  return (
    <View className="loans-card loans-service">
      {hours && <Text className="loans-service__line">{T.serviceHours(hours)}</Text>}
      {phone && <Text className="loans-service__line">{T.servicePhone(phone)}</Text>}
    </View>
  )
}

/** The pop-up the server has for this tab, shown once as it says (`getPop` → show → `confirmPop`). */
function LoansPop() {
  const [pop, setPop] = useState<PopItem | null>(null)
  const { data } = useApiData(() => getPop({ scene: 'loans' }, { silent: true }), [], { refreshOnShow: false })

  useEffect(() => {
    const next = data?.pop
    if (next && next.shouldShow && !popsShownThisVisit.has(next.popId)) {
      popsShownThisVisit.add(next.popId)
      setPop(next)
    }
  }, [data])

  if (!pop) return null
  const close = () => {
    setPop(null)
    // Best effort: if the server does not hear it, the pop-up may show again next time, which is harmless.
    void confirmPop({ popId: pop.popId }, { silent: true }).catch(() => undefined)
  }
  return (
    <ServerPop
      pop={pop}
      onClose={close}
      onOpenLink={() => {
        close()
        if (isAppRoute(pop.linkPath)) void openRoute(pop.linkPath)
      }}
    />
  )
}
