import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants } from '../auth/auth.tables.js'
import type { CompanySize } from '../grants/grants.tables.js'
import type { CarbonCategory } from '../grants/synthetic-vocabulary.js'

export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const
export type TaxonomyObjective = typeof TAXONOMY_OBJECTIVES[number]

export const companies = pgTable('companies', {
  id: id(),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  country: text('country').notNull(),
  company_size: text('company_size').$type<CompanySize>().notNull(),
  nace_codes: text('nace_codes').array().notNull().default(sql`'{}'`),
  // Each code with its ancestors (as on grants): hierarchical matching is an array overlap.
  nace_paths: text('nace_paths').array().notNull().default(sql`'{}'`),
  description: text('description'),
  keywords: text('keywords').array().notNull().default(sql`'{}'`),
  employee_count: integer('employee_count'),
  annual_revenue: doublePrecision('annual_revenue'),
  founded_year: integer('founded_year'),
  website: text('website'),
  develops_technology: boolean('develops_technology'),
  region: text('region'),   // NUTS code (upper case), null = not stated
  ...timestamps(),
}, (t) => [index('companies_tenant_created_idx').on(t.tenant_id, t.created_at)])

export const carbonProfiles = pgTable('carbon_profiles', {
  company_id: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  reporting_year: integer('reporting_year'),
  scope1_emissions_tco2e: doublePrecision('scope1_emissions_tco2e'),
  scope2_emissions_tco2e: doublePrecision('scope2_emissions_tco2e'),
  scope3_emissions_tco2e: doublePrecision('scope3_emissions_tco2e'),
  reduction_target_percent: doublePrecision('reduction_target_percent'),
  target_year: integer('target_year'),
  has_sbti_target: boolean('has_sbti_target'),
  csrd_in_scope: boolean('csrd_in_scope'),
  focus_categories: text('focus_categories').array().$type<CarbonCategory[]>().notNull().default(sql`'{}'`),
  taxonomy_objectives: text('taxonomy_objectives').array().$type<TaxonomyObjective[]>().notNull().default(sql`'{}'`),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
})

export type CompanyRow = typeof companies.$inferSelect
export type CompanyInsert = typeof companies.$inferInsert
export type CarbonProfileRow = typeof carbonProfiles.$inferSelect
