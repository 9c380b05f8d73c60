/**
 * Calendar arithmetic in Asia/Taipei (UTC+8 all year, no daylight saving), on "day numbers": whole days
 * since 1970-01-01 in Taipei. Due dates and overdue days are counted on these, never on raw instants, so a
 * loan disbursed at 23:30 Taipei time falls due on the right calendar day.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Taipei calendar day of an instant. */
export function taipeiDay(instant: Date): number {
  return Math.floor((instant.getTime() + TAIPEI_OFFSET_MS) / DAY_MS)
}

function partsOfDay(day: number): { year: string; month: string; date: string } {
  const utcMidnight = new Date(day * DAY_MS)
  return {
    year: String(utcMidnight.getUTCFullYear()),
    month: String(utcMidnight.getUTCMonth() + 1).padStart(2, '0'),
    date: String(utcMidnight.getUTCDate()).padStart(2, '0'),
  }
}

/** `YYYY/MM/DD`, the format the app shows. */
export function formatDay(day: number): string {
  const { year, month, date } = partsOfDay(day)
  return `${year}/${month}/${date}`
}

/** `YYYY-MM-DD`, the format stored in the database (a DATE column). */
export function isoDay(day: number): string {
  const { year, month, date } = partsOfDay(day)
  return `${year}-${month}-${date}`
}

/** Parses `YYYY-MM-DD` (or `YYYY/MM/DD`) back to a day number; throws on anything else. */
export function parseDay(text: string): number {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text)
  if (!match) throw new Error(`not a calendar date: ${text}`)
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Math.round(ms / DAY_MS)
}

/** `YYYY/MM/DD HH:mm` in Taipei, for expiry times shown to the user. */
export function formatTaipeiMinute(instant: Date): string {
  const shifted = new Date(instant.getTime() + TAIPEI_OFFSET_MS)
  const hours = String(shifted.getUTCHours()).padStart(2, '0')
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0')
  return `${formatDay(taipeiDay(instant))} ${hours}:${minutes}`
}

/** `YYYY 年 MM 月 DD 日` for the contract text. */
export function formatDayChinese(day: number): string {
  const { year, month, date } = partsOfDay(day)
  return `${year} 年 ${month} 月 ${date} 日`
}
