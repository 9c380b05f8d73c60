/**
 * Repayment channels and the payment codes each one gives (domain.md "Repayment channels"):
 * - atm: a 14-digit virtual account at the collecting bank, valid 3 days;
 * - store_code: a 14-character code typed at a store kiosk (7-ELEVEN ibon, FamilyMart FamiPort,
 *   Hi-Life Life-ET, OK mart OK·go), valid 3 days;
 * - barcode: three Code 39 barcodes shown at a store counter, modelled on the stores' three-segment format
 *   (due date + collector, payment number, date + check + amount).
 * Codes are random; the caller stores them and answers the same code while it is valid.
 */
import { randomInt } from 'node:crypto'
import type { ConvenienceStore, RepayChannelKey, RepayProcess } from '../../../types/api/order'
import { formatDay, formatTaipeiMinute, taipeiDay } from './dates'
import { CHANNEL_TEXT } from './texts'

export const REPAY_CHANNEL_KEYS: readonly RepayChannelKey[] = ['atm', 'store_code', 'barcode']

/** The bank that collects ATM transfers into the virtual accounts. */
export const COLLECTING_BANK = { bankCode: '822', bankName: '中國信託' } as const

/** Business prefix of our virtual accounts at the collecting bank. */
const VA_PREFIX = '9521'
/** Prefix of store codes and barcodes (the collector's code at the stores). */
const COLLECTOR_CODE = 'EZD'

export const CODE_VALIDITY_MS = 3 * 24 * 60 * 60 * 1000

export const STORES: readonly ConvenienceStore[] = [
  { key: 'seven', name: '7-ELEVEN', kiosk: 'ibon' },
  { key: 'family', name: '全家 FamilyMart', kiosk: 'FamiPort' },
  { key: 'hilife', name: '萊爾富 Hi-Life', kiosk: 'Life-ET' },
  { key: 'ok', name: 'OK mart', kiosk: 'OK·go' },
]

export type RandomInt = (maxExclusive: number) => number
const secureRandom: RandomInt = (max) => randomInt(max)

function randomDigits(count: number, random: RandomInt): string {
  let digits = ''
  for (let i = 0; i < count; i++) digits += String(random(10))
  return digits
}

/** Weighted (3, 7, 1 repeating) mod-10 check digit, as many Taiwanese virtual account schemes use. */
export function vaCheckDigit(body: string): string {
  const weights = [3, 7, 1]
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index % 3], 0)
  return String((10 - (sum % 10)) % 10)
}

export function isValidVirtualAccount(account: string): boolean {
  return /^\d{14}$/.test(account) && account.startsWith(VA_PREFIX) && vaCheckDigit(account.slice(0, 13)) === account[13]
}

export function newVirtualAccount(random: RandomInt = secureRandom): string {
  const body = VA_PREFIX + randomDigits(9, random)
  return body + vaCheckDigit(body)
}

/** No I, O, 0, 1: people copy these codes by hand onto a kiosk screen. */
const STORE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newStoreCode(random: RandomInt = secureRandom): string {
  let code = COLLECTOR_CODE
  while (code.length < 14) code += STORE_CODE_ALPHABET[random(STORE_CODE_ALPHABET.length)]
  return code
}

/** Letters count by their place in three runs of nine (A–I, J–R, S–Z from 2), as the store format does. */
function barcodeCharValue(char: string): number {
  if (/\d/.test(char)) return Number(char)
  const index = char.charCodeAt(0) - 65
  if (index < 9) return index + 1
  if (index < 18) return index - 8
  return index - 16
}

function checkChar(sum: number): string {
  const rest = sum % 11
  if (rest === 0) return 'A'
  if (rest === 10) return 'B'
  return String(rest)
}

/**
 * Three barcodes for `amount`, payable until `expiresAt`: 9 characters (expiry YYMMDD + collector),
 * 16 characters (payment number), 15 characters (expiry MMDD + two check characters + amount in 9 digits).
 */
export function newStoreBarcodes(amount: number, expiresAt: Date, random: RandomInt = secureRandom): string[] {
  const expiry = formatDay(taipeiDay(expiresAt)).replace(/\//g, '') // YYYYMMDD
  const first = expiry.slice(2) + COLLECTOR_CODE
  const second = COLLECTOR_CODE + randomDigits(13, random)
  const amountText = String(amount).padStart(9, '0')
  const thirdWithoutCheck = expiry.slice(4) + amountText
  const all = first + second + thirdWithoutCheck
  let odd = 0
  let even = 0
  for (let i = 0; i < all.length; i++) {
    if (i % 2 === 0) odd += barcodeCharValue(all[i])
    else even += barcodeCharValue(all[i])
  }
  const third = expiry.slice(4) + checkChar(odd) + checkChar(even) + amountText
  return [first, second, third]
}

/** What the user does with each channel's code, step by step. */
export function processFor(channel: RepayChannelKey, code: string, amountText: string): RepayProcess[] {
  if (channel === 'atm') {
    return [
      {
        repayMethod: 'ATM 轉帳',
        repayCode: code,
        steps: [
          '插入金融卡並輸入密碼，選擇「轉帳」或「繳費」',
          `輸入銀行代碼 ${COLLECTING_BANK.bankCode}（${COLLECTING_BANK.bankName}）`,
          `輸入 14 碼虛擬帳號 ${code}`,
          `輸入金額 ${amountText}，確認後完成轉帳並保留交易明細`,
        ],
      },
      {
        repayMethod: '網路銀行／行動銀行',
        repayCode: code,
        steps: [
          '登入您的網路銀行或行動銀行，選擇「轉帳」',
          `轉入銀行選擇 ${COLLECTING_BANK.bankCode} ${COLLECTING_BANK.bankName}，帳號輸入 ${code}`,
          `輸入金額 ${amountText}，確認後完成轉帳`,
        ],
      },
    ]
  }
  if (channel === 'store_code') {
    return STORES.map((store) => ({
      repayMethod: `${store.name} ${store.kiosk}`,
      repayCode: code,
      steps: [
        `至 ${store.name} 使用 ${store.kiosk} 機台，選擇「代碼繳費」`,
        `輸入 14 碼繳費代碼 ${code}`,
        `確認金額 ${amountText} 後列印繳費單`,
        '持繳費單至櫃檯繳費並保留收據',
      ],
    }))
  }
  return [
    {
      repayMethod: '超商條碼繳費',
      repayCode: code,
      steps: [
        '至 7-ELEVEN、全家、萊爾富或 OK mart 櫃檯',
        '出示本頁三段條碼，由店員依序掃描',
        `確認金額 ${amountText} 後付款並保留收據`,
        '條碼繳費約 3 個工作天入帳，請於到期日前繳納',
      ],
    },
  ]
}

export function channelList(): Array<{ key: RepayChannelKey; value: string; isBank: boolean; description: string }> {
  return REPAY_CHANNEL_KEYS.map((key) => ({ key, ...CHANNEL_TEXT[key] }))
}

export function expiryText(expiresAt: Date): string {
  return formatTaipeiMinute(expiresAt)
}
