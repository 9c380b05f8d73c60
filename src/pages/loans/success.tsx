import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ApplySuccessPage() {
  return (
    <View className="page">
      <NavBar title="申請成功" />
    </View>
  )
}
