import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function OrderDetailPage() {
  return (
    <View className="page">
      <NavBar title="訂單詳情" />
    </View>
  )
}
