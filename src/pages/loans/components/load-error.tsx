import { View, Text } from '@tarojs/components'
import { COMMON_TEXT } from '../texts'
import './load-error.scss'

export interface LoadErrorProps {
  /** @default '資料載入失敗，請檢查網路後重試' */
  message?: string
  onRetry: () => void
}

/** What a page shows instead of its content when loading failed: the reason and a retry button. */
export default function LoadError({ message = COMMON_TEXT.loadFailed, onRetry }: LoadErrorProps) {
  return (
    <View className="load-error" role="alert">
      <Text className="load-error__message">{message}</Text>
      <View className="load-error__retry" role="button" onClick={onRetry}>
        {COMMON_TEXT.retry}
      </View>
    </View>
  )
}
