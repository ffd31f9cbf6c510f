import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../core/db/columns.js'

export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps(),
})

export const users = pgTable('users', {
  id: id(),
  // Stored lower-cased: e-mail addresses are matched case-insensitively everywhere.
  email: text('email').notNull().unique(),
  full_name: text('full_name').notNull(),
  password_hash: text('password_hash').notNull(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
  is_active: boolean('is_active').notNull().default(true),
  email_verified: boolean('email_verified').notNull().default(false),
  is_platform_admin: boolean('is_platform_admin').notNull().default(false),
  // Carried in every token as `ver`; incrementing it revokes all of the user's tokens at once.
  token_version: integer('token_version').notNull().default(0),
  ...timestamps(),
}, (t) => [index('users_tenant_id_idx').on(t.tenant_id)])

export type UserRow = typeof users.$inferSelect
