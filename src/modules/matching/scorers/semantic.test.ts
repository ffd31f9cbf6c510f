import { describe, expect, it } from 'vitest'
import { CARBON_CATEGORIES, type CarbonCategory } from '../../grants/synthetic-vocabulary.js'
import type { CompanyProfile, MatchGrant } from '../scoring.js'
import { buildQuery, carbonSynonyms, categoryNamedBy, createBm25Scorer, naceLabel } from './semantic.js'
import { foldText } from '../../../core/fold-text.js'
import { sharedVocabulary, stems, surfaceTerms } from './text.js'
import { inEnglish } from '../reasons.js'

const company = (over: Partial<CompanyProfile> = {}): CompanyProfile => ({
  id: 'c1', name: 'Acme', country: 'DE', company_size: 'small', nace_codes: [], nace_paths: [], nace_descriptions: [],
  description: null, keywords: [], employee_count: null, annual_revenue: null, develops_technology: null, region: null, carbon: null, ...over,
})
const focus = (...categories: CarbonCategory[]): CompanyProfile['carbon'] => ({
  reporting_year: null, scope1_emissions_tco2e: null, scope2_emissions_tco2e: null, scope3_emissions_tco2e: null,
  reduction_target_percent: null, target_year: null, has_sbti_target: null, csrd_in_scope: null, focus_categories: categories, taxonomy_objectives: [],
})
let nextId = 0
const grant = (over: Partial<MatchGrant> = {}): MatchGrant => ({
  id: `g${++nextId}`, title: 'Call for proposals', summary: '', description: '', thematic_areas: [], action_types: [], countries: [], regions: [], company_sizes: [],
  nace_codes: [], nace_paths: [], funding_amount_min: null, funding_amount_max: null, currency: 'EUR', deadline: null, deadlines: [],
  start_date: null, publication_date: null, created_at: new Date('2026-01-01T00:00:00Z'), is_carbon_focused: false, carbon_categories: [],
  eligible_scopes: [], taxonomy_objectives: [], supports_csrd_compliance: false, supports_sbti_alignment: false, eu_taxonomy_aligned: false,
  green_deal_aligned: false, fit_for_55_relevant: false, min_emission_reduction_percent: null, ...over,
})
const scoreAll = (c: CompanyProfile, grants: MatchGrant[], scorer = createBm25Scorer()) =>
  grants.map(scorer.prepare(c, grants)).map(inEnglish)

