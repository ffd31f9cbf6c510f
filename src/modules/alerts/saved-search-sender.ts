import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import type { Logger } from '../../core/logger.js'
import type { SavedSearchEvents } from '../notifications/saved-search-events.js'
import { createSavedSearchAlertsRepository, dedupeKey, type DueSearch } from './saved-search-alerts.repository.js'
import { appUrlOf } from './saved-search-query.js'
import type { SavedQuery } from './saved-searches.schema.js'

// Sends what the matcher found: per saved search and run, one in-app notification and one e-mail
// grouping its new grants. Immediate searches right after a matcher run; daily and weekly ones
// from the hourly job, at 08:00 in the user's time zone. Each chunk of searches is one
// transaction: the hits are marked sent with the notifications that carry them.

const CHUNK = 200

export type SendRun = { searches: number; in_app: number; emails: number }

export function createSavedSearchSender({
  db,
  clock,
  log,
  events,
  publicUrl,
}: {
  db: Db
  clock: Clock
  log: Logger
  events: SavedSearchEvents
  publicUrl: string
}) {
  async function send(kind: 'immediately' | 'scheduled'): Promise<SendRun> {
    const now = clock.now()
    const due = await createSavedSearchAlertsRepository(db).due(now, kind)
    const run: SendRun = { searches: 0, in_app: 0, emails: 0 }
    for (let i = 0; i < due.length; i += CHUNK) {
      const chunk = new Map(due.slice(i, i + CHUNK).map((s) => [s.id, s]))
      const done = await db.transaction(async (tx) => {
        // Searches another sender claimed meanwhile come back empty, and are left out.
        const claimed = await createSavedSearchAlertsRepository(tx).claim([...chunk.keys()], now)
        return events.found(
          tx,
          claimed.map((c) => {
            const s: DueSearch = chunk.get(c.saved_search_id)!
            return {
              to: {
                user_id: s.user_id,
                tenant_id: s.tenant_id,
                email: s.email,
                full_name: s.full_name,
                timezone: s.timezone,
                language: s.language,
                email_on: s.email_on,
              },
              search: { id: s.id, name: s.name, url: appUrlOf(publicUrl, s.query as SavedQuery) },
              shown: c.shown,
              grant_ids: c.grant_ids,
              total: c.total,
              dedupe_key: s.period === null ? null : dedupeKey(s.id, s.period),
            }
          }),
        )
      })
      run.searches += chunk.size
      run.in_app += done.in_app
      run.emails += done.emails
    }
    if (run.searches > 0) log.info({ kind, ...run }, 'saved-search alerts sent')
    return run
  }

  return {
    /** After a matcher run: the searches whose alerts go out at once. */
    immediate: () => send('immediately'),
    /** Hourly: daily and weekly alerts that are due (idempotent per period). */
    scheduled: () => send('scheduled'),
  }
}

export type SavedSearchSender = ReturnType<typeof createSavedSearchSender>
