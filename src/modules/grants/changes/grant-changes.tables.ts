import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../../../core/db/columns.js'
import { tenants, users } from '../../auth/auth.tables.js'
import { grants } from '../grants.tables.js'

/** One field of a change: its value before and after (a description change is summarised). */
export interface FieldChange { field: string; from: unknown; to: unknown; summary?: string }

// The version history of a grant: one row per ingestion that changed it, with a field-level diff.
// `meaningful`: a change a follower is told about (deadline, status, budget, eligibility, a new
// document…), not whitespace or wording; `urgent`: the call closed early or was withdrawn.
export const grantChanges = pgTable('grant_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  grant_id: uuid('grant_id').notNull().references(() => grants.id, { onDelete: 'cascade' }),
  changed_at: timestamptz('changed_at').notNull().defaultNow(),
  changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  meaningful: boolean('meaningful').notNull(),
  urgent: boolean('urgent').notNull().default(false),
  /** Set once followers were told (the announcer's exactly-once watermark per change). */
  announced_at: timestamptz('announced_at'),
}, (t) => [
  index('grant_changes_grant_idx').on(t.grant_id, t.changed_at.desc()),
  index('grant_changes_unannounced_idx').on(t.id).where(sql`${t.meaningful} and ${t.announced_at} is null`),
])

// Users following a call (saving a match follows its grant): they hear of its meaningful changes.
export const grantFollows = pgTable('grant_follows', {
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  grant_id: uuid('grant_id').notNull().references(() => grants.id, { onDelete: 'cascade' }),
  /** The workspace the follow was made in (links in the notice open it). */
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_id, t.grant_id] }), index('grant_follows_grant_idx').on(t.grant_id)])

export type GrantChangeRow = typeof grantChanges.$inferSelect
