/**
 * Runs a call that may throw, return a value or return a promise, and resolves once it is over, whatever
 * the outcome. For best-effort platform calls (toasts, modals, navigation) whose refusal must not break
 * the caller's flow nor surface as an unhandled rejection.
 */
export function settled(call: () => unknown): Promise<void> {
  return new Promise((resolve) => {
    try {
      Promise.resolve(call()).then(
        () => resolve(),
        () => resolve(),
      )
    } catch {
      resolve()
    }
  })
}
