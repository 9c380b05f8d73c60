import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useAtomValue, useSetAtom } from 'jotai'
import {
  LOAN_PURPOSES,
  type ApplyCard,
  type ApplyItem,
  type ApplyPayload,
  type ApplyQuoteBody,
  type LoanPurpose,
} from '@contract/apply'
import type { BoundCard } from '@contract/bank'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { openReceivingAccountSelect, pickedCardAtom, useTakePick } from '@/pages/me/components/bank/pick-results'
import {
  checkApply,
  confirmApplication,
  getApplyTips,
  getLoanOffers,
  quoteApplication,
} from '@/services/api/modules/apply'
import { showToast } from '@/services/feedback'
import { applyDraftAtom, markConfirmedAtom, updateApplyAtom, type ApplyDraft } from '@/store/apply'
import { stepRoute } from '@/utils/kyc-steps'
import { costBreakdown } from '@/utils/loan-cost'
import { formatNtd } from '@/utils/money'
import AmountPicker from './components/amount-picker'
import ConfirmPopup from './components/confirm-popup'
import CostLines from './components/cost-lines'
import LoadError from './components/load-error'
import { openRoute, orderDetailUrl, withApplyIds } from './components/navigate'
import Skeleton from './components/skeleton'
import { useOfferPricing } from './components/use-offer-pricing'
import { COMMON_TEXT } from './texts'
import { APPLY_FOR_TEXT as T } from './apply-texts'
import './applyFor.scss'

interface FieldErrors {
  card?: string
  purpose?: string
}

function cardFromBound(card: BoundCard): ApplyCard {
  return { cardId: card.cardId, bankCode: card.bankCode, bankName: card.bankName, bankNum: card.accountMasked }
}

