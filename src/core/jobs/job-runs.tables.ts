import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { id, timestamptz } from '../db/columns.js'

// One row per run of a scheduled job (and per delivery pass that handled mail): what ran, when,
// what it did and how it ended. Read at GET /admin/job-runs.
export const jobRuns = pgTable('job_runs', {
  id: id(),
  job: text('job').notNull(),
  status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull().default('running'),
  started_at: timestamptz('started_at').notNull(),
  finished_at: timestamptz('finished_at'),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  error: text('error'),
}, (t) => [index('job_runs_job_started_idx').on(t.job, t.started_at.desc())])

export type JobRunRow = typeof jobRuns.$inferSelect
