import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ProductListPage() {
  return (
    <View className="page">
      <NavBar title="選擇借款產品" />
    </View>
  )
}
