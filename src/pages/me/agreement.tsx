import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function MeAgreementPage() {
  return (
    <View className="page">
      <NavBar title="協議與條款" />
    </View>
  )
}
