import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { OrderRecordItem } from '@contract/order'
import { ROUTES } from '@/constants/routes'
import { isOrderStatus, isOwingStatus } from '@/constants/order-status'
import { formatNtd } from '@/utils/money'
import { formatDate } from '@/utils/dates'
import StatusBadge from './status-badge'
import { ORDER_TEXTS } from '../texts'

const TEXTS = ORDER_TEXTS.list

/** One order in the list: what is owed (or was borrowed), term, due date and status; tap for the detail. */
export default function OrderCard({ order }: { order: OrderRecordItem }) {
  const owing = isOrderStatus(order.applyStatus) && isOwingStatus(order.applyStatus)
  const open = () => void Taro.navigateTo({ url: `${ROUTES.orderDetail}?applyId=${encodeURIComponent(order.applyId)}` })
  return (
    <View
      className="order-card"
      role="button"
      // Named by what it shows (product, status, amounts, dates): a shorter label would not contain the visible
      // text, which voice control users say (WCAG 2.5.3 label in name).
      onClick={open}
      data-apply-id={order.applyId}
    >
      <View className="order-card__head">
        <Text className="order-card__product">{order.productName}</Text>
        <StatusBadge status={order.applyStatus} />
      </View>
      <View className="order-card__main">
        <Text className="order-card__main-label">{owing ? TEXTS.unpaid : TEXTS.amount}</Text>
        <Text className="order-card__main-value">{formatNtd(owing ? order.unpaid : order.applyAmount)}</Text>
      </View>
      <View className="order-card__facts">
        {owing && (
          <View className="order-card__fact">
            <Text className="order-card__fact-label">{TEXTS.amount}</Text>
            <Text className="order-card__fact-value">{formatNtd(order.applyAmount)}</Text>
          </View>
        )}
        <View className="order-card__fact">
          <Text className="order-card__fact-label">{TEXTS.term}</Text>
          <Text className="order-card__fact-value">{ORDER_TEXTS.common.days(order.applyPeriod)}</Text>
        </View>
        <View className="order-card__fact">
          <Text className="order-card__fact-label">{order.repayDate ? TEXTS.dueDate : TEXTS.appliedAt}</Text>
          <Text className="order-card__fact-value">
            {order.repayDate ? formatDate(order.repayDate) : formatDate(order.applyTime)}
          </Text>
        </View>
      </View>
      {order.extensionTime && (
        <Text className="order-card__note">{TEXTS.extendedTo(formatDate(order.extensionTime))}</Text>
      )}
    </View>
  )
}
