import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function LoansPage() {
  return (
    <View className="page">
      <NavBar title="借款" hideBack />
    </View>
  )
}
