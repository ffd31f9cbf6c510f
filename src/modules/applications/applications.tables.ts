import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'
import { companies } from '../companies/companies.tables.js'
import { grants } from '../grants/grants.tables.js'

export const APPLICATION_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'withdrawn'] as const
export type ApplicationStatus = typeof APPLICATION_STATUSES[number]
/** Statuses in which an application is still in progress (one per company and grant at a time). */
export const OPEN_STATUSES = ['draft', 'submitted', 'under_review'] as const satisfies readonly ApplicationStatus[]

export const applications = pgTable('applications', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  company_id: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  // Restrict: an application is the user's record of work done; replacing sample grants with live
  // data must not silently delete it (the ingestion keeps referenced sample grants).
  grant_id: uuid('grant_id').notNull().references(() => grants.id, { onDelete: 'restrict' }),
  status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
  requested_amount: doublePrecision('requested_amount'),
  notes: text('notes'),
  submitted_at: timestamptz('submitted_at'),
  decided_at: timestamptz('decided_at'),
  // The member working on it ("assigned to me").
  assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
}, (t) => [
  index('applications_assignee_idx').on(t.tenant_id, t.assigned_to).where(sql`${t.assigned_to} is not null`),
  index('applications_tenant_updated_idx').on(t.tenant_id, t.updated_at.desc(), t.id),
  index('applications_company_idx').on(t.company_id),
  // The collaborative score's look-up: other companies' applications to a grant.
  index('applications_grant_idx').on(t.grant_id),
  uniqueIndex('applications_open_per_grant_idx').on(t.company_id, t.grant_id).where(sql`${t.status} in ('draft', 'submitted', 'under_review')`),
  check('applications_status_check', sql`${t.status} in ('draft', 'submitted', 'under_review', 'approved', 'rejected', 'withdrawn')`),
])

export type ApplicationRow = typeof applications.$inferSelect
export type ApplicationInsert = typeof applications.$inferInsert
