import { View, Text } from '@tarojs/components'
import type { CostBreakdown } from '@/utils/loan-cost'
import { formatNtd, formatPercent } from '@/utils/money'
import { COMMON_TEXT } from '../texts'
import { CONFIRM_POPUP_TEXT } from '../apply-texts'
import { showCalendarDate } from './format'
import './cost-lines.scss'

export interface CostLinesProps {
  breakdown: CostBreakdown
  /** Show the principal and the term as the first rows (the offer card shows them larger elsewhere). @default true */
  showPrincipal?: boolean
  /** Dim the figures while a new price is on its way. @default false */
  stale?: boolean
}

/**
 * The full cost of one product, line by line: principal, term, interest, every fee by name, the total due,
 * the due date and the annualised total cost (domain.md: shown before the user signs).
 */
export default function CostLines({ breakdown, showPrincipal = true, stale = false }: CostLinesProps) {
  const rows: { label: string; value: string; strong?: boolean }[] = []
  if (showPrincipal) {
    rows.push({ label: CONFIRM_POPUP_TEXT.principal, value: formatNtd(breakdown.principal) })
    rows.push({ label: CONFIRM_POPUP_TEXT.term, value: COMMON_TEXT.days(breakdown.days) })
  }
  rows.push({
    label: CONFIRM_POPUP_TEXT.interest(formatPercent(breakdown.annualRate)),
    value: formatNtd(breakdown.interest),
  })
  for (const fee of breakdown.fees) rows.push({ label: fee.name, value: formatNtd(fee.amount) })
  rows.push({ label: CONFIRM_POPUP_TEXT.totalDue, value: formatNtd(breakdown.totalDue), strong: true })
  rows.push({ label: CONFIRM_POPUP_TEXT.repayDate, value: showCalendarDate(breakdown.repayDate) })
  rows.push({
    label: CONFIRM_POPUP_TEXT.apr,
    value: breakdown.apr === null ? '—' : formatPercent(breakdown.apr),
    strong: true,
  })

  return (
    <View className={`cost-lines${stale ? ' cost-lines--stale' : ''}`} aria-busy={stale}>
      {rows.map((row) => (
        <View key={row.label} className={`cost-lines__row${row.strong ? ' cost-lines__row--strong' : ''}`}>
          <Text className="cost-lines__label">{row.label}</Text>
          <Text className="cost-lines__value">{row.value}</Text>
        </View>
      ))}
    </View>
  )
}
