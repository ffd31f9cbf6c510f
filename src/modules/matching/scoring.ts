import type { Reason } from './reasons.js'
import type { CallEligibility } from '../grants/call-eligibility.js'
import type { CompanySize } from '../grants/grants.tables.js'
import type { CarbonCategory } from '../grants/synthetic-vocabulary.js'

// The data the five pure scorers read, and what each returns. The matching service loads a
// company and a bounded set of candidate grants from the database, then scores every candidate
// in process with these functions (scorers/*.ts), so each is a pure, table-tested function.

export interface CarbonProfile {
  reporting_year: number | null
  scope1_emissions_tco2e: number | null
  scope2_emissions_tco2e: number | null
  scope3_emissions_tco2e: number | null
  reduction_target_percent: number | null
  target_year: number | null
  has_sbti_target: boolean | null
  csrd_in_scope: boolean | null
  focus_categories: CarbonCategory[]
  taxonomy_objectives: string[]   // CCM, CCA, WTR, CE, PPC, BIO
}

export interface CompanyProfile {
  id: string
  name: string
  country: string                  // ISO alpha-2, upper case
  company_size: CompanySize
  /** Stored NACE codes (Eurostat notation, e.g. `25.11`, `C`) and every ancestor of each. */
  nace_codes: string[]
  nace_paths: string[]
  /** Descriptions of the company's NACE codes (from the reference data), for text similarity. */
  nace_descriptions: string[]
  /** The English names of the concepts its own words name (any language): the text scorer's bridge. */
  concept_names?: string[]
  description: string | null
  keywords: string[]
  employee_count: number | null
  annual_revenue: number | null    // EUR
  develops_technology: boolean | null   // null = not stated
  founded_year?: number | null
  region: string | null            // NUTS code, upper case; null = not stated
  carbon: CarbonProfile | null
}

/** The grant fields scorers may read (a stored grant has them all). */
export interface MatchGrant {
  id: string
  title: string
  summary: string
  description: string
  thematic_areas: string[]
  action_types: string[]           // the source's types of action; empty = not stated
  countries: string[]              // empty = not stated (open to all as far as we know)
  regions: string[]                // NUTS codes of a regional programme's area; empty = all of `countries`
  company_sizes: CompanySize[]     // empty = not stated
  nace_codes: string[]
  nace_paths: string[]             // every code with its ancestors
  funding_amount_min: number | null
  funding_amount_max: number | null
  currency: string
  deadline: Date | null
  deadlines: Date[]
  start_date: Date | null
  publication_date: Date | null
  created_at: Date
  is_carbon_focused: boolean
  carbon_categories: string[]
  eligible_scopes: string[]        // scope_1, scope_2, scope_3
  taxonomy_objectives: string[]
  supports_csrd_compliance: boolean
  supports_sbti_alignment: boolean
  eu_taxonomy_aligned: boolean
  green_deal_aligned: boolean
  fit_for_55_relevant: boolean
  min_emission_reduction_percent: number | null
  /** Who the call is for (grants/call-eligibility.ts); null or absent: not read yet. */
  eligibility?: CallEligibility | null
  record_type?: string
  end_date?: Date | null
  concepts?: string[]
}

/** One sub-score: a value in 0..1 and the reasons that justify it (reasons.ts). */
export interface SubScore {
  score: number
  reasons: Reason[]
}

/** The rule score can also exclude a grant outright (country or size explicitly excluded, closed). */
export interface RuleScore extends SubScore {
  /** Why the grant is out of the results entirely, or null. */
  excluded: Reason | null
}

/** Another company's interaction with a grant, for the collaborative score. */
export interface Interaction {
  company: Pick<CompanyProfile, 'country' | 'company_size' | 'nace_paths'>
  kind: 'saved' | 'dismissed' | 'applied'
}
