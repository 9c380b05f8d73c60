import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { ExtensionRepayBody, RepayChannelKey, RepayCollectBody } from '@contract/order'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { BusinessError } from '@/services/api/errors'
import { showSuccessToast } from '@/services/feedback'
import {
  getExtensionTrial,
  getLoanOrderDetail,
  getRepayChannels,
  submitExtension,
  submitRepayment,
} from '@/services/api/modules/order'
import { formatNtd } from '@/utils/money'
import { formatDate } from '@/utils/dates'
import ChannelPicker from './components/channel-picker'
import ExtensionTrial from './components/extension-trial'
import ManualClaimForm from './components/manual-claim-form'
import PayInstructions from './components/pay-instructions'
import { usePageParams } from './components/page-params'
import { LoadError, Skeleton, StateCard } from './components/page-states'
import { ORDER_TEXTS } from './texts'
import './pay.scss'

const TEXTS = ORDER_TEXTS.pay

type Step =
  | { kind: 'choose' }
  | { kind: 'instructions'; collect: RepayCollectBody; claim: 'closed' | 'open' | { message: string } }
  | { kind: 'extended'; result: ExtensionRepayBody }

/**
 * `/pages/order/pay?applyId=` repays an order; `&mode=extension` extends it. One flow for both: the amount,
 * the channel, then (repayment) the payment instructions with an optional "I have paid", or (extension) the
 * trial first and the extension applied once its fee is paid.
 */
