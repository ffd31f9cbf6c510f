import { sql, type SQL } from 'drizzle-orm'
import { DAY_MS } from '../../core/clock.js'

// When a grant is open (pure), and the same rule as SQL for filters and statistics: upcoming
// before its opening date, active until its final deadline, closed from the deadline on. A grant
// without a deadline (rolling call) stays active once open.

export const GRANT_STATUSES = ['active', 'closed', 'upcoming'] as const
export type GrantStatus = typeof GRANT_STATUSES[number]


export interface GrantDates { start_date: Date | null; deadline: Date | null; deadlines: Date[] }

export function grantStatus ({ start_date, deadline }: Pick<GrantDates, 'start_date' | 'deadline'>, now: Date): GrantStatus {
  if (start_date && start_date > now) return 'upcoming'
  if (deadline && deadline <= now) return 'closed'
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

export function readTimeFields (grant: GrantDates, now: Date) {
  const status = grantStatus(grant, now)
  return {
    status,
    is_open: status === 'active',
    days_until_deadline: daysUntil(grant.deadline, now),
    next_deadline: nextDeadline(grant, now),
  }
}

/**
 * Each status as its own condition, for filters: written so the planner can use the deadline and
 * opening-date indexes (the CASE of statusSql hides them), so "active" reads only deadlines ahead.
 */
export const statusCondition: Record<GrantStatus, (now: Date) => SQL> = {
  upcoming: (now) => sql`grants.start_date > ${now}`,
  closed: (now) => sql`(grants.deadline <= ${now} and (grants.start_date is null or grants.start_date <= ${now}))`,
  active: (now) => sql`(coalesce(grants.deadline, 'infinity'::timestamptz) > ${now} and (grants.start_date is null or grants.start_date <= ${now}))`,
}

/** `grantStatus` in SQL, over the grants table's columns. */
export const statusSql = (now: Date): SQL<GrantStatus> => sql<GrantStatus>`(case
  when grants.start_date > ${now} then 'upcoming'
  when grants.deadline <= ${now} then 'closed'
  else 'active' end)`
