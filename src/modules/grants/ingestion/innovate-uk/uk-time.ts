import { europeanWallClock, LONDON } from '../wall-clock.js'

// IFS states its dates as UK wall-clock times ("Wednesday 26 March 2025 11:00am"): GMT in winter,
// BST (UTC+1) in summer (../wall-clock.ts). Reading them as UTC would put every summer deadline an
// hour late.

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** A UK wall-clock time as an instant. */
export const londonTime = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  europeanWallClock(LONDON, year, month, day, hour, minute)

export interface UkDate { date: Date; has_time: boolean }

/**
 * The first "[Weekday] D Month YYYY [H[:MM]am|pm]" in a text, as UK time. A date without a time is
 * the start of that day; callers that need the end of a day (a closing date) use `endOfUkDay`.
 */
export function parseUkDate (text: string): UkDate | null {
  const m = /(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\s+(\d{4})(?:[\s,]+(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|noon)?)?/i.exec(text)
  if (!m) return null
  const month = MONTHS.indexOf(m[2]!.toLowerCase())
  const day = Number(m[1])
  const year = Number(m[3])
  if (month < 0 || day < 1 || day > 31) return null
  // A bare number after the year is not a time unless am/pm or minutes say so ("2025 11" is not).
  const hasTime = m[4] !== undefined && (m[5] !== undefined || m[6] !== undefined)
  let hour = hasTime ? Number(m[4]) : 0
  const minute = hasTime && m[5] ? Number(m[5]) : 0
  const half = m[6]?.toLowerCase()
  if (half === 'pm' && hour < 12) hour += 12
  if (half === 'am' && hour === 12) hour = 0
  if (hour > 23 || minute > 59) return null
  const date = londonTime(year, month, day, hour, minute)
  // Date.UTC rolls 31 February over to March: such a date is not one the page meant.
  if (new Date(Date.UTC(year, month, day)).getUTCMonth() !== month) return null
  return { date, has_time: hasTime }
}

/** 23:59 UK time of the day of `date` (read as a UK date). */
export function endOfUkDay (date: Date): Date {
  const uk = new Date(date.getTime() + 3 * 3_600_000) // any UK instant of that day maps inside it
  return londonTime(uk.getUTCFullYear(), uk.getUTCMonth(), uk.getUTCDate(), 23, 59)
}

export const fromEpochMs = (value: unknown): Date | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const d = new Date(value)
    return Number.isNaN(d.getTime()) ? null : d
  }
  return null
}
