/** Every user-facing text of the step indicator, in one place for review and translation. */
export const STEP_INDICATOR_TEXTS = {
  /** The five verification steps in order (domain.md, "The user's journey"), then disbursement. */
  steps: ['個人資料', '聯絡人', '身分證', '銀行卡', '人臉識別'],
  finish: '放款',
  listLabel: '認證進度',
  /** Read after each label by screen readers; the marks carry the same meaning visually. */
  done: '已完成',
  current: '進行中',
  upcoming: '未開始',
} as const
