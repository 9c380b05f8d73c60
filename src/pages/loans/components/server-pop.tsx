import { View, Text, Image } from '@tarojs/components'
import type { PopItem } from '@contract/config'
import { LOANS_TAB_TEXT } from '../texts'
import './server-pop.scss'

export interface ServerPopProps {
  pop: PopItem
  /** The user closed it (✕ or 我知道了). */
  onClose: () => void
  /** The user asked for the linked page (only offered when the pop-up has a `linkPath`). */
  onOpenLink: () => void
}

/** A pop-up the server asked the app to show (`common/getPop`): title, optional image, text, actions. */
export default function ServerPop({ pop, onClose, onOpenLink }: ServerPopProps) {
  const titleId = `server-pop-title-${pop.popId}`
  return (
    <View className="server-pop">
      <View className="server-pop__panel" role="dialog" aria-modal aria-labelledby={titleId}>
        <View className="server-pop__close" role="button" aria-label={LOANS_TAB_TEXT.popupClose} onClick={onClose}>
          <Text className="server-pop__close-mark">×</Text>
        </View>
        {pop.imageUrl !== '' && (
          <Image className="server-pop__image" src={pop.imageUrl} mode="widthFix" imgProps={{ alt: '' }} />
        )}
        <Text id={titleId} className="server-pop__title">
          {pop.title}
        </Text>
        <Text className="server-pop__content">{pop.content}</Text>
        <View className="server-pop__actions">
          {pop.linkPath !== '' && (
            <View className="server-pop__button server-pop__button--secondary" role="button" onClick={onOpenLink}>
              {LOANS_TAB_TEXT.popupOpen}
            </View>
          )}
          <View className="server-pop__button" role="button" onClick={onClose}>
            {LOANS_TAB_TEXT.popupConfirm}
          </View>
        </View>
      </View>
    </View>
  )
}
