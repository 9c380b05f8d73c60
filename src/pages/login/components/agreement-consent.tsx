import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ROUTES } from '@/constants/routes'
import { LOGIN_TEXTS } from '../texts'
import './login.scss'

export interface AgreementConsentProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Shown under the row when the user tries to log in without ticking it. */
  error?: string
}

type AgreementType = 'service' | 'privacy' | 'notice'

function openAgreement(type: AgreementType) {
  void Taro.navigateTo({ url: `${ROUTES.agreement}?type=${type}` })
}

/**
 * The consent row of the login page: a checkbox the user must tick, with links to the service agreement,
 * the privacy policy and the personal-data collection notice (PDPA art. 8) on `/pages/agreement`.
 */
export default function AgreementConsent({ checked, onChange, error }: AgreementConsentProps) {
  return (
    <View className="consent">
      <View className="consent__row">
        <View
          className="consent__box-target"
          role="checkbox"
          aria-checked={checked}
          aria-label={LOGIN_TEXTS.agreeLabel}
          onClick={() => onChange(!checked)}
        >
          <View className={`consent__box ${checked ? 'consent__box--checked' : ''}`}>
            {checked && <Text className="consent__tick" />}
          </View>
        </View>
        <View className="consent__text">
          <Text onClick={() => onChange(!checked)}>{LOGIN_TEXTS.agreePrefix}</Text>
          <View className="consent__link" role="link" onClick={() => openAgreement('service')}>
            {LOGIN_TEXTS.serviceAgreement}
          </View>
          <Text>{LOGIN_TEXTS.and}</Text>
          <View className="consent__link" role="link" onClick={() => openAgreement('privacy')}>
            {LOGIN_TEXTS.privacyPolicy}
          </View>
          <Text>{LOGIN_TEXTS.and}</Text>
          <View className="consent__link" role="link" onClick={() => openAgreement('notice')}>
            {LOGIN_TEXTS.collectionNotice}
          </View>
        </View>
      </View>
      {error && (
        <View className="kyc-field__error consent__error" role="alert">
          {error}
        </View>
      )}
    </View>
  )
}
