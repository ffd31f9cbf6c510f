import { describe, expect, it } from 'vitest'
import { CARBON_CATEGORIES, TAXONOMY_OBJECTIVES } from '../../grants/synthetic-vocabulary.js'
import type { CarbonProfile, CompanyProfile, MatchGrant } from '../scoring.js'
import { inEnglish } from '../reasons.js'
import { CARBON_WEIGHTS, carbonScore as scoreCarbon, isCarbonRelevant, profileStrength } from './carbon.js'

const carbonScore = (...args: Parameters<typeof scoreCarbon>) => inEnglish(scoreCarbon(...args))

function profile (over: Partial<CarbonProfile> = {}): CarbonProfile {
  return {
    reporting_year: 2025, scope1_emissions_tco2e: null, scope2_emissions_tco2e: null, scope3_emissions_tco2e: null,
    reduction_target_percent: null, target_year: null, has_sbti_target: null, csrd_in_scope: null,
    focus_categories: [], taxonomy_objectives: [],
    ...over,
  }
}

const STRONG = profile({
  scope1_emissions_tco2e: 500, scope2_emissions_tco2e: 200, scope3_emissions_tco2e: 1000, reduction_target_percent: 42,
  target_year: 2030, has_sbti_target: true, csrd_in_scope: true, focus_categories: ['hydrogen', 'energy_efficiency'],
  taxonomy_objectives: ['CCM'],
})

function company (carbon: CarbonProfile | null): CompanyProfile {
  return {
    id: 'c1', name: 'Acme', country: 'DE', company_size: 'medium', nace_codes: [], nace_paths: [],
    nace_descriptions: [], description: null, keywords: [], employee_count: null, annual_revenue: null, develops_technology: null, region: null, carbon,
  }
}

function grant (over: Partial<MatchGrant> = {}): MatchGrant {
  return {
    id: 'g1', title: 'Call', summary: '', description: '', thematic_areas: [], action_types: [], countries: [], regions: [], company_sizes: [],
    nace_codes: [], nace_paths: [], funding_amount_min: null, funding_amount_max: null, currency: 'EUR',
    deadline: null, deadlines: [], start_date: null, publication_date: null, created_at: new Date('2026-01-01T00:00:00Z'),
    is_carbon_focused: false, carbon_categories: [], eligible_scopes: [], taxonomy_objectives: [],
    supports_csrd_compliance: false, supports_sbti_alignment: false, eu_taxonomy_aligned: false,
    green_deal_aligned: false, fit_for_55_relevant: false, min_emission_reduction_percent: null,
    ...over,
  }
}
const carbonGrant = (over: Partial<MatchGrant> = {}) => grant({ is_carbon_focused: true, ...over })

// The expected score of a carbon grant where exactly one signal applies: that signal and the
// prior (weight 0.25, value 0.5 + 0.2 × profile strength) averaged by weight.
const oneSignal = (carbon: CarbonProfile, weight: number, value: number) =>
  (weight * value + 0.25 * (0.5 + 0.2 * profileStrength(carbon))) / (weight + 0.25)
const priorOnly = (carbon: CarbonProfile) => 0.5 + 0.2 * profileStrength(carbon)

describe('carbonScore: cold start and non-carbon grants', () => {
  it.each([
    ['no profile, carbon-focused grant', null, carbonGrant({ carbon_categories: ['hydrogen'], supports_csrd_compliance: true }), 0.5],
    ['no profile, non-carbon grant', null, grant(), 0.5],
    ['empty profile, non-carbon grant', profile(), grant(), 0.5],
    ['half-engaged profile, non-carbon grant', profile({ focus_categories: ['hydrogen'], has_sbti_target: true, csrd_in_scope: true }), grant(), 0.4],
    ['strong profile, non-carbon grant', STRONG, grant(), 0.3],
    ['empty profile, carbon grant without signals', profile(), carbonGrant(), 0.5],
    // SBTi and CSRD still apply (the company has both, the grant supports neither, 0.4 each):
    // (0.15 × 0.4 + 0.1 × 0.4 + 0.25 × 0.7) / 0.5.
    ['strong profile, carbon grant stating nothing else', STRONG, carbonGrant(), 0.55],
  ])('%s → %s', (_label, carbon, g, score) => {
    expect(carbonScore(company(carbon), g)).toEqual({ score: expect.closeTo(score, 10), reasons: [] })
  })

  it('a strong profile prefers any carbon grant to a non-carbon one', () => {
    const unrelated = carbonScore(company(STRONG), grant()).score
    expect(carbonScore(company(STRONG), carbonGrant()).score).toBeGreaterThan(unrelated)
    expect(carbonScore(company(STRONG), carbonGrant({ carbon_categories: ['hydrogen'] })).score).toBeGreaterThan(unrelated)
  })
})

