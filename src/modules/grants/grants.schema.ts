import { Type, type Static, type TSchema } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { GRANT_STATUSES } from './grants.status.js'
import { APPLICANT_TYPES, BENEFICIARY_ROLES } from './call-eligibility.js'
import { COMPANY_SIZES, GRANT_SOURCES, RECORD_TYPES } from './grants.tables.js'

export const CARBON_CATEGORIES = [
  'energy_efficiency', 'renewable_energy', 'clean_technology', 'circular_economy', 'sustainable_transport',
  'green_buildings', 'carbon_capture', 'hydrogen', 'industrial_decarbonization', 'sustainable_agriculture',
  'biodiversity', 'water_management', 'waste_reduction', 'climate_adaptation',
] as const
export const SORT_FIELDS = ['deadline', 'funding_amount', 'created_at'] as const

const Strings = Type.Array(Type.String())
const Float = Nullable(Type.Number())
const Evidence = Nullable(Type.String({ description: "The call's own words (or the rule) the value was read from; null: unknown" }))

export const CallEligibility = Type.Object({
  applicant_types: Type.Object({ values: Type.Array(StringEnum(APPLICANT_TYPES)), evidence: Evidence }, { description:
    'Who may apply; empty: not stated (unknown, neither everyone nor no one)' }),
  consortium: Type.Object({
    required: Nullable(Type.Boolean()), min_partners: Nullable(Type.Integer()), min_countries: Nullable(Type.Integer()), evidence: Evidence,
  }, { description: 'required null: not stated' }),
  beneficiary_role: Type.Object({
    value: StringEnum(BENEFICIARY_ROLES),
    evidence: Evidence,
    only: Type.Boolean({ description: 'no one else may apply (false: what the programme mostly funds)' }),
  }, {
    description: 'developers make the technology, adopters use it; support: networks, studies',
  }),
  target_sectors: Type.Object({ any_sector: Type.Boolean(), nace: Strings, evidence: Evidence }, { description:
    'nace empty and any_sector false: not stated' }),
  regions: Type.Object({ values: Strings, evidence: Evidence }, { description:
    "NUTS codes of a regional programme's area; empty: the whole of `countries`" }),
  company_sizes: Type.Object({ values: Type.Array(StringEnum(COMPANY_SIZES)), evidence: Evidence }),
}, { $id: 'CallEligibility', description: 'Who the call is for, each value with the words it was read from (an addition to the spec)' })

export const GrantResponse = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  summary: Type.String(),
  source: StringEnum(GRANT_SOURCES),
  source_url: Nullable(Type.String()),
  external_id: Type.String({ description: 'Identifier in the source system' }),
  record_type: StringEnum(RECORD_TYPES, {
    description:
      'call: apply by its deadline; programme: a funding programme whose calls its ' +
      'managing authority publishes (no deadline here, `end_date` ends its ' +
      'eligibility); past_topic: a closed topic kept as evidence of what was funded',
  }),
  programme: Nullable(Type.String({ description: 'The funding programme the source names' })),
  eligibility: Nullable(Type.Ref('CallEligibility')),
  funding_amount_min: Float,
  funding_amount_max: Float,
  funding_rate_min: Float,
  funding_rate_max: Float,
  currency: Type.String(),
  deadline: Nullable({ ...IsoDate, description:
    'The cut-off a new applicant must meet: the next one of a multi-stage call while ' +
    'one is ahead, else the final one; null for programmes and rolling calls' } as typeof IsoDate),
  next_deadline: Nullable(IsoDate),
  deadlines: Type.Array(IsoDate, { description: 'Every cut-off of a multi-stage call, ascending; the last is the final one' }),
  deadline_time_zone: Nullable(Type.String({ description:
    'The time zone the source states its deadlines in (IANA): Europe/Brussels for the EU portal ' +
    '(calls close at 17:00 Brussels time), Europe/London for Innovate UK; null for programmes' })),
  publication_date: Nullable(IsoDate),
  start_date: Nullable(IsoDate),
  end_date: Nullable(IsoDate),
  countries: Strings,
  nace_codes: Strings,
  company_sizes: Type.Array(StringEnum(COMPANY_SIZES)),
  thematic_areas: Strings,
  status: StringEnum(GRANT_STATUSES),
  is_open: Type.Boolean({ description: 'An active call: only a call can be applied to' }),
  days_until_deadline: Nullable(Type.Integer({ description: 'Whole days until `deadline`; negative once passed' })),
  is_carbon_focused: Type.Boolean(),
  carbon_categories: Strings,
  min_emission_reduction_percent: Float,
  eligible_scopes: Strings,
  eu_taxonomy_aligned: Type.Boolean(),
  green_deal_aligned: Type.Boolean(),
  fit_for_55_relevant: Type.Boolean(),
  supports_csrd_compliance: Type.Boolean(),
  supports_sbti_alignment: Type.Boolean(),
  taxonomy_objectives: Strings,
  is_synthetic: Type.Boolean({ description: 'Generated for demos and benchmarks, not a real call' }),
  is_sample: Type.Boolean({ description:
    'From the bundled sample files (realistic, dates shifted to the day they were ' +
    'loaded), not a real call' }),
  provenance: Type.Record(Type.String(), Type.String(), { description:
    'Which rule filled each derived field (countries, company_sizes, nace_codes, ' +
    'carbon, deadline...)' }),
  withdrawn_at: Nullable(IsoDate),
  highlights: Type.Optional(Type.Object({
    title: Type.String(), summary: Type.String(),
  }, { description: 'Search only: matched fragments, terms wrapped in <mark>; the text is HTML-escaped' })),
  created_at: IsoDate,
  updated_at: IsoDate,
}, { $id: 'Grant' })
export type GrantResponse = Static<typeof GrantResponse>

