import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { BoundCard } from '@contract/bank'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getBoundCards } from '@/services/api/modules/bank'
import { buildQuery } from '@/utils/url'
import { BANK_TEXTS } from './bank-face-texts'
import BankCardFace from './components/bank/bank-card-face'
import { pickedCardAtom, returnPick, routeParam } from './components/bank/pick-results'
import './components/bank/common.scss'
import './components/bank/bank-parts.scss'
import './bankList.scss'

const SKELETON_CARDS = 2

/**
 * The user's bound accounts (masked `****1234`, default first). Tap one for its details, or — opened with
 * `?select=1` by the loan application — to choose the account the loan is paid into (`pickedCardAtom`).
 */
export default function BankListPage() {
  const { params } = useRouter()
  const selecting = params.select === '1'
  const selectedCardId = routeParam(params, 'selected')
  const loggedIn = useRequireLogin()
  const cards = useApiData(() => getBoundCards({ silent: true }), [], { enabled: loggedIn })
  const [leaving, setLeaving] = useState(false)

  const open = (card: BoundCard) => {
    if (!selecting) {
      void Taro.navigateTo({ url: `${ROUTES.bankInfo}?${buildQuery({ cardId: card.cardId })}` })
      return
    }
    // One choice per visit: a second tap while the page closes must not go back twice.
    if (leaving) return
    setLeaving(true)
    void returnPick(pickedCardAtom, card).catch(() => setLeaving(false))
  }

  const addAnother = () => void Taro.navigateTo({ url: `${ROUTES.addBank}?mode=add` })

  let content
  if (!cards.data && (cards.loading || !cards.error)) {
    content = (
      <View className="bank-list__cards" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <View key={index} className="bank-card-skeleton" />
        ))}
      </View>
    )
  } else if (!cards.data) {
    content = (
      <View className="kb-state" role="alert">
        <Text className="kb-state__text">{BANK_TEXTS.loadFailed}</Text>
        <View className="kb-state__button" role="button" onClick={() => void cards.reload()}>
          {BANK_TEXTS.retry}
        </View>
      </View>
    )
  } else if (cards.data.length === 0) {
    content = (
      <View className="kb-state" role="status">
        <View className="bank-list__empty-icon" aria-hidden="true" />
        <Text className="kb-state__text">{BANK_TEXTS.listEmpty}</Text>
        <Text className="kb-state__hint">{BANK_TEXTS.listEmptyHint}</Text>
      </View>
    )
  } else {
    content = (
      <View className="bank-list__cards" role="list">
        {cards.data.map((card) => {
          const chosen = selecting && card.cardId === selectedCardId
          return (
            <View
              key={card.cardId}
              className="bank-list__item"
              role="button"
              aria-pressed={selecting ? chosen : undefined}
              aria-label={`${card.bankName} ${card.bankCode} ${card.accountMasked}${card.isDefault ? ` ${BANK_TEXTS.defaultBadge}` : ''}`}
              onClick={() => open(card)}
            >
              <BankCardFace card={card} badge={chosen ? BANK_TEXTS.receivingBadge : ''} />
            </View>
          )
        })}
      </View>
    )
  }

  return (
    <View className="kb-page bank-list">
      <NavBar title={selecting ? BANK_TEXTS.listSelectTitle : BANK_TEXTS.listTitle} />
      {selecting && <Text className="kb-intro">{BANK_TEXTS.selectHint}</Text>}
      {content}
      <View className="kb-actions">
        <View className="kb-button--secondary bank-list__add" role="button" onClick={addAnother}>
          {`＋ ${BANK_TEXTS.addAnother}`}
        </View>
      </View>
    </View>
  )
}
