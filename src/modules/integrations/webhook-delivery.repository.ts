import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow } from './integrations.tables.js'

// The webhook outbox's SQL. A claim is a lease (like the e-mail outbox's): due rows are taken with
// `skip locked`, so any number of workers share the work, and a worker that dies leaves its rows
// to be claimed again when the lease runs out.

export interface Claimed {
  id: string
  endpoint_id: string
  tenant_id: string | null
  event_type: string
  payload: Record<string, unknown>
  /** Including this one. */
  attempts: number
  url: string
  secret: string
  previous_secret: string | null
  previous_secret_expires_at: Date | null
  /** Sent by hand (a redelivery or a test ping): one attempt, no retries, no failure count. */
  manual: boolean
}

const CLAIMED = sql`d.id, d.endpoint_id, e.tenant_id, d.event_type, d.payload, d.attempts, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at`
const asClaimed =
  (manual: boolean) =>
  (r: Omit<Claimed, 'manual'>): Claimed => ({
    ...r,
    manual,
    previous_secret_expires_at: r.previous_secret_expires_at === null ? null : new Date(r.previous_secret_expires_at),
  })

export function createWebhookDeliveryRepository(db: DbOrTx) {
  return {
    /** Due deliveries of enabled endpoints (a disabled endpoint's wait until it is enabled again). */
    async claim(now: Date, leaseMs: number, limit: number): Promise<Claimed[]> {
      const rows = await selectRows<Omit<Claimed, 'manual'>>(
        db,
        sql`
        with due as (
          select dd.id from webhook_deliveries dd join webhook_endpoints ee on ee.id = dd.endpoint_id and ee.enabled
           -- test pings are sent by the request that made them, once
           where dd.status = 'pending' and dd.event_type <> 'webhook.test' and dd.next_attempt_at <= ${now} and (dd.lease_until is null or dd.lease_until <= ${now})
           order by dd.next_attempt_at, dd.id
           limit ${limit}
           for update of dd skip locked),
        claimed as (
          update webhook_deliveries d set lease_until = ${new Date(now.getTime() + leaseMs)}, attempts = d.attempts + 1, updated_at = ${now}
            from due where d.id = due.id
          returning d.*)
        select ${CLAIMED} from claimed d join webhook_endpoints e on e.id = d.endpoint_id`,
      )
      return rows.map(asClaimed(false))
    },

    /**
     * One delivery, now, whatever its state (a redelivery or a test ping): reopened and leased in
     * one statement, so no worker sends it at the same time. Undefined while a worker holds it.
     */
    async claimOne(
      id: string,
      now: Date,
      leaseMs: number,
      manual = false,
    ): Promise<{ claim: Claimed; was: WebhookDeliveryRow['status'] } | undefined> {
      const [row] = await selectRows<Omit<Claimed, 'manual'> & { was: WebhookDeliveryRow['status'] }>(
        db,
        sql`
        with before as (select id, status from webhook_deliveries where id = ${id} for update),
        claimed as (
          update webhook_deliveries d set status = 'pending', lease_until = ${new Date(now.getTime() + leaseMs)},
                 attempts = d.attempts + 1, next_attempt_at = ${now}, updated_at = ${now}
            from before where d.id = before.id and (d.lease_until is null or d.lease_until <= ${now})
          returning d.*, before.status as was)
        select ${CLAIMED}, d.was from claimed d join webhook_endpoints e on e.id = d.endpoint_id`,
      )
      if (!row) return undefined
      const { was, ...claim } = row
      // A pending delivery sent by hand keeps its schedule; a finished one gets this one attempt.
      return { claim: asClaimed(manual || was !== 'pending')(claim), was }
    },

    /** Records the attempt and its outcome, the latter only while the claim still holds (same attempt). */
    async outcome(
      claim: Claimed,
      attempt: typeof webhookAttempts.$inferInsert,
      changes: Partial<WebhookDeliveryRow>,
    ): Promise<boolean> {
      await db.insert(webhookAttempts).values(attempt)
      const [row] = await db
        .update(webhookDeliveries)
        .set({ ...changes, lease_until: null })
        .where(
          and(
            eq(webhookDeliveries.id, claim.id),
            eq(webhookDeliveries.attempts, claim.attempts),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .returning({ id: webhookDeliveries.id })
      return row !== undefined
    },

    async resetFailures(endpointId: string, at: Date) {
      await db
        .update(webhookEndpoints)
        .set({ consecutive_failures: 0, updated_at: at })
        .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutive_failures} > 0`))
    },

    /** One more delivery failed for good; the endpoint is disabled when `limit` are reached (once). */
    async countFailure(endpointId: string, at: Date, limit: number, reason: string) {
      const [row] = await selectRows<{
        consecutive_failures: number
        disabled_now: boolean
        tenant_id: string | null
        url: string
        description: string | null
      }>(
        db,
        sql`
        update webhook_endpoints e
           set consecutive_failures = e.consecutive_failures + 1, updated_at = ${at},
               enabled = case when e.enabled and e.consecutive_failures + 1 >= ${limit} then false else e.enabled end,
               disabled_at = case when e.enabled and e.consecutive_failures + 1 >= ${limit} then ${at}::timestamptz else e.disabled_at end,
               disabled_reason = case when e.enabled and e.consecutive_failures + 1 >= ${limit} then ${reason} else e.disabled_reason end
          from (select id, enabled as was_enabled from webhook_endpoints where id = ${endpointId} for update) old
         where e.id = old.id
        returning e.consecutive_failures, (old.was_enabled and not e.enabled) as disabled_now, e.tenant_id, e.url, e.description`,
      )
      return row
    },
  }
}
