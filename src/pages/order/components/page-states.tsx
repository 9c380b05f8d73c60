/**
 * The states every order/account page shares: a skeleton sized like the content while the first answer is on
 * its way, a failure with a retry, an empty or finished state with one action, and the logged-out prompt.
 */
import { View, Text } from '@tarojs/components'
import { goToLogin } from '@/hooks/use-require-login'
import { ORDER_TEXTS } from '../texts'
import './shared.scss'

/** `cards` grey blocks, each shaped like a card of `lines` lines. */
export function Skeleton({ cards = 3, lines = 3 }: { cards?: number; lines?: number }) {
  return (
    <View aria-busy="true" aria-label={ORDER_TEXTS.common.loading}>
      {Array.from({ length: cards }, (_, card) => (
        <View key={card} className="order-skeleton">
          {Array.from({ length: lines }, (__, line) => (
            <View
              key={line}
              className={`order-skeleton__line ${line === 0 ? 'order-skeleton__line--short' : ''} ${
                line === 1 ? 'order-skeleton__line--wide' : ''
              }`}
            />
          ))}
        </View>
      ))}
    </View>
  )
}

export interface StateCardProps {
  title: string
  body?: string
  actionText?: string
  onAction?: () => void
}

/** A centred message with at most one button (empty list, failure, finished). */
export function StateCard({ title, body, actionText, onAction }: StateCardProps) {
  return (
    <View className="order-state" role="status">
      <Text className="order-state__title">{title}</Text>
      {body && <Text className="order-state__body">{body}</Text>}
      {actionText && onAction && (
        <View className="order-state__button" role="button" onClick={onAction}>
          {actionText}
        </View>
      )}
    </View>
  )
}

/** A failed load: the reason when it is the server's own words, and 重新載入. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const serverMessage = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : ''
  return (
    <StateCard
      title={serverMessage || ORDER_TEXTS.common.loadFailed}
      actionText={ORDER_TEXTS.common.retry}
      onAction={onRetry}
    />
  )
}

/** Tab pages without a session: what logging in gives, and 登入 (which comes back here). */
export function LoginPrompt({
  title = ORDER_TEXTS.loginPrompt.title,
  body = ORDER_TEXTS.loginPrompt.body,
}: {
  title?: string
  body?: string
}) {
  return (
    <StateCard
      title={title}
      body={body}
      actionText={ORDER_TEXTS.loginPrompt.button}
      onAction={() => void goToLogin()}
    />
  )
}
