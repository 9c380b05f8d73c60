import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function BankListPage() {
  return (
    <View className="page">
      <NavBar title="我的銀行帳戶" />
    </View>
  )
}
