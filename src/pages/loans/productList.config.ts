export default definePageConfig({
  navigationBarTitleText: process.env.TARO_APP_NAME,
  navigationStyle: 'custom',
  enablePullDownRefresh: false,
})
