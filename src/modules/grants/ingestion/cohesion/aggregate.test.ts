import { describe, expect, it } from 'vitest'
import { aggregateKey, createAggregator } from './aggregate.js'
import type { Operation } from './operation.js'

// The aggregation rule of README.md, one clause per test.

let n = 0
function op (overrides: Partial<Operation> = {}): Operation {
  n++
  return {
    external_id: `https://linkedopendata.eu/entity/Q${n}`, title: `Operation ${n}`, summary: '', programme_code: '2021PL16FFPR012',
    programme_name: 'European Funds for Silesia 2021-2027', category: { code: '048', label: 'Renewable energy: solar' }, fund: 'ERDF',
    period: '2021-2027', total_cost: 100_000, eu_contribution: 85_000, cofinancing_rate: 0.85, currency: 'EUR',
    start_date: new Date('2024-03-01T00:00:00Z'), end_date: null, country: 'PL', countries: ['PL'], nuts2: { code: 'PL22', label: 'Śląskie' },
    regions: ['PL22'], thematic_objective: null, policy_objective: { code: 'PO02', label: 'Greener Europe' }, specific_objective: null,
    themes: [], managing_authority: 'Zarząd Województwa Śląskiego', organisations: [], source_url: null, ...overrides,
  }
}

function aggregate (ops: Operation[]) {
  const aggregator = createAggregator()
  const keys = ops.map((o) => aggregator.add(o))
  return { keys, grants: [...aggregator.grants()], unaggregated: aggregator.unaggregated() }
}

describe('aggregation key: programme × category of intervention × NUTS-2 (or country)', () => {
  it('groups by the three parts and falls back to the country without a single NUTS-2 region', () => {
    const { keys, grants } = aggregate([
      op(), op(), op({ category: { code: '038', label: null } }), op({ nuts2: null }), op({ programme_code: '2021PL16FFPR001' }),
    ])
    expect(keys).toEqual(['2021PL16FFPR012:048:PL22', '2021PL16FFPR012:048:PL22', '2021PL16FFPR012:038:PL22', '2021PL16FFPR012:048:PL', '2021PL16FFPR001:048:PL22'])
    expect(grants.map((g) => g.external_id)).toEqual([...new Set(keys)].sort())
    expect(grants.find((g) => g.external_id.endsWith(':PL'))!.title).toBe('Renewable energy: solar in Poland (ERDF, European Funds for Silesia 2021-2027)')
  })

  it('names why an operation has no aggregate', () => {
    expect(aggregateKey(op({ programme_code: null, programme_name: null }))).toEqual({ reason: 'no programme' })
    expect(aggregateKey(op({ category: null, policy_objective: null }))).toEqual({ reason: 'no category of intervention' })
    expect(aggregateKey(op({ nuts2: null, country: null }))).toEqual({ reason: 'no region or country' })
    expect(aggregateKey(op({ period: null }))).toEqual({ reason: 'no programming period' })
    const { keys, grants, unaggregated } = aggregate([op({ period: null })])
    expect(keys).toEqual([null])
    expect(grants).toEqual([])
    expect(unaggregated).toEqual({ 'no programming period': 1 })
  })

  it('uses the objective when the source has no category (live API), one level coarser', () => {
    expect(aggregateKey(op({ category: null, programme_code: null, programme_name: null, group: { programme_key: 'kohesio-2021-2027', programme_name: 'x' } })))
      .toMatchObject({ key: 'kohesio-2021-2027:PO02:PL22' })
  })
})

