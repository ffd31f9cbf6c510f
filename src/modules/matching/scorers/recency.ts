import { daysUntil, grantStatus, nextDeadline } from '../../grants/grants.status.js'
import type { MatchGrant, SubScore } from '../scoring.js'
import { DAY_MS } from '../../../core/clock.js'
import { reason, type Reason } from '../reasons.js'

// Recency score: how new the grant is, and how comfortably one can still apply. Pure: the clock
// comes in as `now`. Two parts, equally weighted (score = 0.5 freshness + 0.5 time left):
//
//   freshness   0.5 ^ (age in days / 30): a half-life of 30 days, so 1 on publication, 0.5 after
//               a month, 0.25 after two, 0.125 after three; the grant fades over ~60-90 days,
//               about the time a newly published call stays news. Age is counted from the
//               publication date, else the opening date, else when we first stored the grant;
//               a date still ahead counts as brand new (an announced call).
//   time left   active: next cut-off >= 30 days ahead 1.0, then linear down to 0 on its last day
//               (a month is what a typical application needs); rolling call (no cut-off ahead)
//               0.7, always open but never urgent; upcoming: opens within 30 days 0.8, within 90
//               days 0.6, later 0.4 (soon-to-open calls are worth preparing for); closed 0.
//
// Equal weights because neither dominates: a fresh call closing tomorrow is as little use as a
// stale one open for months is unremarkable.

export const RECENCY_WEIGHTS = { freshness: 0.5, timeLeft: 0.5 } as const

const HALF_LIFE_DAYS = 30
// Freshness reasons stop where the grant is no longer news (freshness below one half).
const NEWS_DAYS = 30

const COMFORTABLE_DAYS = 30
const ROLLING = 0.7
const UPCOMING = { soon: 0.8, later: 0.6, distant: 0.4 } as const
const OPENS_SOON_DAYS = 30
const OPENS_LATER_DAYS = 90


function freshness (grant: MatchGrant, now: Date, reasons: Reason[]): number {
  const [date, verb] = grant.publication_date
    ? [grant.publication_date, 'published' as const]
    : grant.start_date ? [grant.start_date, 'opened' as const] : [grant.created_at, 'listed' as const]
  const age = Math.floor((now.getTime() - date.getTime()) / DAY_MS)
  if (age < 0) return 1
  if (age <= NEWS_DAYS) reasons.push(reason(verb, { days: age }))
  return 0.5 ** (age / HALF_LIFE_DAYS)
}

function timeLeft (grant: MatchGrant, now: Date, reasons: Reason[]): number {
  const status = grantStatus(grant, now)
  if (status === 'closed') return 0
  if (status === 'upcoming') {
    const opens = Math.max(0, daysUntil(grant.start_date, now) ?? 0)
    reasons.push(reason('opens', { days: opens }))
    return opens <= OPENS_SOON_DAYS ? UPCOMING.soon : opens <= OPENS_LATER_DAYS ? UPCOMING.later : UPCOMING.distant
  }
  const next = nextDeadline(grant, now)
  const days = daysUntil(next, now)
  if (next === null || days === null) {
    // A programme has no deadline of ours: its managing authority publishes the calls.
    reasons.push(reason(grant.record_type === 'programme' ? 'programme' : 'rolling'))
    return ROLLING
  }
  if (days >= COMFORTABLE_DAYS) {
    const last = grant.deadline && next.getTime() === grant.deadline.getTime()
    reasons.push(reason(last ? 'deadline_plenty' : 'cutoff_plenty', { days }))
    return 1
  }
  // Short deadlines are the rule score's cautionary reason; here they only lower the score.
  return Math.max(0, days) / COMFORTABLE_DAYS
}

export function recencyScore (grant: MatchGrant, now: Date): SubScore {
  const reasons: Reason[] = []
  const score = RECENCY_WEIGHTS.freshness * freshness(grant, now, reasons) + RECENCY_WEIGHTS.timeLeft * timeLeft(grant, now, reasons)
  return { score: Math.min(1, Math.max(0, score)), reasons }
}
