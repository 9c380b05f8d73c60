/**
 * Every text of the loan application pages (借款 tab, offer, apply, contract, signature, success) and of the
 * entry page, in Traditional Chinese as written in Taiwan. One place, so it can be reviewed and translated.
 */
import { formatNtd } from '@/utils/money'

export const COMMON_TEXT = {
  retry: '重新載入',
  loadFailed: '資料載入失敗，請檢查網路後重試',
  days: (days: number) => `${days} 天`,
  backToLoans: '返回借款首頁',
} as const

export const LOANS_TAB_TEXT = {
  title: '借款',
  heroMaxLabel: '最高可借',
  heroRange: (min: number, terms: string) => `${formatNtd(min)} 起・借款期限 ${terms}`,
  heroRate: (percent: string) => `年利率最高 ${percent}・總費用年百分率不超過 16%`,
  guestHeroTitle: '小額借款，線上申請',
  guestHeroLines: ['全程線上辦理，免跑銀行', '費用透明：總費用年百分率不超過 16%', '審核結果以簡訊通知'],
  guestHint: '登入後即可查看您的可借額度',
  actions: {
    login: '登入',
    continueKyc: '繼續認證',
    apply: '立即申請',
    viewOrder: '查看訂單',
    continueSign: '繼續簽約',
  },
  kycHint: (done: number, next: string) => `已完成 ${done}/5 項認證，下一步：${next}`,
  kycDoneHint: '已完成 5/5 項認證',
  readyHint: '實際額度與費用以申請頁面顯示為準',
  openOrderHint: {
    reviewing: '您有一筆申請正在處理中',
    repaying: '您有一筆借款尚未結清',
    overdue: '您有一筆借款已逾期，請儘速還款',
    toSign: '您有一筆申請尚待簽約',
  },
  nextRepayDate: (date: string) => `最近還款日 ${date}`,
  checking: '檢查中…',
  bannersLabel: '活動',
  noticesTitle: '最新公告',
  noticeCollapsed: '展開',
  noticeExpanded: '收合',
  howTitle: '借款流程',
  howSteps: ['完成認證', '選擇方案', '簽署合約', '審核撥款'],
  legalNote:
    '依民法第 205 條，約定年利率超過 16% 者，超過部分之約定無效。本平台所有方案之利息及各項費用合計，換算總費用年百分率均不超過 16%。',
  serviceHours: (hours: string) => `客服時間：${hours}`,
  servicePhone: (phone: string) => `客服電話：${phone}`,
  popupClose: '關閉',
  popupConfirm: '我知道了',
  popupOpen: '查看詳情',
} as const

export const PRODUCT_LIST_TEXT = {
  title: '選擇借款方案',
  intro: '可同時申請多個方案，每個方案分別計息、分別還款。',
  annualRate: (percent: string) => `年利率 ${percent}`,
  amountLabel: '借款金額',
  termLabel: '借款期限',
  interest: '利息',
  repayAmount: '到期應還',
  repayDate: '到期日',
  apr: '總費用年百分率',
  adjustable: (min: number, max: number, terms: string) =>
    `可於下一步調整金額 ${formatNtd(min)}–${formatNtd(max)}，期限 ${terms}`,
  selected: (count: number, total: number) => `已選 ${count} 個方案・借款合計 ${formatNtd(total)}`,
  noneSelected: '請至少選擇一個方案',
  next: '下一步',
  empty: '目前沒有可申請的方案',
  emptyHint: '請稍後再試，或聯繫客服了解詳情。',
  select: (name: string) => `選擇方案「${name}」`,
} as const

export const APPLY_FOR_TEXT = {
  title: '確認借款',
  amountLabel: '借款金額',
  decrease: '減少金額',
  increase: '增加金額',
  amountRange: (min: number, max: number, step: number) =>
    `可借 ${formatNtd(min)}–${formatNtd(max)}，每次調整 ${formatNtd(step)}`,
  termLabel: '借款期限',
  pricing: '試算中…',
  pricingFailed: '試算失敗，請稍後再調整一次',
  cardLabel: '收款帳戶',
  cardChange: '更換',
  cardAdd: '新增收款帳戶',
  cardMissing: '請先新增收款帳戶',
  purposeLabel: '借款用途',
  purposeMissing: '請選擇借款用途',
  tipsFallbackTitle: '申請前請注意',
  totalDue: '到期應還合計',
  submit: '確認申請',
  submitting: '處理中…',
  blocked: '目前無法申請',
  goToStep: '前往完成',
  goToOrder: '查看訂單',
  productGone: '您選擇的方案目前無法申請，請重新選擇。',
  chooseAgain: '重新選擇方案',
  noDraft: '尚未選擇借款方案',
  locked: '此申請已送出，金額與帳戶無法再修改，請繼續完成合約簽署。',
  continueSign: '前往簽約',
} as const

export const CONFIRM_POPUP_TEXT = {
  title: '確認借款內容',
  principal: '借款金額',
  interest: (rate: string) => `利息（年利率 ${rate}）`,
  term: '借款期限',
  totalDue: '到期應還',
  repayDate: '到期日',
  apr: '總費用年百分率',
  totalsTitle: '合計',
  totalPrincipal: '借款金額合計',
  totalInterest: '利息合計',
  totalFees: '各項費用合計',
  totalRepay: '到期應還合計',
  card: '收款帳戶',
  purpose: '借款用途',
  aprNote: '總費用年百分率已計入利息及所有費用，依法不超過 16%。每個方案於各自到期日一次還清。',
  back: '返回修改',
  confirm: '確認送出',
  confirming: '送出中…',
} as const

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

export const ENTRY_TEXT = {
  checking: '正在確認您的狀態…',
  failed: '無法取得您的狀態',
  retry: COMMON_TEXT.retry,
  goToLoans: '前往借款首頁',
} as const
