import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../../core/db/columns.js'
import { GRANT_SOURCES } from '../grants.tables.js'

/** A participant of a funded project: organisations only (a natural person is never stored). */
export interface ProjectOrganisation {
  name: string
  country: string | null
  role: string | null          // coordinator, participant, partner...
  sme: boolean | null
  activity_type: string | null // CORDIS PRC/HES/REC/PUB/OTH
  contribution: number | null  // EU contribution to this organisation
}

// Funded projects (CORDIS, Kohesio, Gateway to Research) kept as evidence behind the grant-level
// records they are aggregated into (`grant_external_id`, same source).
export const fundedProjects = pgTable('funded_projects', {
  id: id(),
  source: text('source', { enum: GRANT_SOURCES }).notNull(),
  external_id: text('external_id').notNull(),
  grant_external_id: text('grant_external_id'),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  programme: text('programme'),
  topic: text('topic'),
  funding_scheme: text('funding_scheme'),
  total_cost: doublePrecision('total_cost'),
  eu_contribution: doublePrecision('eu_contribution'),
  currency: text('currency').notNull().default('EUR'),
  start_date: timestamptz('start_date'),
  end_date: timestamptz('end_date'),
  countries: text('countries').array().notNull().default(sql`'{}'`),
  regions: text('regions').array().notNull().default(sql`'{}'`),
  thematic_areas: text('thematic_areas').array().notNull().default(sql`'{}'`),
  organisations: jsonb('organisations').$type<ProjectOrganisation[]>().notNull().default([]),
  source_url: text('source_url'),
  is_sample: boolean('is_sample').notNull().default(false),
  content_hash: text('content_hash'),
  ...timestamps(),
}, (t) => [
  uniqueIndex('funded_projects_source_external_id_idx').on(t.source, t.external_id),
  index('funded_projects_grant_idx').on(t.source, t.grant_external_id),
])

export const INGESTION_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const
export const INGESTION_TRIGGERS = ['cli', 'schedule', 'startup'] as const
export type IngestionRunStatus = typeof INGESTION_RUN_STATUSES[number]

export interface SkippedRecord { reference: string; reason: string }
export interface RunError { reference: string | null; message: string }

// One row per ingestion run, CLI or scheduled: what was read and what it changed.
export const ingestionRuns = pgTable('ingestion_runs', {
  id: id(),
  source: text('source', { enum: GRANT_SOURCES }).notNull(),
  trigger: text('trigger', { enum: INGESTION_TRIGGERS }).notNull(),
  input: text('input').notNull(),                   // `live`, `bundled` or the file's name
  since: timestamptz('since'),
  status: text('status', { enum: INGESTION_RUN_STATUSES }).notNull().default('running'),
  started_at: timestamptz('started_at').notNull(),
  finished_at: timestamptz('finished_at'),
  fetched: integer('fetched').notNull().default(0),
  inserted: integer('inserted').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  closed: integer('closed').notNull().default(0),
  projects: integer('projects').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  // The first skipped records and errors with their reasons (the counters hold the totals).
  skipped_records: jsonb('skipped_records').$type<SkippedRecord[]>().notNull().default([]),
  errors: jsonb('errors').$type<RunError[]>().notNull().default([]),
}, (t) => [index('ingestion_runs_started_idx').on(t.started_at)])

export type FundedProjectInsert = typeof fundedProjects.$inferInsert
export type IngestionRunRow = typeof ingestionRuns.$inferSelect
