import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import { ACCOUNT_TEXTS } from '../../account-texts'
import './account.scss'

export interface SheetProps {
  visible: boolean
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * On H5 the sheet is rendered into <body>: inside the page it would sit under the tab bar, because Taro's
 * page transitions give each page its own stacking context.
 */
function sheetContainer(): HTMLElement | null {
  return process.env.TARO_ENV === 'h5' ? document.body : null
}

/**
 * A bottom sheet with a title and 關閉. Its content exists only while it is open, so every opening starts from
 * a clean form (a failed submit keeps the sheet open, and with it what was typed).
 */
export default function Sheet({ visible, title, onClose, children }: SheetProps) {
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      onClose={onClose}
      portal={process.env.TARO_ENV === 'h5' ? sheetContainer : undefined}
    >
      {visible && (
        <View className="account-sheet" role="dialog" aria-modal="true" aria-label={title}>
          <View className="account-sheet__head">
            <Text className="account-sheet__title">{title}</Text>
            <View className="account-sheet__close" role="button" onClick={onClose}>
              {ACCOUNT_TEXTS.feedback.close}
            </View>
          </View>
          {children}
        </View>
      )}
    </Popup>
  )
}
