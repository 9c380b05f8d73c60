import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function SignPage() {
  return (
    <View className="page">
      <NavBar title="簽署合約" />
    </View>
  )
}
