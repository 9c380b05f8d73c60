import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import SafeHtml from '@/components/safe-html'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { viewContract } from '@/services/api/modules/bank'
import { usePageParams } from './components/page-params'
import { LoadError, Skeleton, StateCard } from './components/page-states'
import { ORDER_TEXTS } from './texts'
import './contract.scss'

const TEXTS = ORDER_TEXTS.contract

/** `/pages/order/contract?applyId=`: the signed loan contract as the server renders it, sanitised. */
export default function OrderContractPage() {
  const loggedIn = useRequireLogin()
  const { applyId } = usePageParams('applyId')
  // The contract does not change once signed: no reload each time the page is shown.
  const contract = useApiData(() => viewContract({ applyId }), [applyId], {
    enabled: loggedIn && applyId !== '',
    refreshOnShow: false,
  })

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
    if (contract.data === undefined) {
      if (contract.error && !contract.loading) {
        return <LoadError error={contract.error} onRetry={() => void contract.reload()} />
      }
      return <Skeleton cards={1} lines={12} />
    }
    if (contract.data.trim() === '') return <StateCard title={TEXTS.empty} />
    return (
      <View className="contract" role="document" aria-label={TEXTS.title}>
        <Text className="contract__hint">{TEXTS.hint}</Text>
        <SafeHtml className="contract__body" html={contract.data} />
      </View>
    )
  }

  return (
    <View className="page order-contract">
      <NavBar title={TEXTS.title} />
      {loggedIn && renderBody()}
    </View>
  )
}
