import { useCallback, useRef, useState } from 'react'
import { getConfigOne } from '@/services/api/modules/config'
import { BusinessError } from '@/services/api/errors'
import { parseLineContact, type LineContact } from './line-contact'
import { SERVICE_BUTTON_TEXTS } from './texts'

/** Config key of the LINE customer-service settings (spec section 7). */
export const LINE_CONFIG_KEY = 'line'

export type LineContactState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; contact: LineContact }
  | { status: 'error'; message: string }

/**
 * Loads the LINE contact on demand (when the popup first opens) and keeps it; a failed load can be retried.
 * A business error (status ≠ 200) shows the server's own message (spec section 8).
 */
export function useLineContact(): { state: LineContactState; load: () => void } {
  const [state, setState] = useState<LineContactState>({ status: 'idle' })
  // The popup may be opened again while a load is still running: one request at a time.
  const inFlight = useRef(false)

  const load = useCallback(() => {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'loading' })
    // silent: the popup shows the failure itself, in place of the pipeline's modal.
    getConfigOne<unknown>({ configKey: LINE_CONFIG_KEY }, { silent: true })
      .then((config) => {
        const contact = parseLineContact(config.extInfoJSON)
        setState(
          contact ? { status: 'ready', contact } : { status: 'error', message: SERVICE_BUTTON_TEXTS.invalidConfig },
        )
      })
      .catch((error: unknown) => {
        const message =
          error instanceof BusinessError && error.message ? error.message : SERVICE_BUTTON_TEXTS.loadFailed
        setState({ status: 'error', message })
      })
      .finally(() => {
        inFlight.current = false
      })
  }, [])

  return { state, load }
}
