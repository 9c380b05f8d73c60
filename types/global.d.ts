/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    TARO_APP_API_HOST: string
    TARO_APP_FILE_HOST: string
    TARO_APP_AES_KEY: string
    TARO_APP_AES_IV: string
    TARO_APP_PACKAGE_NAME: string
    TARO_APP_NAME: string
  }
}
