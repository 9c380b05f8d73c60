import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function AgreementPage() {
  return (
    <View className="page">
      <NavBar title="服務協議" />
    </View>
  )
}
