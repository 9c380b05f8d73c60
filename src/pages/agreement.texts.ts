/**
 * The three documents a user agrees to when logging in, shown on `/pages/agreement?type=…`: the service
 * agreement, the privacy policy and the personal-data collection notice that Taiwan's Personal Data Protection
 * Act (個人資料保護法, art. 8) requires before data is collected. Plain text in one place so legal review can
 * change it without touching the page.
 */

export type AgreementType = 'service' | 'privacy' | 'notice'

export interface AgreementSection {
  heading: string
  paragraphs: readonly string[]
}

export interface AgreementDocument {
  type: AgreementType
  /** Short name on the tab. */
  tab: string
  title: string
  /** `YYYY/MM/DD` */
  updatedAt: string
  sections: readonly AgreementSection[]
}

export const AGREEMENT_PAGE_TEXTS = {
  title: '服務條款與隱私權',
  tabsLabel: '文件',
  updatedAt: (date: string) => `最後更新：${date}`,
  contact: '如對本文件有任何疑問，請透過 App 內的客服按鈕與我們聯繫。',
} as const

const SERVICE: AgreementDocument = {
  type: 'service',
  tab: '服務協議',
  title: '服務協議',
  updatedAt: '2025/01/01',
  sections: [
    {
      heading: '一、協議的適用',
      paragraphs: [
        '歡迎使用本服務。當您勾選同意並登入，即表示您已閱讀、了解並同意本協議全部內容。若您不同意，請勿使用本服務。',
        '本協議如有修改，將於 App 內公告；修改後您繼續使用本服務，視為同意修改後的內容。',
      ],
    },
    {
      heading: '二、帳戶與安全',
      paragraphs: [
        '您須以本人的中華民國手機號碼註冊，並妥善保管簡訊驗證碼與登入密碼，不得轉借、出租或讓與他人使用。',
        '如發現帳戶遭他人冒用，請立即透過客服通知我們；通知前因您保管不當所生的損失，由您自行負擔。',
      ],
    },
    {
      heading: '三、資質認證',
      paragraphs: [
        '申請借款前，您須完成個人資料、緊急聯絡人、身分證、銀行帳戶及人臉識別等認證，並保證所提供的資料真實、正確、完整。',
        '提供不實資料或冒用他人身分者，我們得拒絕或終止服務，並依法追究責任。',
      ],
    },
    {
      heading: '四、借款與費用',
      paragraphs: [
        '每筆借款的金額、期限、利息、服務費、應還總額、年化費用率及到期日，均於您確認申請及簽署借款契約前完整顯示，以契約記載為準。',
        '依民法第 205 條，約定年利率超過 16% 者，超過部分之約定無效；我們收取的一切費用，合計均不超過法定上限。',
        '借款是否核准及核准金額，依審核結果決定；送出申請不代表必然核准。',
      ],
    },
    {
      heading: '五、還款與展期',
      paragraphs: [
        '請於到期日前以 App 提供的方式（ATM 轉帳至虛擬帳號、超商代碼或條碼繳費）還款。逾期未還者，將依契約計收逾期利息，並可能影響您日後的申請。',
        '符合條件的借款可申請展期；展期費用與新的到期日於您確認前顯示。',
      ],
    },
    {
      heading: '六、服務的變更與終止',
      paragraphs: [
        '我們得因系統維護、法令變更或不可抗力暫停或變更服務，並盡可能事先公告。',
        '您可隨時申請註銷帳戶；尚有未結清借款時，須待結清後方可註銷。',
      ],
    },
    {
      heading: '七、準據法與管轄',
      paragraphs: ['本協議以中華民國法律為準據法。因本協議所生爭議，雙方同意以臺灣臺北地方法院為第一審管轄法院。'],
    },
  ],
}

