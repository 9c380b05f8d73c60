import appConfig from '../src/app.config'

// Spec section 2: the routes are requirements, at exactly these paths.
const SPEC_ROUTES = [
  '/pages/loans/index',
  '/pages/order/index',
  '/pages/me/index',
  '/pages/aptitude',
  '/pages/index/index',
  '/pages/loans/applyFor',
  '/pages/loans/success',
  '/pages/loans/productList',
  '/pages/loans/sign',
  '/pages/loans/signature',
  '/pages/login/index',
  '/pages/login/moduleB',
  '/pages/order/detail',
  '/pages/order/pay',
  '/pages/order/webView',
  '/pages/order/contract',
  '/pages/agreement',
  '/pages/me/agreement',
  '/pages/me/face',
  '/pages/me/faceDome',
  '/pages/me/idCard',
  '/pages/me/userInfo',
  '/pages/me/contact',
  '/pages/me/bankInfo',
  '/pages/me/bankSelect',
  '/pages/me/bankList',
  '/pages/me/addBank',
]

describe('app config', () => {
  const pages = appConfig.pages!.map((page) => `/${page}`)

  it('registers every route of the spec, with the loans tab first so that / opens it', () => {
    expect(pages).toEqual(expect.arrayContaining(SPEC_ROUTES))
    expect(pages[0]).toBe('/pages/loans/index')
    expect(new Set(pages).size).toBe(pages.length)
  })

  it('has the four tabs in order with the spec colours and real icons', () => {
    const tabBar = appConfig.tabBar!
    expect(tabBar.list.map((tab) => [tab.text, tab.pagePath])).toEqual([
      ['借款', 'pages/loans/index'],
      ['訂單', 'pages/order/index'],
      ['我的', 'pages/me/index'],
      ['資質', 'pages/aptitude'],
    ])
    expect(tabBar.selectedColor).toBe('#2886FF')
    expect(tabBar.color).toBe('#A4B8D2')
    for (const tab of tabBar.list) {
      expect(tab.iconPath).toMatch(/\.png$/)
      expect(tab.selectedIconPath).toMatch(/\.png$/)
    }
  })

  it('uses the custom navigation bar and no pull-down refresh everywhere', () => {
    expect(appConfig.window).toMatchObject({ navigationStyle: 'custom', enablePullDownRefresh: false })
  })
})
