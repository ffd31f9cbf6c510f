import { sql } from 'drizzle-orm'
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import type { CallEligibility } from './call-eligibility.js'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' })

export const GRANT_SOURCES = ['cordis', 'eu_portal', 'cohesion', 'innovate_uk'] as const
export type GrantSource = typeof GRANT_SOURCES[number]
// What a record is (docs/decisions.md "Grant data"): a call to apply to by its deadline, a funding
// programme that publishes calls of its own (cohesion: no deadline of ours), or a closed past topic
// kept as evidence of what was funded (CORDIS).
export const RECORD_TYPES = ['call', 'programme', 'past_topic'] as const
export type RecordType = typeof RECORD_TYPES[number]
export const COMPANY_SIZES = ['micro', 'small', 'medium', 'large'] as const
export type CompanySize = typeof COMPANY_SIZES[number]

export const grants = pgTable('grants', {
  id: id(),
  source: text('source', { enum: GRANT_SOURCES }).notNull(),
  external_id: text('external_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  summary: text('summary').notNull().default(''),
  source_url: text('source_url'),
  record_type: text('record_type', { enum: RECORD_TYPES }).notNull().default('call'),
  // The programme the source names ("LIFE Programme", "Horizon Europe"); null when it names none.
  programme: text('programme'),

  funding_amount_min: doublePrecision('funding_amount_min'),
  funding_amount_max: doublePrecision('funding_amount_max'),
  funding_rate_min: doublePrecision('funding_rate_min'),
  funding_rate_max: doublePrecision('funding_rate_max'),
  currency: text('currency').notNull().default('EUR'),

  // `deadline` is the final cut-off (status and open_only use it); `deadlines` lists every
  // cut-off of a multi-stage call, and the response shows the next one.
  deadline: timestamptz('deadline'),
  deadlines: timestamp('deadlines', { withTimezone: true, mode: 'date' }).array().notNull().default(sql`'{}'`),
  publication_date: timestamptz('publication_date'),
  start_date: timestamptz('start_date'),   // the call opens: before it the grant is `upcoming`
  end_date: timestamptz('end_date'),

  countries: text('countries').array().notNull().default(sql`'{}'`),
  nace_codes: text('nace_codes').array().notNull().default(sql`'{}'`),
  // Each code with all its ancestors (`25.11` → C, 25, 25.1, 25.11), so a filter for C finds
  // grants tagged C25.11 through one GIN index.
  nace_paths: text('nace_paths').array().notNull().default(sql`'{}'`),
  company_sizes: text('company_sizes').array().$type<CompanySize[]>().notNull().default(sql`'{}'`),
  thematic_areas: text('thematic_areas').array().notNull().default(sql`'{}'`),
  // The source's types of action ("HORIZON Research and Innovation Actions"); empty = not stated.
  // Internal (not in GrantResponse): the rule score reads who may apply from it.
  action_types: text('action_types').array().notNull().default(sql`'{}'`),
  // NUTS codes of the area a regional programme funds (a cohesion record: the common prefix of
  // its programme's regions); empty = the whole of `countries`. Internal: the rule score keeps a
  // regional programme out of the results of a company that stated another region.
  regions: text('regions').array().notNull().default(sql`'{}'`),

  // Concepts of the lexicon the text names (reference/concepts.ts), programmes included: search
  // finds a German query's "Wärmepumpe" in an English call through them, matching compares them.
  concepts: text('concepts').array().notNull().default(sql`'{}'`),
  // Who the call is for, each value with the call's own words (call-eligibility.ts).
  eligibility: jsonb('eligibility').$type<CallEligibility>(),
  // The text search configuration of the record's language (stemming per document).
  text_config: regconfig('text_config').notNull().default(sql`'english'::regconfig`),

  is_carbon_focused: boolean('is_carbon_focused').notNull().default(false),
  carbon_categories: text('carbon_categories').array().notNull().default(sql`'{}'`),
  min_emission_reduction_percent: doublePrecision('min_emission_reduction_percent'),
  eligible_scopes: text('eligible_scopes').array().notNull().default(sql`'{}'`),
  eu_taxonomy_aligned: boolean('eu_taxonomy_aligned').notNull().default(false),
  green_deal_aligned: boolean('green_deal_aligned').notNull().default(false),
  fit_for_55_relevant: boolean('fit_for_55_relevant').notNull().default(false),
  supports_csrd_compliance: boolean('supports_csrd_compliance').notNull().default(false),
  supports_sbti_alignment: boolean('supports_sbti_alignment').notNull().default(false),
  taxonomy_objectives: text('taxonomy_objectives').array().notNull().default(sql`'{}'`),

  // Written by `grants generate` for benchmarks and demos; shown on every response.
  is_synthetic: boolean('is_synthetic').notNull().default(false),
  // Loaded from the bundled sample files (dates shifted to the load day): realistic, not real calls.
  is_sample: boolean('is_sample').notNull().default(false),
  // Which rule filled each derived field (`countries: "programme: Horizon Europe → EU + associated"`).
  provenance: jsonb('provenance').$type<Record<string, string>>().notNull().default({}),
  // Ingestion bookkeeping: a hash of the normalised record (an unchanged record is not rewritten),
  // and when the record disappeared from its source (it was then closed, never deleted).
  content_hash: text('content_hash'),
  withdrawn_at: timestamptz('withdrawn_at'),

  // Weighted as the spec ranks the fields: title A, description B, summary C, areas/categories
  // and the programme D; stemmed in the record's own language.
  search_vector: tsvector('search_vector').notNull().generatedAlwaysAs(sql`
    setweight(to_tsvector(text_config, coalesce(title, '')), 'A') ||
    setweight(to_tsvector(text_config, coalesce(description, '')), 'B') ||
    setweight(to_tsvector(text_config, coalesce(summary, '')), 'C') ||
    setweight(to_tsvector(text_config, grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories) || ' ' || coalesce(programme, '')), 'D')`),
  // What the call is about, without the long description: the matching engine's text candidates
  // rank thousands of grants by it per request, so it is kept in the row (STORAGE MAIN, migration
  // 0015), where `search_vector` (2.4 KB) lives in TOAST and costs ~4 page reads per grant.
  topic_vector: tsvector('topic_vector').notNull().generatedAlwaysAs(sql`
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'C') ||
    setweight(to_tsvector('english', grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)), 'D')`),
  ...timestamps(),
}, (t) => [
  uniqueIndex('grants_source_external_id_idx').on(t.source, t.external_id),
  index('grants_search_vector_idx').using('gin', t.search_vector),
  index('grants_topic_vector_idx').using('gin', t.topic_vector),
  index('grants_concepts_idx').using('gin', t.concepts),
  // Identifiers typed in a search box (HORIZON-CL5-2027-04-D4-01, or its first segments).
  index('grants_external_id_lower_idx').on(sql`lower(${t.external_id}) text_pattern_ops`),
  index('grants_countries_idx').using('gin', t.countries),
  index('grants_nace_codes_idx').using('gin', t.nace_codes),
  index('grants_nace_paths_idx').using('gin', t.nace_paths),
  index('grants_company_sizes_idx').using('gin', t.company_sizes),
  index('grants_deadline_idx').on(t.deadline),
  // "Active, soonest deadline first" as one index range: rolling calls (no deadline) sort last.
  index('grants_deadline_or_infinity_idx').on(sql`coalesce(${t.deadline}, 'infinity'::timestamptz)`),
  index('grants_start_date_idx').on(t.start_date),
  index('grants_funding_max_idx').on(t.funding_amount_max),
  index('grants_created_at_idx').on(t.created_at),
])

// Words of the corpus (lower-case, unstemmed) for typo correction: rebuilt after bulk writes.
export const searchTerms = pgTable('search_terms', {
  word: text('word').primaryKey(),
  documents: integer('documents').notNull(),
}, (t) => [index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)])

// Every lexeme of the indexed vectors: "does any grant contain this word" as a key look-up. Asked
// of the grants table itself, the planner may scan all vectors, sure the first match is near.
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
  // How many grants contain it: a query word most grants contain weighs little in the ranking.
  documents: integer('documents').notNull().default(0),
})

// How many grants name each lexicon concept: a concept most grants name ("emissions") ranks less
// than a rare one ("cement"). Rebuilt with the dictionary.
export const searchConcepts = pgTable('search_concepts', {
  concept: text('concept').primaryKey(),
  documents: integer('documents').notNull(),
})

export type GrantRow = typeof grants.$inferSelect
export type GrantInsert = typeof grants.$inferInsert
