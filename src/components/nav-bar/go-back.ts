import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { postRiskEvent } from '@/services/api/modules/other'
import { BusinessError, ServerError, SessionExpiredError } from '@/services/api/errors'
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

/** The server's message when the call was answered with an envelope status other than 200, else null. */
function envelopeRefusal(error: unknown): string | null {
  const answered =
    error instanceof BusinessError || error instanceof ServerError || error instanceof SessionExpiredError
  return answered && error.message ? error.message : null
}

/**
 * Tells the server the user went back from `route`. Never blocks navigation: the call runs on its own, quietly
 * (`silent`: a background tracking call must not raise timeout or network modals), and an envelope status ≠ 200
 * is shown with the server's message (spec section 7, "Back action"); the client still ends the session on
 * 301/500. Without a session there is nothing to report: riskEvent needs one, and its 301 would send a user who
 * just left the login page straight back to it.
 */
export function reportBack(route: string): void {
  if (!isLoggedIn()) return
  postRiskEvent({ event: BACK_RISK_EVENT, eventContent: route }, { silent: true }).catch((error: unknown) => {
    const message = envelopeRefusal(error)
    if (message) void showErrorModal({ content: message })
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
