import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { emailDispatches, emailSuppressions, notificationHistory, type HistoryRow } from './notifications.tables.js'

// The outbox's SQL. Claims take one transaction-scoped advisory lock, so every process sees the
// same count of messages sent in the last minute and the 30-per-minute limit holds across them.

const RATE_LOCK = 7_420_001
const WINDOW_MS = 60_000

export type Claimed = Pick<HistoryRow, 'id' | 'user_id' | 'email_to' | 'email_subject' | 'email_template' | 'notification_type' | 'text_body' | 'html_body' | 'unsubscribe_url' | 'attempts' | 'lease_until'>

export function createDeliveryRepository (db: DbOrTx) {
  return {
    /**
     * Claims up to `limit` due messages (or the one given), within what the rate window allows.
     * A claim is a lease: a worker that dies holding it leaves the message to be claimed again
     * once the lease has passed. Mail to suppressed addresses fails here without being sent.
     */
    async claim ({ now, leaseMs, limit, ratePerMinute, id }: { now: Date; leaseMs: number; limit: number; ratePerMinute: number; id?: string }): Promise<{ claimed: Claimed[]; used: number }> {
      return (db as DbOrTx).transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK})`)
        const windowStart = new Date(now.getTime() - WINDOW_MS)
        await tx.execute(sql`delete from email_dispatches where at < ${new Date(now.getTime() - 60 * WINDOW_MS)}`)
        const [{ used }] = await selectRows<{ used: number }>(tx, sql`select count(*)::int as used from email_dispatches where at > ${windowStart}`) as [{ used: number }]
        await tx.execute(sql`
          update notification_history h set status = 'failed', last_error = 'not sent: the address bounced earlier and is suppressed', lease_until = null, updated_at = ${now}
           where h.status = 'pending' and h.next_attempt_at <= ${now}
             and exists (select 1 from email_suppressions s where s.email = lower(h.email_to))`)
        const room = Math.min(limit, ratePerMinute - used)
        if (room <= 0) return { claimed: [], used }
        const claimed = await selectRows<Claimed>(tx, sql`
          with due as (
            select id from notification_history
             where status = 'pending' and next_attempt_at <= ${now} and (lease_until is null or lease_until <= ${now})
               ${id ? sql`and id = ${id}` : sql``}
             -- account mail (sign-in links) first: bulk mail (digests, reminders, test mails) must
             -- never hold back a password reset behind the rate limit
             order by priority, next_attempt_at, id
             limit ${room}
             for update skip locked)
          update notification_history h
             set lease_until = ${new Date(now.getTime() + leaseMs)}, attempts = h.attempts + 1, updated_at = ${now}
            from due where h.id = due.id
          returning h.id, h.user_id, h.email_to, h.email_subject, h.email_template, h.notification_type,
                    h.text_body, h.html_body, h.unsubscribe_url, h.attempts, h.lease_until`)
        if (claimed.length > 0) await tx.insert(emailDispatches).values(claimed.map((c) => ({ at: now, notification_id: c.id })))
        return { claimed: claimed.map((c) => ({ ...c, lease_until: c.lease_until && new Date(c.lease_until) })), used: used + claimed.length }
      })
    },

    /** Messages counted against the rate in the minute before `now`. */
    async usedInWindow (now: Date): Promise<number> {
      const [row] = await selectRows<{ used: number }>(db, sql`select count(*)::int as used from email_dispatches where at > ${new Date(now.getTime() - WINDOW_MS)}`)
      return row!.used
    },

    /** The earliest moment a pending message becomes due (for the worker's next wake-up). */
    async nextDue (): Promise<Date | null> {
      const [row] = await selectRows<{ at: string | Date | null }>(db, sql`select min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) as at from notification_history where status = 'pending'`)
      return row?.at ? new Date(row.at) : null
    },

    // Each outcome is written only while the claim still holds (same lease): a worker whose lease
    // ran out and was taken over must not overwrite the newer attempt's result.
    async outcome (claim: Claimed, changes: Partial<HistoryRow>) {
      const [row] = await db.update(notificationHistory).set(changes)
        .where(and(eq(notificationHistory.id, claim.id), eq(notificationHistory.status, 'pending'), eq(notificationHistory.lease_until, claim.lease_until!)))
        .returning({ id: notificationHistory.id })
      return row !== undefined
    },

    async suppress (email: string, reason: string, notificationId: string) {
      await db.insert(emailSuppressions).values({ email: email.toLowerCase(), reason, notification_id: notificationId }).onConflictDoNothing()
    },

    /**
     * Attempts since `since` (for health), and how many of their messages are failing: read from
     * the rate window's rows (an hour at most), never by scanning the whole history.
     */
    async recentFailureRate (since: Date): Promise<{ attempts: number; failures: number }> {
      const [row] = await selectRows<{ attempts: number; failures: number }>(db, sql`
        select count(*)::int as attempts,
               count(*) filter (where h.last_error is not null and h.status not in ('sent', 'delivered'))::int as failures
          from email_dispatches d join notification_history h on h.id = d.notification_id
         where d.at >= ${since}`)
      return row!
    },

    /** A provider's event (delivered or bounced) for the message it accepted. */
    async providerEvent (messageId: string, event: 'delivered' | 'bounced', at: Date, reason: string | null) {
      const [row] = await db.update(notificationHistory)
        .set(event === 'delivered'
          ? { status: 'delivered', delivered_at: at, updated_at: at }
          : { status: 'bounced', last_error: reason ?? 'bounced', updated_at: at })
        .where(and(eq(notificationHistory.message_id, messageId), sql`${notificationHistory.status} in ('sent', 'delivered')`))
        .returning({ id: notificationHistory.id, email_to: notificationHistory.email_to })
      return row
    },
  }
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>
