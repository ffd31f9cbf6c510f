import { createHash } from 'node:crypto'
import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import type { WebhookDeliveryRow, WebhookEvent } from './integrations.tables.js'
import { resolveSafely, UnsafeUrl, type UrlRules } from './ssrf-guard.js'
import type { WebhookDelivery } from './webhook-delivery.js'
import { generateSecret } from './webhook-signer.js'
import { deliveryBusy, deliveryNotFound, unsafeUrl, webhookNotFound } from './webhooks.errors.js'
import { createWebhooksRepository, type Owner } from './webhooks.repository.js'
import type { DeliveryQuery, WebhookInput, WebhookPatch } from './webhooks.schema.js'

// Webhook endpoints of a workspace (owner: its tenant id) or of the platform operator (owner:
// null), their secrets and delivery log, and `emit`, which other modules' events call in their
// own transactions: a delivery exists exactly when its event does.

const ROTATION_GRACE_MS = 24 * 3_600_000

interface Deps {
  db: Db
  clock: Clock
  rules: UrlRules
  /** The outbox worker: sends redeliveries and test pings at once, and is woken by new deliveries. */
  worker: WebhookDelivery
}

/** A delivery id fixed by an event's exactly-once key: the same event again finds its row taken. */
function keyedId(endpointId: string, key: string): string {
  const h = createHash('sha256').update(`${endpointId}\n${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export function createWebhooksService({ db, clock, rules, worker }: Deps) {
  const repo = createWebhooksRepository(db)

  async function checkUrl(url: string): Promise<void> {
    try {
      await resolveSafely(url, rules)
    } catch (err) {
      if (err instanceof UnsafeUrl) throw unsafeUrl(err.message)
      throw err
    }
  }

  async function endpoint(owner: Owner, id: string) {
    const found = await repo.find(owner, id)
    if (!found) throw webhookNotFound(`No webhook endpoint with the id ${id}`)
    return found
  }

  async function deliveryView(endpointId: string, deliveryId: string) {
    const row = await repo.delivery(endpointId, deliveryId)
    if (!row) throw deliveryNotFound(`No delivery ${deliveryId} of webhook endpoint ${endpointId}`)
    return (await withAttempts([row]))[0]!
  }

  async function withAttempts(rows: WebhookDeliveryRow[]) {
    const attempts = await repo.attempts(rows.map((r) => r.id))
    return rows.map((r) => ({
      ...r,
      next_attempt_at: r.status === 'pending' ? r.next_attempt_at : null,
      attempt_log: attempts.filter((a) => a.delivery_id === r.id),
    }))
  }

  return {
    async create(owner: Owner, userId: string, input: WebhookInput) {
      await checkUrl(input.url)
      const now = clock.now()
      const secret = generateSecret()
      const row = await repo.insert(owner, {
        url: input.url,
        events: input.events,
        description: input.description?.trim() || null,
        secret,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      return { ...row, secret }
    },

    list: async (owner: Owner) => ({ items: await repo.list(owner) }),

    async get(owner: Owner, id: string) {
      const found = await repo.view(owner, id)
      if (!found) throw webhookNotFound(`No webhook endpoint with the id ${id}`)
      return found
    },

    async update(owner: Owner, id: string, patch: WebhookPatch) {
      const current = await endpoint(owner, id)
      if (patch.url !== undefined) await checkUrl(patch.url)
      const now = clock.now()
      const changes = {
        updated_at: now,
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: patch.events } : {}),
        ...(patch.description !== undefined ? { description: patch.description?.trim() || null } : {}),
        // Enabling starts afresh: the old failures said nothing about the repaired receiver.
        ...(patch.enabled === true && !current.enabled
          ? { enabled: true, disabled_at: null, disabled_reason: null, consecutive_failures: 0 }
          : {}),
        ...(patch.enabled === false && current.enabled
          ? { enabled: false, disabled_at: now, disabled_reason: 'Disabled by a user' }
          : {}),
      }
      return (await repo.update(owner, id, changes))!
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.remove(owner, id))) throw webhookNotFound(`No webhook endpoint with the id ${id}`)
    },

    /** A new secret; the current one keeps signing (a second signature) for 24 hours, so receivers can switch over. */
    async rotateSecret(owner: Owner, id: string) {
      const current = await endpoint(owner, id)
      const now = clock.now()
      const secret = generateSecret()
      const expires = new Date(now.getTime() + ROTATION_GRACE_MS)
      await repo.update(owner, id, {
        secret,
        previous_secret: current.secret,
        previous_secret_expires_at: expires,
        updated_at: now,
      })
      return { secret, previous_secret_expires_at: expires }
    },

    async deliveries(owner: Owner, id: string, q: DeliveryQuery) {
      await endpoint(owner, id)
      const { rows, total } = await repo.deliveriesPage(id, q.status, q.page_size, offsetOf(q))
      return page(await withAttempts(rows), total, q)
    },

    /** One more attempt now, of any delivery (a failed one gets this one attempt; no retries follow it). */
    async redeliver(owner: Owner, id: string, deliveryId: string) {
      await endpoint(owner, id)
      await deliveryView(id, deliveryId)
      if (!(await worker.sendNow(deliveryId)))
        throw deliveryBusy(`Delivery ${deliveryId} is being sent right now; look at its log in a minute`)
      return deliveryView(id, deliveryId)
    },

    /** A `webhook.test` ping, sent now, once (also to a disabled endpoint: to check it before enabling). */
    async test(owner: Owner, id: string) {
      await endpoint(owner, id)
      const now = clock.now()
      const [deliveryId] = await repo.insertDeliveries([
        {
          endpoint_id: id,
          event_type: 'webhook.test',
          created_at: now,
          updated_at: now,
          next_attempt_at: now,
          payload: {
            type: 'webhook.test',
            timestamp: now.toISOString(),
            data: { webhook_id: id, message: 'A test event from Grantwise' },
          },
        },
      ])
      await worker.sendNow(deliveryId!, { manual: true })
      return deliveryView(id, deliveryId!)
    },

    /**
     * One pending delivery per enabled endpoint of `owner` subscribed to `type`, in the caller's
     * transaction. `key`: the event's exactly-once key (an event that may be seen twice).
     */
    async emit(
      tx: DbOrTx,
      owner: Owner,
      type: WebhookEvent,
      data: Record<string, unknown>,
      key?: string,
    ): Promise<number> {
      const endpoints = await createWebhooksRepository(tx).subscribed(owner, type)
      if (endpoints.length === 0) return 0
      const now = clock.now()
      const payload = { type, timestamp: now.toISOString(), data }
      const ids = await createWebhooksRepository(tx).insertDeliveries(
        endpoints.map((e) => ({
          ...(key ? { id: keyedId(e.id, key) } : {}),
          endpoint_id: e.id,
          event_type: type,
          payload,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      if (ids.length > 0) worker.kick()
      return ids.length
    },
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>
/** What event producers need: `emit` only. */
export type WebhookEmitter = Pick<WebhooksService, 'emit'>
