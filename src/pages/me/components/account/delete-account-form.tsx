import { useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { useApiData } from '@/hooks/use-api-data'
import { BusinessError } from '@/services/api/errors'
import { destroyAccount, getUserDataList } from '@/services/api/modules/user'
import { showToast } from '@/services/feedback'
import { inputValue } from '@/pages/order/components/input-value'
import { ACCOUNT_TEXTS } from '../../account-texts'
import { endSessionOnDevice } from './end-session'

const TEXTS = ACCOUNT_TEXTS.destroy
const REASON_MAX = 200

/**
 * Account deletion: exactly what the server holds and will delete (its own list, with counts), what else
 * happens, a tick to confirm, then `destroy` and the end of the session on this device.
 */
export default function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const data = useApiData(() => getUserDataList({ silent: true }), [], { refreshOnShow: false })
  const [confirmed, setConfirmed] = useState(false)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ confirm?: string; reason?: string; form?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const submit = async () => {
    if (submittingRef.current) return
    const next = {
      confirm: confirmed ? undefined : TEXTS.mustConfirm,
      reason: reason.trim().length > REASON_MAX ? TEXTS.reasonTooLong : undefined,
    }
    setErrors(next)
    if (next.confirm || next.reason) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      await destroyAccount({ reason: reason.trim() || undefined }, { silent: true })
      showToast(TEXTS.done)
      await endSessionOnDevice()
    } catch (error) {
      // 409 `尚有未結清的借款，無法註銷帳戶`: shown here, the account stays.
      setErrors({ form: error instanceof BusinessError ? error.message : ACCOUNT_TEXTS.feedback.loadFailed })
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <View role="form" aria-label={TEXTS.title}>
      <Text className="account-sheet__text">{TEXTS.intro}</Text>
      <View className="account-data" role="list" aria-label={TEXTS.intro}>
        {data.data ? (
          data.data.map((item) => (
            <View key={item.category} className="account-data__row" role="listitem">
              <Text className="account-data__label">{item.label}</Text>
              <Text className="account-data__count">{item.count > 0 ? TEXTS.dataCount(item.count) : TEXTS.noData}</Text>
            </View>
          ))
        ) : (
          <View className="account-data__row">
            <Text className="account-data__count">{TEXTS.loadingData}</Text>
          </View>
        )}
      </View>
      <Text className="account-sheet__section-title">{TEXTS.alsoTitle}</Text>
      <View className="account-list">
        {TEXTS.also.map((line) => (
          <Text key={line} className="account-list__item">
            {line}
          </Text>
        ))}
      </View>
      <Text className="account-sheet__muted">{TEXTS.openLoans}</Text>

      <View className="account-field">
        <Text className="account-field__label">{TEXTS.reasonLabel}</Text>
        <Input
          className={`account-field__input ${errors.reason ? 'account-field__input--error' : ''}`}
          value={reason}
          maxlength={REASON_MAX + 20}
          placeholder={TEXTS.reasonPlaceholder}
          aria-label={TEXTS.reasonLabel}
          onInput={(event) => setReason(inputValue(event))}
        />
        {errors.reason && (
          <View className="account-field__error" role="alert">
            {errors.reason}
          </View>
        )}
      </View>

      <View
        className="account-check"
        role="checkbox"
        aria-checked={confirmed}
        aria-label={TEXTS.confirmLabel}
        onClick={() => {
          setConfirmed(!confirmed)
          setErrors((previous) => ({ ...previous, confirm: undefined }))
        }}
      >
        <View className={`account-check__box ${confirmed ? 'account-check__box--checked' : ''}`} />
        <Text className="account-check__label">{TEXTS.confirmLabel}</Text>
      </View>
      {errors.confirm && (
        <View className="account-field__error" role="alert">
          {errors.confirm}
        </View>
      )}
      {errors.form && (
        <View className="account-field__error" role="alert">
          {errors.form}
        </View>
      )}
      <View className="account-sheet__actions">
        <View className="account-sheet__button account-sheet__button--secondary" role="button" onClick={onCancel}>
          {TEXTS.cancel}
        </View>
        <View
          className={`account-sheet__button account-sheet__button--danger ${
            submitting ? 'account-sheet__button--busy' : ''
          }`}
          role="button"
          aria-disabled={submitting}
          onClick={() => void submit()}
        >
          {submitting ? TEXTS.submitting : TEXTS.submit}
        </View>
      </View>
    </View>
  )
}
