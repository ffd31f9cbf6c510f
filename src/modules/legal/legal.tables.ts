import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../../core/db/columns.js'
import { users } from '../auth/auth.tables.js'

export const LEGAL_KINDS = ['imprint', 'privacy', 'terms'] as const
export type LegalKind = (typeof LEGAL_KINDS)[number]

// The operator's imprint, privacy notice and terms, every published version kept: an account
// records the version of the terms it accepted, and what that version said must stay readable.
export const legalDocuments = pgTable('legal_documents', {
  kind: text('kind').$type<LegalKind>().notNull(),
  version: integer('version').notNull(),
  body: text('body').notNull(),
  published_at: timestamptz('published_at').notNull().defaultNow(),
  published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.kind, t.version] })])

export type LegalDocumentRow = typeof legalDocuments.$inferSelect
