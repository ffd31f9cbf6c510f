import type { Recipient } from './notifications.repository.js'
import type { EmailType, PreferencesRow } from './notifications.tables.js'

// Which e-mails a user's preferences allow (pure). Account e-mails (welcome with the verification
// link, password reset) and a test the user asked for are essential: no switch turns them off.

type Prefs = Recipient['prefs']

export const ESSENTIAL: ReadonlySet<EmailType> = new Set([
  'welcome', 'password_reset', 'test', 'invitation', 'webhook_disabled', 'account_deletion',
])

/** The preference each non-essential kind of e-mail is switched by; also what unsubscribing turns off. */
export const SWITCH_OF = {
  new_match: 'new_match_notifications',
  deadline_reminder: 'deadline_notifications',
  weekly_digest: 'weekly_digest_enabled',
  application_status: 'application_status_notifications',
  mention: 'team_notifications',
  assignment: 'team_notifications',
  grant_changed: 'grant_change_notifications',
} as const satisfies Partial<Record<EmailType, keyof PreferencesRow>>
export type OptionalEmail = keyof typeof SWITCH_OF

export const isOptional = (type: string): type is OptionalEmail => type in SWITCH_OF

/** `score` (0..1) is the match score of a new_match alert, held against `match_threshold` (0..100). */
export function allowsEmail (prefs: Prefs, type: EmailType, score?: number): boolean {
  if (ESSENTIAL.has(type)) return true
  if (prefs.channels[type]?.email === false) return false
  if (!prefs.email_notifications_enabled || !isOptional(type) || !prefs[SWITCH_OF[type]]) return false
  if (type === 'new_match') return score !== undefined && reachesThreshold(prefs, score)
  return true
}

/** Compared in whole per cent, as the user sees scores: a 0.695 match is 70 and passes a 70 threshold. */
export const reachesThreshold = (prefs: Pick<Prefs, 'match_threshold'>, score: number) => Math.round(score * 100) >= prefs.match_threshold

/** Deduplicated, in descending order (the spec's rule); bounds are checked by the schema. */
export const normaliseReminderDays = (days: number[]) => [...new Set(days)].sort((a, b) => b - a)

// The IANA zones, each by its canonical name. Intl alone would also take "europe/brussels" or
// "EST"; the hourly scans hand the stored name to PostgreSQL's AT TIME ZONE, so only canonical
// IANA names are stored (one unusable zone would fail the scan for every user).
const ZONES = new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]))

/** The canonical IANA name of a time zone (any letter case), or null for anything else. */
export const canonicalTimeZone = (zone: string): string | null => ZONES.get(zone.toLowerCase()) ?? null
