import { View, Text } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import type { ApplyQuoteBody } from '@contract/apply'
import { costBreakdown, costTotals } from '@/utils/loan-cost'
import { formatNtd } from '@/utils/money'
import { CONFIRM_POPUP_TEXT as T } from '../apply-texts'
import CostLines from './cost-lines'
import './confirm-popup.scss'

export interface ConfirmPopupProps {
  /** The server's quote of exactly what will be confirmed; `null` hides the pop-up. */
  quote: ApplyQuoteBody | null
  submitting: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * The last look before the orders are created (domain.md: the full cost before signing): for each product
 * the principal, the interest, every fee, the total due, the due date and the annualised total cost, then
 * the totals, the receiving account and the purpose.
 */
export default function ConfirmPopup({ quote, submitting, onCancel, onConfirm }: ConfirmPopupProps) {
  const breakdowns = quote ? quote.items.map(costBreakdown) : []
  const totals = costTotals(breakdowns)
  return (
    <Popup visible={quote !== null} position="bottom" round onClose={submitting ? undefined : onCancel}>
      {quote && (
        <View className="confirm-popup" role="dialog" aria-modal aria-label={T.title}>
          <Text className="confirm-popup__title">{T.title}</Text>
          <View className="confirm-popup__scroll">
            {breakdowns.map((item) => (
              <View key={item.productCode} className="confirm-popup__product">
                <Text className="confirm-popup__product-name">{item.productName}</Text>
                <CostLines breakdown={item} />
              </View>
            ))}
            {breakdowns.length > 1 && (
              <View className="confirm-popup__product">
                <Text className="confirm-popup__product-name">{T.totalsTitle}</Text>
                <Row label={T.totalPrincipal} value={formatNtd(totals.principal)} />
                <Row label={T.totalInterest} value={formatNtd(totals.interest)} />
                <Row label={T.totalFees} value={formatNtd(totals.feeTotal)} />
                <Row label={T.totalRepay} value={formatNtd(totals.totalDue)} strong />
              </View>
            )}
            <View className="confirm-popup__product">
              <Row label={T.card} value={`${quote.card.bankName} ${quote.card.bankNum}`} />
              <Row label={T.purpose} value={quote.purposeLabel} />
            </View>
            <Text className="confirm-popup__note">{T.aprNote}</Text>
          </View>
          <View className="confirm-popup__actions">
            <View
              className={`confirm-popup__back${submitting ? ' confirm-popup__button--off' : ''}`}
              role="button"
              aria-disabled={submitting}
              onClick={() => !submitting && onCancel()}
            >
              {T.back}
            </View>
            <View
              className={`confirm-popup__confirm${submitting ? ' confirm-popup__button--off' : ''}`}
              role="button"
              aria-disabled={submitting}
              aria-busy={submitting}
              onClick={onConfirm}
            >
              {submitting ? T.confirming : T.confirm}
            </View>
          </View>
        </View>
      )}
    </Popup>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className={`confirm-popup__row${strong ? ' confirm-popup__row--strong' : ''}`}>
      <Text className="confirm-popup__label">{label}</Text>
      <Text className="confirm-popup__value">{value}</Text>
    </View>
  )
}
