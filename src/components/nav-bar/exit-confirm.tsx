import { View, Text } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import { NAV_BAR_TEXTS } from './texts'

export interface ExitConfirmProps {
  visible: boolean
  /** `繼續認證`, and closing the popup any other way. */
  onStay: () => void
  /** `放棄並退出`. */
  onLeave: () => void
}

/** The confirm-exit bottom popup of the verification pages (spec section 2). */
export default function ExitConfirm({ visible, onStay, onLeave }: ExitConfirmProps) {
  return (
    <Popup visible={visible} position="bottom" round onClose={onStay}>
      <View className="nav-bar-exit" role="dialog" aria-modal="true">
        <Text className="nav-bar-exit__message">{NAV_BAR_TEXTS.exitConfirmMessage}</Text>
        <View className="nav-bar-exit__actions">
          <View className="nav-bar-exit__button nav-bar-exit__button--primary" role="button" onClick={onStay}>
            {NAV_BAR_TEXTS.exitConfirmStay}
          </View>
          <View className="nav-bar-exit__button" role="button" onClick={onLeave}>
            {NAV_BAR_TEXTS.exitConfirmLeave}
          </View>
        </View>
      </View>
    </Popup>
  )
}
