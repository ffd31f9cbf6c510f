import type { QueryClient } from '@tanstack/react-query'

// Vocabularies shared by the area's routes and pages (the server's enums, in flow order).

export const APPLICATION_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'withdrawn'] as const
export type ApplicationStatus = typeof APPLICATION_STATUSES[number]

export const HISTORY_TYPES = ['new_match', 'deadline_reminder', 'weekly_digest', 'welcome', 'application_status', 'test', 'password_reset'] as const
export const HISTORY_STATUSES = ['pending', 'sent', 'delivered', 'bounced', 'failed'] as const

export const SUB_SCORES = ['rule', 'semantic', 'recency', 'collaborative', 'carbon'] as const

/** Match changes show up in the lists, the stats and the dashboard: refetch all of them. */
export function invalidateMatches (queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[1] === 'string' && /^\/api\/v1\/(matches|dashboard)/.test(q.queryKey[1]),
  })
}

export function invalidatePrefix (queryClient: QueryClient, prefix: string) {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith(prefix) })
}
