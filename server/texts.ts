/**
 * Every Traditional Chinese sentence the core routes answer with, by area, so they can be reviewed in one
 * place. (Field-level validation messages are built in validation.ts from the field's label; the loan routes
 * keep theirs in domain/loans/texts.ts.)
 */
export const TEXT = {
  mobile: {
    invalid: '手機號碼格式錯誤',
  },
  otp: {
    codeInvalid: '驗證碼須為 6 位數字',
    resendTooSoon: (seconds: number) => `請於 ${seconds} 秒後再重新發送驗證碼`,
    hourlyLimit: (minutes: number) => `驗證碼發送次數已達上限，請於 ${minutes} 分鐘後再試`,
    wrong: (left: number) => `驗證碼錯誤，還可再試 ${left} 次`,
    tooManyWrong: '驗證碼錯誤次數過多，請重新取得驗證碼',
    expiredOrMissing: '驗證碼已失效，請重新取得驗證碼',
  },
  auth: {
    codeOrPassword: '請輸入驗證碼或密碼',
    wrongPassword: '手機號碼或密碼錯誤',
    passwordLocked: (minutes: number) => `密碼錯誤次數過多，請於 ${minutes} 分鐘後再試，或改用驗證碼登入`,
    passwordExists: '已設定過密碼，請使用修改密碼',
    noPasswordYet: '尚未設定密碼，請先設定密碼',
    oldPasswordWrong: '原密碼錯誤',
    samePassword: '新密碼不可與原密碼相同',
  },
  password: {
    length: '密碼長度須為 8 到 20 個字元',
    characters: '密碼僅可使用英文字母、數字及半形符號，不可包含空白',
    mix: '密碼須同時包含英文字母與數字',
  },
  kyc: {
    stepMissing: (label: string) => `請先完成「${label}」`,
    cityUnknown: '縣市選項無效',
    districtUnknown: '鄉鎮市區與縣市不符',
    emailInvalid: '電子郵件格式錯誤',
    contactMobile: (position: number) => `第 ${position} 位聯絡人手機號碼格式錯誤`,
    contactIsSelf: (position: number) => `第 ${position} 位聯絡人不可填寫本人手機號碼`,
    contactDuplicate: (position: number) => `第 ${position} 位聯絡人手機號碼重複`,
    contactName: (position: number) => `第 ${position} 位聯絡人姓名`,
    contactRelation: (position: number) => `第 ${position} 位聯絡人關係`,
    ocrFirst: '請先上傳身分證正反面照片',
    idImageTooSmall: '身分證照片解析度過低，請重新拍攝',
    idNoTaken: '此身分證字號已綁定其他帳戶',
    faceFailed: (reason: string) => reason,
    idCardFirst: '請先完成身分證驗證',
  },
  idNo: {
    required: '身分證字號為必填',
    format: '身分證字號格式錯誤，應為 1 個英文字母加 9 碼',
    genderDigit: '身分證字號第 2 碼須為 1（男）或 2（女）；居留證第 2 碼為 8、9 或 A–D',
    checksum: '身分證字號檢查碼錯誤，請確認是否輸入正確',
  },
  birthday: {
    format: '出生日期格式錯誤，請以 YYYY/MM/DD 填寫',
    future: '出生日期不可晚於今天',
    tooYoung: '未滿 18 歲無法申請',
    tooOld: '出生日期有誤，請確認',
  },
  bank: {
    unknownBank: '查無此銀行',
    unknownBranch: '查無此分行',
    accountFormat: '帳號須為 10 到 16 位數字',
    alreadyBound: '此帳戶已綁定',
    cardNotFound: '查無此銀行帳戶',
    maxCards: (max: number) => `最多可綁定 ${max} 個銀行帳戶`,
    nothingToUpdate: '請提供要修改的內容',
    bankAndAccountTogether: '修改銀行時須同時填寫帳號',
  },
  upload: {
    noFile: '請選擇要上傳的圖片',
    tooLarge: '圖片過大，請重新上傳（上限 10 MB）',
    notImage: '僅支援 JPG、PNG 或 WebP 圖片',
    badMultipart: '上傳資料有誤，請重新上傳',
  },
  config: {
    notFound: '查無此設定',
  },
  account: {
    openLoans: '尚有未結清的借款，無法註銷帳戶',
  },
  activity: {
    notFound: '查無此活動',
    alreadyAwarded: '您已領取過此獎勵',
  },
  question: {
    tooManyImages: '最多可附 3 張圖片',
  },
  session: {
    forbidden: '無權限存取此資料',
  },
} as const
