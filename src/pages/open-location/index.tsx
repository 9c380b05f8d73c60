import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function OpenLocationPage() {
  return (
    <View className="page">
      <NavBar title="查看位置" />
    </View>
  )
}
