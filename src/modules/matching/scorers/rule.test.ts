import { describe, expect, it } from 'vitest'
import { COMPANY_SIZES, type CompanySize } from '../../grants/grants.tables.js'
import { loadReferenceData } from '../../reference/reference.data.js'
import type { CompanyProfile, MatchGrant } from '../scoring.js'
import { formatAmount, inEnglish } from '../reasons.js'
import { RULE_WEIGHTS, commonNace, formatNace, fundingCapacity, ruleScore as scoreRule } from './rule.js'

const ruleScore = (...args: Parameters<typeof scoreRule>) => inEnglish(scoreRule(...args))

const NOW = new Date('2026-03-02T09:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY)

// Codes with their ancestors, as the services store them (`25.11` → C, 25, 25.1, 25.11).
const PARENT = new Map(loadReferenceData().nace.map((n) => [n.code, n.parent]))
const lineage = (code: string): string[] => {
  const parent = PARENT.get(code)
  return parent ? [...lineage(parent), code] : [code]
}
const nace = (codes: string[]) => ({ nace_codes: codes, nace_paths: [...new Set(codes.flatMap(lineage))] })

function company (over: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 'c1', name: 'Acme', country: 'DE', company_size: 'small', ...nace(['25.11']),
    nace_descriptions: [], description: null, keywords: [], employee_count: null, annual_revenue: null, develops_technology: null, region: null, carbon: null,
    ...over,
  }
}

function grant (over: Partial<MatchGrant> = {}): MatchGrant {
  return {
    id: 'g1', title: 'Call', summary: '', description: '', thematic_areas: [], action_types: [], countries: [], regions: [], company_sizes: [],
    nace_codes: [], nace_paths: [], funding_amount_min: null, funding_amount_max: null, currency: 'EUR',
    deadline: at(60), deadlines: [], start_date: null, publication_date: null, created_at: at(-10),
    is_carbon_focused: false, carbon_categories: [], eligible_scopes: [], taxonomy_objectives: [],
    supports_csrd_compliance: false, supports_sbti_alignment: false, eu_taxonomy_aligned: false,
    green_deal_aligned: false, fit_for_55_relevant: false, min_emission_reduction_percent: null,
    ...over,
  }
}

// Every other part stays at the default grant's value, so a part's effect is its weight times the
// difference from the baseline value.
const base = ruleScore(company(), grant(), NOW).score

describe('ruleScore: hard exclusions', () => {
  it.each([
    ['deadline exactly now', grant({ deadline: NOW }), 'The call closed on 2026-03-02'],
    ['deadline passed', grant({ deadline: at(-3) }), 'The call closed on 2026-02-27'],
    ['final deadline passed, earlier cut-offs too', grant({ deadline: at(-1), deadlines: [at(-30), at(-1)] }), 'The call closed on 2026-03-01'],
    ['country not among those stated', grant({ countries: ['FR', 'IT'] }), 'Not open to companies in Germany'],
    ['size not among those stated', grant({ company_sizes: ['medium', 'large'] }), 'Not open to small companies'],
    ['closed wins over country', grant({ deadline: at(-1), countries: ['FR'] }), 'The call closed on 2026-03-01'],
  ])('%s', (_label, g, excluded) => {
    expect(ruleScore(company(), g, NOW)).toEqual({ score: 0, reasons: [], excluded })
  })

  it.each([
    ['deadline one second ahead', grant({ deadline: new Date(NOW.getTime() + 1000) })],
    ['upcoming', grant({ start_date: at(5), deadline: at(90) })],
    ['rolling', grant({ deadline: null })],
    ['country stated in lower case', grant({ countries: ['de'] })],
    ['size among those stated', grant({ company_sizes: ['micro', 'small'] })],
  ])('not excluded: %s', (_label, g) => {
    const r = ruleScore(company(), g, NOW)
    expect(r.excluded).toBeNull()
    expect(r.score).toBeGreaterThan(0)
  })
})

