import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import SafeHtml from '@/components/safe-html'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { viewContract } from '@/services/api/modules/bank'
import CheckRow from './components/check-row'
import { contractBodyHtml } from './components/format'
import LoadError from './components/load-error'
import { withApplyIds } from './components/navigate'
import Skeleton from './components/skeleton'
import { useApplyIds } from './components/use-apply-ids'
import { SIGN_TEXT as T } from './sign-texts'
import './sign.scss'

export default function SignPage() {
  const loggedIn = useRequireLogin()
  const applyIds = useApplyIds()
  const contracts = useApiData(
    () => Promise.all(applyIds.map((applyId) => viewContract({ applyId }, { silent: true }))),
    [applyIds.join(',')],
    { enabled: loggedIn && applyIds.length > 0, refreshOnShow: false },
  )
  const [agreedContract, setAgreedContract] = useState(false)
  const [agreedESign, setAgreedESign] = useState(false)
  const [showAgreeError, setShowAgreeError] = useState(false)

  if (applyIds.length === 0) {
    return (
      <View className="page sign-page">
        <NavBar title={T.title} />
        <View className="sign-page__empty">
          <Text className="sign-page__empty-title">{T.nothingToSign}</Text>
          <Text className="sign-page__empty-hint">{T.nothingToSignHint}</Text>
          <View
            className="sign-page__secondary"
            role="button"
            onClick={() => void Taro.switchTab({ url: ROUTES.orders })}
          >
            {T.goToOrders}
          </View>
        </View>
      </View>
    )
  }

  const setAgreement = (which: 'contract' | 'eSign', checked: boolean) => {
    const contract = which === 'contract' ? checked : agreedContract
    const eSign = which === 'eSign' ? checked : agreedESign
    setAgreedContract(contract)
    setAgreedESign(eSign)
    if (contract && eSign) setShowAgreeError(false)
  }

  const next = () => {
    if (!contracts.data) return
    if (!agreedContract || !agreedESign) {
      setShowAgreeError(true)
      return
    }
    void Taro.navigateTo({ url: withApplyIds(ROUTES.signature, applyIds) })
  }

  return (
    <View className="page sign-page">
      <NavBar title={T.title} />
      <Text className="sign-page__intro">{T.intro}</Text>

      {contracts.data ? (
        contracts.data.map((html, index) => (
          <View key={applyIds[index]} className="sign-page__contract">
            <Text className="sign-page__heading">{T.contractHeading(index + 1, applyIds.length)}</Text>
            <Text className="sign-page__order">{T.orderNo(applyIds[index])}</Text>
            <SafeHtml className="sign-page__html" html={contractBodyHtml(html)} />
          </View>
        ))
      ) : contracts.error ? (
        <LoadError onRetry={() => void contracts.reload()} />
      ) : (
        <Skeleton bars={[22, 18, 18, 18, 18, 18, 18, 18, 18]} className="sign-page__contract" />
      )}

      <View className="sign-page__agreements">
        <CheckRow
          checked={agreedContract}
          onChange={(checked) => setAgreement('contract', checked)}
          label={T.agreeContract}
          invalid={showAgreeError && !agreedContract}
        />
        <CheckRow
          checked={agreedESign}
          onChange={(checked) => setAgreement('eSign', checked)}
          label={T.agreeESign}
          invalid={showAgreeError && !agreedESign}
        />
        {showAgreeError && (
          <View className="sign-page__error" role="alert">
            {T.mustAgree}
          </View>
        )}
      </View>

      <View className="sign-page__bar">
        <View
          className={`sign-page__next${contracts.data ? '' : ' sign-page__next--off'}`}
          role="button"
          aria-disabled={!contracts.data}
          onClick={next}
        >
          {T.next}
        </View>
      </View>
    </View>
  )
}
