import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'
import { grants } from '../grants/grants.tables.js'

export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly', 'off'] as const
export type AlertFrequency = typeof ALERT_FREQUENCIES[number]

// A user's saved search (query, filters, sort, as the search page sends them) with its own alert
// frequency. `matched_until` is the watermark of the matcher: grants changed after it have not
// been held against this search yet.
export const savedSearches = pgTable('saved_searches', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  query: jsonb('query').$type<Record<string, unknown>>().notNull(),
  frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
  matched_until: timestamptz('matched_until').notNull().defaultNow(),
  // New matching grants found but not kept as hits (over the matcher's cap per search and run):
  // the next alert says "and N more", then this returns to 0.
  unlisted_hits: integer('unlisted_hits').notNull().default(0),
  ...timestamps(),
}, (t) => [
  index('saved_searches_user_idx').on(t.user_id, t.created_at.desc()),
  index('saved_searches_alerting_idx').on(t.frequency).where(sql`${t.frequency} <> 'off'`),
  check('saved_searches_frequency_check', sql`${t.frequency} in ('immediately', 'daily', 'weekly', 'off')`),
])

// The grants a saved search has found: the primary key makes each (search, grant) alert exactly
// once, whichever ingestion or scan found it first; `sent_at` is set when its e-mail/in-app went out.
export const savedSearchHits = pgTable('saved_search_hits', {
  saved_search_id: uuid('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
  grant_id: uuid('grant_id').notNull().references(() => grants.id, { onDelete: 'cascade' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  sent_at: timestamptz('sent_at'),
}, (t) => [
  primaryKey({ columns: [t.saved_search_id, t.grant_id] }),
  index('saved_search_hits_unsent_idx').on(t.saved_search_id).where(sql`${t.sent_at} is null`),
])

export type SavedSearchRow = typeof savedSearches.$inferSelect
