import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import type { Logger } from '../../core/logger.js'
import { createWebhookDeliveryRepository, type Claimed } from './webhook-delivery.repository.js'
import { DISABLE_AFTER_FAILURES, MAX_ATTEMPTS, nextDelayMs } from './webhook-retry.js'
import type { SendResult, WebhookSender } from './webhook-sender.js'
import { signedHeaders } from './webhook-signer.js'
import { createDrainLoop } from '../../core/jobs/drain-loop.js'

// The webhook outbox worker: claims due deliveries, POSTs them signed, logs every attempt, and
// retries on the schedule of webhook-retry.ts. 2xx is a success; anything else (another status,
// a refused address, a timeout) is a failure. A delivery that fails its last attempt counts
// towards disabling its endpoint; a success resets the count.

export interface WebhookPass {
  succeeded: number
  retried: number
  failed: number
}

/** Notice that an endpoint was disabled (the notifications module's e-mail to its admins). */
export type EndpointDisabled = (
  tx: DbOrTx,
  tenantId: string | null,
  data: { endpoint_url: string; description: string | null; reason: string; disabled_at: string },
) => Promise<void>

interface Deps {
  db: Db
  clock: Clock
  log: Logger
  send: WebhookSender
  disabled: EndpointDisabled
  random?: () => number
  /** Longer than the send timeout: a live worker's claim never runs out while it waits for the answer. */
  leaseMs?: number
}

const BATCH = 10

const succeededCode = (code: number | null) => code !== null && code >= 200 && code < 300
const describe = (r: SendResult) => r.error ?? `HTTP ${r.status_code}`

export function createWebhookDelivery({
  db,
  clock,
  log,
  send,
  disabled,
  random = Math.random,
  leaseMs = 60_000,
}: Deps) {
  const repo = createWebhookDeliveryRepository(db)

  /** The secrets that sign now: the current one, and the previous one until its rotation grace ends. */
  const secretsOf = (c: Claimed, at: Date) =>
    c.previous_secret && c.previous_secret_expires_at && c.previous_secret_expires_at > at
      ? [c.secret, c.previous_secret]
      : [c.secret]

  async function deliver(claim: Claimed, tally: WebhookPass): Promise<void> {
    const attemptedAt = clock.now()
    const body = JSON.stringify(claim.payload)
    const result = await send(
      claim.url,
      signedHeaders(secretsOf(claim, attemptedAt), claim.id, attemptedAt, body),
      body,
    )
    const at = clock.now()
    const attempt = {
      delivery_id: claim.id,
      attempted_at: attemptedAt,
      status_code: result.status_code,
      error: result.error,
      duration_ms: result.duration_ms,
      response_excerpt: result.excerpt,
    }
    const last = {
      last_status_code: result.status_code,
      last_error: succeededCode(result.status_code) ? null : describe(result),
      updated_at: at,
    }
    if (succeededCode(result.status_code)) {
      await db.transaction(async (tx) => {
        const txRepo = createWebhookDeliveryRepository(tx)
        if (await txRepo.outcome(claim, attempt, { ...last, status: 'succeeded', delivered_at: at }))
          await txRepo.resetFailures(claim.endpoint_id, at)
      })
      tally.succeeded++
      return
    }
    const delay = claim.manual ? null : nextDelayMs(claim.attempts, random)
    if (delay !== null) {
      await repo.outcome(claim, attempt, { ...last, next_attempt_at: new Date(at.getTime() + delay) })
      tally.retried++
      return
    }
    tally.failed++
    await db.transaction(async (tx) => {
      const txRepo = createWebhookDeliveryRepository(tx)
      if (!(await txRepo.outcome(claim, attempt, { ...last, status: 'failed' })) || claim.manual) return
      const reason = `${DISABLE_AFTER_FAILURES} deliveries in a row failed after ${MAX_ATTEMPTS} attempts each (last: ${describe(result)})`
      const endpoint = await txRepo.countFailure(claim.endpoint_id, at, DISABLE_AFTER_FAILURES, reason)
      if (!endpoint?.disabled_now) return
      log.warn(
        { endpoint_id: claim.endpoint_id, tenant_id: endpoint.tenant_id },
        'webhook endpoint disabled after persistent failures',
      )
      await disabled(tx, endpoint.tenant_id, {
        endpoint_url: endpoint.url,
        description: endpoint.description,
        reason,
        disabled_at: at.toISOString(),
      })
    })
  }

  const worker = {
    /** Claims and sends what is due until nothing is (tests call it; the loop calls it every 2 s). */
    async drain(): Promise<WebhookPass> {
      const tally: WebhookPass = { succeeded: 0, retried: 0, failed: 0 }
      for (;;) {
        const claimed = await repo.claim(clock.now(), leaseMs, BATCH)
        if (claimed.length === 0) return tally
        // One slow receiver holds up its own batch only: the sends of a batch run at once.
        await Promise.all(claimed.map((c) => deliver(c, tally)))
      }
    },

    /** Sends one delivery now (a redelivery, a test ping); false while a worker is sending it. */
    async sendNow(id: string, { manual = false } = {}): Promise<boolean> {
      const claimed = await repo.claimOne(id, clock.now(), leaseMs, manual)
      if (!claimed) return false
      await deliver(claimed.claim, { succeeded: 0, retried: 0, failed: 0 })
      return true
    },

    start: () => loop.start(),
    kick: () => loop.kick(),
    stop: () => loop.stop(),
  }
  const loop = createDrainLoop({
    pass: async () => {
      const pass = await worker.drain()
      if (pass.succeeded + pass.retried + pass.failed > 0)
        log.info({ job: 'integrations.deliver-webhooks', ...pass }, 'webhooks delivered')
      return undefined
    },
    onError: (err) => log.error({ err }, 'webhook delivery pass failed'),
  })
  return worker
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>
