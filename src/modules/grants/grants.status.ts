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

/** The next cut-off of a multi-stage call still ahead, or null when all have passed. */
export function nextDeadline ({ deadline, deadlines }: Pick<GrantDates, 'deadline' | 'deadlines'>, now: Date): Date | null {
  const ahead = [...deadlines, ...(deadline ? [deadline] : [])].filter((d) => d > now)
  return ahead.length ? new Date(Math.min(...ahead.map((d) => d.getTime()))) : null
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

/** `grantStatus` in SQL, over the grants table's columns. */
export const statusSql = (now: Date): SQL<GrantStatus> => sql<GrantStatus>`(case
  when grants.start_date > ${now} then 'upcoming'
  when grants.deadline <= ${now} then 'closed'
  else 'active' end)`