export default function ApplyForPage() {
  const loggedIn = useRequireLogin()
  const draft = useAtomValue(applyDraftAtom)
  const updateApply = useSetAtom(updateApplyAtom)
  const markConfirmed = useSetAtom(markConfirmedAtom)
  const locked = (draft?.applyIds.length ?? 0) > 0

  const offers = useApiData(() => getLoanOffers({ silent: true }), [], { enabled: loggedIn && draft !== null })
  // Once confirmed, the user's own orders are "open": the check would only say so.
  const check = useApiData(() => checkApply({ silent: true }), [], { enabled: loggedIn && draft !== null && !locked })
  const tips = useApiData(() => getApplyTips({ silent: true }), [], { enabled: loggedIn, refreshOnShow: false })

  const [pickedCard, setPickedCard] = useState<ApplyCard | null>(null)
  useTakePick(pickedCardAtom, (card) => {
    setPickedCard(cardFromBound(card))
    updateApply({ cardId: card.cardId })
    setErrors((current) => ({ ...current, card: undefined }))
  })

  const [errors, setErrors] = useState<FieldErrors>({})
  const [quote, setQuote] = useState<ApplyQuoteBody | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const offered = offers.data?.applyInfos ?? []
  const items = (draft?.items ?? []).filter((item) => offered.some((offer) => offer.productCode === item.productCode))
  const priced = useOfferPricing(items, offers.data?.applyInfos)
  const productGone = offers.data !== undefined && draft !== null && items.length < draft.items.length

  const cards = offers.data?.cards ?? []
  const card =
    cards.find((candidate) => candidate.cardId === draft?.cardId) ??
    (pickedCard && pickedCard.cardId === draft?.cardId ? pickedCard : null) ??
    offers.data?.card ??
    null
  const purposes = offers.data?.purposes ?? LOAN_PURPOSES
  const blocked = !locked && check.data && !check.data.passed ? check.data : null
  const totalDue = priced.reduce((sum, entry) => sum + (entry.offer ? costBreakdown(entry.offer).totalDue : 0), 0)

  if (!draft) return <NoDraft />

  const changeItem = (index: number, change: Partial<ApplyItem>) => {
    const next = items.map((item, position) => (position === index ? { ...item, ...change } : item))
    updateApply({ items: next })
  }

  const choosePurpose = (purpose: LoanPurpose) => {
    updateApply({ purpose })
    setErrors((current) => ({ ...current, purpose: undefined }))
  }

  const payloadOf = (current: ApplyDraft, receivingCard: ApplyCard): ApplyPayload => ({
    items,
    cardId: receivingCard.cardId,
    purpose: current.purpose as LoanPurpose,
  })

  /** Runs one step of the submission at a time: the button is disabled and a second tap does nothing. */
  const once = async (step: () => Promise<void>) => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    try {
      await step()
    } catch {
      // The API client already showed what went wrong; everything typed stays as it was.
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const submit = () => {
    const problems: FieldErrors = {}
    if (!card) problems.card = T.cardMissing
    if (!draft.purpose) problems.purpose = T.purposeMissing
    setErrors(problems)
    const firstProblem = problems.card ? 'card' : problems.purpose ? 'purpose' : null
    if (firstProblem) {
      // The message sits next to its field, maybe below the fold: bring it into view and say it once.
      showToast((problems.card ?? problems.purpose) as string)
      Taro.pageScrollTo({ selector: `#apply-${firstProblem}`, duration: 200 }).catch(() => undefined)
    }
    if (firstProblem || !card || items.length === 0 || blocked) return
    const payload = payloadOf(draft, card)
    if (locked) {
      // Confirming again with the same requestId answers the same orders: nothing new is created.
      void once(() => confirmAndSign(payload))
      return
    }
    void once(async () => {
      setQuote(await quoteApplication(payload, { loading: true }))
    })
  }

  const confirmAndSign = async (payload: ApplyPayload) => {
    const result = await confirmApplication({ ...payload, requestId: draft.requestId }, { loading: true })
    const applyIds = result.orders.map((order) => order.applyId)
    markConfirmed(applyIds)
    setQuote(null)
    await Taro.navigateTo({ url: withApplyIds(ROUTES.sign, applyIds) })
  }

  const confirmQuote = () => {
    if (!card) return
    void once(() => confirmAndSign(payloadOf(draft, card)))
  }

  return (
    <View className="page apply-page">
      <NavBar title={T.title} />

      {locked && (
        <View className="apply-page__locked" role="status">
          {T.locked}
        </View>
      )}

      {blocked && (
        <View className="apply-page__blocked" role="alert">
          <Text className="apply-page__blocked-title">{T.blocked}</Text>
          <Text className="apply-page__blocked-message">{blocked.message}</Text>
          <View
            className="apply-page__blocked-action"
            role="button"
            onClick={() =>
              void openRoute(
                blocked.reason === 'openOrder'
                  ? blocked.openOrders[0]
                    ? orderDetailUrl(blocked.openOrders[0].applyId)
                    : ROUTES.orders
                  : stepRoute(blocked.missingStep),
              )
            }
          >
            {blocked.reason === 'openOrder' ? T.goToOrder : T.goToStep}
          </View>
        </View>
      )}

      {productGone && (
        <View className="apply-page__card apply-page__notice" role="alert">
          <Text>{T.productGone}</Text>
          <View
            className="apply-page__link"
            role="button"
            onClick={() => void Taro.redirectTo({ url: ROUTES.productList })}
          >
            {T.chooseAgain}
          </View>
        </View>
      )}

      {offers.error && !offers.data ? (
        <LoadError onRetry={() => void offers.reload()} />
      ) : !offers.data ? (
        <Skeleton bars={[20, 44, 18, 36, 18, 18, 18]} className="apply-page__card" />
      ) : (
        priced.map(({ item, offer, stale, failed }, index) =>
          offer ? (
            <View key={item.productCode} className="apply-page__card">
              <Text className="apply-page__product">{offer.productName}</Text>
              <Text className="apply-page__label">{T.amountLabel}</Text>
              <AmountPicker
                value={item.loanAmount}
                min={offer.minAmount}
                max={offer.maxAmount}
                step={offer.amountStep}
                disabled={locked}
                onChange={(loanAmount) => changeItem(index, { loanAmount })}
              />
              <Text className="apply-page__label">{T.termLabel}</Text>
              <View className="apply-page__chips" role="radiogroup" aria-label={T.termLabel}>
                {offer.loanCycles.map((days) => (
                  <View
                    key={days}
                    className={`apply-page__chip${days === item.loanCycle ? ' apply-page__chip--on' : ''}`}
                    role="radio"
                    aria-checked={days === item.loanCycle}
                    aria-disabled={locked}
                    onClick={() => !locked && days !== item.loanCycle && changeItem(index, { loanCycle: days })}
                  >
                    {COMMON_TEXT.days(days)}
                  </View>
                ))}
              </View>
              <View className="apply-page__cost">
                <CostLines breakdown={costBreakdown(offer)} showPrincipal={false} stale={stale} />
                {stale && (
                  <Text className={`apply-page__pricing${failed ? ' apply-page__pricing--failed' : ''}`}>
                    {failed ? T.pricingFailed : T.pricing}
                  </Text>
                )}
              </View>
            </View>
          ) : null,
        )
      )}

      <View id="apply-card" className="apply-page__card">
        <Text className="apply-page__label">{T.cardLabel}</Text>
        <View className="apply-page__card-row">
          {card ? (
            <Text className="apply-page__card-text">
              {card.bankName}（{card.bankCode}） {card.bankNum}
            </Text>
          ) : offers.data ? (
            <Text className="apply-page__card-text apply-page__card-text--empty">{T.cardMissing}</Text>
          ) : (
            <Skeleton bars={[20]} className="apply-page__card-skeleton" />
          )}
          {!locked && (
            <View
              className="apply-page__link"
              role="button"
              aria-label={card ? `${T.cardChange}${T.cardLabel}` : T.cardAdd}
              onClick={() => void openReceivingAccountSelect(card?.cardId ?? '')}
            >
              {card ? T.cardChange : T.cardAdd}
            </View>
          )}
        </View>
        {errors.card && (
          <View className="apply-page__error" role="alert">
            {errors.card}
          </View>
        )}
      </View>

      <View id="apply-purpose" className="apply-page__card">
        <Text className="apply-page__label">{T.purposeLabel}</Text>
        <View className="apply-page__chips" role="radiogroup" aria-label={T.purposeLabel}>
          {purposes.map((option) => (
            <View
              key={option.value}
              className={`apply-page__chip${option.value === draft.purpose ? ' apply-page__chip--on' : ''}`}
              role="radio"
              aria-checked={option.value === draft.purpose}
              aria-disabled={locked}
              onClick={() => !locked && choosePurpose(option.value)}
            >
              {option.label}
            </View>
          ))}
        </View>
        {errors.purpose && (
          <View className="apply-page__error" role="alert">
            {errors.purpose}
          </View>
        )}
      </View>

      {tips.data && tips.data.tips.length > 0 && (
        <View className="apply-page__card apply-page__tips">
          <Text className="apply-page__tips-title">{tips.data.title || T.tipsFallbackTitle}</Text>
          {tips.data.tips.map((tip) => (
            <Text key={tip} className="apply-page__tip">
              {tip}
            </Text>
          ))}
        </View>
      )}

      <View className="apply-page__bar">
        <View className="apply-page__total">
          <Text className="apply-page__total-label">{T.totalDue}</Text>
          <Text className="apply-page__total-value">{offers.data ? formatNtd(totalDue) : '—'}</Text>
        </View>
        <View
          className={`apply-page__submit${busy || blocked || !offers.data ? ' apply-page__submit--off' : ''}`}
          role="button"
          aria-disabled={busy || Boolean(blocked) || !offers.data}
          aria-busy={busy}
          onClick={() => offers.data && submit()}
        >
          {busy && !quote ? T.submitting : locked ? T.continueSign : T.submit}
        </View>
      </View>

      <ConfirmPopup quote={quote} submitting={busy} onCancel={() => setQuote(null)} onConfirm={confirmQuote} />
    </View>
  )
}

function NoDraft() {
  return (
    <View className="page apply-page">
      <NavBar title={T.title} />
      <View className="apply-page__card apply-page__notice">
        <Text>{T.noDraft}</Text>
        <View
          className="apply-page__link"
          role="button"
          onClick={() => void Taro.redirectTo({ url: ROUTES.productList })}
        >
          {T.chooseAgain}
        </View>
      </View>
    </View>
  )
}