describe('aggregate fields', () => {
  const { grants: [grant] } = aggregate([
    op({ title: 'Small PV', eu_contribution: 40_000, total_cost: 50_000, cofinancing_rate: 0.8 }),
    op({ title: 'Big PV', eu_contribution: 900_000, total_cost: 1_058_823.53, cofinancing_rate: 0.85 }),
    op({ title: 'Middle PV', eu_contribution: 200_000, total_cost: 235_294.12, cofinancing_rate: 0.85 }),
    op({ title: 'Unpublished', eu_contribution: null, total_cost: null, cofinancing_rate: null }),
  ])

  it('amounts are the range of EU contributions per operation, rates the range as fractions', () => {
    expect(grant).toMatchObject({ funding_amount_min: 40_000, funding_amount_max: 900_000, funding_rate_min: 0.8, funding_rate_max: 0.85, currency: 'EUR', countries: ['PL'] })
  })

  it('2021-2027 runs from 2021-01-01 to the end of eligibility on 2029-12-31, so it is active', () => {
    expect(grant!.start_date).toEqual(new Date('2021-01-01T00:00:00Z'))
    expect(grant!).toMatchObject({ record_type: 'programme', deadline: null, deadlines: [] })   // a programme: no deadline of ours
    expect(grant!.end_date).toEqual(new Date('2029-12-31T00:00:00Z'))
    expect(grant!.provenance?.end_date).toMatch(/CPR 2021\/1060 Art\. 63/)
  })

  it('the description says what was funded: count, range, typical rate, fund, period, two largest examples', () => {
    expect(grant!.description).toContain('4 operations in the category of intervention 048 "Renewable energy: solar" were funded in Śląskie (PL22, Poland)')
    expect(grant!.description).toContain('European Regional Development Fund (ERDF), programming period 2021-2027')
    expect(grant!.description).toContain('EU contributions per operation ranged from EUR 40,000 to EUR 900,000')
    expect(grant!.description).toContain('The typical EU co-financing rate was 85% (from 80% to 85%)')
    expect(grant!.description).toContain('Examples: "Big PV" (EUR 900,000, started 2024); "Middle PV" (EUR 200,000, started 2024)')
    expect(grant!.description).not.toContain('Small PV')
    expect(grant!.description).toContain('(Zarząd Województwa Śląskiego) until the end of eligibility on 31 December 2029')
  })

  it('thematic areas: intervention field with label, objectives, fund; provenance names the rule', () => {
    expect(grant!.thematic_areas).toEqual(['048 Renewable energy: solar', 'PO02 Greener Europe', 'ERDF'])
    expect(grant!.provenance).toMatchObject({ derived: expect.stringContaining('aggregate of 4 operations'), countries: expect.stringContaining('PL') })
    expect(grant!.source_url).toBe('https://ec.europa.eu/regional_policy/in-your-country/programmes/2021-2027/pl/2021pl16ffpr012_en')
  })

  it('2014-2020 closes at the end of 2023', () => {
    const { grants: [old] } = aggregate([op({ period: '2014-2020', programme_code: '2014PL16RFOP012' })])
    expect(old!.end_date).toEqual(new Date('2023-12-31T00:00:00Z'))
    expect(old!.description).toContain('The programming period is closed')
  })

  it('amounts in another currency than the first operation\'s are left out of the range', () => {
    const { grants: [mixed] } = aggregate([op({ eu_contribution: 10 }), op({ eu_contribution: 5, currency: 'PLN' })])
    expect(mixed).toMatchObject({ funding_amount_min: 10, funding_amount_max: 10 })
    expect(mixed!.provenance?.funding_amount).toContain('1 in another currency left out')
  })

  it('keeps running statistics, not the operations', () => {
    const aggregator = createAggregator()
    for (let i = 0; i < 5_000; i++) aggregator.add(op({ summary: 'x'.repeat(1_000), eu_contribution: i }))
    const [big] = [...aggregator.grants()]
    expect(big!.funding_amount_max).toBe(4_999)
    // Two examples, whatever the number of operations.
    expect(big!.description!.match(/"Operation \d+"/g)).toHaveLength(2)
    expect(JSON.stringify(big).length).toBeLessThan(5_000)
  })
})

describe('a programme\'s area: the NUTS prefix common to the places of its operations', () => {
  const areas = (ops: Operation[]) => Object.fromEntries(aggregate(ops).grants.map((g) => [g.external_id, g.regions]))
  const at = (programme: string, code: string) => op({ programme_code: programme, nuts2: { code, label: null } })

  it('a regional programme restricts its records to its area, named in the provenance', () => {
    const { grants } = aggregate([at('2021DE16RFPR007', 'DEA1'), at('2021DE16RFPR007', 'DEA2'), at('2021DE16RFPR007', 'DEA5')])
    expect(grants.map((g) => g.regions)).toEqual([['DEA'], ['DEA'], ['DEA']])
    expect(grants[0]!.provenance!.regions).toBe("the programme's area: NUTS DEA, common to the places of its operations (DEA1, DEA2, DEA5)")
    // One region seen: its own code.
    expect(areas([at('2021IT16RFPR006', 'ITH5')])).toEqual({ '2021IT16RFPR006:048:ITH5': ['ITH5'] })
  })

  it('a national or cross-border programme (no common region) and a record without a region restrict nothing', () => {
    expect(Object.values(areas([at('2021ES16RFPR001', 'ES11'), at('2021ES16RFPR001', 'ES30')]))).toEqual([[], []])
    expect(Object.values(areas([at('2021PL16FFPR012', 'PL22'), op({ programme_code: '2021PL16FFPR012', nuts2: null })]))).toEqual([[], []])
    expect(aggregate([at('2021ES16RFPR001', 'ES11'), at('2021ES16RFPR001', 'ES30')]).grants[0]!.provenance!.regions).toBeUndefined()
  })

  it('each programme has its own area', () => {
    expect(areas([at('2021DE16RFPR007', 'DEA2'), at('2021DE16RFPR001', 'DE25'), at('2021DE16RFPR001', 'DE21')])).toEqual({
      '2021DE16RFPR001:048:DE21': ['DE2'], '2021DE16RFPR001:048:DE25': ['DE2'], '2021DE16RFPR007:048:DEA2': ['DEA2'],
    })
  })
})
