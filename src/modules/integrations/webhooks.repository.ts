import { and, arrayContains, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './integrations.tables.js'

// Endpoints and their delivery log. Every endpoint function takes the owner first: a workspace's
// id, or null for the platform operator's endpoints, so one workspace never sees another's.

export type Owner = string | null

const ownedBy = (owner: Owner): SQL =>
  owner === null ? isNull(webhookEndpoints.tenant_id) : eq(webhookEndpoints.tenant_id, owner)

/** What the API shows of an endpoint (never its secrets). */
export const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  enabled: webhookEndpoints.enabled,
  disabled_at: webhookEndpoints.disabled_at,
  disabled_reason: webhookEndpoints.disabled_reason,
  consecutive_failures: webhookEndpoints.consecutive_failures,
  created_at: webhookEndpoints.created_at,
  updated_at: webhookEndpoints.updated_at,
}

export type NewDelivery = typeof webhookDeliveries.$inferInsert

export function createWebhooksRepository(db: DbOrTx) {
  return {
    async insert(owner: Owner, values: Omit<typeof webhookEndpoints.$inferInsert, 'tenant_id'>) {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...values, tenant_id: owner })
        .returning(endpointColumns)
      return row!
    },

    list: (owner: Owner) =>
      db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .where(ownedBy(owner))
        .orderBy(webhookEndpoints.created_at, webhookEndpoints.id),

    async find(owner: Owner, id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
        .limit(1)
      return row
    },

    async view(owner: Owner, id: string) {
      const [row] = await db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
        .limit(1)
      return row
    },

    async update(owner: Owner, id: string, changes: Partial<WebhookEndpointRow>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set(changes)
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
        .returning(endpointColumns)
      return row
    },

    async remove(owner: Owner, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
        .returning({ id: webhookEndpoints.id })
      return rows.length > 0
    },

    /** The enabled endpoints of `owner` subscribed to `type`. */
    subscribed: (owner: Owner, type: string) =>
      db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(ownedBy(owner), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type]))),

    /** Writes deliveries; one whose id exists already (an exactly-once event seen before) is skipped. */
    async insertDeliveries(rows: NewDelivery[]): Promise<string[]> {
      if (rows.length === 0) return []
      const ids = await db
        .insert(webhookDeliveries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id })
      return ids.map((r) => r.id)
    },

    async deliveriesPage(
      endpointId: string,
      status: WebhookDeliveryRow['status'] | undefined,
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(webhookDeliveries.endpoint_id, endpointId),
        status ? eq(webhookDeliveries.status, status) : undefined,
      )
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(where),
      ])
      return { rows, total: count!.total }
    },

    async delivery(endpointId: string, deliveryId: string) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpoint_id, endpointId), eq(webhookDeliveries.id, deliveryId)))
        .limit(1)
      return row
    },

    /** The attempts of these deliveries, oldest first. */
    attempts: (deliveryIds: string[]) =>
      deliveryIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              delivery_id: webhookAttempts.delivery_id,
              attempted_at: webhookAttempts.attempted_at,
              status_code: webhookAttempts.status_code,
              error: webhookAttempts.error,
              duration_ms: webhookAttempts.duration_ms,
              response_excerpt: webhookAttempts.response_excerpt,
            })
            .from(webhookAttempts)
            .where(inArray(webhookAttempts.delivery_id, deliveryIds))
            .orderBy(webhookAttempts.attempted_at, webhookAttempts.id),
  }
}
