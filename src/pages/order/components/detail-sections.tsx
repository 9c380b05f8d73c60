/** The read-only parts of the order detail: the summary, amounts, dates, account, extensions and timeline. */
import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import type { LoanOrderDetailBody } from '@contract/order'
import { getOrderStatusMeta, isOrderStatus, isOwingStatus } from '@/constants/order-status'
import { formatNtd, formatPercent } from '@/utils/money'
import { formatDate, formatDateTime } from '@/utils/dates'
import { maskAccountNumber } from '@/utils/bank-account'
import StatusBadge from './status-badge'
import { ORDER_TEXTS } from '../texts'

const TEXTS = ORDER_TEXTS.detail

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className={`detail-row ${strong ? 'detail-row--strong' : ''}`}>
      <Text className="detail-row__label">{label}</Text>
      <Text className="detail-row__value">{value}</Text>
    </View>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className="detail-card" role="region" aria-label={title}>
      <Text className="detail-card__title">{title}</Text>
      {children}
    </View>
  )
}

export function DetailSummary({ order }: { order: LoanOrderDetailBody }) {
  const meta = getOrderStatusMeta(order.applyStatus)
  const owing = isOrderStatus(order.applyStatus) && isOwingStatus(order.applyStatus)
  return (
    <View className="detail-summary" style={{ borderTopColor: meta.color }}>
      <View className="detail-summary__head">
        <Text className="detail-summary__product">{order.productName}</Text>
        <StatusBadge status={order.applyStatus} />
      </View>
      <Text className="detail-summary__label">{owing ? TEXTS.unpaidNow : TEXTS.applyAmount}</Text>
      <Text className="detail-summary__amount">{formatNtd(owing ? order.unpaid : order.applyAmount)}</Text>
      {owing && order.repayDate && (
        <Text className="detail-summary__due" style={order.overdueDay > 0 ? { color: meta.color } : undefined}>
          {TEXTS.dueOn(formatDate(order.repayDate))}
          {order.overdueDay > 0 ? `・${TEXTS.overdueDays(order.overdueDay)}` : ''}
        </Text>
      )}
      <Text className="detail-summary__hint">{meta.hint}</Text>
      {order.applyStatus === 'disbursement_failed' && (
        <Text className="detail-summary__hint">{TEXTS.disbursementFailedHelp}</Text>
      )}
    </View>
  )
}

export function DetailAmounts({ order }: { order: LoanOrderDetailBody }) {
  const disbursed = order.loanTime !== ''
  return (
    <Section title={TEXTS.amountsTitle}>
      <Row label={TEXTS.principal} value={formatNtd(order.applyAmount)} />
      <Row label={TEXTS.interest} value={formatNtd(order.interestAmount)} />
      <Row label={TEXTS.serviceFee} value={formatNtd(order.serviceAmount)} />
      {order.extServiceAmount > 0 && <Row label={TEXTS.extensionFee} value={formatNtd(order.extServiceAmount)} />}
      {(order.overdueAmount > 0 || order.overdueDay > 0) && (
        <Row label={TEXTS.overdueInterestDays(order.overdueDay)} value={formatNtd(order.overdueAmount)} />
      )}
      <Row label={TEXTS.totalCharged} value={formatNtd(order.totalAmount)} />
      {disbursed && <Row label={TEXTS.paid} value={formatNtd(order.repayPaid)} />}
      {disbursed && <Row label={TEXTS.stillDue} value={formatNtd(order.unpaid)} strong />}
      <View className="detail-card__divider" />
      <Row label={TEXTS.annualRate} value={formatPercent(order.annualRate)} />
      <Row label={TEXTS.apr} value={formatPercent(order.apr)} />
    </Section>
  )
}

export function DetailDates({ order }: { order: LoanOrderDetailBody }) {
  return (
    <Section title={TEXTS.datesTitle}>
      <Row label={TEXTS.orderNo} value={order.applyId} />
      <Row label={TEXTS.appliedAt} value={formatDateTime(order.applyTime)} />
      {order.loanTime ? (
        <Row label={TEXTS.loanTime} value={formatDateTime(order.loanTime)} />
      ) : (
        order.estimateLoanTime && <Row label={TEXTS.estimateLoanTime} value={formatDateTime(order.estimateLoanTime)} />
      )}
      <Row label={TEXTS.term} value={ORDER_TEXTS.common.days(order.applyPeriod)} />
      {order.repayDate && <Row label={TEXTS.repayDate} value={formatDate(order.repayDate)} />}
    </Section>
  )
}

export function DetailAccount({ order }: { order: LoanOrderDetailBody }) {
  if (!order.bankName && !order.bankNum) return null
  const bank = order.bankCode ? `${order.bankName}（${order.bankCode}）` : order.bankName
  return (
    <Section title={TEXTS.accountTitle}>
      <Row label={bank} value={maskAccountNumber(order.bankNum)} />
    </Section>
  )
}

export function DetailExtensions({ order }: { order: LoanOrderDetailBody }) {
  if (order.extension.length === 0) return null
  return (
    <Section title={TEXTS.extensionsTitle}>
      {order.extension.map((record) => (
        <View key={record.time} className="detail-extension">
          <Text className="detail-extension__dates">
            {TEXTS.extensionRow(formatDate(record.fromRepayDate), formatDate(record.extensionTime))}
          </Text>
          <Text className="detail-extension__paid">
            {TEXTS.extensionPaid(formatNtd(record.paidAmount), formatNtd(record.extServiceAmount))}
          </Text>
        </View>
      ))}
    </Section>
  )
}

export function DetailTimeline({ order }: { order: LoanOrderDetailBody }) {
  if (order.timeline.length === 0) return null
  const last = order.timeline.length - 1
  return (
    <Section title={TEXTS.timelineTitle}>
      <View className="timeline" role="list">
        {order.timeline.map((entry, index) => {
          const meta = getOrderStatusMeta(entry.status)
          return (
            <View
              key={`${entry.time}-${entry.status}`}
              className={`timeline__item ${index === last ? 'timeline__item--current' : ''}`}
              role="listitem"
            >
              <View className="timeline__dot" style={{ background: index === last ? meta.color : '#c5cedb' }} />
              <View className="timeline__body">
                <Text className="timeline__label" style={index === last ? { color: meta.color } : undefined}>
                  {meta.label}
                </Text>
                <Text className="timeline__note">{entry.note}</Text>
                <Text className="timeline__time">{formatDateTime(entry.time)}</Text>
              </View>
            </View>
          )
        })}
      </View>
    </Section>
  )
}
