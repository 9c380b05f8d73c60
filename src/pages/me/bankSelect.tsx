import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function BankSelectPage() {
  return (
    <View className="page">
      <NavBar title="選擇銀行" />
    </View>
  )
}
