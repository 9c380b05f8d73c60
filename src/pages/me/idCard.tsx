import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function IdCardPage() {
  return (
    <View className="page">
      <NavBar title="身分證認證" />
    </View>
  )
}
