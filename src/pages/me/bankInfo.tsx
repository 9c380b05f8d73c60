import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function BankInfoPage() {
  return (
    <View className="page">
      <NavBar title="銀行帳戶" />
    </View>
  )
}
