import { View, Text } from '@tarojs/components'
import type { ExtensionTrialBody } from '@contract/order'
import { formatNtd, formatPercent } from '@/utils/money'
import { formatDate } from '@/utils/dates'
import { ORDER_TEXTS } from '../texts'

const TEXTS = ORDER_TEXTS.extension

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className={`pay-row ${strong ? 'pay-row--strong' : ''}`}>
      <Text className="pay-row__label">{label}</Text>
      <Text className="pay-row__value">{value}</Text>
    </View>
  )
}

/** The extension trial: what is paid now, the new due date and what stays owed, before the user confirms. */
export default function ExtensionTrial({ trial }: { trial: ExtensionTrialBody }) {
  return (
    <View className="pay-card" role="region" aria-label={TEXTS.trialTitle}>
      <Text className="pay-card__title">{TEXTS.trialTitle}</Text>
      <Text className="pay-note pay-note--top">{TEXTS.intro}</Text>
      <View className="pay-dates">
        <View className="pay-dates__item">
          <Text className="pay-dates__label">{TEXTS.currentRepayDate}</Text>
          <Text className="pay-dates__value pay-dates__value--old">{formatDate(trial.currentRepayDate)}</Text>
        </View>
        <Text className="pay-dates__arrow">→</Text>
        <View className="pay-dates__item">
          <Text className="pay-dates__label">{TEXTS.newRepayDate}</Text>
          <Text className="pay-dates__value">{formatDate(trial.extensionTime)}</Text>
        </View>
      </View>
      <Row label={TEXTS.term} value={ORDER_TEXTS.common.days(trial.extensionTerm)} />
      <Row label={TEXTS.accrued} value={formatNtd(trial.accruedAmount)} />
      {trial.overdueAmount > 0 && <Row label={TEXTS.overdue} value={formatNtd(trial.overdueAmount)} />}
      <Row label={TEXTS.fee} value={formatNtd(trial.extServiceAmount)} />
      <Row label={TEXTS.extensionAmount} value={formatNtd(trial.extensionAmount)} strong />
      <View className="pay-card__divider" />
      <Row label={TEXTS.repayAmountAfter} value={formatNtd(trial.repayAmountAfter)} />
      <Row label={TEXTS.apr} value={formatPercent(trial.apr)} />
    </View>
  )
}
