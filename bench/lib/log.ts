/** Progress lines on stderr-free stdout, with the seconds since the bench started. */
const startedAt = Date.now()

export function step(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)
  console.log(`bench [${seconds} s] ${message}`)
}

export const elapsedSeconds = () => (Date.now() - startedAt) / 1000