// Several values may be given comma-separated (any of them matches); each must be allowed.
const anyOf = (values: readonly string[], description: string) =>
  Type.String({ pattern: `^(${values.join('|')})(,(${values.join('|')}))*$`, description: `${description}; comma-separated for any of several` })

export const GrantFilters = {
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$', description:
    'ISO 3166-1 alpha-2 code the grant is open to; comma-separated for any of several' })),
  nace_code: Type.Optional(Type.String({ minLength: 1, maxLength: 12, description:
    'NACE code, hierarchical: `C` matches C25.11, and a grant tagged `C` matches a ' +
    'filter for 25.11' })),
  min_funding: Type.Optional(Type.Number({ minimum: 0, description: 'EUR; keeps grants whose funding_amount_max is at least this' })),
  max_funding: Type.Optional(Type.Number({ minimum: 0, description:
    'EUR; keeps grants whose funding_amount_min (or max) is at most this' })),
  status: Type.Optional(anyOf(GRANT_STATUSES, 'active, closed or upcoming')),
  company_size: Type.Optional(anyOf(COMPANY_SIZES, 'micro, small, medium or large')),
  source: Type.Optional(anyOf(GRANT_SOURCES, 'Data source')),
  record_type: Type.Optional(anyOf(RECORD_TYPES, 'call, programme or past_topic')),
  carbon_category: Type.Optional(anyOf(CARBON_CATEGORIES, 'Climate category (carbon_categories)')),
  open_only: Type.Optional(Type.Boolean({ description: 'Only calls whose deadline is in the future' })),
}
const Sorting = {
  sort_by: Type.Optional(StringEnum(SORT_FIELDS, { description: 'funding_amount sorts by funding_amount_max, missing values last' })),
  sort_order: Type.Optional(StringEnum(['asc', 'desc'] as const, { default: 'asc' })),
}

export const GrantListQuery = Type.Object({
  q: Type.Optional(Type.String({
    minLength: 1, maxLength: 200,
    description: 'Words: searched as /grants/search searches them (relevance order unless sort_by is ' +
      'given), without its facets; a misspelt word is never replaced here',
  })),
  ...PageQuery, ...GrantFilters, ...Sorting,
})
export type GrantListQuery = Static<typeof GrantListQuery>
export const FacetQuery = Type.Object(GrantFilters)
export type FacetQuery = Static<typeof FacetQuery>

// How the words are read: the same switches wherever a search runs (the page, its export, its calendar).
const Reading = {
  understand: Type.Optional(Type.Boolean({
    default: true, description: 'false: a country or "SME" in the words is searched as a word, not applied as a filter',
  })),
  correct: Type.Optional(Type.Boolean({
    default: true, description: 'false: misspelt words are only suggested, never replaced ("search instead for")',
  })),
}
const Q = Type.String({ minLength: 1, maxLength: 200, description: 'Words; "quoted phrase", OR, -exclusion' })
export const GrantSearchQuery = Type.Object({
  q: Q, ...PageQuery, ...GrantFilters, ...Sorting,
  ...Reading,
})
export type GrantSearchQuery = Static<typeof GrantSearchQuery>

