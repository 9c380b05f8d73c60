/**
 * The banks of domain.md with their 3-digit FISC codes, and a few sample branches per bank. The branch list
 * is illustrative reference data (4-digit codes in the real format, not an authoritative FISC list): binding
 * accepts any 4-digit branch code of a known bank, and names only the ones listed here.
 */
import type { Bank, BankBranch } from '../../types/api/bank'

export const BANKS: readonly Bank[] = [
  { bankCode: '004', bankName: '臺灣銀行' },
  { bankCode: '005', bankName: '土地銀行' },
  { bankCode: '006', bankName: '合作金庫' },
  { bankCode: '007', bankName: '第一銀行' },
  { bankCode: '008', bankName: '華南銀行' },
  { bankCode: '009', bankName: '彰化銀行' },
  { bankCode: '011', bankName: '上海商銀' },
  { bankCode: '012', bankName: '台北富邦' },
  { bankCode: '013', bankName: '國泰世華' },
  { bankCode: '016', bankName: '高雄銀行' },
  { bankCode: '017', bankName: '兆豐銀行' },
  { bankCode: '021', bankName: '花旗(台灣)' },
  { bankCode: '048', bankName: '王道銀行' },
  { bankCode: '050', bankName: '臺灣企銀' },
  { bankCode: '052', bankName: '渣打銀行' },
  { bankCode: '053', bankName: '台中銀行' },
  { bankCode: '054', bankName: '京城銀行' },
  { bankCode: '081', bankName: '滙豐(台灣)' },
  { bankCode: '102', bankName: '華泰銀行' },
  { bankCode: '103', bankName: '新光銀行' },
  { bankCode: '108', bankName: '陽信銀行' },
  { bankCode: '118', bankName: '板信銀行' },
  { bankCode: '147', bankName: '三信銀行' },
  { bankCode: '700', bankName: '中華郵政' },
  { bankCode: '803', bankName: '聯邦銀行' },
  { bankCode: '805', bankName: '遠東銀行' },
  { bankCode: '806', bankName: '元大銀行' },
  { bankCode: '807', bankName: '永豐銀行' },
  { bankCode: '808', bankName: '玉山銀行' },
  { bankCode: '809', bankName: '凱基銀行' },
  { bankCode: '810', bankName: '星展(台灣)' },
  { bankCode: '812', bankName: '台新銀行' },
  { bankCode: '816', bankName: '安泰銀行' },
  { bankCode: '822', bankName: '中國信託' },
  { bankCode: '823', bankName: '將來銀行' },
  { bankCode: '824', bankName: '連線銀行' },
  { bankCode: '826', bankName: '樂天銀行' },
]

const SAMPLE_BRANCH_NAMES = ['營業部', '臺北分行', '臺中分行', '高雄分行'] as const

/**
 * Sample branches: the last digit of a branch code is a check digit in the real scheme; here the codes are
 * `<bank-specific two digits><index><check>` with the check digit chosen so the digit sum is a multiple of 10,
 * which keeps them stable and distinct per bank.
 */
function sampleBranches(bankCode: string): BankBranch[] {
  const prefix = String(Number(bankCode) % 100).padStart(2, '0')
  return SAMPLE_BRANCH_NAMES.map((branchName, index) => {
    const body = `${prefix}${index + 1}`
    const sum = body.split('').reduce((acc, digit) => acc + Number(digit), 0)
    return { branchCode: `${body}${(10 - (sum % 10)) % 10}`, branchName }
  })
}

// 中華郵政 has post offices rather than branches: its list names the main offices.
const POST_OFFICE_BRANCHES: BankBranch[] = [
  { branchCode: '0001', branchName: '臺北郵局' },
  { branchCode: '0108', branchName: '臺中郵局' },
  { branchCode: '0205', branchName: '高雄郵局' },
]

export const BANK_BRANCHES: Readonly<Record<string, readonly BankBranch[]>> = Object.fromEntries(
  BANKS.map((bank) => [bank.bankCode, bank.bankCode === '700' ? POST_OFFICE_BRANCHES : sampleBranches(bank.bankCode)]),
)

export const bankByCode = (bankCode: string) => BANKS.find((bank) => bank.bankCode === bankCode) ?? null

export const branchName = (bankCode: string, branchCode: string) =>
  BANK_BRANCHES[bankCode]?.find((branch) => branch.branchCode === branchCode)?.branchName ?? ''
