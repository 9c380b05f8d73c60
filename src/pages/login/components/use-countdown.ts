import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Seconds left before a code may be requested again. Counts against the clock (not ticks), so a phone that
 * slept or a tab in the background still shows the right number when it comes back.
 */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0)
  const endsAt = useRef(0)
  const timer = useRef<ReturnType<typeof setInterval>>()

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const tick = useCallback(() => {
    const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))
    setSecondsLeft(left)
    if (left === 0) stop()
  }, [stop])

  const start = useCallback(
    (seconds: number) => {
      stop()
      endsAt.current = Date.now() + seconds * 1000
      tick()
      timer.current = setInterval(tick, 1000)
    },
    [stop, tick],
  )

  useEffect(() => stop, [stop])

  return { secondsLeft, start }
}
