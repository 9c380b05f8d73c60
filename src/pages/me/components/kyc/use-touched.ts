import { useCallback, useState } from 'react'

/**
 * Which fields the user has left (or tried to submit), so a field's message appears only once the user
 * is done with it, and then follows every change until it is fixed.
 */
export function useTouched() {
  const [touched, setTouched] = useState<Readonly<Record<string, true>>>({})

  const touch = useCallback((name: string) => {
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }))
  }, [])

  const touchAll = useCallback((names: readonly string[]) => {
    setTouched((previous) => ({ ...previous, ...Object.fromEntries(names.map((name) => [name, true as const])) }))
  }, [])

  /** `message` when `name` was touched, else nothing. */
  const shown = useCallback(
    (name: string, message: string | null | undefined) => (touched[name] && message ? message : undefined),
    [touched],
  )

  return { touch, touchAll, shown }
}
