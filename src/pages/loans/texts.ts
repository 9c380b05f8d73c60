/**
 * The texts of the loan application pages, in Traditional Chinese as written in Taiwan, in three files so the
 * 借款 tab (the most common first screen) downloads only its own: this one (shared, the tab, the entry page),
 * apply-texts.ts (offer, apply, confirmation) and sign-texts.ts (contract, signature, success).
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

export const ENTRY_TEXT = {
  checking: '正在確認您的狀態…',
  failed: '無法取得您的狀態',
  retry: COMMON_TEXT.retry,
  goToLoans: '前往借款首頁',
} as const
