import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function UserInfoPage() {
  return (
    <View className="page">
      <NavBar title="個人資料" />
    </View>
  )
}
