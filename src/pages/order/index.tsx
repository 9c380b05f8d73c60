import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function OrdersPage() {
  return (
    <View className="page">
      <NavBar title="訂單" hideBack />
    </View>
  )
}