const PRIVACY: AgreementDocument = {
  type: 'privacy',
  tab: '隱私權政策',
  title: '隱私權政策',
  updatedAt: '2025/01/01',
  sections: [
    {
      heading: '一、我們蒐集的資料',
      paragraphs: [
        '帳戶資料：手機號碼、登入紀錄。',
        '認證資料：姓名、教育程度、婚姻狀況、職業、月收入、居住地址、Email、LINE ID、緊急聯絡人、身分證字號與證件照片、出生日期、銀行帳戶、人臉照片。',
        '裝置資料：裝置型號、作業系統版本、螢幕尺寸、語言設定及裝置識別碼，用於帳戶安全與防止詐欺。',
      ],
    },
    {
      heading: '二、資料的使用',
      paragraphs: [
        '用於身分確認、信用評估、借款審核、撥款、還款通知與催收、客戶服務、防制洗錢及詐欺，以及依法令應辦理的事項。',
        '我們不會將您的個人資料出售予任何第三人。',
      ],
    },
    {
      heading: '三、資料的保護',
      paragraphs: [
        '資料於傳輸時加密，儲存時採取存取控制；身分證字號與銀行帳號於畫面上僅顯示遮蔽後的部分（例如 A12****789、****1234）。',
        '僅有因職務需要的人員可接觸您的資料，並負保密義務。',
      ],
    },
    {
      heading: '四、資料的提供',
      paragraphs: [
        '僅於下列情形提供予第三人：撥款及收款所需的金融機構與超商代收業者；經您同意者；依法令或主管機關、司法機關要求者。',
      ],
    },
    {
      heading: '五、您的權利',
      paragraphs: [
        '您可查詢或請求閱覽、製給複製本、補充或更正、停止蒐集處理利用或刪除您的個人資料；您也可在「我的」頁面查看我們保存了哪些資料，或申請註銷帳戶。',
        '依法令須保存的交易紀錄，於保存期限屆滿前無法刪除。',
      ],
    },
    {
      heading: '六、Cookie 與本機儲存',
      paragraphs: [
        '本服務在您的裝置上儲存登入憑證及您填寫中的表單草稿，以便您重新開啟時接續填寫；登出或完成送出後即清除對應資料。',
      ],
    },
  ],
}

const NOTICE: AgreementDocument = {
  type: 'notice',
  tab: '蒐集告知',
  title: '個人資料蒐集告知事項',
  updatedAt: '2025/01/01',
  sections: [
    {
      heading: '依個人資料保護法第 8 條，於蒐集您的個人資料前，告知下列事項：',
      paragraphs: [],
    },
    {
      heading: '一、蒐集者名稱',
      paragraphs: ['本服務之營運公司（以下稱「本公司」）。'],
    },
    {
      heading: '二、蒐集之目的',
      paragraphs: [
        '〇八八 核貸與授信業務；〇六九 契約、類似契約或其他法律關係事務；〇九〇 消費者、客戶管理與服務；〇五九 金融服務業依法令規定及金融監理需要，所為之蒐集處理及利用；一五七 調查、統計與研究分析；一八一 其他經營合於營業登記項目或組織章程所定之業務。',
      ],
    },
    {
      heading: '三、個人資料之類別',
      paragraphs: [
        'C001 辨識個人者（姓名、手機號碼、Email、LINE ID、地址）；C002 辨識財務者（銀行帳戶）；C003 政府資料中之辨識者（身分證字號或居留證號碼）；C011 個人描述（出生日期、性別、人臉照片）；C038 職業；C051 學校紀錄（教育程度）；C021 家庭情形（婚姻狀況）；C081 收入、所得；以及緊急聯絡人之姓名、手機號碼與關係。',
      ],
    },
    {
      heading: '四、利用之期間、地區、對象及方式',
      paragraphs: [
        '期間：自蒐集之日起至蒐集目的消失、帳戶註銷或依法令所定保存期限屆滿為止（以較長者為準）。',
        '地區：中華民國境內。',
        '對象：本公司、撥款及收款相關之金融機構與代收業者、依法有權調閱之機關。',
        '方式：以自動化或非自動化之方式，於上述目的範圍內為蒐集、處理、利用及國內傳輸。',
      ],
    },
    {
      heading: '五、您依個人資料保護法第 3 條得行使之權利',
      paragraphs: [
        '查詢或請求閱覽；請求製給複製本；請求補充或更正；請求停止蒐集、處理或利用；請求刪除。您可透過客服提出請求，本公司將依法於期限內處理。',
      ],
    },
    {
      heading: '六、不提供個人資料之影響',
      paragraphs: [
        '您可自由選擇是否提供個人資料；惟若未提供或提供不完整，本公司將無法完成身分確認與借款審核，致無法提供借款服務。',
      ],
    },
    {
      heading: '七、緊急聯絡人資料',
      paragraphs: [
        '您提供緊急聯絡人資料前，應先取得其同意並告知本公司將於無法聯繫您時與其聯絡；本公司不會向緊急聯絡人揭露您的借款細節。',
      ],
    },
  ],
}

export const AGREEMENT_DOCUMENTS: readonly AgreementDocument[] = [SERVICE, PRIVACY, NOTICE]

/** The document for `?type=`; an unknown or missing type shows the service agreement. */
export function agreementFor(type: string | undefined): AgreementDocument {
  return AGREEMENT_DOCUMENTS.find((document) => document.type === type) ?? SERVICE
}
