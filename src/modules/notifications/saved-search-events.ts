import type { DbOrTx } from '../../core/db/client.js'
import type { Language } from '../../core/language.js'
import type { EmailQueue } from './email-queue.js'
import { createNotificationsRepository, type GrantLineRow } from './notifications.repository.js'

// New grants found by a saved search become one in-app notification and, unless the user turned
// e-mail off altogether (`email_notifications_enabled`), one e-mail, written in the sender's
// transaction, the one that marks the grants sent. There is no preference switch of their own
// (SWITCH_OF): each search's `frequency` is its switch, and the sender only hands over searches
// whose alerts are on. The e-mail's unsubscribe link turns off that search alone.

export interface SavedSearchAlert {
  to: {
    user_id: string; tenant_id: string; email: string; full_name: string; timezone: string; language: Language; email_on: boolean
  }
  search: { id: string; name: string; url: string }
  /** The grants the e-mail lists (ten at most, in the order shown). */
  shown: GrantLineRow[]
  /** Grants found this time, the first hundred (the in-app notification links them). */
  grant_ids: string[]
  /** How many were found this time. */
  total: number
  /** Exactly-once key of a daily or weekly alert (the period); null for immediate ones. */
  dedupe_key: string | null
}

const plural = (n: number) => (n === 1 ? '1 new grant' : `${n} new grants`)

export function createSavedSearchEvents ({ queue }: { queue: EmailQueue }) {
  return {
    async found (tx: DbOrTx, alerts: SavedSearchAlert[]): Promise<{ in_app: number; emails: number }> {
      if (alerts.length === 0) return { in_app: 0, emails: 0 }
      const inApp = await createNotificationsRepository(tx).insertInApp(alerts.map((a) => ({
        user_id: a.to.user_id, tenant_id: a.to.tenant_id, type: 'saved_search' as const,
        title: `${plural(a.total)} for “${a.search.name}”`.slice(0, 300),
        message: a.shown.slice(0, 3).map((g) => g.title).join('; ').slice(0, 500),
        data: { saved_search_id: a.search.id, grant_ids: a.grant_ids, total: a.total },
        dedupe_key: a.dedupe_key,
      })))
      const emails = await queue.queue(tx, alerts.filter((a) => a.to.email_on && a.shown.length > 0).map((a) => ({
        to: { id: a.to.user_id, email: a.to.email, timezone: a.to.timezone, language: a.to.language },
        type: 'saved_search' as const, template: 'saved_search' as const, saved_search_id: a.search.id,
        grant_id: a.shown[0]!.id, ...(a.dedupe_key ? { dedupe_key: a.dedupe_key } : {}),
        data: {
          full_name: a.to.full_name, search_name: a.search.name, grants: a.shown.map((g) => queue.grantLine(g)),
          more: a.total - a.shown.length, search_url: a.search.url,
        },
      })))
      return { in_app: inApp, emails: emails.length }
    },
  }
}

export type SavedSearchEvents = ReturnType<typeof createSavedSearchEvents>
