import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function AptitudePage() {
  return (
    <View className="page">
      <NavBar title="資質認證" hideBack />
    </View>
  )
}
