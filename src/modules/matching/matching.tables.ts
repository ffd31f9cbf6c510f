import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'
import { companies } from '../companies/companies.tables.js'
import { grants } from '../grants/grants.tables.js'
import type { ScoredMatch } from './engine.js'

// Persisted matches: the scores of the last calculation and the user's flags, which a
// recalculation never touches.
export const matches = pgTable('matches', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  company_id: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  grant_id: uuid('grant_id').notNull().references(() => grants.id, { onDelete: 'cascade' }),
  score: doublePrecision('score').notNull(),
  rule_score: doublePrecision('rule_score').notNull(),
  semantic_score: doublePrecision('semantic_score').notNull(),
  recency_score: doublePrecision('recency_score').notNull(),
  collaborative_score: doublePrecision('collaborative_score').notNull(),
  carbon_score: doublePrecision('carbon_score').notNull(),
  match_reasons: text('match_reasons').array().notNull().default(sql`'{}'`),
  // The same reasons as codes with parameters (reasons.ts), which clients render in their language.
  match_reason_codes: jsonb('match_reason_codes').$type<ScoredMatch['match_reason_codes']>().notNull().default([]),
  score_breakdown: jsonb('score_breakdown').$type<ScoredMatch['score_breakdown']>().notNull(),
  // The company's eligibility checklist for the call when it was scored (eligibility-check.ts).
  eligibility: jsonb('eligibility').$type<ScoredMatch['eligibility']>().notNull().default([]),
  is_viewed: boolean('is_viewed').notNull().default(false),
  is_saved: boolean('is_saved').notNull().default(false),
  is_dismissed: boolean('is_dismissed').notNull().default(false),
  // The member working on it ("assigned to me"); kept through recalculation like the flags.
  assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
}, (t) => [
  index('matches_assignee_idx').on(t.tenant_id, t.assigned_to).where(sql`${t.assigned_to} is not null`),
  uniqueIndex('matches_company_grant_idx').on(t.company_id, t.grant_id),
  index('matches_tenant_score_idx').on(t.tenant_id, t.score.desc(), t.id),
  index('matches_company_score_idx').on(t.company_id, t.score.desc(), t.id),
  // Other companies' saves and dismissals of a grant: the collaborative score's look-up.
  index('matches_grant_interactions_idx').on(t.grant_id).where(sql`${t.is_saved} or ${t.is_dismissed}`),
])

export type MatchRow = typeof matches.$inferSelect
export type MatchInsert = typeof matches.$inferInsert
