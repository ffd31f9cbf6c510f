import type { JobDefinition } from '../../../core/jobs/scheduler.js'
import type { GrantChangesService } from './grant-changes.service.js'

/**
 * The announcer on a schedule (the notification scans' cron): ingestion announces right after a
 * run that changed something, this catches up after a failure or a crash in between.
 */
export const grantChangeJobs = (changes: GrantChangesService, cron: string | null): JobDefinition[] => [
  { name: 'grants.announce-changes', cron, run: () => changes.announce() },
]
