import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function PayPage() {
  return (
    <View className="page">
      <NavBar title="還款" />
    </View>
  )
}
