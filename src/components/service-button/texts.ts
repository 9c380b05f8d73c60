/** Every user-facing text of the customer-service button and its popup, in one place for review. */
export const SERVICE_BUTTON_TEXTS = {
  buttonLabel: '客服',
  popupTitle: 'LINE 客服',
  close: '關閉',
  hint: '掃描 QR 碼，或複製 LINE ID 在 LINE 加入好友，即可與客服聯絡。',
  /** Mini-program only: external links cannot open there (domain.md, "Customer service over LINE"). */
  miniProgramHint: '小程式內無法開啟外部連結，請複製 LINE ID 或連結後到 LINE 開啟。',
  qrAlt: 'LINE 客服 QR 碼',
  qrFailed: 'QR 碼圖片載入失敗，請改用 LINE ID 或連結。',
  idLabel: 'LINE ID',
  linkLabel: '連結',
  copy: '複製',
  copyId: '複製 LINE ID',
  copyLink: '複製連結',
  openLink: '開啟 LINE',
  loading: '載入中…',
  /** When the server answered but the contact data is unusable (missing or malformed fields). */
  invalidConfig: '客服資訊暫時無法取得，請稍後再試。',
  /** When the call failed without a server message (network, timeout). */
  loadFailed: '客服資訊載入失敗，請檢查網路後重試。',
  retry: '重新載入',
} as const
