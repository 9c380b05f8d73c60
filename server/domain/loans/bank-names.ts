/** Bank names for the receiving account shown in offers, orders and the contract, from the core's bank data. */
import { bankByCode } from '../../data/banks'

export function bankNameOf(bankCode: string): string {
  return bankByCode(bankCode)?.bankName ?? `銀行代碼 ${bankCode}`
}
