import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function EntryPage() {
  return (
    <View className="page">
      <NavBar title="易貸" />
    </View>
  )
}
