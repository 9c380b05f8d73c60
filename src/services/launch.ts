/**
 * Launch handling (spec section 2): remember where the app was opened from, and send a visitor without a
 * session to the loans tab unless they opened the login page.
 */
import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { isLoggedIn } from '@/store/session'
import { settled } from '@/utils/settled'
import { STORAGE_KEYS, writeStorage } from '@/utils/storage'
import { buildQuery, parseLaunchUrl, type ParsedLaunchUrl } from '@/utils/url'

/** Where the loans tab lives; the root path `/` opens it too. */
const LOANS_PATHS = new Set<string>(['/', ROUTES.loans])

export interface LaunchResult extends ParsedLaunchUrl {
  /** True when the visitor was sent to the loans tab. */
  switchedToLoans: boolean
}

/**
 * Stores the launch URL's base (`url`) and parameters (`urlData`); its `type` is the source channel, also
 * kept as `otherSourceChannel` for later launches without one. `href` defaults to the page address on H5
 * and to the mini-program's launch options elsewhere. Never throws: a broken link still opens the app.
 */
export function handleLaunch(href?: string, { goToLoans = switchToLoansTab } = {}): LaunchResult {
  let launch: ParsedLaunchUrl
  try {
    launch = parseLaunchUrl(href ?? currentLaunchHref())
  } catch {
    launch = { base: '', pagePath: '/', query: {} }
  }

  writeStorage(STORAGE_KEYS.url, launch.base)
  writeStorage(STORAGE_KEYS.urlData, launch.query)
  const channel = launch.query.type
  if (channel) writeStorage(STORAGE_KEYS.otherSourceChannel, channel)

  const switchedToLoans = !isLoggedIn() && launch.pagePath !== ROUTES.login && !LOANS_PATHS.has(launch.pagePath)
  if (switchedToLoans) goToLoans()
  return { ...launch, switchedToLoans }
}

function switchToLoansTab(): void {
  void settled(() => Taro.switchTab({ url: ROUTES.loans }))
}

/**
 * H5, before Taro's router has read the address: points it at the loans tab in place, so the router opens that
 * tab first and a visitor never downloads the page they were sent away from. Keeps the query before the `#`.
 */
export function openLoansTabBeforeRouting(): void {
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${ROUTES.loans}`)
}

/** The address the app was opened with. */
function currentLaunchHref(): string {
  if (process.env.TARO_ENV === 'h5') return typeof window === 'undefined' ? '' : window.location.href
  const { path, query } = Taro.getLaunchOptionsSync()
  const search = buildQuery(query ?? {})
  return `/${path}${search ? `?${search}` : ''}`
}