describe('text: folding, tokenising, stop words and stemming', () => {
  it.each([
    ['Größe', 'grosse'], ['ÉNERGIE', 'energie'], ['Œuvre', 'oeuvre'], ['Łódź', 'lodz'], ['Ærø', 'aero'], ['plain ascii', 'plain ascii'],
  ])('folds %s → %s', (input, expected) => expect(foldText(input)).toBe(expected))

  it.each<[string, string, string[]]>([
    ['plural and case', 'Heat Pumps', ['heat', 'pump']],
    ['hyphen splits', 'heat-pump', ['heat', 'pump']],
    ['-ing', 'Retrofitting buildings', ['retrofit', 'build']],
    ['stop words only', 'the and of', []],
    ['digits dropped, CO2 kept', 'in 2030, 55% CO2', ['co2']],
    ['British = American', 'decarbonisation decarbonization decarbonise', ['decarbon', 'decarbon', 'decarbon']],
    ['-yser = -yzer', 'electrolysers electrolyzers', ['electrolyz', 'electrolyz']],
    ['-ise rewrite spares short stems', 'precise revise', ['precis', 'revis']],
    ['FR accents and elision', "l'efficacité énergétique", ['efficacit', 'energetiqu']],
    ['FR without accents', "l'efficacite energetique", ['efficacit', 'energetiqu']],
    ['DE umlaut', 'Wärmepumpen', ['warmepumpen']],
    ['DE function words; "die" is English too', 'und für die', ['die']],
    ['ES', 'Eficiencia energética', ['eficiencia', 'energetica']],
    ['IT', "efficienza energetica per l'industria", ['efficienza', 'energetica', 'industria']],
    ['decomposed accent (NFD)', 'e\u0301nergie', ['energi']],
    ['single letters dropped', 'x y z PV', ['pv']],
  ])('%s: %s', (_name, text, expected) => expect(stems(text)).toEqual(expected))

  it('keeps what the company wrote as the surface form', () => {
    expect(surfaceTerms('Pompes à chaleur, Heat-Pumps')).toEqual([
      { stem: 'pomp', surface: 'pompes' }, { stem: 'chaleur', surface: 'chaleur' }, { stem: 'heat', surface: 'heat' }, { stem: 'pump', surface: 'pumps' },
    ])
  })

  it.each([
    'Heat pumps, retrofit and insulation for the 2030 targets.',
    'Énergies renouvelables: photovoltaïque — Wärmepumpen (Größe 5 kW) ½ l’hydrogène',
    'e\u0301nergie NFD, CAPITALS, mixed-Case words; Ελληνικά and Русский are separators',
    'trailing word',
    '',
  ])('grant text hashing gives the same stems as the reference tokeniser: %s', (text) => {
    const vocabulary = sharedVocabulary()
    const fast = vocabulary.wordStems(text).filter((id) => id >= 0).map((id) => vocabulary.stem(id))
    expect(fast).toEqual(stems(text))
    expect(vocabulary.wordStems(text)).toEqual(vocabulary.wordStems(text))   // second pass: from the table
  })

  it('bags count words per field and drop stop words from the lengths', () => {
    const vocabulary = sharedVocabulary()
    const bag = vocabulary.bag(['Heat pumps', 'the heat', ['Energy', 'Heat'], 'pumps pumps 2030'])
    expect([...bag.lengths]).toEqual([2, 1, 2, 2])
    const counts = new Map<string, number[]>()
    for (let i = 0; i < bag.entries.length; i += 5) counts.set(vocabulary.stem(bag.entries[i]!), [...bag.entries.slice(i + 1, i + 5)])
    expect(Object.fromEntries(counts)).toEqual({ heat: [1, 1, 1, 0], pump: [1, 0, 0, 2], energi: [0, 0, 1, 0] })
  })
})

describe('query: carbon synonyms and weights', () => {
  it.each<[string, CarbonCategory | undefined]>([
    ['Hydrogen', 'hydrogen'], ['renewable energies', 'renewable_energy'], ['Renewables', 'renewable_energy'],
    ['energy-efficiency', 'energy_efficiency'], ['ENERGY_EFFICIENCY', 'energy_efficiency'], ['CCS', 'carbon_capture'],
    ['Circular economy', 'circular_economy'], ['decarbonisation', 'industrial_decarbonization'], ['heat pumps', undefined], ['green', undefined],
  ])('keyword %s names category %s', (keyword, category) => expect(categoryNamedBy(keyword)).toBe(category))

  it.each(CARBON_CATEGORIES)('%s has its own synonyms', (category) => {
    expect(carbonSynonyms(category).length).toBeGreaterThanOrEqual(4)
    expect(carbonSynonyms(category).every((word) => stems(word).length > 0)).toBe(true)
  })

  it.each<[string, Partial<CompanyProfile>, string[], string[]]>([
    ['focus category', { carbon: focus('hydrogen') }, ['hydrogen', 'electrolyz', 'fuel', 'cell'], []],
    ['keyword naming a category', { keywords: ['Hydrogen'] }, ['hydrogen', 'electrolyz', 'fuel', 'cell'], []],
    ['renewables', { keywords: ['renewables'] }, ['solar', 'wind', 'photovolta', 'geotherm'], []],
    ['keyword naming no category', { keywords: ['heat pumps'] }, ['heat', 'pump'], ['insul', 'retrofit']],
    ['energy efficiency', { carbon: focus('energy_efficiency') }, ['insul', 'heat', 'pump', 'retrofit'], ['hydrogen']],
  ])('expands %s', (_name, over, present, absent) => {
    const query = buildQuery(company(over))
    for (const stem of present) expect(query.stems).toContain(stem)
    for (const stem of absent) expect(query.stems).not.toContain(stem)
  })

  it('weighs keywords over description words over NACE words, with diminishing returns', () => {
    const query = buildQuery(company({ keywords: ['solar'], description: 'wind wind wind wind wind and tidal', nace_descriptions: ['Production of electricity'] }))
    const w = (stem: string) => query.weight[query.stems.indexOf(stem)]!
    expect(w('solar')).toBeGreaterThan(w('tidal'))
    expect(w('tidal')).toBeGreaterThan(w('electr'))
    expect(w('wind')).toBeLessThan(5 * w('tidal'))
    expect(query.naceShare[query.stems.indexOf('electr')]).toBe(1)
  })

  it.each([
    ['Manufacture of fabricated metal products, except machinery and equipment', 'manufacture of fabricated metal products'],
    ['Growing of cereals (except rice), leguminous crops and oil seeds', 'growing of cereals'],
    ['MANUFACTURING', 'manufacturing'],
  ])('labels the activity %s', (description, label) => expect(naceLabel(description)).toBe(label))

  it('leaves what an activity excludes out of the query', () => {
    const query = buildQuery(company({ nace_descriptions: ['Manufacture of fabricated metal products, except machinery and equipment'] }))
    expect(query.stems).toEqual(['manufactur', 'fabric', 'metal', 'product'])
  })
})