describe('ruleScore: regional programmes (NUTS codes nest by prefix)', () => {
  it.each([
    ['another NUTS-2 region', 'DEA2', ['DE25'], 'A regional programme for DE25, not your region (DEA2)'],
    ['another NUTS-1 area', 'DEA2', ['DE2'], 'A regional programme for DE2, not your region (DEA2)'],
    ['a sibling NUTS-3 region', 'DEA23', ['DEA22'], 'A regional programme for DEA22, not your region (DEA23)'],
  ])('excluded: %s', (_label, region, regions, excluded) => {
    expect(ruleScore(company({ region }), grant({ regions }), NOW)).toEqual({ score: 0, reasons: [], excluded })
  })

  it.each([
    ['the same region', 'DEA2', ['DEA2'], true],
    ['inside the programme\'s area', 'DEA23', ['DEA'], true],
    ['a wider region that holds the area', 'DEA', ['DEA2'], true],
    ['one of several areas', 'DE25', ['DEA', 'DE2'], true],
    ['a national programme (no area)', 'DEA2', [], false],
    ['no region stated', null, ['DE25'], false],
  ])('not excluded: %s', (_label, region, regions, named) => {
    const r = ruleScore(company({ region }), grant({ regions }), NOW)
    expect(r.excluded).toBeNull()
    // The reason only where both sides say where: the rest of the score is not touched.
    expect(r.reasons.includes(`Regional programme for your region (${region})`)).toBe(named)
    expect(r.score).toBe(base)
  })
})

describe('ruleScore: country and size', () => {
  it.each([
    ['country stated and matching', grant({ countries: ['FR', 'DE'] }), RULE_WEIGHTS.country * 0.4, 'Open to companies in Germany'],
    ['size stated and matching', grant({ company_sizes: ['small'] }), RULE_WEIGHTS.size * 0.4, 'Open to small companies'],
  ])('%s', (_label, g, gain, reason) => {
    const r = ruleScore(company(), g, NOW)
    expect(r.score - base).toBeCloseTo(gain, 10)
    expect(r.reasons).toEqual([reason])
  })

  it('names a country the reference data does not know by its code', () => {
    expect(ruleScore(company({ country: 'ZZ' }), grant({ countries: ['DE'] }), NOW).excluded).toBe('Not open to companies in ZZ')
  })

  it('states nothing when neither is stated', () => {
    expect(ruleScore(company(), grant(), NOW).reasons).toEqual([])
  })
})

describe('ruleScore: NACE hierarchy', () => {
  it.each([
    // grant codes, company codes, most specific common code, part value
    ['grant section, company class', ['C'], ['25.11'], 'C', 0.8],
    ['grant division, company class', ['25'], ['25.11'], 'C25', 0.9],
    ['grant group, company class', ['25.1'], ['25.11'], 'C25.1', 0.95],
    ['same class', ['25.11'], ['25.11'], 'C25.11', 1],
    ['company section, grant class', ['25.11'], ['C'], 'C', 0.8],
    ['company division, grant class', ['25.11'], ['25'], 'C25', 0.9],
    ['company group, grant class', ['25.11'], ['25.1'], 'C25.1', 0.95],
    ['most specific of several wins', ['C', '25.1', 'A01'], ['25.11'], 'C25.1', 0.95],
    ['any of the company codes', ['62'], ['25.11', '62.01'], 'J62', 0.9],
    ['grant division, company group', ['01'], ['01.1'], 'A01', 0.9],
  ])('%s', (_label, grantCodes, companyCodes, common, part) => {
    const r = ruleScore(company(nace(companyCodes)), grant(nace(grantCodes)), NOW)
    expect(r.reasons).toEqual([`Matches your NACE ${common}`])
    expect(r.score - base).toBeCloseTo(RULE_WEIGHTS.nace * (part - 0.5), 10)
  })

  it.each([
    ['siblings in one group', ['25.12'], ['25.11'], 'Aimed at other sectors (NACE C25.12)'],
    ['another section', ['01.11'], ['25.11'], 'Aimed at other sectors (NACE A01.11)'],
    ['sister divisions', ['24', '26'], ['25'], 'Aimed at other sectors (NACE C24, C26)'],
    ['more than three codes', ['01', '02', '03', '10'], ['25.11'], 'Aimed at other sectors (NACE A01, A02, A03, …)'],
  ])('none fits (%s): a clear minus, not an exclusion', (_label, grantCodes, companyCodes, reason) => {
    const r = ruleScore(company(nace(companyCodes)), grant(nace(grantCodes)), NOW)
    expect(r.excluded).toBeNull()
    expect(r.reasons).toEqual([reason])
    expect(r.score - base).toBeCloseTo(RULE_WEIGHTS.nace * (0.1 - 0.5), 10)
  })

  it.each([
    ['grant without codes', grant(), company()],
    ['company without codes', grant(nace(['25'])), company(nace([]))],
  ])('%s is neutral', (_label, g, c) => {
    const r = ruleScore(c, g, NOW)
    expect(r.score).toBeCloseTo(base, 10)
    expect(r.reasons).toEqual([])
  })

  it.each([
    ['C', 'C'], ['25', 'C25'], ['25.1', 'C25.1'], ['25.11', 'C25.11'], ['01.11', 'A01.11'], ['99', 'U99'],
  ])('formatNace(%s) → %s', (code, formatted) => expect(formatNace(code)).toBe(formatted))

  it('commonNace is null without a fit and ignores shared ancestors of siblings', () => {
    expect(commonNace(nace(['25.11']), nace(['25.12']))).toBeNull()
    expect(commonNace(nace(['25.11']), nace([]))).toBeNull()
  })
})

