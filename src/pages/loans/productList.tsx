import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ApplyInfo, ApplyItem } from '@contract/apply'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getLoanOffers } from '@/services/api/modules/apply'
import { applyDraftAtom, startApplyAtom, type ApplyDraft } from '@/store/apply'
import LoadError from './components/load-error'
import ProductCard from './components/product-card'
import Skeleton from './components/skeleton'
import { PRODUCT_LIST_TEXT as T } from './apply-texts'
import './productList.scss'

/** Products preselected: those of the application in progress, else the first offered. */
function initialSelection(offers: readonly ApplyInfo[], draft: ApplyDraft | null): string[] {
  const offered = new Set(offers.map((offer) => offer.productCode))
  const fromDraft = (draft?.items ?? []).map((item) => item.productCode).filter((code) => offered.has(code))
  if (fromDraft.length > 0) return fromDraft
  return offers.length > 0 ? [offers[0].productCode] : []
}

/** The amount and term to apply with: what the user picked earlier for that product, else the offer's default. */
function itemFor(offer: ApplyInfo, draft: ApplyDraft | null): ApplyItem {
  const earlier = draft?.items.find((item) => item.productCode === offer.productCode)
  if (earlier) return earlier
  return { productCode: offer.productCode, loanAmount: offer.loanAmount, loanCycle: offer.loanCycle }
}

export default function ProductListPage() {
  const loggedIn = useRequireLogin()
  const offers = useApiData(() => getLoanOffers({ silent: true }), [], { enabled: loggedIn })
  const draft = useAtomValue(applyDraftAtom)
  const startApply = useSetAtom(startApplyAtom)
  // `null` until the user taps a product: the preselection follows the data until then.
  const [picked, setPicked] = useState<string[] | null>(null)
  const [showNoneError, setShowNoneError] = useState(false)

  const list = offers.data?.applyInfos ?? []
  const selected = picked ?? initialSelection(list, draft)
  const chosen = list.filter((offer) => selected.includes(offer.productCode))
  const total = chosen.reduce((sum, offer) => sum + itemFor(offer, draft).loanAmount, 0)

  const toggle = (code: string) => {
    const next = selected.includes(code) ? selected.filter((other) => other !== code) : [...selected, code]
    setPicked(next)
    if (next.length > 0) setShowNoneError(false)
  }

  const next = () => {
    if (chosen.length === 0) {
      setShowNoneError(true)
      return
    }
    startApply(chosen.map((offer) => itemFor(offer, draft)))
    void Taro.navigateTo({ url: ROUTES.applyFor })
  }

  return (
    <View className="page product-list-page">
      <NavBar title={T.title} />
      {offers.data ? (
        list.length > 0 ? (
          <>
            <Text className="product-list-page__intro">{T.intro}</Text>
            {list.map((offer) => (
              <ProductCard
                key={offer.productCode}
                offer={offer}
                selected={selected.includes(offer.productCode)}
                onToggle={() => toggle(offer.productCode)}
              />
            ))}
          </>
        ) : (
          <View className="product-list-page__empty">
            <Text className="product-list-page__empty-title">{T.empty}</Text>
            <Text className="product-list-page__empty-hint">{T.emptyHint}</Text>
          </View>
        )
      ) : offers.error ? (
        <LoadError onRetry={() => void offers.reload()} />
      ) : (
        <>
          <Skeleton bars={[20, 36, 18, 18, 18, 18]} className="product-list-page__skeleton" />
          <Skeleton bars={[20, 36, 18, 18, 18, 18]} className="product-list-page__skeleton" />
        </>
      )}

      {list.length > 0 && (
        <View className="product-list-page__bar">
          {showNoneError ? (
            <View className="product-list-page__error" role="alert">
              {T.noneSelected}
            </View>
          ) : (
            <Text className="product-list-page__summary">{T.selected(chosen.length, total)}</Text>
          )}
          <View
            className={`product-list-page__next${chosen.length === 0 ? ' product-list-page__next--off' : ''}`}
            role="button"
            aria-disabled={chosen.length === 0}
            onClick={next}
          >
            {T.next}
          </View>
        </View>
      )}
    </View>
  )
}
