import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import ServicePopup from '@/components/service-button/service-popup'
import { useLineContact } from '@/components/service-button/use-line-contact'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getLoanOrderDetail } from '@/services/api/modules/order'
import {
  DetailAccount,
  DetailAmounts,
  DetailDates,
  DetailExtensions,
  DetailSummary,
  DetailTimeline,
} from './components/detail-sections'
import { orderActions, type OrderAction } from './components/order-actions'
import { usePageParams } from './components/page-params'
import { LoadError, Skeleton, StateCard } from './components/page-states'
import { ORDER_TEXTS } from './texts'
import './detail.scss'

const TEXTS = ORDER_TEXTS.detail

/** `/pages/order/detail?applyId=`: what the order costs, where it stands, and what the user can do next. */
export default function OrderDetailPage() {
  const loggedIn = useRequireLogin()
  const { applyId } = usePageParams('applyId')
  const order = useApiData(() => getLoanOrderDetail({ applyId }), [applyId], { enabled: loggedIn && applyId !== '' })
  const [serviceOpen, setServiceOpen] = useState(false)
  const lineContact = useLineContact()

  const query = `applyId=${encodeURIComponent(applyId)}`
  const run: Record<OrderAction, () => void> = {
    repay: () => void Taro.navigateTo({ url: `${ROUTES.orderPay}?${query}` }),
    extend: () => void Taro.navigateTo({ url: `${ROUTES.orderPay}?${query}&mode=extension` }),
    contract: () => void Taro.navigateTo({ url: `${ROUTES.orderContract}?${query}` }),
    sign: () => void Taro.navigateTo({ url: `${ROUTES.sign}?${query}` }),
    applyAgain: () => void Taro.switchTab({ url: ROUTES.loans }),
    contactService: () => {
      setServiceOpen(true)
      if (lineContact.state.status === 'idle') lineContact.load()
    },
  }

  const renderBody = () => {
    if (!applyId) {
      return (
        <StateCard
          title={ORDER_TEXTS.common.missingOrder}
          actionText={ORDER_TEXTS.common.backToOrders}
          onAction={() => void Taro.switchTab({ url: ROUTES.orders })}
        />
      )
    }
    if (!order.data) {
      if (order.error && !order.loading) return <LoadError error={order.error} onRetry={() => void order.reload()} />
      return <Skeleton cards={3} lines={4} />
    }
    const detail = order.data
    const actions = orderActions(detail)
    return (
      <>
        <DetailSummary order={detail} />
        <DetailAmounts order={detail} />
        <DetailDates order={detail} />
        <DetailAccount order={detail} />
        <DetailExtensions order={detail} />
        <DetailTimeline order={detail} />
        {actions.length > 0 && (
          <View className="detail-actions">
            {actions.map((action, index) => (
              <View
                key={action}
                className={`detail-actions__button ${index === 0 ? 'detail-actions__button--primary' : ''}`}
                role="button"
                onClick={run[action]}
              >
                {TEXTS.actions[action]}
              </View>
            ))}
          </View>
        )}
      </>
    )
  }

  return (
    <View className="page order-detail">
      <NavBar title={TEXTS.title} />
      {loggedIn && renderBody()}
      <ServicePopup
        visible={serviceOpen}
        state={lineContact.state}
        onClose={() => setServiceOpen(false)}
        onRetry={lineContact.load}
      />
    </View>
  )
}