// A small corpus: fillers make IDF meaningful, as in a real candidate set.
const heatPump = grant({ title: 'Heat pump retrofit for SMEs', summary: 'Replace fossil boilers with heat pumps and retrofit the insulation of buildings.',
  thematic_areas: ['Energy efficiency', 'Buildings'], description: 'Grants for heat pumps, insulation and energy audits. Projects must cut energy use by 20%.' })
const hydrogen = grant({ title: 'Green hydrogen for industry', summary: 'Electrolysers and fuel cells for industrial process heat.',
  thematic_areas: ['Hydrogen'], description: 'Projects deploy electrolysers to supply hydrogen and waste heat recovery to factories.' })
const digital = grant({ title: 'Digital skills for SMEs', summary: 'Training in software, data and cybersecurity.',
  thematic_areas: ['Digital'], description: 'Vouchers for courses on cloud computing and artificial intelligence.' })
const fillers = ['Cultural heritage', 'Health innovation', 'Export promotion', 'Film production'].map((title) =>
  grant({ title, summary: `Support for ${title.toLowerCase()} projects.`, description: 'Companies may apply for up to 50% of eligible costs.' }))
const corpus = [digital, hydrogen, heatPump, ...fillers]
const heatPumpCompany = company({ description: 'We install heat pumps and retrofit buildings to cut their energy use.',
  keywords: ['heat pumps', 'retrofit'], carbon: focus('energy_efficiency') })

