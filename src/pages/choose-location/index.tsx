import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ChooseLocationPage() {
  return (
    <View className="page">
      <NavBar title="選擇位置" />
    </View>
  )
}
