import { Text, View } from '@tarojs/components'
import type { BoundCard } from '@contract/bank'
import { maskAccountNumber } from '@/utils/bank-account'
import { BANK_TEXTS } from '../../bank-face-texts'

export interface BankCardFaceProps {
  card: BoundCard
  /** Extra badge, e.g. `收款帳戶` when this card is the one chosen for a loan. @default '' */
  badge?: string
}

/**
 * A bound account drawn like a bank card: bank name and code, branch, the masked number and the default
 * badge. The number is masked again here in case a server ever sent more than the last four digits.
 */
export default function BankCardFace({ card, badge = '' }: BankCardFaceProps) {
  return (
    <View className="bank-card-face">
      <View className="bank-card-face__top">
        <Text className="bank-card-face__bank">{card.bankName}</Text>
        <Text className="bank-card-face__code">{card.bankCode}</Text>
        {card.isDefault && <Text className="bank-card-face__badge">{BANK_TEXTS.defaultBadge}</Text>}
        {badge && <Text className="bank-card-face__badge bank-card-face__badge--chosen">{badge}</Text>}
      </View>
      <Text className="bank-card-face__branch">{card.branchName || '\u00a0'}</Text>
      <Text className="bank-card-face__number">{maskAccountNumber(card.accountMasked)}</Text>
    </View>
  )
}
