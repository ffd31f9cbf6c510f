import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'
import { partners } from '../partners/partners.tables.js'

export const WEBHOOK_EVENTS = [
  'grant.matched', 'grant.changed', 'deadline.approaching', 'application.status_changed',
  // The operator's endpoints only (tenant_id null).
  'referral.converted', 'commission.status_changed',
] as const
export type WebhookEvent = typeof WEBHOOK_EVENTS[number]

// A workspace's webhook endpoint (tenant_id null: the platform operator's). Signed per Standard
// Webhooks with `secret` (whsec_…); during a rotation the previous secret signs too until it expires.
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  description: text('description'),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  previous_secret: text('previous_secret'),
  previous_secret_expires_at: timestamptz('previous_secret_expires_at'),
  enabled: boolean('enabled').notNull().default(true),
  disabled_at: timestamptz('disabled_at'),
  disabled_reason: text('disabled_reason'),
  /** Deliveries failed for good in a row; reset by a success. */
  consecutive_failures: integer('consecutive_failures').notNull().default(0),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
}, (t) => [index('webhook_endpoints_tenant_idx').on(t.tenant_id)])

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const

// One event for one endpoint; its id is the `webhook-id` header (receivers deduplicate by it).
// Pending rows are the outbox the delivery worker drains, with a lease like the e-mail outbox.
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: id(),
  endpoint_id: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  event_type: text('event_type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
  lease_until: timestamptz('lease_until'),
  last_status_code: integer('last_status_code'),
  last_error: text('last_error'),
  delivered_at: timestamptz('delivered_at'),
  ...timestamps(),
}, (t) => [
  index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.created_at.desc()),
  check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
])

// Every attempt of a delivery, for the delivery log: response code (or error) and duration.
export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  delivery_id: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempted_at: timestamptz('attempted_at').notNull(),
  status_code: integer('status_code'),
  error: text('error'),
  duration_ms: integer('duration_ms').notNull(),
  response_excerpt: text('response_excerpt'),
}, (t) => [index('webhook_attempts_delivery_idx').on(t.delivery_id, t.attempted_at)])

export const API_KEY_SCOPES = ['read', 'write'] as const
export type ApiKeyScope = typeof API_KEY_SCOPES[number]

// API keys: a workspace's (acting as the member who made it, within its scope) or a referral
// partner's (read-only: their referrals and commissions). Shown once; only the SHA-256 is kept.
export const apiKeys = pgTable('api_keys', {
  id: id(),
  tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  partner_id: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The first characters of the key, shown in lists so people can tell keys apart. */
  prefix: text('prefix').notNull(),
  key_hash: text('key_hash').notNull().unique(),
  scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
  last_used_at: timestamptz('last_used_at'),
  revoked_at: timestamptz('revoked_at'),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [
  index('api_keys_tenant_idx').on(t.tenant_id),
  index('api_keys_partner_idx').on(t.partner_id),
  check('api_keys_owner_check', sql`(${t.tenant_id} is null) <> (${t.partner_id} is null)`),
  check('api_keys_scope_check', sql`${t.scope} in ('read', 'write')`),
])

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect
export type ApiKeyRow = typeof apiKeys.$inferSelect
