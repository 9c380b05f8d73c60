import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { loginUrl } from '@/hooks/use-require-login'
import { getLoansIndex } from '@/services/api/modules/apply'
import { tokenAtom } from '@/store/session'
import { stepRoute } from '@/utils/kyc-steps'
import { ENTRY_TEXT as T } from '../loans/texts'
import './index.scss'

/**
 * Where to start, by state (it is the spec's `/pages/index/index`, so it routes rather than showing a page of
 * its own): logged out → login (then the loans tab); verification unfinished → the first unfinished step;
 * otherwise → the loans tab. Replaces itself, so back never returns here.
 */
async function routeByState(loggedIn: boolean): Promise<void> {
  if (!loggedIn) {
    await Taro.redirectTo({ url: loginUrl(ROUTES.loans) })
    return
  }
  const index = await getLoansIndex({ silent: true })
  if (index.state === 'kyc' && index.kycNextStep) {
    await Taro.redirectTo({ url: stepRoute(index.kycNextStep) })
    return
  }
  await Taro.switchTab({ url: ROUTES.loans })
}

export default function EntryPage() {
  const loggedIn = Boolean(useAtomValue(tokenAtom))
  const [failed, setFailed] = useState(false)

  const start = useCallback(() => {
    setFailed(false)
    routeByState(loggedIn).catch(() => setFailed(true))
  }, [loggedIn])

  useEffect(() => {
    start()
  }, [start])

  return (
    <View className="page entry-page">
      <NavBar title={process.env.TARO_APP_NAME ?? ''} hideBack />
      <View className="entry-page__body" role="status">
        <Text className="entry-page__brand">{process.env.TARO_APP_NAME}</Text>
        {failed ? (
          <>
            <Text className="entry-page__text">{T.failed}</Text>
            <View className="entry-page__primary" role="button" onClick={start}>
              {T.retry}
            </View>
            <View
              className="entry-page__secondary"
              role="button"
              onClick={() => void Taro.switchTab({ url: ROUTES.loans })}
            >
              {T.goToLoans}
            </View>
          </>
        ) : (
          <Text className="entry-page__text">{T.checking}</Text>
        )}
      </View>
    </View>
  )
}
