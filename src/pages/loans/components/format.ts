import { formatDate } from '@/utils/dates'

/**
 * A contract `CalendarDate` (`YYYY/MM/DD`, already a Taipei calendar day) as shown to the user. Going through
 * `formatDate` as `YYYY-MM-DD` keeps it a calendar day: parsing `YYYY/MM/DD` as an instant would use the
 * phone's own time zone and could show the day before.
 */
export function showCalendarDate(date: string | null | undefined): string {
  return formatDate(typeof date === 'string' ? date.replace(/\//g, '-') : date)
}

/** `30／60 天` from a list of terms in days. */
export function showTerms(days: readonly number[]): string {
  return days.length === 0 ? '—' : `${days.join('／')} 天`
}

/** `30–365 天` for a range of terms (the loans tab has room for one short line). */
export function showTermRange(days: readonly number[]): string {
  if (days.length === 0) return '—'
  const shortest = Math.min(...days)
  const longest = Math.max(...days)
  return shortest === longest ? `${shortest} 天` : `${shortest}–${longest} 天`
}

/**
 * The part of a contract document to show inside the page: what is between `<body>` and `</body>` when the
 * server sends a whole document, so its `<title>` does not appear as a stray line (the sanitiser drops the
 * tag but keeps its text). The result still goes through `<SafeHtml>`.
 */
export function contractBodyHtml(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)
  return match ? match[1] : html
}
