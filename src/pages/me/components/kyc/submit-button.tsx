import { Text, View } from '@tarojs/components'
import './kyc-form.scss'

export interface SubmitButtonProps {
  text: string
  /** Shown with a spinner while `busy`. */
  busyText: string
  busy: boolean
  /** Looks disabled and ignores taps (besides `busy`). @default false */
  disabled?: boolean
  onClick: () => void
  /** Outlined instead of filled. @default false */
  ghost?: boolean
}

/**
 * The form's main button. While `busy` it shows progress and ignores taps; callers also guard in code, since a
 * fast double tap can arrive before the re-render.
 */
export default function SubmitButton({
  text,
  busyText,
  busy,
  disabled = false,
  onClick,
  ghost = false,
}: SubmitButtonProps) {
  const inactive = busy || disabled
  const className = [
    'kyc-button',
    ghost ? 'kyc-button--ghost' : '',
    busy ? 'kyc-button--busy' : '',
    disabled && !busy ? 'kyc-button--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <View
      className={className}
      role="button"
      aria-disabled={inactive}
      aria-busy={busy}
      onClick={() => {
        if (!inactive) onClick()
      }}
    >
      {busy && <Text className="kyc-spinner" />}
      <Text>{busy ? busyText : text}</Text>
    </View>
  )
}
