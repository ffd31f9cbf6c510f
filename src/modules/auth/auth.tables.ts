import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { ROLES } from '../../core/auth/permissions.js'
import type { Language } from '../../core/language.js'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'

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
  // The workspace a sign-in opens: the last one the user switched to, always one of their
  // memberships (the services that remove memberships move it). Restrict: a workspace is deleted
  // only after its members' default has moved elsewhere.
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'restrict' }),
  is_active: boolean('is_active').notNull().default(true),
  email_verified: boolean('email_verified').notNull().default(false),
  is_platform_admin: boolean('is_platform_admin').notNull().default(false),
  // Carried in every token as `ver`; incrementing it revokes all of the user's tokens at once.
  token_version: integer('token_version').notNull().default(0),
  // The user asked to be deleted: the account and its sole workspaces go at this time, unless the
  // user signs in and cancels before (DELETE /account; src/modules/account/account-deletion.ts).
  deletion_due_at: timestamptz('deletion_due_at'),
  // The version of the operator's terms the user accepted at sign-up, and when (legal module);
  // null when none were published then.
  terms_version: integer('terms_version'),
  terms_accepted_at: timestamptz('terms_accepted_at'),
  // The language of the user's e-mails and of the web app once signed in (src/core/language.ts).
  language: text('language').$type<Language>().notNull().default('en'),
  ...timestamps(),
}, (t) => [
  index('users_tenant_id_idx').on(t.tenant_id),
  index('users_deletion_due_idx').on(t.deletion_due_at).where(sql`${t.deletion_due_at} is not null`),
])

export type UserRow = typeof users.$inferSelect

// Who belongs to which workspace (tenant), with which role. A user belongs to one or more
// workspaces (their own, their clients'); the access token names the active one and every request
// reads the role from here, so a removal or a new role takes effect on the next request.
export const memberships = pgTable('memberships', {
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ROLES }).notNull(),
  ...timestamps(),
}, (t) => [primaryKey({ columns: [t.tenant_id, t.user_id] }), index('memberships_user_id_idx').on(t.user_id)])

export type MembershipRow = typeof memberships.$inferSelect
