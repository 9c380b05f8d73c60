/**
 * Every Traditional Chinese text of the loans area in one place (messages, timeline notes, channel labels),
 * so it can be reviewed and translated together. The app keeps its own labels and colours for statuses;
 * the server needs status names only inside its own messages and the contract.
 */
import type { OrderStatus, RepayChannelKey } from '../../../types/api/order'

export const STATUS_NAMES: Record<OrderStatus, string> = {
  to_sign: '待簽約',
  under_review: '審核中',
  disbursing: '放款中',
  disbursement_failed: '放款失敗',
  repaying: '還款中',
  extended: '已展期',
  overdue: '已逾期',
  settled: '已結清',
  rejected: '審核未通過',
}

export const ACTION_NAMES = {
  sign: '簽署合約',
  approve: '審核通過',
  reject: '拒絕申請',
  disburse: '撥款',
  failDisbursement: '標記放款失敗',
  markOverdue: '標記逾期',
  settle: '結清',
  extend: '展期',
  repay: '還款',
  adjust: '調整申請內容',
} as const

export type OrderAction = keyof typeof ACTION_NAMES

/** Timeline note for the status an order has just entered. */
export const TIMELINE_NOTES: Record<OrderStatus, string> = {
  to_sign: '申請已送出，待簽署合約',
  under_review: '已簽署合約，進入審核',
  disbursing: '審核通過，準備撥款',
  disbursement_failed: '撥款失敗，請確認收款帳戶',
  repaying: '已撥款至您的帳戶',
  extended: '已完成展期，到期日延後',
  overdue: '已超過到期日，開始計算遲延利息',
  settled: '已全額還款，借款結清',
  rejected: '很抱歉，本次申請未通過審核',
}

export const LOAN_TEXT = {
  orderNotFound: '查無此訂單',
  orderForbidden: '無權限查看此訂單',
  illegalAction: (status: OrderStatus, action: OrderAction) =>
    `訂單目前狀態為「${STATUS_NAMES[status]}」，無法${ACTION_NAMES[action]}`,
  kycStepMissing: (stepLabel: string) => `請先完成「${stepLabel}」認證`,
  noBankCard: '請先綁定收款銀行帳戶',
  openOrder: '您有尚未結清的借款，結清後才能再次申請',
  productUnknown: (code: string) => `查無此借款產品（${code}）`,
  productRepeated: '同一產品只能選擇一次',
  amountOutOfRange: (min: string, max: string) => `借款金額須介於 ${min} 至 ${max}`,
  amountNotStep: (step: string) => `借款金額須為 ${step} 的倍數`,
  termNotOffered: (terms: string) => `借款天數須為 ${terms} 天其中之一`,
  cardNotFound: '查無此銀行帳戶，請重新選擇',
  cardForbidden: '此銀行帳戶不屬於您',
  requestIdInvalid: '申請編號格式錯誤，請重新送出',
  confirmCreated: '申請成功，請簽署借款合約',
  confirmRepeated: '此申請已送出，請勿重複提交',
  repayPlanNotFound: '查無此還款計畫',
  nothingToRepay: '此訂單目前沒有待還金額',
  repayTooMuch: (unpaid: string) => `還款金額不可超過應還金額 ${unpaid}`,
  repayAmountInvalid: '還款金額須為正整數',
  manualClaimRecorded: '已收到您的還款通知，我們將於 1 個工作天內核對入帳',
  extensionLimit: (count: number) => `此訂單最多可展期 ${count} 次，已無法再展期`,
  extensionNothing: '此訂單本金已還清，無需展期',
  extensionOverCap: '展期後的總費用年百分率將超過法定上限 16%，無法展期',
  checkTipsTitle: '借款前請注意',
  checkTips: [
    '借款前請確認總費用年百分率、利息及各項費用，本平台所有產品之總費用年百分率皆不超過 16%。',
    '還款日前請預留足夠金額，逾期將依約定利率計收遲延利息，並可能影響您的信用紀錄。',
    '本平台不會要求您先付款、購買點數或提供網路銀行密碼，如遇可疑情形請撥打 165 反詐騙專線。',
    '請勿將帳戶、密碼或簡訊驗證碼提供給他人。',
  ],
}

export const CHANNEL_TEXT: Record<RepayChannelKey, { value: string; description: string; isBank: boolean }> = {
  atm: { value: 'ATM 轉帳（虛擬帳號）', description: '可使用 ATM 或網路銀行轉帳，約 30 分鐘內入帳', isBank: true },
  store_code: { value: '超商代碼繳費', description: '至四大超商多媒體機台取得繳費單，約 1 小時內入帳', isBank: false },
  barcode: { value: '超商條碼繳費', description: '出示三段條碼至超商櫃檯繳費，約 3 個工作天入帳', isBank: false },
}
