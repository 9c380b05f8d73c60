import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { RepayChannelKey } from '@contract/order'
import { BusinessError } from '@/services/api/errors'
import { reportManualRepayment } from '@/services/api/modules/order'
import { formatNtd } from '@/utils/money'
import { inputValue } from './input-value'
import { ORDER_TEXTS } from '../texts'

const TEXTS = ORDER_TEXTS.pay.manual
const REFERENCE_MAX = 30

/** `null` when `input` is a whole number of NT$ between 1 and `max`, else the message to show. */
export function validateClaimAmount(input: string, max: number): string | null {
  const text = input.replace(/[,\s]/g, '')
  if (text === '') return TEXTS.amountRequired
  if (!/^\d+$/.test(text) || Number(text) < 1) return TEXTS.amountInteger
  if (Number(text) > max) return TEXTS.amountTooLarge(formatNtd(max))
  return null
}

export function validateReference(input: string): string | null {
  return input.trim().length > REFERENCE_MAX ? TEXTS.referenceTooLong : null
}

export interface ManualClaimFormProps {
  repayPlanId: string
  channel: RepayChannelKey
  /** What is due: the default and the maximum. */
  amountDue: number
  onDone: (message: string) => void
  onCancel: () => void
}

/** "我已完成繳款": the user tells us what they paid; an operator checks it against the bank. */
export default function ManualClaimForm({ repayPlanId, channel, amountDue, onDone, onCancel }: ManualClaimFormProps) {
  const [amount, setAmount] = useState(String(amountDue))
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<{ amount?: string | null; reference?: string | null; form?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  // The form opens below the instructions, out of sight on a phone: bring it into view.
  useEffect(() => {
    Promise.resolve()
      .then(() => Taro.pageScrollTo({ selector: '.pay-claim', duration: 200 }))
      .catch(() => undefined)
  }, [])

  const submit = async () => {
    if (submittingRef.current) return
    const amountError = validateClaimAmount(amount, amountDue)
    const referenceError = validateReference(reference)
    setErrors({ amount: amountError, reference: referenceError })
    if (amountError || referenceError) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      const answer = await reportManualRepayment(
        {
          repayPlanId,
          channel,
          amount: Number(amount.replace(/[,\s]/g, '')),
          reference: reference.trim() || undefined,
        },
        { silent: true },
      )
      onDone(answer.message || TEXTS.received)
    } catch (error) {
      // The server names the field (e.g. too much); other failures get the general text. The form keeps its values.
      setErrors({ form: error instanceof BusinessError ? error.message : ORDER_TEXTS.common.loadFailed })
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <View className="pay-card pay-claim" role="form" aria-label={TEXTS.title}>
      <Text className="pay-card__title">{TEXTS.title}</Text>
      <View className="pay-field">
        <Text className="pay-field__label" id="claim-amount-label">
          {TEXTS.amount}
        </Text>
        <Input
          className={`pay-field__input ${errors.amount ? 'pay-field__input--error' : ''}`}
          type="number"
          value={amount}
          placeholder={TEXTS.amountPlaceholder}
          aria-label={TEXTS.amount}
          onInput={(event) => setAmount(inputValue(event))}
          onBlur={() => setErrors((previous) => ({ ...previous, amount: validateClaimAmount(amount, amountDue) }))}
        />
        {errors.amount && (
          <View className="pay-error" role="alert">
            {errors.amount}
          </View>
        )}
      </View>
      <View className="pay-field">
        <Text className="pay-field__label">{TEXTS.reference}</Text>
        <Input
          className={`pay-field__input ${errors.reference ? 'pay-field__input--error' : ''}`}
          type="text"
          value={reference}
          maxlength={REFERENCE_MAX + 10}
          placeholder={TEXTS.referencePlaceholder}
          aria-label={TEXTS.reference}
          onInput={(event) => setReference(inputValue(event))}
          onBlur={() => setErrors((previous) => ({ ...previous, reference: validateReference(reference) }))}
        />
        {errors.reference && (
          <View className="pay-error" role="alert">
            {errors.reference}
          </View>
        )}
      </View>
      {errors.form && (
        <View className="pay-error" role="alert">
          {errors.form}
        </View>
      )}
      <View className="pay-claim__actions">
        <View className="pay-button pay-button--secondary" role="button" onClick={onCancel}>
          {TEXTS.cancel}
        </View>
        <View
          className={`pay-button ${submitting ? 'pay-button--busy' : ''}`}
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
