import type { JobDefinition } from '../../core/jobs/scheduler.js'
import type { Logger } from '../../core/logger.js'
import type { SavedSearchMatcher } from './saved-search-matcher.js'
import type { SavedSearchSender } from './saved-search-sender.js'

/**
 * A matcher run, then the immediate alerts it found. Imports call it when they are done; the
 * hourly job calls it too, so a failed or skipped call (a crash mid-import, a grant written by
 * another path) is caught up within the hour.
 */
export function createSavedSearchAlerting({
  matcher,
  sender,
  log,
}: {
  matcher: SavedSearchMatcher
  sender: SavedSearchSender
  log: Logger
}) {
  return {
    async matchAndSend() {
      const matched = await matcher.run()
      const sent = await sender.immediate()
      return { searches: matched.searches, hits: matched.hits, alerts: sent.searches, emails: sent.emails }
    },

    /** After an import: never fails it (the hourly job tries again). */
    async afterImport(): Promise<void> {
      await this.matchAndSend().catch((err: unknown) =>
        log.error({ err }, 'saved-search matching after an import failed'),
      )
    },
  }
}

export type SavedSearchAlerting = ReturnType<typeof createSavedSearchAlerting>

/** Hourly (cron in settings; off in tests, which run them directly). */
export const savedSearchJobs = (
  alerting: SavedSearchAlerting,
  sender: SavedSearchSender,
  cron: string | null,
): JobDefinition[] => [
  { name: 'alerts.match-saved-searches', cron, run: () => alerting.matchAndSend() },
  { name: 'alerts.send-saved-search-alerts', cron, run: () => sender.scheduled() },
]
