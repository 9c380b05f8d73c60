import { useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { BusinessError } from '@/services/api/errors'
import { editPassword } from '@/services/api/modules/user'
import { showSuccessToast } from '@/services/feedback'
import { PASSWORD_MESSAGES, validateNewPassword } from '@/utils/validators'
import { inputValue } from '@/pages/order/components/input-value'
import { ACCOUNT_TEXTS } from '../../account-texts'

const TEXTS = ACCOUNT_TEXTS.password

type Field = 'oldPassword' | 'newPassword' | 'confirm'
type Values = Record<Field, string>
type Errors = Partial<Record<Field | 'form', string | null>>

export function validatePasswordField(field: Field, values: Values): string | null {
  switch (field) {
    case 'oldPassword':
      return values.oldPassword ? null : TEXTS.oldRequired
    case 'newPassword': {
      const rule = validateNewPassword(values.newPassword)
      if (rule) return rule
      return values.newPassword === values.oldPassword ? TEXTS.sameAsOld : null
    }
    case 'confirm':
      if (!values.confirm) return PASSWORD_MESSAGES.required
      return values.confirm === values.newPassword ? null : PASSWORD_MESSAGES.mismatch
  }
}

const FIELDS: { field: Field; label: string; placeholder: string }[] = [
  { field: 'oldPassword', label: TEXTS.oldLabel, placeholder: TEXTS.oldPlaceholder },
  { field: 'newPassword', label: TEXTS.newLabel, placeholder: TEXTS.newPlaceholder },
  { field: 'confirm', label: TEXTS.confirmLabel, placeholder: TEXTS.confirmPlaceholder },
]

/** Change the login password: the current one, then the new one twice. */
export default function PasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirm: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const submit = async () => {
    if (submittingRef.current) return
    const next: Errors = {}
    for (const { field } of FIELDS) next[field] = validatePasswordField(field, values)
    setErrors(next)
    if (FIELDS.some(({ field }) => next[field])) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      await editPassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }, { silent: true })
      showSuccessToast(TEXTS.done)
      onDone()
    } catch (error) {
      // `原密碼錯誤` belongs next to the current password; anything else under the form.
      if (error instanceof BusinessError && /原密碼/.test(error.message)) {
        setErrors({ oldPassword: error.message })
      } else {
        setErrors({ form: error instanceof BusinessError ? error.message : ACCOUNT_TEXTS.feedback.loadFailed })
      }
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <View role="form" aria-label={TEXTS.title}>
      {FIELDS.map(({ field, label, placeholder }) => (
        <View key={field} className="account-field">
          <Text className="account-field__label">{label}</Text>
          <Input
            className={`account-field__input ${errors[field] ? 'account-field__input--error' : ''}`}
            password
            value={values[field]}
            maxlength={20}
            placeholder={placeholder}
            aria-label={label}
            onInput={(event) => {
              const value = inputValue(event)
              setValues((previous) => ({ ...previous, [field]: value }))
            }}
            onBlur={() => setErrors((previous) => ({ ...previous, [field]: validatePasswordField(field, values) }))}
          />
          {errors[field] && (
            <View className="account-field__error" role="alert">
              {errors[field]}
            </View>
          )}
        </View>
      ))}
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
          className={`account-sheet__button ${submitting ? 'account-sheet__button--busy' : ''}`}
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
