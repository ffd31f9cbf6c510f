import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { emailDispatches, emailSuppressions, notificationHistory, type HistoryRow } from './notifications.tables.js'

// The outbox's SQL. The rate is counted where the provider can see it: a message the server
// received lies somewhere between the start of its send and the provider's answer. So a send may
// start only when fewer than the limit are in flight or were answered in the last 60 s, checked
// and recorded under one transaction-scoped advisory lock, so every process sees the same count.
// Then no 60 s window at the server holds more than the limit, whatever the SMTP latency: if it
// held one more, the last of them to start saw all the others in flight or answered within 60 s.

const RATE_LOCK = 7_420_001
const WINDOW_MS = 60_000
const HOUR_MS = 60 * WINDOW_MS

export type Claimed = Pick<HistoryRow, 'id' | 'user_id' | 'email_to' | 'email_subject' | 'email_template'
  | 'notification_type' | 'text_body' | 'html_body' | 'unsubscribe_url' | 'attempts'> & {
  /** Kept from the first claim on: every retry carries it, so a receiver can drop a duplicate. */
  message_id: string
  /** This send's row in the rate window. */
  slot: number
}

// A dispatch row counts while in flight (its lease renewed by a live sender) and for a minute
// after its answer; a killed sender's row counts as answered when its lease ran out, which is
// after the process died, so after anything it handed over could have arrived.
const counted = (since: Date) => sql`d.at > ${new Date(since.getTime() - HOUR_MS)}
  and coalesce(d.finished_at, d.lease_until) >= ${since}`

export function createDeliveryRepository (db: DbOrTx) {
  return {
    /**
     * Claims up to `limit` due messages (or the one given), within what the rate window allows,
     * and records each as in flight. A claim is a lease the sender renews while it sends: a
     * worker that dies holding it leaves the message to be claimed again seconds later. Mail to
     * suppressed addresses fails here without being sent.
     */
    async claim ({ now, leaseMs, limit, ratePerMinute, domain, id }: {
      now: Date; leaseMs: number; limit: number; ratePerMinute: number; domain: string; id?: string
    }): Promise<{ claimed: Claimed[]; used: number }> {
      return (db as DbOrTx).transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK})`)
        const hourAgo = new Date(now.getTime() - HOUR_MS)
        await tx.execute(sql`delete from email_dispatches d
          where d.at < ${hourAgo} and coalesce(d.finished_at, d.lease_until, d.at) < ${hourAgo}`)
        const [{ used }] = await selectRows<{ used: number }>(tx, sql`
          select count(*)::int as used from email_dispatches d
           where ${counted(new Date(now.getTime() - WINDOW_MS))}`) as [{ used: number }]
        await tx.execute(sql`
          update notification_history h
             set status = 'failed', last_error = 'not sent: the address bounced earlier and is suppressed',
                 lease_until = null, updated_at = ${now}
           where h.status = 'pending' and h.next_attempt_at <= ${now}
             and exists (select 1 from email_suppressions s where s.email = lower(h.email_to))`)
        const room = Math.min(limit, ratePerMinute - used)
        if (room <= 0) return { claimed: [], used }
        const leaseUntil = new Date(now.getTime() + leaseMs)
        const claimed = await selectRows<Omit<Claimed, 'slot'>>(tx, sql`
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
             set lease_until = ${leaseUntil}, attempts = h.attempts + 1, updated_at = ${now},
                 message_id = coalesce(h.message_id, '<' || h.id || '@' || ${domain} || '>')
            from due where h.id = due.id
          returning h.id, h.user_id, h.email_to, h.email_subject, h.email_template, h.notification_type,
                    h.text_body, h.html_body, h.unsubscribe_url, h.attempts, h.message_id`)
        if (claimed.length === 0) return { claimed: [], used }
        const slots = await tx.insert(emailDispatches)
          .values(claimed.map((c) => ({ at: now, notification_id: c.id, lease_until: leaseUntil })))
          .returning({ id: emailDispatches.id, notification_id: emailDispatches.notification_id })
        const slotOf = new Map(slots.map((s) => [s.notification_id, s.id]))
        return { claimed: claimed.map((c) => ({ ...c, slot: slotOf.get(c.id)! })), used: used + claimed.length }
      })
    },

    /** The sender is alive: its claims and their window rows hold until `until`. */
    async renew (claims: Claimed[], until: Date): Promise<void> {
      if (claims.length === 0) return
      const mine = sql.join(claims.map((c) => sql`(${c.id}::uuid, ${c.attempts}::int)`), sql`, `)
      const slots = sql.join(claims.map((c) => sql`${c.slot}`), sql`, `)
      await db.execute(sql`
        with slots as (
          update email_dispatches set lease_until = ${until} where id in (${slots}) and finished_at is null)
        update notification_history set lease_until = ${until}
         where status = 'pending' and (id, attempts) in (${mine})`)
    },

    /** Messages counted against the rate at `now`: in flight, or answered in the minute before. */
    async usedInWindow (now: Date): Promise<number> {
      const [row] = await selectRows<{ used: number }>(db, sql`
        select count(*)::int as used from email_dispatches d where ${counted(new Date(now.getTime() - WINDOW_MS))}`)
      return row!.used
    },

    /** The earliest moment a pending message becomes due (for the worker's next wake-up). */
    async nextDue (): Promise<Date | null> {
      const [row] = await selectRows<{ at: string | Date | null }>(db, sql`
        select min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) as at
          from notification_history where status = 'pending'`)
      return row?.at ? new Date(row.at) : null
    },

    /**
     * The provider answered at `at`: one statement closes the send's window row and records the
     * outcome, the latter only while the claim still holds (same attempt): a worker whose lease
     * ran out and was taken over must not overwrite the newer attempt's result.
     */
    async outcome (claim: Claimed, at: Date, changes: Partial<HistoryRow>): Promise<boolean> {
      const slot = db.$with('slot').as(db.update(emailDispatches).set({ finished_at: at })
        .where(eq(emailDispatches.id, claim.slot)).returning({ id: emailDispatches.id }))
      const [row] = await db.with(slot).update(notificationHistory)
        .set({ ...changes, lease_until: null, updated_at: at })
        .where(and(
          eq(notificationHistory.id, claim.id), eq(notificationHistory.status, 'pending'),
          eq(notificationHistory.attempts, claim.attempts),
        ))
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
