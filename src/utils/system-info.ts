import Taro from '@tarojs/taro'

export interface ScreenInfo {
  windowWidth: number
  windowHeight: number
  screenWidth: number
  screenHeight: number
  pixelRatio: number
  /** Height of the phone's status bar above the page (mini-program; 0 on H5, where CSS safe areas apply). */
  statusBarHeight: number
  model: string
  system: string
  language: string
}

/**
 * The few facts about the screen and device the app needs. On H5 they come from the browser directly:
 * Taro's `getSystemInfoSync` pulls a user-agent parsing library into the first load of every page for
 * nothing we use. The `TARO_ENV` test is a build-time constant, so each build keeps only its own branch.
 */
export function readScreenInfo(): ScreenInfo {
  if (process.env.TARO_ENV === 'h5') {
    return {
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      screenWidth: window.screen?.width ?? window.innerWidth,
      screenHeight: window.screen?.height ?? window.innerHeight,
      pixelRatio: window.devicePixelRatio || 1,
      statusBarHeight: 0,
      model: '',
      system: '',
      language: navigator.language || '',
    }
  } else {
    const info = Taro.getSystemInfoSync()
    return {
      windowWidth: info.windowWidth,
      windowHeight: info.windowHeight,
      screenWidth: info.screenWidth,
      screenHeight: info.screenHeight,
      pixelRatio: info.pixelRatio || 1,
      statusBarHeight: Number.isFinite(info.statusBarHeight) ? Number(info.statusBarHeight) : 0,
      model: info.model || '',
      system: info.system || '',
      language: info.language || '',
    }
  }
}
