// Every route of spec section 2, at exactly its path. The first page is the one `/` opens: the loans tab.
const TAB_PAGES = ['pages/loans/index', 'pages/order/index', 'pages/me/index', 'pages/aptitude'] as const

export default defineAppConfig({
  pages: [
    ...TAB_PAGES,
    'pages/index/index',
    'pages/loans/applyFor',
    'pages/loans/success',
    'pages/loans/productList',
    'pages/loans/sign',
    'pages/loans/signature',
    'pages/login/index',
    'pages/login/moduleB',
    'pages/order/detail',
    'pages/order/pay',
    'pages/order/webView',
    'pages/order/contract',
    'pages/agreement',
    'pages/me/agreement',
    'pages/me/face',
    'pages/me/faceDome',
    'pages/me/idCard',
    'pages/me/userInfo',
    'pages/me/contact',
    'pages/me/bankInfo',
    'pages/me/bankSelect',
    'pages/me/bankList',
    'pages/me/addBank',
    // The spec's system pages (map picker and map view), kept as ordinary routes.
    'pages/choose-location/index',
    'pages/open-location/index',
  ],
  window: {
    navigationStyle: 'custom',
    navigationBarTitleText: process.env.TARO_APP_NAME,
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f7fa',
    enablePullDownRefresh: false,
  },
  // H5: no slide between pages. Taro's router hides the previous page on a timer that outlives the slide, and
  // a browser back pressed within it (~350 ms) left the page it returned to hidden: a blank screen. Without
  // the animation that timer is 0 ms.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
  // The mini-program must declare the location API it calls (pages/choose-location).
  requiredPrivateInfos: ['chooseLocation'],
  // The four tabs of spec section 2, the one list of them: the mini-program draws its native tab bar from it; on
  // H5 (custom: true) Taro's router draws none and src/components/tab-bar draws ours from the same config.
  tabBar: {
    ...(process.env.TARO_ENV === 'h5' ? { custom: true } : {}),
    color: '#A4B8D2',
    selectedColor: '#2886FF',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      {
        pagePath: 'pages/loans/index',
        text: '借款',
        iconPath: 'assets/tabbar/loans.png',
        selectedIconPath: 'assets/tabbar/loans-active.png',
      },
      {
        pagePath: 'pages/order/index',
        text: '訂單',
        iconPath: 'assets/tabbar/order.png',
        selectedIconPath: 'assets/tabbar/order-active.png',
      },
      {
        pagePath: 'pages/me/index',
        text: '我的',
        iconPath: 'assets/tabbar/me.png',
        selectedIconPath: 'assets/tabbar/me-active.png',
      },
      {
        pagePath: 'pages/aptitude',
        text: '資質',
        iconPath: 'assets/tabbar/aptitude.png',
        selectedIconPath: 'assets/tabbar/aptitude-active.png',
      },
    ],
  },
})