describe('BM25: ordering, field weights, normalisation', () => {
  it('ranks the heat-pump retrofit call above the hydrogen call above the digital-skills call', () => {
    const [d, h, hp] = scoreAll(heatPumpCompany, corpus)
    expect(hp!.score).toBe(1)
    expect(h!.score).toBeGreaterThan(0)
    expect(hp!.score).toBeGreaterThan(h!.score)
    expect(h!.score).toBeGreaterThan(d!.score)
    expect(d).toEqual({ score: 0, reasons: [] })
  })

  it.each([
    ['a hydrogen company', company({ keywords: ['hydrogen'] }), hydrogen],
    ['a software company', company({ description: 'Cloud software and cybersecurity training.' }), digital],
  ])('puts the obvious call first for %s', (_name, c, expected) => {
    const results = scoreAll(c, corpus)
    expect(results[corpus.indexOf(expected)]!.score).toBe(1)
  })

  // One word of the same filler in the same place, moved between fields (lengths stay equal).
  const filler = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima'
  const withWordIn = (field: 'title' | 'summary' | 'thematic_areas' | 'description') => grant({
    title: field === 'title' ? 'geothermal call' : 'general call', summary: field === 'summary' ? `geothermal ${filler}` : `general ${filler}`,
    thematic_areas: [field === 'thematic_areas' ? 'geothermal' : 'general'], description: field === 'description' ? `geothermal ${filler} ${filler}` : `general ${filler} ${filler}`,
  })
  const fielded = [withWordIn('title'), withWordIn('summary'), withWordIn('thematic_areas'), withWordIn('description'), ...fillers]
  const geothermal = company({ keywords: ['geothermal'] })

  it.each<[string, number, number]>([['title > summary', 0, 1], ['title > thematic areas', 0, 2], ['summary > description', 1, 3], ['thematic areas > description', 2, 3]])(
    'field weights: %s', (_name, better, worse) => {
      const results = scoreAll(geothermal, fielded)
      expect(results[better]!.score).toBeGreaterThan(results[worse]!.score)
    })

  it('takes field weights as options', () => {
    const results = scoreAll(geothermal, fielded, createBm25Scorer({ fieldWeights: { title: 1, description: 10 } }))
    expect(results[3]!.score).toBeGreaterThan(results[0]!.score)
  })

  it('does not promote the best of uniformly poor candidates to 1', () => {
    const rare = Array.from({ length: 25 }, (_, i) => `kw${String.fromCharCode(97 + i)}x`)
    const grants = rare.map((word) => grant({ title: 'Open call', description: `${filler} ${filler} ${word} ${filler} ${filler}` }))
    const scores = scoreAll(company({ keywords: rare }), grants).map((r) => r.score)
    expect(Math.max(...scores)).toBeGreaterThan(0)
    expect(Math.max(...scores)).toBeLessThan(0.6)
  })

  it('saturates repeated words (k1) and favours short documents (b)', () => {
    const once = grant({ title: 'geothermal', description: 'heat' })
    const often = grant({ title: 'geothermal', description: 'geothermal geothermal geothermal geothermal geothermal' })
    const long = grant({ title: 'geothermal', description: `${filler} ${filler} ${filler} ${filler}` })
    const [a, b, c] = scoreAll(geothermal, [once, often, long, ...fillers])
    expect(b!.score).toBeGreaterThan(a!.score)
    expect(b!.score).toBeLessThan(3 * a!.score)
    expect(a!.score).toBeGreaterThanOrEqual(c!.score)
  })
})

describe('neutral and edge cases', () => {
  it.each<[string, Partial<CompanyProfile>]>([
    ['no text at all', {}],
    ['only stop words and numbers', { description: 'The and of, 2030', keywords: ['the'] }],
    ['empty focus list', { carbon: focus() }],
  ])('a company with %s is neutral (0.5, no reasons)', (_name, over) => {
    for (const result of scoreAll(company(over), corpus)) expect(result).toEqual({ score: 0.5, reasons: [] })
  })

  it('gives 0 to every grant when nothing overlaps', () => {
    for (const result of scoreAll(company({ keywords: ['zeppelin'] }), corpus)) expect(result).toEqual({ score: 0, reasons: [] })
  })

  it('scores a grant outside the candidate set, and an empty candidate set', () => {
    const score = createBm25Scorer().prepare(heatPumpCompany, corpus.filter((g) => g !== heatPump))
    expect(score(heatPump).score).toBe(1)
    expect(createBm25Scorer().prepare(heatPumpCompany, [])(heatPump).score).toBe(1)
    expect(createBm25Scorer().prepare(heatPumpCompany, [])(digital)).toEqual({ score: 0, reasons: [] })
  })

  it('prefers a grant touching every keyword to one about a single keyword (keyword coverage)', () => {
    const single = grant({ title: 'Solar panels', summary: 'Solar panels on roofs.', thematic_areas: ['Solar panels'], description: 'Solar panels for homes and solar panels for farms.' })
    const every = grant({
      title: 'Home renovation',
      description: 'Renovation of homes and buildings across Europe, with support for measures such as heat pumps, insulation and solar panels, together ' +
        'with energy advice for owners, simpler permits, training for installers, one-stop shops in every region and low-interest loans for households on modest incomes.',
    })
    const [s, e] = scoreAll(company({ keywords: ['heat pumps', 'insulation', 'solar panels'] }), [single, every, ...fillers])
    expect(e!.score).toBe(1)
    expect(s!.score).toBeLessThan(0.9)
    // The same words as a description (no keywords, so BM25 alone): the single-topic call wins.
    const [s2, e2] = scoreAll(company({ description: 'heat pumps insulation solar panels' }), [single, every, ...fillers])
    expect(s2!.score).toBe(1)
    expect(e2!.score).toBeLessThan(0.9)
  })

  it('finds a candidate by id when passed a copy, and gives the same answer on the next request', () => {
    const score = createBm25Scorer().prepare(heatPumpCompany, corpus)
    expect(score({ ...heatPump })).toEqual(score(heatPump))
    expect(scoreAll(heatPumpCompany, corpus)).toEqual(scoreAll(heatPumpCompany, corpus))
  })
})

