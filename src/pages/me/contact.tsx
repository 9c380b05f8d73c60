import { View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'

export default function ContactPage() {
  return (
    <View className="page">
      <NavBar title="緊急聯絡人" />
    </View>
  )
}
