import { reason, type Reason } from '../reasons.js'
import type { CarbonProfile, CompanyProfile, MatchGrant, SubScore } from '../scoring.js'

// Carbon score: how well a grant's carbon classification fits the company's carbon profile. Pure
// and deterministic; the taxonomy objective names are read once when the module loads.
//
// No carbon profile: 0.5 and no reasons, whatever the grant (cold start: no evidence either way).
//
// A grant is carbon-relevant when it is carbon-focused or states any carbon field (categories,
// scopes, objectives, CSRD/SBTi support, a minimum reduction, an alignment flag). The company's
// profile strength s in 0..1 is the share of six signs of carbon engagement it shows: focus
// categories, an SBTi target, a reduction target > 0, CSRD in scope, emissions stated, taxonomy
// objectives.
//
//   non-carbon grant    0.5 - 0.2 s  (down to 0.3: a committed company is better served by
//                                      carbon grants, so unrelated ones sink a little)
//   carbon grant        weighted mean of the signals that apply, plus a prior of 0.5 + 0.2 s
//                       with weight 0.25, so thin evidence stays near the prior:
//
//   signal      weight  applies when                      value
//   categories  0.30    both state categories             any overlap 0.7 + 0.3 Jaccard; none 0.1
//   scopes      0.20    grant states scopes, company      covered share c of the company's stated
//                       states emissions > 0              emissions: 0.4 + 0.6 c; none covered 0.15
//   reduction   0.15    both state a percentage           target >= grant minimum 1.0; below 0.2
//   SBTi        0.15    company has an SBTi target        grant supports alignment 1.0; else 0.4
//   CSRD        0.10    company is in CSRD scope          grant supports compliance 1.0; else 0.4
//   taxonomy    0.10    both state objectives             overlap 0.7 + 0.3 Jaccard; none 0.2
//
// Categories weigh most: they say what the money is for. Any overlap starts at 0.7 because one
// shared topic is already a real fit; Jaccard alone would punish broad grants listing many.

export const CARBON_WEIGHTS = { categories: 0.3, scopes: 0.2, reduction: 0.15, sbti: 0.15, csrd: 0.1, taxonomy: 0.1 } as const
const PRIOR_WEIGHT = 0.25
const NEUTRAL = 0.5
const STRENGTH_SWING = 0.2

const OVERLAP_BASE = 0.7
const CATEGORY_MISS = 0.1
const SCOPE_BASE = 0.4
const SCOPE_MISS = 0.15
// A scope is material (named in the reasons) when it is the company's largest or holds this share.
const MATERIAL_SHARE = 0.2
const REDUCTION_BELOW = 0.2
const UNSUPPORTED = 0.4
const TAXONOMY_MISS = 0.2

type Signal = { weight: number; value: number }

const SCOPES = [
  ['scope_1', 'scope1_emissions_tco2e'], ['scope_2', 'scope2_emissions_tco2e'], ['scope_3', 'scope3_emissions_tco2e'],
] as const

function overlap (a: readonly string[], b: readonly string[]): { shared: string[]; jaccard: number } {
  const bSet = new Set(b)
  const shared = [...new Set(a)].filter((x) => bSet.has(x)).sort()
  const union = new Set([...a, ...b]).size
  return { shared, jaccard: union ? shared.length / union : 0 }
}

export function profileStrength (carbon: CarbonProfile): number {
  const signs = [
    carbon.focus_categories.length > 0,
    carbon.has_sbti_target === true,
    (carbon.reduction_target_percent ?? 0) > 0,
    carbon.csrd_in_scope === true,
    SCOPES.some(([, field]) => (carbon[field] ?? 0) > 0),
    carbon.taxonomy_objectives.length > 0,
  ]
  return signs.filter(Boolean).length / signs.length
}

export function isCarbonRelevant (grant: MatchGrant): boolean {
  return grant.is_carbon_focused || grant.carbon_categories.length > 0 || grant.eligible_scopes.length > 0 ||
    grant.taxonomy_objectives.length > 0 || grant.supports_csrd_compliance || grant.supports_sbti_alignment ||
    grant.min_emission_reduction_percent !== null || grant.eu_taxonomy_aligned || grant.green_deal_aligned ||
    grant.fit_for_55_relevant
}

