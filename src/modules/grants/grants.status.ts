import { sql, type SQL } from 'drizzle-orm'
import { DAY_MS } from '../../core/clock.js'

// When a grant is open (pure), and the same rule as SQL for filters and statistics: upcoming
// before its opening date, active until its final deadline (or the end of a programme's
// eligibility, `end_date`), closed from then on. A call without a deadline (rolling) stays active
// once open. Only a call can be open to apply to: a programme publishes calls of its own, a past
// topic is evidence (docs/decisions.md "Grant data").

export const GRANT_STATUSES = ['active', 'closed', 'upcoming'] as const
export type GrantStatus = typeof GRANT_STATUSES[number]


export interface GrantDates { start_date: Date | null; deadline: Date | null; deadlines: Date[]; end_date: Date | null }

type StatusDates = Pick<GrantDates, 'start_date' | 'deadline'> & { end_date?: Date | null; record_type?: string }

export function grantStatus ({ start_date, deadline, end_date, record_type }: StatusDates, now: Date): GrantStatus {
  if (record_type === 'past_topic') return 'closed'
  if (start_date && start_date > now) return 'upcoming'
  if ((deadline && deadline <= now) || (end_date && end_date <= now)) return 'closed'
  return 'active'
}

/** Whole days from now to the deadline: 0 on its last day, negative once it has passed. */
export function daysUntil (deadline: Date | null, now: Date): number | null {
  return deadline ? Math.floor((deadline.getTime() - now.getTime()) / DAY_MS) : null
}

/** Every cut-off of a call, the final deadline included, each once, in time order. */
export function cutOffs ({ deadline, deadlines }: Pick<GrantDates, 'deadline' | 'deadlines'>): Date[] {
  return [...new Set([...deadlines, ...(deadline ? [deadline] : [])].map((d) => d.getTime()))].sort((a, b) => a - b).map((t) => new Date(t))
}

/** The next cut-off of a multi-stage call still ahead, or null when all have passed. */
export function nextDeadline ({ deadline, deadlines }: Pick<GrantDates, 'deadline' | 'deadlines'>, now: Date): Date | null {
  // A plain scan, as it runs for every grant of every list answer: no copies of the dates.
  let next = deadline && deadline > now ? deadline : null
  for (const d of deadlines) if (d > now && (!next || d < next)) next = d
  return next
}

// The zone each source states its deadlines in (docs/decisions.md, "Deadline times"): the EU
// portal's calls close at 17:00 Brussels time, Innovate UK's at a UK time (usually 11:00).
const DEADLINE_ZONES: Record<string, string> = {
  eu_portal: 'Europe/Brussels', cordis: 'Europe/Brussels', innovate_uk: 'Europe/London',
}

/** The time zone a grant's source states its deadlines in; null when it has none (programmes). */
export const deadlineTimeZone = (source: string): string | null => DEADLINE_ZONES[source] ?? null

/**
 * The fields that depend on the clock. `deadline` is the cut-off a new applicant must meet: the
 * next one of a multi-stage call while one is ahead, else the final one (all stay in `deadlines`).
 */
export function readTimeFields (grant: GrantDates & { record_type: string }, now: Date) {
  const status = grantStatus(grant, now)
  const next = nextDeadline(grant, now)
  const deadline = next ?? grant.deadline
  return {
    status,
    is_open: status === 'active' && grant.record_type === 'call',
    deadline,
    days_until_deadline: daysUntil(deadline, now),
    next_deadline: next,
  }
}

/**
 * Each status as its own condition, for filters: written so the planner can use the deadline and
 * opening-date indexes (the CASE of statusSql hides them), so "active" reads only deadlines ahead.
 */
export const statusCondition: Record<GrantStatus, (now: Date) => SQL> = {
  upcoming: (now) => sql`(grants.start_date > ${now} and grants.record_type <> 'past_topic')`,
  closed: (now) => sql`(grants.record_type = 'past_topic'
    or ((grants.deadline <= ${now} or grants.end_date <= ${now}) and (grants.start_date is null or grants.start_date <= ${now})))`,
  active: (now) => sql`(coalesce(grants.deadline, 'infinity'::timestamptz) > ${now}
    and coalesce(grants.end_date, 'infinity'::timestamptz) > ${now}
    and (grants.start_date is null or grants.start_date <= ${now}) and grants.record_type <> 'past_topic')`,
}

/** `grantStatus` in SQL, over the grants table's columns. */
export const statusSql = (now: Date): SQL<GrantStatus> => sql<GrantStatus>`(case
  when grants.record_type = 'past_topic' then 'closed'
  when grants.start_date > ${now} then 'upcoming'
  when grants.deadline <= ${now} or grants.end_date <= ${now} then 'closed'
  else 'active' end)`
