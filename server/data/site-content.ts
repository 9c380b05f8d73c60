/**
 * The reference server's content: configuration items, banners, notices, pop-ups, FAQ and activities.
 * Edit here; everything the user reads is Traditional Chinese.
 */
import type { BannerItem, LineExtInfo, NoticeItem, PopItem } from '../../types/api/config'
import type { FaqItem } from '../../types/api/other'

export const LINE_ID = '@ezdloan'
export const LINE_URL = 'https://line.me/R/ti/p/%40ezdloan'
/** Served by the server (server/assets); made by server/scripts/make-line-qr.ts. */
export const LINE_QR_PATH = '/assets/line-qr.png'

export interface ConfigEntry {
  configKey: string
  configType: string
  configValue: string
  /** Builds extInfoJSON; gets the origin for absolute URLs. */
  extInfo: (origin: string) => Record<string, unknown>
}

export const CONFIG_ENTRIES: readonly ConfigEntry[] = [
  {
    configKey: 'line',
    configType: 'service',
    configValue: LINE_ID,
    extInfo: (origin): LineExtInfo & Record<string, unknown> => ({
      line_img: `${origin}${LINE_QR_PATH}`,
      line: LINE_ID,
      line_url: LINE_URL,
    }),
  },
  {
    configKey: 'serviceHours',
    configType: 'service',
    configValue: '週一至週五 09:00–18:00（國定假日除外）',
    extInfo: () => ({}),
  },
  {
    configKey: 'privacyPolicyPath',
    configType: 'agreement',
    configValue: '/pages/agreement?type=privacy',
    extInfo: () => ({}),
  },
  {
    configKey: 'userAgreementPath',
    configType: 'agreement',
    configValue: '/pages/agreement?type=service',
    extInfo: () => ({}),
  },
]

/** A banner; `image` is a path served by this server, made absolute per request. */
export interface BannerEntry extends Omit<BannerItem, 'imageUrl'> {
  image: string
}

export const BANNERS: readonly BannerEntry[] = [
  { id: 'b1', title: '五步驟完成認證，快速申請', linkPath: '/pages/aptitude', image: '/assets/banner-verify.svg' },
  { id: 'b2', title: '官方 LINE 客服，有問題隨時問', linkPath: '', image: '/assets/banner-service.svg' },
]

export const NOTICES: readonly NoticeItem[] = [
  {
    id: 'n1',
    title: '防詐騙提醒',
    content: '本公司不會以電話要求您操作 ATM、提供簡訊驗證碼或預付任何費用，如有疑問請洽官方 LINE 客服。',
    publishedAt: '2025-01-02T01:00:00.000Z',
  },
  {
    id: 'n2',
    title: '借款費用揭露',
    content: '申請前，借款頁面會列出本金、利息、各項費用、應還總額及年化費用率，請確認後再簽約。',
    publishedAt: '2025-01-02T01:00:00.000Z',
  },
]

export const POPS: readonly Omit<PopItem, 'shouldShow' | 'imageUrl'>[] = [
  {
    popId: 'p-anti-fraud',
    scene: 'loans',
    title: '防詐騙提醒',
    content: '我們不會要求您預付任何費用或提供簡訊驗證碼，請勿將驗證碼告訴他人。',
    linkPath: '',
    showOnce: true,
  },
  {
    popId: 'p-verify',
    scene: 'aptitude',
    title: '完成認證即可申請借款',
    content: '依序完成個人資料、聯絡人、身分證、銀行卡與人臉識別五個步驟，資料僅用於借款審核。',
    linkPath: '',
    showOnce: false,
  },
]

export const FAQS: readonly FaqItem[] = [
  {
    id: 'f1',
    category: '申請',
    question: '申請借款需要什麼資格？',
    answer: '年滿 18 歲、持有本人身分證或居留證與本人銀行帳戶，並完成五個認證步驟即可申請。',
  },
  {
    id: 'f2',
    category: '申請',
    question: '為什麼要填寫緊急聯絡人？',
    answer: '緊急聯絡人僅在無法與您本人取得聯繫時使用，我們不會向聯絡人透露您的借款內容。',
  },
  {
    id: 'f3',
    category: '費用',
    question: '借款會收取哪些費用？',
    answer: '簽約前頁面會完整列出本金、利息、各項費用、應還總額與年化費用率，年利率不超過 16%。',
  },
  {
    id: 'f4',
    category: '還款',
    question: '可以用哪些方式還款？',
    answer: '可使用 ATM 轉帳至專屬虛擬帳號，或至 7-ELEVEN、全家、萊爾富、OK mart 以繳費代碼繳款。',
  },
  {
    id: 'f5',
    category: '帳戶',
    question: '如何註銷帳戶？',
    answer: '借款全數結清後，可於「我的」頁面申請註銷，個人資料將被刪除或匿名化，手機號碼可重新註冊。',
  },
]

export interface Activity {
  activityCode: string
  title: string
  award: string
}

/** Activities open now. The reference server records each claim once; fulfilment happens outside it. */
export const ACTIVITIES: readonly Activity[] = [
  { activityCode: 'newcomer', title: '新戶登記禮', award: '已完成新戶登記，專屬優惠將以簡訊通知' },
]

/** Hosts for `changeDomainName`: empty = keep the page's origin (the reference server serves both). */
export const DOMAINS = { apiHost: '', fileHost: '' } as const
