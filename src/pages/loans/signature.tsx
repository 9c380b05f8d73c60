import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function SignaturePage() {
  return (
    <View className="page">
      <NavBar title="手寫簽名" />
    </View>
  )
}
