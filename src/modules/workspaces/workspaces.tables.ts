import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'

export const INVITABLE_ROLES = ['member', 'admin'] as const
export type InvitableRole = typeof INVITABLE_ROLES[number]

// An invitation to a workspace. Its link carries a random secret of which only the SHA-256 is
// kept (a leaked table opens nothing); accepting spends it in the transaction that adds the
// member, and resending replaces it (the old link stops working). At most one pending invitation
// per workspace and address.
export const invitations = pgTable('invitations', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: INVITABLE_ROLES }).notNull(),
  invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamptz('expires_at').notNull(),
  sent_at: timestamptz('sent_at').notNull(),
  accepted_at: timestamptz('accepted_at'),
  accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revoked_at: timestamptz('revoked_at'),
  ...timestamps(),
}, (t) => [
  uniqueIndex('invitations_pending_idx').on(t.tenant_id, t.email)
    .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  index('invitations_tenant_idx').on(t.tenant_id, t.created_at.desc()),
])

export type InvitationRow = typeof invitations.$inferSelect
