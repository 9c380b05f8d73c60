import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { postRiskEvent } from '@/services/api/modules/other'
import { BusinessError } from '@/services/api/errors'
import { showErrorModal } from '@/services/feedback'
import { isLoggedIn } from '@/store/session'

/** The riskEvent `event` code the backend family uses for "the user pressed back" (spec section 7). */
export const BACK_RISK_EVENT = '-1'

/** Route of the page on top of the stack, without query string: `/pages/me/idCard`. */
export function currentRoute(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  const route = path.split('?')[0]
  return route.startsWith('/') ? route : `/${route}`
}

/**
 * Tells the server the user went back from `route`. Never blocks navigation: the call runs on its own, quietly
 * (`silent`), and only a business error (envelope status ≠ 200) is shown, with the server's message (spec
 * section 7, "Back action"). Without a session there is nothing to report: riskEvent needs one, and its 301
 * would send a user who just left the login page straight back to it.
 */
export function reportBack(route: string): void {
  if (!isLoggedIn()) return
  postRiskEvent({ event: BACK_RISK_EVENT, eventContent: route }, { silent: true }).catch((error: unknown) => {
    if (error instanceof BusinessError) void showErrorModal({ content: error.message })
  })
}

/** The previous page, or the loans tab when this page was opened directly (reload, shared link). */
export function navigateBackOrHome(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: ROUTES.loans })
}

/** What the back button does once any confirmation is past: report it, then leave. */
export function goBack(): void {
  reportBack(currentRoute())
  navigateBackOrHome()
}
