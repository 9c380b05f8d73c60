import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function LoginPage() {
  return (
    <View className="page">
      <NavBar title="登入" />
    </View>
  )
}