describe('ruleScore: timing', () => {
  const rolling = ruleScore(company(), grant({ deadline: null }), NOW).score
  it.each<[string, Partial<MatchGrant>, number, string | null]>([
    // grant dates, part value, reason
    ['deadline in 60 days', { deadline: at(60) }, 1, null],
    ['deadline in 14 days', { deadline: at(14) }, 1, null],
    ['deadline in 13 days 23 hours', { deadline: new Date(at(14).getTime() - 3600_000) }, 0.75, 'Deadline in 13 days'],
    ['deadline in 13 days', { deadline: at(13) }, 0.75, 'Deadline in 13 days'],
    ['deadline in 7 days', { deadline: at(7) }, 0.75, 'Deadline in 7 days'],
    ['deadline in 6 days', { deadline: at(6) }, 0.4, 'Deadline in 6 days'],
    ['deadline tomorrow', { deadline: at(1) }, 0.4, 'Deadline tomorrow'],
    ['deadline in 3 hours', { deadline: new Date(NOW.getTime() + 3 * 3600_000) }, 0.4, 'Deadline today'],
    ['rolling call', { deadline: null }, 0.85, null],
    ['upcoming', { start_date: at(10), deadline: at(12) }, 0.8, null],
    ['upcoming rolling', { start_date: at(10), deadline: null }, 0.8, null],
    ['next cut-off in 5 days', { deadline: at(90), deadlines: [at(-20), at(5), at(90)] }, 0.4, 'Next cut-off in 5 days'],
    ['earlier cut-offs passed', { deadline: at(30), deadlines: [at(-20), at(30)] }, 1, null],
    ['cut-offs only, no final deadline', { deadline: null, deadlines: [at(8)] }, 0.75, 'Next cut-off in 8 days'],
  ])('%s', (_label, dates, part, reason) => {
    const r = ruleScore(company(), grant(dates), NOW)
    expect(r.score - rolling).toBeCloseTo(RULE_WEIGHTS.timing * (part - 0.85), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })
})

describe('ruleScore: funding', () => {
  it.each([
    // size, revenue, min, max, currency, part value, reason
    ['nothing stated', 'micro', null, null, null, 'EUR', 0.5, null],
    ['€10 M minimum, micro with €200k revenue', 'micro', 200_000, 10_000_000, null, 'EUR', 0.1, 'Minimum funding of €10 M is high for a company of your size'],
    ['minimum just above twice the reach', 'micro', 200_000, 2_000_001, null, 'EUR', 0.1, 'Minimum funding of €2 M is high for a company of your size'],
    ['minimum exactly twice the reach', 'micro', 200_000, 2_000_000, 5_000_000, 'EUR', 0.3, 'Minimum funding of €2 M is high for a company of your size'],
    ['minimum exactly at the reach', 'micro', 200_000, 1_000_000, 1_000_000, 'EUR', 1, 'Funding up to €1 M fits a company of your size'],
    ['maximum at the micro ceiling', 'micro', null, null, 2_500_000, 'EUR', 1, 'Funding up to €2.5 M fits a company of your size'],
    ['maximum above the micro ceiling', 'micro', null, 50_000, 2_600_000, 'EUR', 0.75, null],
    ['minimum only, within reach', 'small', null, 50_000, null, 'EUR', 0.8, null],
    ['pre-revenue start-up keeps the €1 M floor', 'medium', 0, null, 1_000_000, 'EUR', 1, 'Funding up to €1 M fits a company of your size'],
    ['revenue cannot raise the size ceiling', 'small', 9_000_000, null, 6_000_000, 'EUR', 0.75, null],
    ['large company, small ticket', 'large', null, null, 50_000, 'EUR', 0.6, null],
    ['large company, €100k', 'large', null, null, 100_000, 'EUR', 1, 'Funding up to €100k fits a company of your size'],
    ['large company, big call', 'large', null, 20_000_000, 80_000_000, 'EUR', 1, 'Funding up to €80 M fits a company of your size'],
    ['GBP compared as-is, fits', 'small', null, null, 500_000, 'GBP', 1, 'Funding up to £500k fits a company of your size'],
    ['GBP compared as-is, too large', 'small', null, 6_000_000, null, 'GBP', 0.3, 'Minimum funding of £6 M is high for a company of your size'],
  ] as const)('%s', (_label, size, revenue, min, max, currency, part, reason) => {
    const c = company({ company_size: size, annual_revenue: revenue })
    const neutral = ruleScore(c, grant(), NOW).score
    const r = ruleScore(c, grant({ funding_amount_min: min, funding_amount_max: max, currency }), NOW)
    expect(r.score - neutral).toBeCloseTo(RULE_WEIGHTS.funding * (part - 0.5), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })

  it.each([
    ['micro', null, 2_500_000], ['small', null, 5_000_000], ['medium', null, 15_000_000], ['large', null, Infinity],
    ['micro', 200_000, 1_000_000], ['micro', 900_000, 1_800_000], ['large', 40_000_000, 80_000_000], ['small', 0, 1_000_000],
  ] as const)('fundingCapacity(%s, revenue %s) → %s', (size, revenue, capacity) => {
    expect(fundingCapacity({ company_size: size, annual_revenue: revenue })).toBe(capacity)
  })

  it.each([
    [2_500_000, 'EUR', '€2.5 M'], [10_000_000, 'EUR', '€10 M'], [500_000, 'EUR', '€500k'], [800, 'EUR', '€800'],
    [1_200_000, 'gbp', '£1.2 M'], [2_000_000, 'CHF', 'CHF 2 M'], [50_000, 'USD', '$50k'],
  ] as const)('formatAmount(%s, %s) → %s', (amount, currency, text) => expect(formatAmount(amount, currency)).toBe(text))
})

describe('ruleScore: who applies (type of action)', () => {
  const RIA = 'HORIZON Research and Innovation Actions'
  const IA = 'HORIZON Innovation Actions'
  const consortium = (what: string) => `${what}: needs a consortium of at least three partners from three countries`
  it.each<[string, CompanySize, string[], number, string | null]>([
    // size, the grant's types of action, part value, reason
    ['research and innovation action, micro', 'micro', [RIA], 0.2, consortium('Horizon Europe research and innovation action')],
    ['innovation action, small', 'small', [IA], 0.2, consortium('Horizon Europe innovation action')],
    ['innovation action, medium', 'medium', [IA], 0.2, consortium('Horizon Europe innovation action')],
    ['innovation action, large: consortia are its daily business', 'large', [IA], 1, null],
    ['singular spelling', 'small', ['HORIZON Innovation Action'], 0.2, consortium('Horizon Europe innovation action')],
    ['coordination and support action: one entity suffices', 'small', ['HORIZON Coordination and Support Actions'], 1, null],
    ['EIC Accelerator: single companies apply', 'small', ['HORIZON EIC Accelerator Blended Finance'], 1, null],
    ['LIFE standard action project', 'small', ['LIFE Standard Action Projects'], 1, null],
    ['Innovation Fund project grant', 'medium', ['INNOVFUND Project Grants'], 1, null],
    ['not stated', 'small', [], 1, null],
    ['one consortium type among others', 'small', ['HORIZON Coordination and Support Actions', RIA], 0.2, consortium('Horizon Europe research and innovation action')],
  ])('%s', (_label, size, types, part, reason) => {
    const c = company({ company_size: size })
    const r = ruleScore(c, grant({ action_types: types }), NOW)
    expect(r.score - ruleScore(c, grant(), NOW).score).toBeCloseTo(RULE_WEIGHTS.action * (part - 1), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })

  it('a small company that develops technology joins a research consortium as a partner: no minus', () => {
    for (const develops of [true, false, null]) {
      const c = company({ company_size: 'small', develops_technology: develops })
      const r = ruleScore(c, grant({ action_types: [RIA] }), NOW)
      expect(r.score - ruleScore(c, grant(), NOW).score).toBeCloseTo(develops ? 0 : RULE_WEIGHTS.action * -0.8, 10)
    }
  })

  const EIC = 'HORIZON EIC Accelerator Blended Finance'
  const developers = 'EIC Accelerator: for companies bringing an innovation of their own to market'
  it.each<[string, boolean | null, string[], number, string | null]>([
    // the company develops technology (null: not stated), the grant's types of action, part value, reason
    ['EIC Accelerator, company adopts technology', false, [EIC], 0.2, developers],
    ['EIC Accelerator grant-only spelling', false, ['HORIZON EIC Accelerator Grant Only'], 0.2, developers],
    ['EIC Accelerator, company develops technology', true, [EIC], 1, null],
    ['EIC Accelerator, not stated: no evidence either way', null, [EIC], 1, null],
    ['another single-applicant call, company adopts technology', false, ['INNOVFUND Project Grants'], 1, null],
    ['EIC Pathfinder is research, not the Accelerator', false, ['HORIZON EIC Pathfinder Challenges'], 1, null],
  ])('%s', (_label, develops, types, part, reason) => {
    const c = company({ develops_technology: develops })
    const r = ruleScore(c, grant({ action_types: types }), NOW)
    expect(r.score - ruleScore(c, grant(), NOW).score).toBeCloseTo(RULE_WEIGHTS.action * (part - 1), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })

  it.each<[string, boolean | null, Partial<MatchGrant>, number, string | null]>([
    // the company develops technology, the grant's text, part value, reason
    ['title: makers of components', false, { title: 'Manufacturing of components for clean technologies' }, 0.2, 'For companies that develop or make the technology ("Manufacturing of components")'],
    ['summary: manufacturing capacity for components', false, { summary: 'New manufacturing capacity for components of heat pumps.' }, 0.2, 'For companies that develop or make the technology ("manufacturing capacity for components")'],
    ['summary: technology developers', false, { summary: 'Technology developers trial heat pumps with a host site.' }, 0.2, 'For companies that develop or make the technology ("Technology developers")'],
    ['the long description is not read', false, { description: 'Technology developers trial heat pumps with a host site.' }, 1, null],
    ['SMEs with breakthrough innovations', false, { summary: 'Start-ups and SMEs with breakthrough innovations scale them up.' }, 0.2, 'For companies that develop or make the technology ("SMEs with breakthrough innovations")'],
    ['developers of AI', false, { summary: 'Developers of AI and robotics test their solutions on farms.' }, 0.2, 'For companies that develop or make the technology ("Developers of AI")'],
    ['the same call for a company that develops technology', true, { title: 'Manufacturing of components for clean technologies' }, 1, null],
    ['not stated: no evidence either way', null, { summary: 'Technology developers trial heat pumps.' }, 1, null],
    ['project developers are no technology developers', false, { summary: 'Wind farm project developers of all sizes may apply.' }, 1, null],
    ['modernising one\'s own manufacturing is adoption', false, { summary: 'SMEs modernise their manufacturing capacity with efficient equipment.' }, 1, null],
  ])('%s', (_label, develops, text, part, reason) => {
    const c = company({ develops_technology: develops })
    const r = ruleScore(c, grant(text), NOW)
    expect(r.score - ruleScore(c, grant(), NOW).score).toBeCloseTo(RULE_WEIGHTS.action * (part - 1), 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })
})

describe('ruleScore: combined', () => {
  it('scores a grant stating everything and fitting everywhere 1, with its reasons in order', () => {
    const g = grant({ countries: ['DE'], company_sizes: ['small'], ...nace(['25.11']), funding_amount_max: 2_500_000, deadline: at(45) })
    expect(ruleScore(company(), g, NOW)).toEqual({
      score: 1, excluded: null,
      reasons: ['Open to companies in Germany', 'Open to small companies', 'Matches your NACE C25.11', 'Funding up to €2.5 M fits a company of your size'],
    })
  })

  it('scores a grant stating nothing, rolling, at 0.68', () => {
    expect(ruleScore(company(), grant({ deadline: null }), NOW)).toEqual({ score: expect.closeTo(0.68, 10), reasons: [], excluded: null })
  })
})

describe('ruleScore: properties over a generated set', () => {
  // A small seeded generator (mulberry32) so the set is the same on every run.
  let seed = 42
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const some = <T>(items: readonly T[]): T[] => items.filter(() => random() < 0.3)
  const codes = ['C', '25', '25.1', '25.11', '25.12', '01', '01.11', 'J', '62.01', '35.11']
  const amounts = [null, 0, 10_000, 500_000, 2_500_000, 10_000_000, 1e9]
  const days = [null, -30, -1, 0, 0.1, 1, 6, 7, 13, 14, 29, 30, 200]
  const date = (d: number | null) => (d === null ? null : at(d))

  const cases = Array.from({ length: 400 }, () => [
    company({
      country: pick(['DE', 'FR', 'GB', 'NO']), company_size: pick(COMPANY_SIZES), ...nace(some(codes)),
      annual_revenue: pick([null, 0, 200_000, 5_000_000, 1e9]),
    }),
    grant({
      countries: some(['DE', 'FR', 'GB', 'NO']), company_sizes: some<CompanySize>(COMPANY_SIZES), ...nace(some(codes)),
      action_types: some(['HORIZON Research and Innovation Actions', 'HORIZON Innovation Actions', 'LIFE Standard Action Projects']),
      funding_amount_min: pick(amounts), funding_amount_max: pick(amounts), currency: pick(['EUR', 'GBP']),
      deadline: date(pick(days)), deadlines: some(days).flatMap((d) => (d === null ? [] : [at(d)])), start_date: date(pick(days)),
    }),
  ] as const)

  it('stays in 0..1, is deterministic, and scores exclusions 0', () => {
    for (const [c, g] of cases) {
      const r = ruleScore(c, g, NOW)
      expect(r.score).toBeGreaterThanOrEqual(0)
      expect(r.score).toBeLessThanOrEqual(1)
      expect(ruleScore(c, g, NOW)).toEqual(r)
      if (r.excluded !== null) expect(r).toEqual({ score: 0, reasons: [], excluded: r.excluded })
      for (const reason of r.reasons) expect(reason).toMatch(/^[A-Z].+[^.]$/)
    }
    expect(cases.some(([c, g]) => ruleScore(c, g, NOW).excluded === null)).toBe(true)
  })
})
