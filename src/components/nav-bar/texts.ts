/** Every user-facing text of the navigation bar, in one place for review and translation. */
export const NAV_BAR_TEXTS = {
  back: '返回',
  exitConfirmMessage: '就差一步了，馬上就能申請借款，確定要放棄認證嗎？',
  exitConfirmStay: '繼續認證',
  exitConfirmLeave: '放棄並退出',
} as const
