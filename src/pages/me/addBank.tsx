import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function AddBankPage() {
  return (
    <View className="page">
      <NavBar title="新增銀行帳戶" />
    </View>
  )
}
