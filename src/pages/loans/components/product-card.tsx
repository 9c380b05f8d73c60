import { View, Text, Image } from '@tarojs/components'
import type { ApplyInfo } from '@contract/apply'
import { costBreakdown } from '@/utils/loan-cost'
import { formatNtd, formatPercent } from '@/utils/money'
import { COMMON_TEXT } from '../texts'
import { PRODUCT_LIST_TEXT as T } from '../apply-texts'
import CostLines from './cost-lines'
import { showTerms } from './format'
import './product-card.scss'

export interface ProductCardProps {
  offer: ApplyInfo
  selected: boolean
  onToggle: () => void
}

/** One offered product with its full cost at the default amount and term; the whole card toggles it. */
export default function ProductCard({ offer, selected, onToggle }: ProductCardProps) {
  const breakdown = costBreakdown(offer)
  return (
    <View
      className={`product-card${selected ? ' product-card--selected' : ''}`}
      role="checkbox"
      aria-checked={selected}
      aria-label={T.select(offer.productName)}
      onClick={onToggle}
    >
      <View className="product-card__head">
        <View className={`product-card__check${selected ? ' product-card__check--on' : ''}`}>
          {selected && <Text className="product-card__tick">✓</Text>}
        </View>
        {offer.productIcon !== '' && (
          <Image className="product-card__icon" src={offer.productIcon} imgProps={{ alt: '' }} />
        )}
        <Text className="product-card__name">{offer.productName}</Text>
        <Text className="product-card__rate">{T.annualRate(formatPercent(offer.annualRate))}</Text>
      </View>
      <View className="product-card__figures">
        <View className="product-card__figure">
          <Text className="product-card__figure-label">{T.amountLabel}</Text>
          <Text className="product-card__figure-value">{formatNtd(offer.loanAmount)}</Text>
        </View>
        <View className="product-card__figure">
          <Text className="product-card__figure-label">{T.termLabel}</Text>
          <Text className="product-card__figure-value">{COMMON_TEXT.days(offer.loanCycle)}</Text>
        </View>
      </View>
      <CostLines breakdown={breakdown} showPrincipal={false} />
      <Text className="product-card__note">
        {T.adjustable(offer.minAmount, offer.maxAmount, showTerms(offer.loanCycles))}
      </Text>
    </View>
  )
}
