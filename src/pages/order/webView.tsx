import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function WebViewPage() {
  return (
    <View className="page">
      <NavBar title="網頁" />
    </View>
  )
}