function categories (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  if (carbon.focus_categories.length === 0 || grant.carbon_categories.length === 0) return null
  const { shared, jaccard } = overlap(carbon.focus_categories, grant.carbon_categories)
  if (shared.length === 0) return { weight: CARBON_WEIGHTS.categories, value: CATEGORY_MISS }
  reasons.push(reason('carbon_focus', { categories: shared }))
  return { weight: CARBON_WEIGHTS.categories, value: OVERLAP_BASE + (1 - OVERLAP_BASE) * jaccard }
}

function scopes (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  const emissions = SCOPES.map(([key, field]) => ({ key, amount: Math.max(0, carbon[field] ?? 0) }))
  const total = emissions.reduce((sum, e) => sum + e.amount, 0)
  if (grant.eligible_scopes.length === 0 || total <= 0) return null
  const largest = Math.max(...emissions.map((e) => e.amount))
  const covered = emissions.filter((e) => e.amount > 0 && grant.eligible_scopes.includes(e.key))
  if (covered.length === 0) return { weight: CARBON_WEIGHTS.scopes, value: SCOPE_MISS }
  const material = covered.filter((e) => e.amount === largest || e.amount / total >= MATERIAL_SHARE)
  if (material.length > 0) reasons.push(reason('carbon_scopes', { scopes: material.map((e) => e.key) }))
  const share = covered.reduce((sum, e) => sum + e.amount, 0) / total
  return { weight: CARBON_WEIGHTS.scopes, value: SCOPE_BASE + (1 - SCOPE_BASE) * share }
}

function reduction (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  const target = carbon.reduction_target_percent
  const minimum = grant.min_emission_reduction_percent
  if (target === null || minimum === null) return null
  if (target >= minimum) {
    reasons.push(reason('reduction_met', { target, minimum }))
    return { weight: CARBON_WEIGHTS.reduction, value: 1 }
  }
  reasons.push(reason('reduction_below', { target, minimum }))
  return { weight: CARBON_WEIGHTS.reduction, value: REDUCTION_BELOW }
}

function sbti (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  // Without a target of its own the company gains or loses nothing from SBTi support.
  if (carbon.has_sbti_target !== true) return null
  if (grant.supports_sbti_alignment) reasons.push(reason('sbti'))
  return { weight: CARBON_WEIGHTS.sbti, value: grant.supports_sbti_alignment ? 1 : UNSUPPORTED }
}

function csrd (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  if (carbon.csrd_in_scope !== true) return null
  if (grant.supports_csrd_compliance) reasons.push(reason('csrd'))
  return { weight: CARBON_WEIGHTS.csrd, value: grant.supports_csrd_compliance ? 1 : UNSUPPORTED }
}

function taxonomy (carbon: CarbonProfile, grant: MatchGrant, reasons: Reason[]): Signal | null {
  if (carbon.taxonomy_objectives.length === 0 || grant.taxonomy_objectives.length === 0) return null
  const { shared, jaccard } = overlap(carbon.taxonomy_objectives, grant.taxonomy_objectives)
  if (shared.length === 0) return { weight: CARBON_WEIGHTS.taxonomy, value: TAXONOMY_MISS }
  reasons.push(reason('taxonomy', { objectives: shared }))
  return { weight: CARBON_WEIGHTS.taxonomy, value: OVERLAP_BASE + (1 - OVERLAP_BASE) * jaccard }
}

export function carbonScore (company: CompanyProfile, grant: MatchGrant): SubScore {
  const carbon = company.carbon
  if (carbon === null) return { score: NEUTRAL, reasons: [] }
  const strength = profileStrength(carbon)
  if (!isCarbonRelevant(grant)) return { score: NEUTRAL - STRENGTH_SWING * strength, reasons: [] }

  const reasons: Reason[] = []
  const signals = [categories, scopes, reduction, sbti, csrd, taxonomy]
    .map((signal) => signal(carbon, grant, reasons))
    .filter((s): s is Signal => s !== null)
  signals.push({ weight: PRIOR_WEIGHT, value: NEUTRAL + STRENGTH_SWING * strength })
  const weight = signals.reduce((sum, s) => sum + s.weight, 0)
  const score = signals.reduce((sum, s) => sum + s.weight * s.value, 0) / weight
  // A weighted mean of values in 0..1 stays in 0..1; the clamp only absorbs float rounding.
  return { score: Math.min(1, Math.max(0, score)), reasons }
}
