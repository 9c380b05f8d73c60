import { Text } from '@tarojs/components'
import { getOrderStatusMeta } from '@/constants/order-status'
import './shared.scss'

/** The status's label in its colours from the one status map. */
export default function StatusBadge({ status }: { status: string }) {
  const meta = getOrderStatusMeta(status)
  return (
    <Text className="order-badge" style={{ color: meta.color, background: meta.background }}>
      {meta.label}
    </Text>
  )
}
