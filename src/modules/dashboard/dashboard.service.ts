import { addDays, type Clock } from '../../core/clock.js'
import type { Caller } from '../../core/http/auth.js'
import type { ApplicationsService } from '../applications/applications.service.js'
import type { CompaniesService } from '../companies/companies.service.js'
import { daysUntil } from '../grants/grants.status.js'
import type { MatchesService } from '../matching/matches.service.js'
import { UPCOMING_DAYS, UPCOMING_LIMIT } from './dashboard.schema.js'

interface Deps {
  clock: Clock
  companies: Pick<CompaniesService, 'count'>
  matches: Pick<MatchesService, 'stats' | 'savedDeadlines'>
  applications: Pick<ApplicationsService, 'countByStatus'>
  /** The user's unread in-app notifications; the notifications module provides it. */
  unreadNotifications: (userId: string) => Promise<number>
}

export function createDashboardService ({ clock, companies, matches, applications, unreadNotifications }: Deps) {
  return {
    /** GET /dashboard/stats: the tenant's figures, the caller's unread notifications. */
    async stats (caller: Caller) {
      const now = clock.now()
      const [companyCount, matchStats, applicationCounts, upcoming, unread] = await Promise.all([
        companies.count(caller.tenant_id),
        matches.stats(caller.tenant_id),
        applications.countByStatus(caller.tenant_id),
        matches.savedDeadlines(caller.tenant_id, now, addDays(now, UPCOMING_DAYS), UPCOMING_LIMIT),
        unreadNotifications(caller.user_id),
      ])
      return {
        companies: companyCount,
        matches: { total: matchStats.total_matches, saved: matchStats.saved, dismissed: matchStats.dismissed, viewed: matchStats.viewed, average_score: matchStats.average_score },
        applications: applicationCounts,
        upcoming_deadlines: upcoming.map((u) => ({ ...u, days_until_deadline: daysUntil(u.deadline, now)! })),
        unread_notifications: unread,
      }
    },
  }
}
export type DashboardService = ReturnType<typeof createDashboardService>
