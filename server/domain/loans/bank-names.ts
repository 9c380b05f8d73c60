/**
 * Bank names for the receiving account shown in offers, orders and the contract.
 * TEMPORARY copy of domain.md's list until the core's bank reference data (bank/list) lands; then this
 * file should read that data instead of keeping its own.
 */
const BANK_NAMES: Record<string, string> = {
  '004': '臺灣銀行',
  '005': '土地銀行',
  '006': '合作金庫',
  '007': '第一銀行',
  '008': '華南銀行',
  '009': '彰化銀行',
  '011': '上海商銀',
  '012': '台北富邦',
  '013': '國泰世華',
  '016': '高雄銀行',
  '017': '兆豐銀行',
  '021': '花旗(台灣)',
  '048': '王道銀行',
  '050': '臺灣企銀',
  '052': '渣打銀行',
  '053': '台中銀行',
  '054': '京城銀行',
  '081': '滙豐(台灣)',
  '102': '華泰銀行',
  '103': '新光銀行',
  '108': '陽信銀行',
  '118': '板信銀行',
  '147': '三信銀行',
  '700': '中華郵政',
  '803': '聯邦銀行',
  '805': '遠東銀行',
  '806': '元大銀行',
  '807': '永豐銀行',
  '808': '玉山銀行',
  '809': '凱基銀行',
  '810': '星展(台灣)',
  '812': '台新銀行',
  '816': '安泰銀行',
  '822': '中國信託',
  '823': '將來銀行',
  '824': '連線銀行',
  '826': '樂天銀行',
}

export function bankNameOf(bankCode: string): string {
  return BANK_NAMES[bankCode] ?? `銀行代碼 ${bankCode}`
}