export default function OrderPayPage() {
  const loggedIn = useRequireLogin()
  const { applyId, mode } = usePageParams('applyId', 'mode')
  const extension = mode === 'extension'

  const order = useApiData(() => getLoanOrderDetail({ applyId }), [applyId], { enabled: loggedIn && applyId !== '' })
  const detail = order.data
  const allowed = detail ? (extension ? detail.canExtend : detail.canRepay) : false
  const repayPlanId = detail?.repayPlanId ?? ''

  const channels = useApiData(() => getRepayChannels({ repayPlanId }), [repayPlanId], {
    enabled: allowed && repayPlanId !== '',
  })
  // The trial answers 409 with the reason when extending is refused: shown on the page, not in a modal.
  const trial = useApiData(() => getExtensionTrial({ applyId }, { silent: true }), [applyId], {
    enabled: extension && allowed,
  })

  const [channel, setChannel] = useState<RepayChannelKey | null>(null)
  const [channelError, setChannelError] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const backToDetail = () => {
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
    else void Taro.redirectTo({ url: `${ROUTES.orderDetail}?applyId=${encodeURIComponent(applyId)}` })
  }

  const chooseChannel = (key: RepayChannelKey) => {
    setChannel(key)
    setChannelError('')
  }

  const submit = async () => {
    if (submittingRef.current) return
    if (!channel) {
      setChannelError(TEXTS.chooseChannelFirst)
      return
    }
    submittingRef.current = true
    setSubmitting(true)
    try {
      if (extension) {
        const result = await submitExtension({ applyId, channel }, { loading: true })
        setStep({ kind: 'extended', result })
        showSuccessToast(ORDER_TEXTS.extension.successTitle)
      } else {
        const collect = await submitRepayment({ repayPlanId, channel }, { loading: true })
        setStep({ kind: 'instructions', collect, claim: 'closed' })
      }
    } catch {
      // The client has shown why (the catalogue's modal); the choice stays for another try.
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const renderChoose = () => {
    if (!detail) return null
    if (!allowed) {
      const settled = detail.applyStatus === 'settled'
      return (
        <StateCard
          title={settled ? TEXTS.settled : extension ? ORDER_TEXTS.extension.notAllowed : TEXTS.notRepayable}
          actionText={ORDER_TEXTS.common.backToDetail}
          onAction={backToDetail}
        />
      )
    }
    if (extension && !trial.data) {
      if (trial.error && !trial.loading) {
        if (trial.error instanceof BusinessError) {
          return (
            <StateCard
              title={trial.error.message}
              actionText={ORDER_TEXTS.common.backToDetail}
              onAction={backToDetail}
            />
          )
        }
        return <LoadError error={trial.error} onRetry={() => void trial.reload()} />
      }
      return <Skeleton cards={2} lines={5} />
    }
    if (!channels.data) {
      if (channels.error && !channels.loading)
        return <LoadError error={channels.error} onRetry={() => void channels.reload()} />
      return <Skeleton cards={2} lines={3} />
    }
    const amount = extension && trial.data ? trial.data.extensionAmount : channels.data.repayAmount
    return (
      <>
        {extension && trial.data ? (
          <ExtensionTrial trial={trial.data} />
        ) : (
          <View className="pay-amount">
            <Text className="pay-amount__label">{TEXTS.amountDue}</Text>
            <Text className="pay-amount__value">{formatNtd(amount)}</Text>
            <Text className="pay-amount__due">
              {TEXTS.dueDate} {formatDate(channels.data.repayDate)}
            </Text>
          </View>
        )}
        <ChannelPicker
          channels={channels.data.repayChannels}
          selected={channel}
          onSelect={chooseChannel}
          error={channelError}
        />
        <View className="pay-footer">
          <View
            className={`pay-button ${submitting ? 'pay-button--busy' : ''}`}
            role="button"
            aria-disabled={submitting}
            onClick={() => void submit()}
          >
            {submitting
              ? extension
                ? ORDER_TEXTS.extension.submitting
                : TEXTS.gettingInstructions
              : extension
                ? ORDER_TEXTS.extension.confirm(formatNtd(amount))
                : TEXTS.getInstructions}
          </View>
        </View>
      </>
    )
  }

  const renderInstructions = (current: Extract<Step, { kind: 'instructions' }>) => (
    <>
      <PayInstructions collect={current.collect} />
      {current.claim === 'open' ? (
        <ManualClaimForm
          repayPlanId={current.collect.repayPlanId}
          channel={current.collect.channel}
          amountDue={current.collect.repayAmount}
          onDone={(message) => setStep({ ...current, claim: { message } })}
          onCancel={() => setStep({ ...current, claim: 'closed' })}
        />
      ) : typeof current.claim === 'object' ? (
        <StateCard title={current.claim.message} actionText={ORDER_TEXTS.common.backToDetail} onAction={backToDetail} />
      ) : (
        <View className="pay-footer pay-footer--stacked">
          <View className="pay-button" role="button" onClick={() => setStep({ ...current, claim: 'open' })}>
            {TEXTS.iHavePaid}
          </View>
          <View className="pay-button pay-button--secondary" role="button" onClick={() => setStep({ kind: 'choose' })}>
            {TEXTS.changeChannel}
          </View>
        </View>
      )}
    </>
  )

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
    if (step.kind === 'extended') {
      return (
        <StateCard
          title={ORDER_TEXTS.extension.successTitle}
          body={`${ORDER_TEXTS.extension.successBody(formatDate(step.result.extensionTime))}${
            ORDER_TEXTS.extension.paid
          } ${formatNtd(step.result.paidAmount)}`}
          actionText={ORDER_TEXTS.common.backToDetail}
          onAction={backToDetail}
        />
      )
    }
    if (!detail) {
      if (order.error && !order.loading) return <LoadError error={order.error} onRetry={() => void order.reload()} />
      return <Skeleton cards={2} lines={4} />
    }
    // Paid in full while the instructions were open (the page refreshes when shown again).
    if (step.kind === 'instructions' && detail.applyStatus !== 'settled') return renderInstructions(step)
    return renderChoose()
  }

  return (
    <View className="page order-pay">
      <NavBar title={extension ? TEXTS.extensionTitle : TEXTS.repayTitle} />
      {loggedIn && renderBody()}
    </View>
  )
}
