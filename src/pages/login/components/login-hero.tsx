import { Text, View } from '@tarojs/components'
import './login.scss'

export interface LoginHeroProps {
  title: string
  tagline: string
}

/** The brand band at the top of the login pages: product name and one line of what to do. */
export default function LoginHero({ title, tagline }: LoginHeroProps) {
  return (
    <View className="login-hero">
      <View className="login-hero__logo" aria-hidden>
        <Text className="login-hero__logo-mark">{(process.env.TARO_APP_NAME || '').slice(0, 1)}</Text>
      </View>
      <Text className="login-hero__title">{title}</Text>
      <Text className="login-hero__tagline">{tagline}</Text>
    </View>
  )
}
