import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function MePage() {
  return (
    <View className="page">
      <NavBar title="我的" hideBack />
    </View>
  )
}
