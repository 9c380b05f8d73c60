import { View, Text, Slider } from '@tarojs/components'
import { snapAmount } from '@/utils/loan-cost'
import { formatNtd } from '@/utils/money'
import { APPLY_FOR_TEXT as T } from '../apply-texts'
import './amount-picker.scss'

export interface AmountPickerProps {
  /** Whole NT$, a multiple of `step` within `min`–`max`. */
  value: number
  min: number
  max: number
  step: number
  onChange: (amount: number) => void
  /** @default false */
  disabled?: boolean
}

/**
 * The loan amount: − and + buttons (one step each) and a slider over the whole range; every value is snapped
 * to the product's whole-NT$ steps, so only amounts the server accepts can be picked.
 */
export default function AmountPicker({ value, min, max, step, onChange, disabled = false }: AmountPickerProps) {
  const set = (amount: number) => {
    if (disabled) return
    const snapped = snapAmount(amount, min, max, step)
    if (snapped !== value) onChange(snapped)
  }
  const canDecrease = !disabled && value > min
  const canIncrease = !disabled && value < max

  return (
    <View className={`amount-picker${disabled ? ' amount-picker--disabled' : ''}`}>
      <View className="amount-picker__row">
        <View
          className={`amount-picker__step${canDecrease ? '' : ' amount-picker__step--off'}`}
          role="button"
          aria-label={T.decrease}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && set(value - step)}
        >
          <Text className="amount-picker__sign">−</Text>
        </View>
        <Text className="amount-picker__value" aria-live="polite">
          {formatNtd(value)}
        </Text>
        <View
          className={`amount-picker__step${canIncrease ? '' : ' amount-picker__step--off'}`}
          role="button"
          aria-label={T.increase}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && set(value + step)}
        >
          <Text className="amount-picker__sign">+</Text>
        </View>
      </View>
      {min < max && (
        <Slider
          className="amount-picker__slider"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          activeColor="#2886FF"
          backgroundColor="#DCE3EC"
          blockSize={24}
          aria-label={T.amountLabel}
          onChange={(event) => set(Number(event.detail.value))}
        />
      )}
      <Text className="amount-picker__range">{T.amountRange(min, max, step)}</Text>
    </View>
  )
}
