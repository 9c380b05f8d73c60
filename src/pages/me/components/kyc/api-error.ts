import { BusinessError, isApiError } from '@/services/api/errors'
import { applyErrorBehaviour } from '@/services/api/error-catalogue'
import { showErrorModal } from '@/services/feedback'
import { KYC_COMMON_TEXTS } from '@/pages/me/kyc-texts'

/**
 * For calls made with `silent: true` whose business refusals (400, 409, 429 …) are shown next to the form:
 * returns the server's message for those. Every other failure (timeout, no network, 500) gets the app's
 * usual catalogue behaviour here and returns `null`.
 */
export function inlineErrorMessage(error: unknown): string | null {
  if (error instanceof BusinessError) return error.message
  if (isApiError(error)) {
    // The session end (301) was already handled by the client, even in silent mode; nothing more to show.
    if (error.kind !== 'sessionExpired') void applyErrorBehaviour(error)
    return null
  }
  void showErrorModal({ content: KYC_COMMON_TEXTS.unexpected })
  return null
}
