import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { ACCOUNT_TEXTS } from './account-texts'
import './agreement.scss'

const TEXTS = ACCOUNT_TEXTS.agreements

/** `/pages/me/agreement`: the agreements the user accepted, each opening `/pages/agreement?type=…`. */
export default function MeAgreementPage() {
  return (
    <View className="page me-agreement">
      <NavBar title={TEXTS.title} />
      <View className="me-agreement__list" role="list" aria-label={TEXTS.listLabel}>
        {TEXTS.items.map((item) => (
          <View
            key={item.type}
            className="me-agreement__item"
            role="button"
            aria-label={item.title}
            onClick={() => void Taro.navigateTo({ url: `${ROUTES.agreement}?type=${item.type}` })}
          >
            <View className="me-agreement__text">
              <Text className="me-agreement__title">{item.title}</Text>
              <Text className="me-agreement__description">{item.description}</Text>
            </View>
            <Text className="me-agreement__chevron" />
          </View>
        ))}
      </View>
    </View>
  )
}
