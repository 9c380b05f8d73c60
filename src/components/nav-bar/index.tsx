import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { ROUTES } from '@/constants/routes'
import './index.scss'

export interface NavBarProps {
  /** Title in the middle of the bar. */
  title: string
  /** Hide the back button (tab pages). @default false */
  hideBack?: boolean
}

/** The custom navigation bar every page renders (spec section 2). */
export default function NavBar({ title, hideBack = false }: NavBarProps) {
  const goBack = () => {
    if (Taro.getCurrentPages().length > 1) Taro.navigateBack()
    else Taro.switchTab({ url: ROUTES.loans })
  }
  return (
    <View className="nav-bar">
      {!hideBack && (
        <View className="nav-bar__back" onClick={goBack} aria-label="返回" role="button">
          <Text className="nav-bar__chevron" />
        </View>
      )}
      <Text className="nav-bar__title">{title}</Text>
    </View>
  )
}
