/** Texts of the contract, signature and success steps (see texts.ts for how the loan texts are split). */
import { formatNtd } from '@/utils/money'
import { COMMON_TEXT } from './texts'

export const SIGN_TEXT = {
  title: '簽署合約',
  intro: '請詳閱以下借款合約，確認金額、利息、各項費用與到期日無誤後再簽署。',
  contractHeading: (index: number, total: number) => (total > 1 ? `借款合約（${index}/${total}）` : '借款合約'),
  orderNo: (applyId: string) => `訂單編號 ${applyId}`,
  agreeContract: '我已詳閱並同意上述借款合約，並確認借款金額、利息、各項費用、到期應還金額及總費用年百分率。',
  agreeESign: '我同意以電子簽章方式簽署本合約，其效力與親筆簽名相同。',
  mustAgree: '請先勾選同意上述兩項內容',
  next: '下一步：手寫簽名',
  nothingToSign: '找不到待簽署的申請',
  nothingToSignHint: '申請可能已簽署完成，請至訂單查看。',
  goToOrders: '查看訂單',
} as const

export const SIGNATURE_TEXT = {
  title: '手寫簽名',
  intro: '請在下方框內以正楷簽署您的姓名，簽名將附於借款合約。',
  padLabel: '簽名區',
  placeholder: '請在此處簽名',
  clear: '清除重簽',
  submit: '確認簽署',
  submitting: '簽署中…',
  empty: '請先在框內簽名',
  tooShort: '簽名過短，請完整簽署您的姓名',
  exportFailed: '無法讀取簽名，請清除後重簽',
  uploading: '簽名上傳中',
  signed: '簽署完成',
  nothingToSign: SIGN_TEXT.nothingToSign,
} as const

export const SUCCESS_TEXT = {
  title: '申請成功',
  heading: '簽約完成，申請已送出審核',
  orderNo: '訂單編號',
  copy: '複製',
  nextTitle: '接下來',
  reviewStep: '審核',
  reviewDetail: '我們將儘快審核您的申請，通常 1 個工作天內完成，結果以簡訊通知。',
  disburseStep: '撥款',
  disburseDetail: (account: string) => `審核通過後，款項將撥入您的收款帳戶 ${account}。`,
  disburseUsual: '通常於審核通過後 1–2 個工作天內入帳。',
  disburseEstimate: (date: string) => `預計撥款時間：${date}`,
  repayStep: '還款',
  repayDetail: '撥款後請於到期日前還款，可使用 ATM 轉帳或超商代碼繳費。',
  amountLine: (amount: number, days: number) => `借款 ${formatNtd(amount)}・${days} 天`,
  viewOrder: '查看訂單',
  backToLoans: COMMON_TEXT.backToLoans,
  accountFallback: '您的收款帳戶',
} as const
