/** A debounced function, with a way to drop the pending call (e.g. when its component unmounts). */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void
  /** Forget the pending call, if any. */
  cancel(): void
  /** Run the pending call now, if any. */
  flush(): void
}

/** Calls `fn` with the latest arguments once `waitMs` have passed without another call. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: Args | undefined

  const run = () => {
    const args = pendingArgs
    timer = undefined
    pendingArgs = undefined
    if (args) fn(...args)
  }

  const debounced = (...args: Args) => {
    pendingArgs = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, waitMs)
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    run()
  }
  return debounced
}
