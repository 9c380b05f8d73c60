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
