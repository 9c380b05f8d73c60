/**
 * Finding a bank in the list of Taiwan banks (`bank/list`): by its 3-digit FISC code or by any part of its
 * name. Taiwanese write 臺 and 台 interchangeably (臺灣銀行 / 台灣銀行) and may type with a full-width
 * keyboard, so both sides are folded before comparing.
 */
import type { Bank } from '@contract/bank'

/**
 * The banks most people here hold salary or everyday accounts with, shown first: 中國信託, 國泰世華, 玉山,
 * 台新, 中華郵政, 臺灣銀行, 台北富邦, 永豐 (the largest retail banks by accounts).
 */
export const COMMON_BANK_CODES: readonly string[] = ['822', '013', '808', '812', '700', '004', '012', '807']

function fold(text: string): string {
  return text
    .replace(/[０-９Ａ-Ｚａ-ｚ]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/臺/g, '台')
    .replace(/[\s\u3000()（）]/g, '')
    .toLowerCase()
}

/** Banks matching `query` (code prefix or part of the name), code matches first; every bank for an empty query. */
export function searchBanks(banks: readonly Bank[], query: string): Bank[] {
  const wanted = fold(query)
  if (wanted === '') return [...banks]
  const byCode = banks.filter((bank) => bank.bankCode.startsWith(wanted))
  const byName = banks.filter((bank) => !byCode.includes(bank) && fold(bank.bankName).includes(wanted))
  return [...byCode, ...byName]
}

/** The common banks present in `banks`, in the order of `COMMON_BANK_CODES`. */
export function commonBanks(banks: readonly Bank[]): Bank[] {
  return COMMON_BANK_CODES.map((code) => banks.find((bank) => bank.bankCode === code)).filter(
    (bank): bank is Bank => bank !== undefined,
  )
}

/** `822 中國信託`: how a bank is labelled everywhere in these pages. */
export function bankLabel(bank: Pick<Bank, 'bankCode' | 'bankName'>): string {
  return `${bank.bankCode} ${bank.bankName}`
}
