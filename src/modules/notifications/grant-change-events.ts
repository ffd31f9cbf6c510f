import type { DbOrTx } from '../../core/db/client.js'
import type { Language } from '../../core/language.js'
import type { GrantChangeAnnounced, GrantChangeEvents } from '../grants/changes/grant-changes.events.js'
import { changeLine, headline, urgency } from './change-words.js'
import type { EmailQueue } from './email-queue.js'
import { createNotificationsRepository, type Recipient } from './notifications.repository.js'
import { allowsEmail } from './preference-rules.js'

// A followed call changed in a way that matters: each follower gets an in-app notice and, where
// their preferences allow (`grant_change_notifications`), an e-mail, in the announcer's
// transaction. The dedupe key `grant_changed:<change_id>` on both is the second guard of
// "exactly once" (the first: the announcer claims each change once). Dates are in each
// follower's own time zone. Urgent mail (closed early, withdrawn) goes out with account mail.

/** A channel the user switched off for this type (notification_preferences.channels). */
const off = (to: Recipient, channel: 'email' | 'in_app') => to.prefs.channels?.grant_changed?.[channel] === false

export function createGrantChangeEvents({ queue }: { queue: EmailQueue }): GrantChangeEvents {
  return {
    async changed(tx: DbOrTx, event: GrantChangeAnnounced): Promise<void> {
      const repo = createNotificationsRepository(tx)
      const [[grant], recipients] = await Promise.all([
        repo.grantLines([event.grant_id]),
        repo.recipients({ user_ids: event.followers.map((f) => f.user_id) }),
      ])
      if (!grant || recipients.length === 0) return
      const workspaceOf = new Map(event.followers.map((f) => [f.user_id, f.tenant_id]))
      const lead = headline(event.changes, event.urgent)
      const why = urgency(event.changes, event.urgent)
      const dedupeKey = `grant_changed:${event.change_id}`
      // The in-app notice is English (as every in-app notification); the e-mail is in the recipient's language.
      const linesFor = (to: Recipient, language: Language = 'en') => event.changes
        .map((c) => changeLine(c, { timezone: to.prefs.timezone, currency: grant.currency ?? 'EUR', language }))

      await repo.insertInApp(
        recipients
          .filter((to) => !off(to, 'in_app'))
          .map((to) => ({
            user_id: to.id,
            tenant_id: workspaceOf.get(to.id)!,
            type: 'grant_changed' as const,
            dedupe_key: dedupeKey,
            title: `${lead}: ${grant.title}`.slice(0, 300),
            message: linesFor(to).join('\n'),
            data: {
              grant_id: event.grant_id,
              change_id: event.change_id,
              changes: event.changes,
              urgent: event.urgent,
            },
          })),
      )
      await queue.queue(
        tx,
        recipients
          .filter((to) => allowsEmail(to.prefs, 'grant_changed') && !off(to, 'email'))
          .map((to) => ({
            to: { id: to.id, email: to.email, timezone: to.prefs.timezone, language: to.language },
            type: 'grant_changed' as const,
            template: 'grant_changed' as const,
            grant_id: event.grant_id,
            dedupe_key: dedupeKey,
            ...(event.urgent ? { priority: 0 as const } : {}),
            data: {
              full_name: to.full_name,
              grant: queue.grantLine(grant),
              headline: headline(event.changes, event.urgent, to.language),
              changes: linesFor(to, to.language),
              urgency: why,
            },
          })),
      )
    },
  }
}
