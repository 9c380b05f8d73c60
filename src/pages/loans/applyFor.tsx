import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ApplyForPage() {
  return (
    <View className="page">
      <NavBar title="申請借款" />
    </View>
  )
}
