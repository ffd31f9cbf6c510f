import { describe, expect, it } from 'vitest'
import { loadReferenceData } from '../reference/reference.data.js'
import { NACE_RULES, PROGRAMME_RULES, enrichEligibility, type EligibilityInput } from './eligibility.js'

const reference = loadReferenceData()
const group = (g: string) => reference.countries.filter((c) => c.group === g).map((c) => c.code)
const EU = group('eu')
const input = (over: Partial<EligibilityInput>): EligibilityInput =>
  ({ title: 'Call for proposals', description: 'Projects are selected on excellence and impact.', countries: [], company_sizes: [], nace_codes: [], ...over })

describe('enrichEligibility: countries from the programme', () => {
  const horizon = [...EU, ...group('associated'), ...group('candidate'), 'IS', 'NO'].sort()
  const cases: [string, Partial<EligibilityInput>, string[] | undefined, RegExp?][] = [
    ['Horizon Europe', { programme: 'Horizon Europe Cluster 5 (Climate, Energy and Mobility)' }, horizon, /^programme Horizon Europe: /],
    ['call identifier in the title', { programme: null, title: 'HORIZON-CL5-2027-D3-02: Offshore wind' }, horizon, /^title names Horizon Europe: /],
    ['EIC Accelerator (Horizon rule)', { programme: 'EIC Accelerator' }, horizon, /EIC Accelerator/],
    ['LIFE', { programme: 'LIFE Programme' }, [...EU, 'IS'].sort(), /Iceland/],
    ['Innovation Fund', { programme: 'Innovation Fund' }, [...EU, 'IS', 'LI', 'NO'].sort(), /EEA/],
    ['CEF', { programme: 'Connecting Europe Facility' }, [...EU].sort()],
    ['CEF call id', { title: 'CEF-T-2027-AFIFGEN: recharging points' }, [...EU].sort()],
    ['Digital Europe', { programme: 'Digital Europe Programme' }, [...EU, 'IS', 'LI', 'NO'].sort()],
    ['Innovate UK', { programme: 'Innovate UK Smart grants' }, ['GB']],
    ['Interreg stays with the connector', { programme: 'Interreg Central Europe' }, undefined],
    ['ERDF stays with the connector', { programme: 'European Regional Development Fund' }, undefined],
    ['a national "Innovation Fund" is not the EU one', { programme: 'Ofwat Innovation Fund' }, undefined],
    ['"Life sciences" is not LIFE', { programme: 'Life sciences accelerator', title: 'Quality of life for patients' }, undefined],
    ['unknown programme', { programme: 'BAFA EEW' }, undefined],
  ]
  it.each(cases)('%s', (_name, over, expected, provenance) => {
    const out = enrichEligibility(input(over))
    expect(out.countries).toEqual(expected)
    if (expected) expect(out.provenance.countries).toMatch(provenance ?? /./)
    else expect(out.provenance.countries).toBeUndefined()
  })

  it('keeps Liechtenstein out of Horizon Europe and never emits a code missing from countries.csv', () => {
    const known = new Set(reference.countries.map((c) => c.code))
    for (const rule of PROGRAMME_RULES) {
      const out = enrichEligibility(input({ programme: rule.name }))
      for (const code of out.countries ?? []) expect(known).toContain(code)
    }
    expect(enrichEligibility(input({ programme: 'Horizon Europe' })).countries).not.toContain('LI')
  })
})

describe('enrichEligibility: company sizes from text cues', () => {
  const SME = ['micro', 'small', 'medium']
  const ALL = ['micro', 'small', 'medium', 'large']
  const cases: [string, Partial<EligibilityInput>, string[] | undefined][] = [
    ['EIC Accelerator', { programme: 'EIC Accelerator', description: 'Breakthrough innovation.' }, SME],
    ['"SMEs only"', { description: 'This call is open to SMEs only.' }, SME],
    ['KMU', { description: 'Antragsberechtigt sind KMU mit Sitz in Bayern.' }, SME],
    ['PME', { description: 'Aide réservée aux PME industrielles.' }, SME],
    ['PYME', { description: 'Ayudas dirigidas a pymes del sector turístico.' }, SME],
    ['PMI', { description: 'Contributi alle PMI per la digitalizzazione.' }, SME],
    ['start-ups and SMEs', { description: 'Grants for start-ups and SMEs developing clean technologies.' }, SME],
    ['micro-enterprises only', { description: 'Vouchers for micro-enterprises in rural areas.' }, ['micro']],
    ['large companies', { description: 'Applicants must be large companies operating an ETS installation.' }, ['large']],
    ['Großunternehmen', { description: 'Gefördert werden Großunternehmen der Grundstoffindustrie.' }, ['large']],
    ['SMEs and large companies', { description: 'Dirigidas a pymes y grandes empresas del sector industrial.' }, ALL],
    ['"open to all sizes"', { description: 'The competition is open to all sizes of business.' }, ALL],
    ['Unternehmen aller Größen', { description: 'Antragsberechtigt sind Unternehmen aller Größen; für KMU gelten Zuschläge.' }, ALL],
    ['large enterprises excluded', { description: 'Large enterprises are not eligible.' }, SME],
    ['large excluded, SMEs named in the same sentence', { description: 'Large companies are not eligible, but SMEs and start-ups are.' }, SME],
    ['SMEs merely encouraged', { description: 'Consortia of universities; SMEs are particularly encouraged to participate.' }, undefined],
    ['SMEs merely favoured', { description: 'Any organisation may apply. SMEs receive a higher funding rate.' }, undefined],
    ['no cue', { description: 'Municipalities and public bodies may apply.' }, undefined],
  ]
  it.each(cases)('%s', (_name, over, expected) => {
    const out = enrichEligibility(input(over))
    expect(out.company_sizes).toEqual(expected)
    if (expected) expect(out.provenance.company_sizes).toMatch(new RegExp(`→ ${expected.join('/')}$`))
    else expect(out.provenance.company_sizes).toBeUndefined()
  })
})

