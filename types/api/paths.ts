/**
 * The API's path table: every call the app makes and the reference server answers, in one place so an
 * operator can rename a path once for both (`wire-protocol.md`, "Paths").
 *
 * `auth: false` marks the only calls allowed without a session (wire-protocol: sendVerifiyCode, login,
 * config, config/one, bank/list). `raw: true` answers are not encrypted (contract HTML). `fileHost: true`
 * goes to TARO_APP_FILE_HOST instead of the API host.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiRoute {
  readonly method: HttpMethod
  readonly path: string
  readonly auth: boolean
  readonly raw?: boolean
  readonly fileHost?: boolean
}

const route = <M extends HttpMethod, P extends string>(
  method: M,
  path: P,
  options: { auth?: boolean; raw?: boolean; fileHost?: boolean } = {},
) => ({ method, path, auth: options.auth ?? true, raw: options.raw, fileHost: options.fileHost }) as const

export const API = {
  // config
  sendVerifyCode: route('POST', '/auth/v3.1/user/sendVerifiyCode', { auth: false }),
  commonConfig: route('GET', '/api/v3/common/config', { auth: false }),
  configOne: route('GET', '/api/v3/common/config/one', { auth: false }),
  uploadImage: route('POST', '/upload/image', { fileHost: true }),

  // user
  login: route('POST', '/auth/v3/user/login', { auth: false }),
  logout: route('POST', '/auth/v3/user/loginOut'),
  queryCashUser: route('GET', '/auth/v3/user/queryCashUser'),
  initPassword: route('POST', '/auth/v3/user/initPassword'),
  editPassword: route('POST', '/auth/v3/user/editPassword'),
  contactsList: route('POST', '/auth/v3/user/contactsList'),
  emergencyContactAdd: route('POST', '/auth/v3/user/emergencyContact/add'),
  appList: route('POST', '/auth/v3/user/appList'),
  destroyAccount: route('POST', '/auth/v3/user/destroy'),
  deviceInfo: route('POST', '/auth/v3/user/deviceInfo'),
  registryTokenInfo: route('POST', '/auth/v3/user/registryTokenInfo'),
  userDataList: route('GET', '/auth/v3/user/dataList'),

  // identity (KYC)
  detection: route('POST', '/userAuth/detection'),
  silence: route('POST', '/userAuth/silence'),
  faceCompare: route('POST', '/userAuth/faceCompare'),
  identityCheck: route('POST', '/userAuth/identitycheck'),
  license: route('POST', '/userAuth/license'),
  ocrCheck: route('POST', '/userAuth/ocrCheck'),
  ocrConfirm: route('POST', '/userAuth/ocrConfirm'),
  supplementUserInfo: route('POST', '/userAuth/supplementUserInfo'),
  queryUserDetail: route('GET', '/userAuth/queryUserDetail'),

  // apply
  applyCheck: route('POST', '/api/v3/apply/check'),
  applyInitV31: route('GET', '/api/v3.1/apply/init'),
  applyInit: route('GET', '/api/v3/apply/init'),
  applyApply: route('POST', '/api/v3/apply/apply'),
  applyCheckTips: route('GET', '/api/v3/apply/checkTips'),
  applyConfirm: route('POST', '/api/v3/apply/confirm'),
  applyAdjust: route('POST', '/api/v3/apply/adjust'),
  commonAddress: route('GET', '/api/v3/common/address'),
  commonBanner: route('GET', '/api/v3/common/banner'),
  commonConfirmPop: route('GET', '/api/v3/common/confirmPop'),
  commonGetPop: route('GET', '/api/v3/common/getPop'),
  commonIndex: route('GET', '/api/v3/common/index'),
  commonNotice: route('GET', '/api/v3/common/notice'),

  // order
  loanOrderRecord: route('GET', '/api/v3/order/loanOrderRecord'),
  loanOrderDetail: route('GET', '/api/v3/order/loanOrderDetail'),
  extensionTrial: route('POST', '/api/v3/extension/trial'),
  extensionRepay: route('POST', '/api/v3/extension/repay'),
  repayChannel: route('GET', '/api/v3/repay/channel'),
  repayReplan: route('POST', '/api/v3/repay/replan'),
  repayCollect: route('POST', '/api/v5/repay/collect'),
  repayManual: route('POST', '/api/v5/repay/manual'),

  // bank
  bindCard: route('POST', '/api/v3/bindCard/bind'),
  bindCardList: route('GET', '/api/v3/bindCard/list'),
  bankBranchList: route('GET', '/api/v3/bankBranch/list'),
  bankList: route('GET', '/api/v3/bank/list', { auth: false }),
  bankBranchUpdate: route('POST', '/api/v3/bankBranch/update'),
  bankUpdate: route('POST', '/api/v3/bank/update'),
  bindCardImg: route('POST', '/api/v3/bindCard/img'),
  contractAdd: route('POST', '/api/v3/contract/add'),
  contractView: route('GET', '/api/v5/contract/view', { raw: true }),

  // other
  questionQuery: route('GET', '/api/v3/question/query'),
  questionSave: route('POST', '/api/v3/question/save'),
  changeDomainName: route('GET', '/api/v3/common/changeDomainName'),
  getPopList: route('GET', '/api/v3/common/getPopList'),
  activityAward: route('POST', '/api/v3/activity/award'),
  riskEvent: route('POST', '/api/v3/risk/riskEvent'),
} as const satisfies Record<string, ApiRoute>

export type ApiName = keyof typeof API

/** Served by the reference server outside the encrypted API (plain JSON). */
export const HEALTH_PATH = '/healthz'