describe('reasons', () => {
  it.each<[string, Partial<CompanyProfile>, MatchGrant, string[]]>([
    ['keywords as typed, strongest first', { keywords: ['Heat Pumps', 'retrofit'] }, heatPump, ['Mentions your keywords: Heat Pumps, retrofit']],
    ['description words as written, not stems', { description: 'Retrofitting of buildings' }, heatPump, ['Mentions your keywords: retrofitting, buildings']],
    ['a phrase is not repeated by its words', { keywords: ['heat pumps'], description: 'pumps' }, heatPump, ['Mentions your keywords: heat pumps']],
    ['accents kept', { description: 'Électrolyseurs pour hydrogène' }, grant({ title: 'Electrolyseurs et hydrogene' }), ['Mentions your keywords: électrolyseurs, hydrogène']],
    ['carbon synonyms', { carbon: focus('hydrogen') }, hydrogen, ['Mentions your keywords: fuel cell, hydrogen, electrolyser']],
    ['activity (NACE) when it drives the match', { nace_descriptions: ['Manufacture of metal structures and parts of structures'] },
      grant({ title: 'Metal structures for offshore platforms', description: 'Manufacture of steel structures.' }),
      ['Close to your activity: manufacture of metal structures and parts of structures']],
  ])('%s', (_name, over, target, expected) => {
    const grants = [target, ...corpus.filter((g) => g !== target)]
    expect(scoreAll(company(over), grants)[0]!.reasons).toEqual(expected)
  })

  it('names at most three runs, and nothing for a weak match', () => {
    const c = company({ description: 'heat pumps retrofit insulation buildings energy audits boilers' })
    const [top] = scoreAll(c, [heatPump, ...corpus])
    expect(top!.reasons[0]!.split(', ')).toHaveLength(3)
    const weak = grant({ title: 'Museum lighting', description: `${'heritage '.repeat(200)} energy` })
    const results = scoreAll(company({ keywords: ['heat pumps'], description: 'energy' }), [heatPump, weak, ...fillers])
    expect(results[1]!.score).toBeLessThan(0.15)
    expect(results[1]!.reasons).toEqual([])
  })
})

describe('property: scores stay in [0, 1]', () => {
  // Seeded (mulberry32): the same cases on every run.
  let seed = 42
  const rand = () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const words = ['heat', 'pumps', 'hydrogen', 'énergie', 'Wärmepumpe', 'the', 'and', '2030', 'solar', 'retrofit', 'software', 'CO2', 'x', '—', 'data', 'metal']
  const text = (max: number) => Array.from({ length: Math.floor(rand() * max) }, () => words[Math.floor(rand() * words.length)]).join(rand() < 0.5 ? ' ' : ', ')

  it('for 200 random companies over random candidate sets', () => {
    for (let run = 0; run < 200; run++) {
      const c = company({ description: rand() < 0.3 ? null : text(20), keywords: Array.from({ length: Math.floor(rand() * 3) }, () => text(3)),
        nace_descriptions: rand() < 0.5 ? [] : [text(6)], carbon: rand() < 0.5 ? null : focus(CARBON_CATEGORIES[Math.floor(rand() * 14)]!) })
      const grants = Array.from({ length: Math.floor(rand() * 12) }, () => grant({ title: text(6), summary: text(15), thematic_areas: [text(3)], description: text(80) }))
      const score = createBm25Scorer({ k1: 0.5 + rand() * 2, b: rand() }).prepare(c, grants)
      for (const g of [...grants, grant({ title: text(5), description: text(40) })]) {
        const { score: s, reasons } = score(g)
        expect(Number.isFinite(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(1)
        expect(reasons.length).toBeLessThanOrEqual(2)
      }
    }
  })
})
