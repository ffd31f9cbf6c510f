import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GrantInsert } from './grants.tables.js'
import { generateSyntheticGrants, type SyntheticGrantOptions } from './synthetic-grants.js'

// The bundled reference data, as the CLI passes it (countries.csv lists the EU-27 first).
const codes = (file: string) => readFileSync(new URL(`../reference/data/${file}`, import.meta.url), 'utf8')
  .trim().split('\n').slice(1).map((line) => line.split(',')[0]!.replace(/"/g, ''))
const NACE = codes('nace-rev2.csv')
const COUNTRIES = codes('countries.csv')
const EU = COUNTRIES.slice(0, 27)
const NOW = new Date('2026-11-21T10:30:00Z')
const DAY = 86_400_000
const BASE: SyntheticGrantOptions = { count: 2000, seed: 7, now: NOW, naceCodes: NACE, countries: COUNTRIES }

// Independent of the generator's own vocabulary: the values the spec allows.
const CARBON_CATEGORIES = ['energy_efficiency', 'renewable_energy', 'clean_technology', 'circular_economy', 'sustainable_transport',
  'green_buildings', 'carbon_capture', 'hydrogen', 'industrial_decarbonization', 'sustainable_agriculture', 'biodiversity',
  'water_management', 'waste_reduction', 'climate_adaptation']
const TAXONOMY = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO']
const SIZES = ['micro', 'small', 'medium', 'large']
const SCOPES = ['scope_1', 'scope_2', 'scope_3']
const FUNDING: Record<string, [number, number]> = {
  cohesion: [20_000, 5_000_000], eu_portal: [500_000, 15_000_000], cordis: [100_000, 10_000_000], innovate_uk: [25_000, 2_000_000],
}
const HOSTS: Record<string, string> = {
  eu_portal: 'ec.europa.eu', cordis: 'cordis.europa.eu', cohesion: 'ec.europa.eu', innovate_uk: 'apply-for-innovation-funding.service.gov.uk',
}

const grants = generateSyntheticGrants(BASE)
const time = (d: Date | null | undefined) => d?.getTime() ?? null
const share = (test: (g: GrantInsert) => boolean, among: GrantInsert[] = grants) => among.filter(test).length / among.length
const subsetOf = (allowed: readonly string[]) => (values: string[] | undefined) =>
  (values ?? []).every((v) => allowed.includes(v)) && new Set(values).size === (values ?? []).length

function status (g: GrantInsert): 'upcoming' | 'active' | 'closed' {
  if (g.start_date!.getTime() > NOW.getTime()) return 'upcoming'
  return g.deadline && g.deadline.getTime() <= NOW.getTime() ? 'closed' : 'active'
}

describe('generateSyntheticGrants: determinism and batches', () => {
  it('gives the same records for the same options', () => {
    expect(generateSyntheticGrants({ ...BASE, count: 200 })).toEqual(grants.slice(0, 200))
  })

  it('gives other records for another seed, with ids of that seed', () => {
    const other = generateSyntheticGrants({ ...BASE, count: 50, seed: 8 })
    expect(other.map((g) => g.title)).not.toEqual(grants.slice(0, 50).map((g) => g.title))
    expect(other[3]!.external_id).toBe('synthetic-8-3')
  })

  it.each<[string, [number, number][]]>([
    ['three batches of 100', [[0, 100], [100, 100], [200, 100]]],
    ['uneven batches', [[0, 1], [1, 149], [150, 150]]],
  ])('%s equal one call', (_name, batches) => {
    const joined = batches.flatMap(([offset, count]) => generateSyntheticGrants({ ...BASE, offset, count }))
    expect(joined).toEqual(grants.slice(0, 300))
  })

  it('numbers the records from the offset', () => {
    const batch = generateSyntheticGrants({ ...BASE, offset: 5000, count: 3 })
    expect(batch.map((g) => g.external_id)).toEqual(['synthetic-7-5000', 'synthetic-7-5001', 'synthetic-7-5002'])
  })

  it.each([
    ['negative count', { count: -1 }], ['fractional count', { count: 1.5 }], ['negative offset', { offset: -1 }],
    ['fractional seed', { seed: 0.5 }], ['invalid date', { now: new Date('nope') }],
  ])('rejects a %s', (_name, change) => {
    expect(() => generateSyntheticGrants({ ...BASE, ...change })).toThrow(RangeError)
  })

  it('gives nothing for count 0', () => {
    expect(generateSyntheticGrants({ ...BASE, count: 0 })).toEqual([])
  })
})

describe('generateSyntheticGrants: every record', () => {
  const rules: [string, (g: GrantInsert) => boolean][] = [
    ['identity', (g) => g.is_synthetic === true && /^synthetic-7-\d+$/.test(g.external_id) && g.id === undefined && g.created_at === undefined],
    ['source', (g) => g.source in FUNDING],
    ['source_url on the source’s domain', (g) => { const url = new URL(g.source_url!); return url.protocol === 'https:' && url.hostname === HOSTS[g.source] && url.pathname.includes(g.external_id) }],
    ['title 50-150 characters', (g) => g.title.length >= 50 && g.title.length <= 150 && g.title.trim() === g.title],
    ['summary 200-500 characters', (g) => g.summary!.length >= 200 && g.summary!.length <= 500 && g.summary!.endsWith('.')],
    ['description 800-3,000 characters', (g) => g.description!.length >= 800 && g.description!.length <= 3000 && g.description!.endsWith('.')],
    ['currency', (g) => g.currency === 'EUR' || (g.currency === 'GBP' && g.source === 'innovate_uk')],
    ['countries from the input', (g) => subsetOf(COUNTRIES)(g.countries) && (g.countries!.length <= 6 || g.countries!.join() === EU.join())],
    ['innovate_uk is GB', (g) => g.source !== 'innovate_uk' || g.countries!.length === 0 || g.countries!.join() === 'GB'],
    ['nace codes from the input, at most 4', (g) => subsetOf(NACE)(g.nace_codes) && g.nace_codes!.length <= 4],
    ['company sizes', (g) => subsetOf(SIZES)(g.company_sizes)],
    ['1-4 thematic areas', (g) => g.thematic_areas!.length >= 1 && g.thematic_areas!.length <= 4 && subsetOf(g.thematic_areas!)(g.thematic_areas)],
    ['carbon categories of the spec, only when carbon-focused', (g) => subsetOf(CARBON_CATEGORIES)(g.carbon_categories) && (g.carbon_categories!.length > 0) === g.is_carbon_focused],
    ['scopes', (g) => subsetOf(SCOPES)(g.eligible_scopes) && (g.is_carbon_focused || g.eligible_scopes!.length === 0)],
    ['taxonomy objectives', (g) => subsetOf(TAXONOMY)(g.taxonomy_objectives) && (!g.eu_taxonomy_aligned || g.taxonomy_objectives!.length > 0)],
    ['emission reduction 10-60 %', (g) => g.min_emission_reduction_percent == null || (g.min_emission_reduction_percent >= 10 && g.min_emission_reduction_percent <= 60)],
    ['funding amounts within the source’s range, min ≤ max', (g) => {
      const [lo, hi] = FUNDING[g.source]!
      const { funding_amount_min: min, funding_amount_max: max } = g
      if (max == null) return min == null
      return max >= lo && max <= hi && (min == null || (min >= lo && min <= max))
    }],
    ['funding rates 0.25-1, min ≤ max', (g) => (g.funding_rate_min == null && g.funding_rate_max == null) ||
      (g.funding_rate_min! >= 0.25 && g.funding_rate_min! <= g.funding_rate_max! && g.funding_rate_max! <= 1)],
    ['published in the last 400 days', (g) => time(g.publication_date)! <= NOW.getTime() && time(g.publication_date)! >= NOW.getTime() - 400 * DAY],
    ['opens 0-60 days after publication', (g) => { const d = time(g.start_date)! - time(g.publication_date)!; return d >= 0 && d <= 60 * DAY }],
    ['deadline from opening + 20 days to now + 400 days', (g) => g.deadline == null ||
      (time(g.deadline)! >= time(g.start_date)! + 20 * DAY && time(g.deadline)! <= NOW.getTime() + 400 * DAY)],
    ['cut-offs ascending, ending with the deadline', (g) => {
      const cutoffs = g.deadlines!.map((d) => d.getTime())
      if (g.deadline == null) return cutoffs.length === 0
      return cutoffs.length >= 1 && cutoffs.length <= 3 && cutoffs.at(-1) === time(g.deadline) &&
        cutoffs.every((t, i) => i === 0 ? t > time(g.start_date)! : t > cutoffs[i - 1]!)
    }],
    ['ends 1-4 years after the deadline', (g) => g.end_date == null ||
      (g.deadline != null && time(g.end_date)! - time(g.deadline)! >= 365 * DAY && time(g.end_date)! - time(g.deadline)! <= 4 * 366 * DAY)],
  ]

  it.each(rules)('%s', (_name, rule) => {
    expect(grants.filter((g) => !rule(g)).slice(0, 3)).toEqual([])
  })

  it('has unique external ids', () => {
    expect(new Set(grants.map((g) => g.external_id)).size).toBe(grants.length)
  })

  it('copes with empty and short input lists', () => {
    const few = generateSyntheticGrants({ ...BASE, count: 300, naceCodes: [], countries: ['DE', 'FR', 'GB'] })
    expect(few.every((g) => g.nace_codes!.length === 0 && subsetOf(['DE', 'FR', 'GB'])(g.countries))).toBe(true)
    expect(generateSyntheticGrants({ ...BASE, count: 50, countries: [] }).every((g) => g.countries!.length === 0)).toBe(true)
  })
})

describe('generateSyntheticGrants: the mix of 2,000 records', () => {
  const euCalls = grants.filter((g) => g.source === 'eu_portal' || g.source === 'cordis')
  const english = (g: GrantInsert) => /^[\x20-\x7e\n–’°]*$/.test(g.description!)
  const mentions = (...words: string[]) => (g: GrantInsert) => words.every((w) => `${g.title} ${g.summary} ${g.description}`.toLowerCase().includes(w))

  it.each([
    ['active', share((g) => status(g) === 'active'), 0.45, 0.65],
    ['closed', share((g) => status(g) === 'closed'), 0.25, 0.45],
    ['upcoming', share((g) => status(g) === 'upcoming'), 0.05, 0.16],
    ['rolling (no deadline)', share((g) => g.deadline == null), 0.02, 0.09],
    ['several cut-offs', share((g) => g.deadlines!.length > 1), 0.08, 0.22],
    ['carbon-focused', share((g) => g.is_carbon_focused === true), 0.52, 0.68],
    ['eu_portal', share((g) => g.source === 'eu_portal'), 0.34, 0.46],
    ['innovate_uk', share((g) => g.source === 'innovate_uk'), 0.07, 0.13],
    ['no countries', share((g) => g.countries!.length === 0), 0.02, 0.09],
    ['EU-wide among eu_portal and cordis', share((g) => g.countries!.length === 27, euCalls), 0.1, 0.2],
    ['no company sizes', share((g) => g.company_sizes!.length === 0), 0.1, 0.21],
    ['no funding amounts', share((g) => g.funding_amount_max == null), 0.04, 0.13],
    ['with foreign-language sentences', share((g) => !english(g)), 0.06, 0.15],
    ['mentioning "renewable" and "energy"', share(mentions('renewable', 'energy')), 0.02, 0.15],
    ['mentioning "circular" and "economy"', share(mentions('circular', 'economy')), 0.02, 0.15],
  ])('%s: %f', (_name, value, min, max) => {
    expect(value).toBeGreaterThanOrEqual(min)
    expect(value).toBeLessThanOrEqual(max)
  })

  it('uses NACE codes of every level', () => {
    const used = new Set(grants.flatMap((g) => g.nace_codes!))
    for (const pattern of [/^[A-U]$/, /^\d\d$/, /^\d\d\.\d$/, /^\d\d\.\d\d$/]) expect([...used].some((c) => pattern.test(c))).toBe(true)
  })
})