describe('enrichEligibility: NACE codes only for clear wording', () => {
  const cases: [string, string, string[] | undefined][] = [
    ['farmers', 'Farmers can receive a grant for solar panels.', ['01']],
    ['agricultural holdings', 'Aide aux exploitations agricoles pour le désherbage mécanique.', ['01']],
    ['steel', 'Decarbonisation of the steel industry through hydrogen-based direct reduction.', ['24.10']],
    ['cement', 'Demonstration at two cement plants.', ['23.51']],
    ['shipping', 'Support for shipowners and maritime transport operators.', ['50']],
    ['road haulage', 'Electric trucks for road haulage companies.', ['49.41']],
    ['building renovation', 'Deep renovation of residential buildings.', ['41', '43']],
    ['electricity generation', 'Flexible electricity generation from biogas.', ['35.11']],
    ['waste collection', 'Separate waste collection of biowaste.', ['38']],
    ['tourism businesses', 'Sustainable tourism: low-carbon transition of tourism SMEs.', ['55', '56', '79']],
    ['hospitality in German', 'Energieberatung für das Gastgewerbe.', ['55', '56', '79']],
    ['tourism as a mere topic is no sector', 'Eco-labels help visitors choose sustainable tourism.', undefined],
    ['steel as a mere material is no sector', 'Stainless steel tanks for breweries.', undefined],
    ['"free shipping" is no shipping sector', 'E-commerce shops offering free shipping.', undefined],
    ['an excluded sector is not tagged', 'Projects in the steel industry are excluded.', undefined],
    ['quoted titles of funded operations are examples, not the sector',
      'Examples: "Energy renovation and heat pump installation in a printing house" (EUR 66,608, started 2023); "Remediation of the former steelworks in Lens".', undefined],
    ['curly-quoted project titles too', 'Funded projects include ZEROHOUSE, “Net-zero-energy renovation of post-war housing estates” (EUR 11.58 million).', undefined],
    ['"for example" starts examples', 'Technologies beyond incremental innovation, for example hydrogen-based steelmaking or novel cement chemistries.', undefined],
    ['"e.g." too, in French "par exemple"', 'Process heat, e.g. in steelworks. Procédés industriels, par exemple dans les cimenteries.', undefined],
    ['a sector named before the examples still counts', 'Support for tourism SMEs such as hotels and campsites.', ['55', '56', '79']],
  ]
  it.each(cases)('%s', (_name, description, expected) => {
    const out = enrichEligibility(input({ description }))
    expect(out.nace_codes).toEqual(expected)
    if (expected) expect(out.provenance.nace_codes).toMatch(/^text: "/)
  })

  it('emits only codes that exist in the NACE Rev. 2 reference data', () => {
    const known = new Set(reference.nace.map((c) => c.code))
    const codes = NACE_RULES.flatMap((r) => r.codes)
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) expect(known).toContain(code)
  })
})

describe('enrichEligibility: only empty fields, never silently', () => {
  const rich = input({
    programme: 'Horizon Europe', description: 'SMEs only. Demonstration at cement plants and for farmers.',
  })

  it('fills each empty field with a provenance entry', () => {
    const out = enrichEligibility(rich)
    expect(Object.keys(out).filter((k) => k !== 'provenance').sort()).toEqual(['company_sizes', 'countries', 'nace_codes'])
    expect(Object.keys(out.provenance).sort()).toEqual(['company_sizes', 'countries', 'nace_codes'])
    expect(out.nace_codes).toEqual(['01', '23.51'])
  })

  it('leaves fields the connector already filled untouched', () => {
    const out = enrichEligibility({ ...rich, countries: ['DE'], company_sizes: ['large'], nace_codes: ['C25'] })
    expect(out).toEqual({ provenance: {} })
  })

  it('is deterministic', () => {
    expect(enrichEligibility(rich)).toEqual(enrichEligibility(structuredClone(rich)))
  })
})