const { min_funding: _min, max_funding: _max, open_only: _open, ...simpleFilters } = GrantFilters
export const SimpleSearchQuery = Type.Object({ q: Q, ...PageQuery, ...simpleFilters })
export type SimpleSearchQuery = Static<typeof SimpleSearchQuery>

const Counts = Type.Record(Type.String(), Type.Integer())
export const Facets = Type.Object({
  countries: Counts, source: Counts, company_sizes: Counts, status: Counts, record_type: Counts, carbon_categories: Counts,
}, { $id: 'GrantFacets' })
export type Facets = Static<typeof Facets>

const paged = (items: TSchema, extra: Record<string, TSchema> = {}) => ({
  items: Type.Array(items), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(), ...extra,
})
export const GrantListResponse = Type.Object(paged(Type.Ref('Grant')), { $id: 'GrantList' })

export const GrantFacetedSearchResponse = Type.Object(paged(Type.Ref('Grant'), {
  query: Type.String(),
  processing_time_ms: Type.Integer(),
  facets: Nullable(Type.Ref('GrantFacets')),
  used_search_engine: Type.Boolean({ description: 'false when the database fallback answered' }),
  corrected_query: Nullable(Type.String({ description:
    'The query actually run: misspelt words replaced because the query as typed found ' +
    'nothing covering it' })),
  suggestion: Nullable(Type.String({ description:
    'Did you mean: a spelling the catalogue knows, when the query as typed covered ' +
    'nothing in full' })),
  understood: Type.Array(Type.Ref('SearchUnderstood'), { description:
    'Filters read from the words (a country, "SME"), applied unless understand=false' }),
  relaxed: Type.Boolean({ description: 'No grant covers every word: the items cover part of the query, best first' }),
}), { $id: 'GrantFacetedSearchResponse' })

export const SearchUnderstood = Type.Object({
  field: StringEnum(['country', 'company_size'] as const),
  value: Type.Array(Type.String(), { description:
    'Country codes, or the company sizes a grant must be open to (grants not stating ' +
    'sizes stay)' }),
  text: Type.String({ description: 'The words that said it' }),
}, { $id: 'SearchUnderstood' })

export const SimpleSearchResponse = Type.Object(paged(Type.Ref('Grant'), { query: Type.String() }), { $id: 'GrantSimpleSearchResponse' })

export const GrantStats = Type.Object({
  total_grants: Type.Integer(), active_grants: Type.Integer(), closed_grants: Type.Integer(), upcoming_grants: Type.Integer(),
  open_calls: Type.Integer({ description: 'Active calls: what can be applied to now (active_grants also counts running programmes)' }),
  by_source: Counts, by_record_type: Counts, by_country: Counts, carbon_focused_grants: Type.Integer(), by_carbon_category: Counts,
}, { $id: 'GrantStats' })
export type GrantStats = Static<typeof GrantStats>

export const GrantSourceInfo = Type.Object({
  source: StringEnum(GRANT_SOURCES), name: Type.String(), url: Type.String(),
  total_grants: Type.Integer(), active_grants: Type.Integer(), last_updated: Nullable(IsoDate),
}, { $id: 'GrantSource' })

// `q` narrows an export to what the search page shows for the keyword (the search engine, or its
// fallback: active grants only), in relevance order unless sorted.
const ExportKeyword = { q: Type.Optional(Q), ...Reading }

export const ExportQuery = Type.Object({
  ...ExportKeyword, ...GrantFilters, ...Sorting,
  limit: Type.Integer({ minimum: 1, maximum: 10_000, default: 10_000, description: 'Rows at most' }),
})
export type ExportQuery = Static<typeof ExportQuery>
export const CalendarQuery = Type.Object({
  ...ExportKeyword, ...GrantFilters,
  days: Type.Integer({ minimum: 1, maximum: 365, default: 90, description: 'Cut-offs from now to this many days ahead' }),
})
export type CalendarQuery = Static<typeof CalendarQuery>

export const GrantParams = Type.Object({ grant_id: Uuid })
export const DeadlinesQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
export const SimilarQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 20, default: 5 }) })

export const grantSchemas = [
  CallEligibility, GrantResponse, SearchUnderstood, Facets, GrantListResponse, GrantFacetedSearchResponse,
  SimpleSearchResponse, GrantStats, GrantSourceInfo,
]
