import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'

export const COMMENT_SUBJECTS = ['match', 'application'] as const
export type CommentSubject = typeof COMMENT_SUBJECTS[number]

// Comments of a workspace on a stored match or an application. The subject is a plain reference
// (type + id) checked by the service within the tenant; its comments go when the workspace goes.
// `mentions` are the members named with @ when the comment was written (each told once).
export const comments = pgTable('comments', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  subject_type: text('subject_type', { enum: COMMENT_SUBJECTS }).notNull(),
  subject_id: uuid('subject_id').notNull(),
  author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  mentions: uuid('mentions').array().notNull().default(sql`'{}'`),
  edited_at: timestamptz('edited_at'),
  ...timestamps(),
}, (t) => [
  index('comments_subject_idx').on(t.tenant_id, t.subject_type, t.subject_id, t.created_at),
  check('comments_subject_check', sql`${t.subject_type} in ('match', 'application')`),
])

export type CommentRow = typeof comments.$inferSelect
