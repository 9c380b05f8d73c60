import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function FaceDemoPage() {
  return (
    <View className="page">
      <NavBar title="人臉識別說明" />
    </View>
  )
}
