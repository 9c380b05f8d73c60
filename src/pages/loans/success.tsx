import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getLoanOrderDetail } from '@/services/api/modules/order'
import { copyText } from '@/services/feedback'
import { formatDateTime } from '@/utils/dates'
import { orderDetailUrl } from './components/navigate'
import Skeleton from './components/skeleton'
import { useApplyIds } from './components/use-apply-ids'
import { SUCCESS_TEXT as T } from './sign-texts'
import './success.scss'

export default function SuccessPage() {
  const loggedIn = useRequireLogin()
  const applyIds = useApplyIds()
  const details = useApiData(
    () => Promise.all(applyIds.map((applyId) => getLoanOrderDetail({ applyId }, { silent: true }))),
    [applyIds.join(',')],
    { enabled: loggedIn && applyIds.length > 0 },
  )
  const first = details.data?.[0]
  const account = first ? `${first.bankName} ${first.bankNum}` : T.accountFallback
  const estimate = details.data?.find((detail) => detail.estimateLoanTime)?.estimateLoanTime

  const steps = [
    { title: T.reviewStep, detail: T.reviewDetail },
    {
      title: T.disburseStep,
      detail: `${T.disburseDetail(account)}${estimate ? T.disburseEstimate(formatDateTime(estimate)) : T.disburseUsual}`,
    },
    { title: T.repayStep, detail: T.repayDetail },
  ]

  return (
    <View className="page success-page">
      <NavBar title={T.title} />
      <View className="success-page__hero">
        <View className="success-page__mark" aria-hidden>
          <Text className="success-page__tick">✓</Text>
        </View>
        <View className="success-page__heading" role="heading" aria-level={2}>
          {T.heading}
        </View>
      </View>

      <View className="success-page__card">
        {applyIds.map((applyId, index) => {
          const detail = details.data?.[index]
          return (
            <View key={applyId} className="success-page__order">
              <View className="success-page__order-row">
                <Text className="success-page__order-label">{T.orderNo}</Text>
                <Text className="success-page__order-id">{applyId}</Text>
                <View
                  className="success-page__copy"
                  role="button"
                  aria-label={`${T.copy}${T.orderNo}`}
                  onClick={() => void copyText(applyId)}
                >
                  {T.copy}
                </View>
              </View>
              {detail ? (
                <Text className="success-page__order-line">
                  {detail.productName}・{T.amountLine(detail.applyAmount, detail.applyPeriod)}
                </Text>
              ) : details.error ? null : (
                <Skeleton bars={[18]} />
              )}
            </View>
          )
        })}
      </View>

      <View className="success-page__card">
        <Text className="success-page__title">{T.nextTitle}</Text>
        {steps.map((step, index) => (
          <View key={step.title} className="success-page__step">
            <Text className="success-page__step-number">{index + 1}</Text>
            <View className="success-page__step-body">
              <Text className="success-page__step-title">{step.title}</Text>
              <Text className="success-page__step-detail">{step.detail}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className="success-page__actions">
        {applyIds.length > 0 && (
          <View
            className="success-page__primary"
            role="button"
            onClick={() => void Taro.navigateTo({ url: orderDetailUrl(applyIds[0]) })}
          >
            {T.viewOrder}
          </View>
        )}
        <View
          className="success-page__secondary"
          role="button"
          onClick={() => void Taro.switchTab({ url: ROUTES.loans })}
        >
          {T.backToLoans}
        </View>
      </View>
    </View>
  )
}
