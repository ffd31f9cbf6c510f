import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../../core/db/columns.js'
import { tenants } from '../auth/auth.tables.js'

// The audit log of a workspace: who did what, when. Written in the transaction of the change it
// records (an entry exists exactly when its change does). The actor is kept by id and e-mail as
// they were: the entry outlives the member's account. Append-only; it goes with the workspace.
export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  actor_id: uuid('actor_id'),
  actor_email: text('actor_email'),
  /** `<subject>.<verb>`, e.g. `member.invited`, `company.updated`, `application.status_changed`. */
  action: text('action').notNull(),
  subject_type: text('subject_type').notNull(),
  subject_id: text('subject_id'),
  /** What changed, for a reader: `{ from, to }` of a status, the fields of an update, the role given. */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [
  index('audit_events_tenant_idx').on(t.tenant_id, t.created_at.desc(), t.id.desc()),
  index('audit_events_tenant_action_idx').on(t.tenant_id, t.action, t.created_at.desc()),
])

export type AuditEventRow = typeof auditEvents.$inferSelect
