// Answers @tarojs/components-react's export of PullDownRefresh in the H5 build (config/h5-slim.ts). Taro's H5
// entry imports it for pages with `enablePullDownRefresh`, which no page has (spec: pull-down refresh is off
// everywhere; src/app.config.ts). Plain JavaScript: webpack reads it as is.
export default function PullDownRefreshLeftOut() {
  throw new Error(
    'A page turned on pull-down refresh, which the H5 build leaves out (config/h5-slim.ts): remove that alias.',
  )
}
