import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function FacePage() {
  return (
    <View className="page">
      <NavBar title="人臉識別" />
    </View>
  )
}
