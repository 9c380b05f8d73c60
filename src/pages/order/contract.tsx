import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ContractPage() {
  return (
    <View className="page">
      <NavBar title="借款合約" />
    </View>
  )
}
