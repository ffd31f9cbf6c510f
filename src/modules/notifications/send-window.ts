import { ESSENTIAL } from './preference-rules.js'
import type { EmailType, PartnerEmailType } from './notifications.tables.js'

// When a queued e-mail may leave (pure): quiet hours and the per-type throttle. The e-mail queue
// applies both to every user e-mail it writes, so no producer has to remember them; the delivery
// worker already waits for `next_attempt_at`, which is what this computes.
//
// Held: a user's non-essential mail. Never held: essential and account mail (welcome, password
// reset, invitation, test, webhook_disabled: someone is waiting for it or must act on it) and
// partners' mail (no preferences).

/** One e-mail of one type per user per this interval; later ones wait their turn (held, not lost). */
export const THROTTLE_MS = 10 * 60_000

/**
 * The types sent as events happen, which a busy workspace could fire in bursts. Scheduled mail
 * (reminders on the chosen days, the digest) and saved-search alerts (each search's own frequency,
 * once per period) already come at the pace the user chose: spacing them out would only delay them.
 */
export const THROTTLED: ReadonlySet<string> = new Set<EmailType>([
  'new_match',
  'application_status',
  'mention',
  'assignment',
  'grant_changed',
])
const HOUR_MS = 60 * 60_000

export const isHoldable = (type: EmailType | PartnerEmailType, partner: boolean): boolean =>
  !partner && !ESSENTIAL.has(type as EmailType) && !(type === 'partner_status' || type === 'commission_status')

/** Whole hours in the user's zone, start inclusive, end exclusive; start > end wraps past midnight; equal is no window. */
export interface QuietHours {
  start: number
  end: number
}

export const quietHoursOf = (p: {
  quiet_hours_start: number | null
  quiet_hours_end: number | null
}): QuietHours | null =>
  p.quiet_hours_start === null || p.quiet_hours_end === null
    ? null
    : { start: p.quiet_hours_start, end: p.quiet_hours_end }

const formats = new Map<string, Intl.DateTimeFormat>()
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(zone, f)
  }
  return f
}

/** Hour, minute and second of the instant on the wall clock of the zone. */
function wallClock(at: Date, zone: string): { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return { hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) }
}

export function insideQuietHours(at: Date, quiet: QuietHours, zone: string): boolean {
  const { hour } = wallClock(at, zone)
  if (quiet.start === quiet.end) return false
  return quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end
}

/**
 * `at`, or the end of the quiet hours it falls in: the next moment the zone's clock shows
 * `end`:00. Stepped an hour at a time from the start of the local hour, so a daylight-saving
 * change inside the window (a 23- or 25-hour night) lands on the real local hour.
 */
export function afterQuietHours(at: Date, quiet: QuietHours | null, zone: string): Date {
  if (!quiet || !insideQuietHours(at, quiet, zone)) return at
  const { minute, second } = wallClock(at, zone)
  let t = at.getTime() - (minute * 60 + second) * 1000 - at.getMilliseconds()
  for (let i = 0; i < 26; i++) {
    t += HOUR_MS
    if (wallClock(new Date(t), zone).hour === quiet.end) return new Date(t)
  }
  return at // unreachable for real zones; never hold mail forever
}

/**
 * When the next e-mail of a type may leave for a user: not before `now`, not within THROTTLE_MS
 * of the previous one of that type (`previous`: the latest slot taken, sent or waiting), and not
 * inside their quiet hours.
 */
export function sendAt(now: Date, previous: Date | null, quiet: QuietHours | null, zone: string): Date {
  const earliest =
    previous && previous.getTime() + THROTTLE_MS > now.getTime() ? new Date(previous.getTime() + THROTTLE_MS) : now
  return afterQuietHours(earliest, quiet, zone)
}
