import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function PasswordLoginPage() {
  return (
    <View className="page">
      <NavBar title="密碼登入" />
    </View>
  )
}
