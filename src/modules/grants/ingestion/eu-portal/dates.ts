// Dates in the portal's formats: ISO 8601 with a `+0000` offset (search API), `YYYY-MM-DD` (inside
// the `actions` / `budgetOverview` JSON) and epoch milliseconds, as numbers (`deadlineDatesLong`
// in the bulk file) or as digit strings (inside the bulk file's `actions`).

import { BRUSSELS, europeanWallClock } from '../wall-clock.js'

// Anything outside this window is a unit mistake (seconds read as milliseconds) or a placeholder.
const EARLIEST = Date.UTC(1990, 0, 1)
const LATEST = Date.UTC(2100, 0, 1)
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

export function parseSourceDate (value: unknown): Date | null {
  let ms: number
  if (typeof value === 'number') ms = value
  else if (typeof value === 'string' && /^\d{10,14}$/.test(value.trim())) ms = Number(value.trim())
  else if (typeof value === 'string' && ISO_DATE.test(value.trim())) ms = Date.parse(value.trim())
  else return null
  return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? new Date(ms) : null
}

/** Distinct valid dates, ascending. */
function sortedDates (values: unknown[]): Date[] {
  const times = new Set<number>()
  for (const v of values) {
    const d = parseSourceDate(v)
    if (d) times.add(d.getTime())
  }
  return [...times].sort((a, b) => a - b).map((t) => new Date(t))
}

/**
 * A cut-off as the portal means it. The portal gives cut-offs as dates (midnight UTC, or a bare
 * `YYYY-MM-DD`) and closes its calls at 17:00:00 Brussels time on that day, as every topic page
 * says; a cut-off with a time of its own is kept as it is.
 */
export function closingTime (cutOff: Date): Date {
  if (cutOff.getTime() % 86_400_000 !== 0) return cutOff
  return europeanWallClock(BRUSSELS, cutOff.getUTCFullYear(), cutOff.getUTCMonth(), cutOff.getUTCDate(), 17)
}

/** The cut-offs of a topic: distinct, ascending, at the portal's closing time. */
export const sortedDeadlines = (values: unknown[]): Date[] => sortedDates(values).map(closingTime)

export type PortalStatus = 'forthcoming' | 'open' | 'closed'

// The portal's status codes (confirmed by the `actions` JSON of the fixture and public clients);
// the bulk file spells them out in `status.abbreviation`.
const STATUS_CODES: Record<string, PortalStatus> = { 31094501: 'forthcoming', 31094502: 'open', 31094503: 'closed' }
const STATUS_WORDS: Record<string, PortalStatus> = { forthcoming: 'forthcoming', open: 'open', 'open for submission': 'open', closed: 'closed' }

export function portalStatus (code: unknown, word?: unknown): PortalStatus | null {
  const byCode = STATUS_CODES[String(code ?? '').trim()]
  if (byCode) return byCode
  return typeof word === 'string' ? STATUS_WORDS[word.trim().toLowerCase()] ?? null : null
}
