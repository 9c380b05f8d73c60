/** Every route of spec section 2, for navigation calls (`Taro.navigateTo({ url: ROUTES.login })`). */
export const ROUTES = {
  loans: '/pages/loans/index',
  orders: '/pages/order/index',
  me: '/pages/me/index',
  aptitude: '/pages/aptitude',
  entry: '/pages/index/index',
  applyFor: '/pages/loans/applyFor',
  applySuccess: '/pages/loans/success',
  productList: '/pages/loans/productList',
  sign: '/pages/loans/sign',
  signature: '/pages/loans/signature',
  login: '/pages/login/index',
  loginPassword: '/pages/login/moduleB',
  orderDetail: '/pages/order/detail',
  orderPay: '/pages/order/pay',
  webView: '/pages/order/webView',
  orderContract: '/pages/order/contract',
  agreement: '/pages/agreement',
  meAgreement: '/pages/me/agreement',
  face: '/pages/me/face',
  faceDemo: '/pages/me/faceDome',
  idCard: '/pages/me/idCard',
  userInfo: '/pages/me/userInfo',
  contact: '/pages/me/contact',
  bankInfo: '/pages/me/bankInfo',
  bankSelect: '/pages/me/bankSelect',
  bankList: '/pages/me/bankList',
  addBank: '/pages/me/addBank',
  chooseLocation: '/pages/choose-location/index',
  openLocation: '/pages/open-location/index',
} as const

export type Route = (typeof ROUTES)[keyof typeof ROUTES]

/** Tab pages are reached with switchTab, never navigateTo. */
export const TAB_ROUTES: readonly Route[] = [ROUTES.loans, ROUTES.orders, ROUTES.me, ROUTES.aptitude]

export function isTabRoute(route: string): boolean {
  return TAB_ROUTES.includes(route.split('?')[0] as Route)
}
