/**
 * Dates as people in Taiwan read them in apps: Gregorian `YYYY/MM/DD`, in Asia/Taipei (UTC+8, no daylight
 * saving), whatever the phone's own time zone is (domain.md).
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function taipeiParts(date: Date) {
  const shifted = new Date(date.getTime() + TAIPEI_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    year: String(shifted.getUTCFullYear()),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
  }
}

/** `2026/11/22`; an empty or invalid value gives `—`. A bare `YYYY-MM-DD` is a Taipei calendar date already. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '/')
  const date = toDate(value)
  if (!date) return '—'
  const { year, month, day } = taipeiParts(date)
  return `${year}/${month}/${day}`
}

/** `2026/11/22 14:05` in Taipei time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  const date = toDate(value)
  if (!date) return '—'
  const { year, month, day, hour, minute } = taipeiParts(date)
  return `${year}/${month}/${day} ${hour}:${minute}`
}