describe('carbonScore: one signal at a time', () => {
  it.each<[string, Partial<CarbonProfile>, Partial<MatchGrant>, number, number, string | null]>([
    // label, profile, grant, weight, signal value, reason
    ['one shared category of one', { focus_categories: ['hydrogen'] }, { carbon_categories: ['hydrogen'] }, CARBON_WEIGHTS.categories, 1, 'Fits your focus on hydrogen'],
    ['one shared of four (any overlap rewarded)', { focus_categories: ['hydrogen', 'renewable_energy'] }, { carbon_categories: ['hydrogen', 'carbon_capture', 'energy_efficiency'] }, CARBON_WEIGHTS.categories, 0.7 + 0.3 / 4, 'Fits your focus on hydrogen'],
    ['two shared categories', { focus_categories: ['renewable_energy', 'hydrogen'] }, { carbon_categories: ['hydrogen', 'renewable_energy'] }, CARBON_WEIGHTS.categories, 1, 'Fits your focus on hydrogen and renewable energy'],
    ['no shared category', { focus_categories: ['biodiversity'] }, { carbon_categories: ['hydrogen'] }, CARBON_WEIGHTS.categories, 0.1, null],
    ['scope 1 only, grant scope 1', { scope1_emissions_tco2e: 100 }, { eligible_scopes: ['scope_1'] }, CARBON_WEIGHTS.scopes, 1, 'Supports Scope 1 reductions'],
    ['scope 3 largest, grant scope 3', { scope1_emissions_tco2e: 10, scope2_emissions_tco2e: 10, scope3_emissions_tco2e: 80 }, { eligible_scopes: ['scope_3'] }, CARBON_WEIGHTS.scopes, 0.4 + 0.6 * 0.8, 'Supports Scope 3 reductions'],
    ['scope 1 at 10% (not material), grant scope 1', { scope1_emissions_tco2e: 10, scope2_emissions_tco2e: 10, scope3_emissions_tco2e: 80 }, { eligible_scopes: ['scope_1'] }, CARBON_WEIGHTS.scopes, 0.4 + 0.6 * 0.1, null],
    ['scope 1 at 20% (material), grant scope 1', { scope1_emissions_tco2e: 20, scope2_emissions_tco2e: 0, scope3_emissions_tco2e: 80 }, { eligible_scopes: ['scope_1'] }, CARBON_WEIGHTS.scopes, 0.4 + 0.6 * 0.2, 'Supports Scope 1 reductions'],
    ['scopes 1 and 2, grant both', { scope1_emissions_tco2e: 60, scope2_emissions_tco2e: 40 }, { eligible_scopes: ['scope_1', 'scope_2'] }, CARBON_WEIGHTS.scopes, 1, 'Supports Scope 1 and Scope 2 reductions'],
    ['scope 2 only, grant scope 1', { scope2_emissions_tco2e: 50 }, { eligible_scopes: ['scope_1'] }, CARBON_WEIGHTS.scopes, 0.15, null],
    ['scope 1 stated as zero, grant scope 1', { scope1_emissions_tco2e: 0, scope2_emissions_tco2e: 50 }, { eligible_scopes: ['scope_1'] }, CARBON_WEIGHTS.scopes, 0.15, null],
    ['target above the minimum', { reduction_target_percent: 50 }, { min_emission_reduction_percent: 30 }, CARBON_WEIGHTS.reduction, 1, 'Your 50% reduction target meets the required 30%'],
    ['target at the minimum', { reduction_target_percent: 30 }, { min_emission_reduction_percent: 30 }, CARBON_WEIGHTS.reduction, 1, 'Your 30% reduction target meets the required 30%'],
    ['target just below the minimum', { reduction_target_percent: 29.5 }, { min_emission_reduction_percent: 30 }, CARBON_WEIGHTS.reduction, 0.2, 'Your 29.5% reduction target is below the required 30%'],
    ['zero target, minimum stated', { reduction_target_percent: 0 }, { min_emission_reduction_percent: 10 }, CARBON_WEIGHTS.reduction, 0.2, 'Your 0% reduction target is below the required 10%'],
    ['SBTi target, grant supports it', { has_sbti_target: true }, { supports_sbti_alignment: true }, CARBON_WEIGHTS.sbti, 1, 'Supports your science-based target'],
    ['SBTi target, grant does not', { has_sbti_target: true }, {}, CARBON_WEIGHTS.sbti, 0.4, null],
    ['in CSRD scope, grant supports it', { csrd_in_scope: true }, { supports_csrd_compliance: true }, CARBON_WEIGHTS.csrd, 1, 'Helps with CSRD reporting'],
    ['in CSRD scope, grant does not', { csrd_in_scope: true }, {}, CARBON_WEIGHTS.csrd, 0.4, null],
    ['one shared objective of two', { taxonomy_objectives: ['CCM'] }, { taxonomy_objectives: ['CCM', 'CCA'] }, CARBON_WEIGHTS.taxonomy, 0.85, 'Contributes to your EU taxonomy objective: climate change mitigation'],
    ['two shared objectives', { taxonomy_objectives: ['CE', 'CCM'] }, { taxonomy_objectives: ['CCM', 'CE'] }, CARBON_WEIGHTS.taxonomy, 1, 'Contributes to your EU taxonomy objectives: climate change mitigation and transition to a circular economy'],
    ['no shared objective', { taxonomy_objectives: ['CE'] }, { taxonomy_objectives: ['BIO'] }, CARBON_WEIGHTS.taxonomy, 0.2, null],
  ])('%s', (_label, over, grantOver, weight, value, reason) => {
    const carbon = profile(over)
    const r = carbonScore(company(carbon), carbonGrant(grantOver))
    expect(r.score).toBeCloseTo(oneSignal(carbon, weight, value), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })

  it.each<[string, Partial<CarbonProfile>, Partial<MatchGrant>]>([
    ['company states no categories', {}, { carbon_categories: ['hydrogen'] }],
    ['grant states no categories', { focus_categories: ['hydrogen'] }, {}],
    ['grant states no scopes', { scope1_emissions_tco2e: 100 }, {}],
    ['company states no emissions', {}, { eligible_scopes: ['scope_1'] }],
    ['company states only zero emissions', { scope1_emissions_tco2e: 0, scope3_emissions_tco2e: 0 }, { eligible_scopes: ['scope_1'] }],
    ['no reduction target', {}, { min_emission_reduction_percent: 30 }],
    ['no minimum reduction', { reduction_target_percent: 40 }, {}],
    ['no SBTi target, grant supports it', { has_sbti_target: false }, { supports_sbti_alignment: true }],
    ['SBTi unknown, grant supports it', {}, { supports_sbti_alignment: true }],
    ['not in CSRD scope, grant supports it', { csrd_in_scope: false }, { supports_csrd_compliance: true }],
    ['company states no objectives', {}, { taxonomy_objectives: ['CCM'] }],
  ])('does not apply: %s (prior only)', (_label, over, grantOver) => {
    const carbon = profile(over)
    expect(carbonScore(company(carbon), carbonGrant(grantOver))).toEqual({
      score: expect.closeTo(priorOnly(carbon), 10), reasons: [],
    })
  })
})

describe('carbonScore: signals together', () => {
  it('a grant fitting a strong profile everywhere scores high, with every reason', () => {
    const r = carbonScore(company(STRONG), carbonGrant({
      carbon_categories: ['hydrogen', 'energy_efficiency'], eligible_scopes: ['scope_1', 'scope_2', 'scope_3'],
      min_emission_reduction_percent: 30, supports_sbti_alignment: true, supports_csrd_compliance: true, taxonomy_objectives: ['CCM'],
    }))
    // Every signal 1, prior 0.7 at weight 0.25: (1 + 0.25 × 0.7) / 1.25.
    expect(r.score).toBeCloseTo(0.94, 10)
    expect(r.reasons).toEqual([
      'Fits your focus on energy efficiency and hydrogen', 'Supports Scope 1 and Scope 3 reductions',
      'Your 42% reduction target meets the required 30%', 'Supports your science-based target', 'Helps with CSRD reporting',
      'Contributes to your EU taxonomy objective: climate change mitigation',
    ])
  })

  it('a carbon grant missing the company on every signal scores below a neutral one', () => {
    const r = carbonScore(company(STRONG), carbonGrant({
      carbon_categories: ['biodiversity'], eligible_scopes: [], min_emission_reduction_percent: 60, taxonomy_objectives: ['WTR'],
    }))
    expect(r.score).toBeLessThan(0.5)
    expect(r.reasons).toEqual(['Your 42% reduction target is below the required 60%'])
  })

  it('more category overlap never scores lower', () => {
    const carbon = profile({ focus_categories: ['hydrogen', 'renewable_energy', 'energy_efficiency'] })
    const scores = [[], ['hydrogen'], ['hydrogen', 'renewable_energy'], ['hydrogen', 'renewable_energy', 'energy_efficiency']]
      .map((shared) => carbonScore(company(carbon), carbonGrant({ carbon_categories: ['biodiversity', ...shared] })).score)
    expect([...scores].sort((a, b) => a - b)).toEqual(scores)
  })
})

describe('profileStrength and isCarbonRelevant', () => {
  it.each([
    [profile(), 0],
    [profile({ focus_categories: ['hydrogen'] }), 1 / 6],
    [profile({ has_sbti_target: true }), 1 / 6],
    [profile({ has_sbti_target: false, csrd_in_scope: false, reduction_target_percent: 0, scope1_emissions_tco2e: 0 }), 0],
    [profile({ reduction_target_percent: 10, csrd_in_scope: true }), 2 / 6],
    [profile({ scope3_emissions_tco2e: 1, taxonomy_objectives: ['CCM'] }), 2 / 6],
    [STRONG, 1],
  ])('strength %#', (carbon, strength) => expect(profileStrength(carbon)).toBeCloseTo(strength, 10))

  it.each<[Partial<MatchGrant>, boolean]>([
    [{}, false],
    [{ is_carbon_focused: true }, true], [{ carbon_categories: ['hydrogen'] }, true], [{ eligible_scopes: ['scope_2'] }, true],
    [{ taxonomy_objectives: ['CCA'] }, true], [{ supports_csrd_compliance: true }, true], [{ supports_sbti_alignment: true }, true],
    [{ min_emission_reduction_percent: 0 }, true], [{ eu_taxonomy_aligned: true }, true], [{ green_deal_aligned: true }, true],
    [{ fit_for_55_relevant: true }, true],
  ])('isCarbonRelevant(%j) → %s', (over, relevant) => {
    expect(isCarbonRelevant(grant(over))).toBe(relevant)
  })
})

describe('carbonScore: properties over a generated set', () => {
  let seed = 1234
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const some = <T>(items: readonly T[]): T[] => items.filter(() => random() < 0.25)
  const bools = [null, true, false] as const
  const emissions = [null, 0, 1, 250, 1e6]
  const percents = [null, 0, 20, 30, 55, 100]

  const cases = Array.from({ length: 500 }, () => [
    company(random() < 0.15 ? null : profile({
      scope1_emissions_tco2e: pick(emissions), scope2_emissions_tco2e: pick(emissions), scope3_emissions_tco2e: pick(emissions),
      reduction_target_percent: pick(percents), has_sbti_target: pick(bools), csrd_in_scope: pick(bools),
      focus_categories: some(CARBON_CATEGORIES), taxonomy_objectives: some(TAXONOMY_OBJECTIVES),
    })),
    grant({
      is_carbon_focused: random() < 0.5, carbon_categories: some(CARBON_CATEGORIES), eligible_scopes: some(['scope_1', 'scope_2', 'scope_3']),
      taxonomy_objectives: some(TAXONOMY_OBJECTIVES), supports_csrd_compliance: random() < 0.3, supports_sbti_alignment: random() < 0.3,
      min_emission_reduction_percent: pick(percents), green_deal_aligned: random() < 0.2,
    }),
  ] as const)

  it('stays in 0..1, is deterministic, and gives no reasons without a profile', () => {
    for (const [c, g] of cases) {
      const r = carbonScore(c, g)
      expect(r.score).toBeGreaterThanOrEqual(0)
      expect(r.score).toBeLessThanOrEqual(1)
      expect(carbonScore(c, g)).toEqual(r)
      if (c.carbon === null) expect(r).toEqual({ score: 0.5, reasons: [] })
    }
  })
})
