import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { foldText } from '../../core/fold-text.js'
import { classifyCarbon, type CarbonText } from './carbon-classifier.js'
import { CARBON_CATEGORIES, type CarbonCategory } from './synthetic-vocabulary.js'

const text = (title: string, description = '', extra: Partial<CarbonText> = {}): CarbonText => ({ title, description, ...extra })

describe('classifyCarbon: categories across languages', () => {
  const cases: [string, CarbonText, CarbonCategory[]][] = [
    ['EN electrolysers', text('Green hydrogen production', 'Demonstration of 20 MW electrolysers supplying steel plants and refineries.'), ['hydrogen', 'industrial_decarbonization']],
    ['EN building renovation', text('Deep renovation of public buildings', 'Insulation, windows and heat pumps.'), ['energy_efficiency', 'green_buildings']],
    ['EN CCS', text('CCS for cement plants', 'Carbon capture and geological storage of CO2 from clinker kilns.'), ['carbon_capture', 'industrial_decarbonization']],
    ['DE compound: Luftwärmepumpen', text('Förderung von Luftwärmepumpen', 'Zuschüsse für den Austausch alter Ölheizungen gegen Luftwärmepumpen in Wohngebäuden.'), ['energy_efficiency', 'green_buildings']],
    ['DE compound: Produktionsabfälle', text('Kreislaufwirtschaft im Mittelstand', 'Vermeidung von Produktionsabfällen und Einsatz von Rezyklaten.'), ['circular_economy', 'waste_reduction']],
    ['FR accents', text('Énergies renouvelables', 'Installations photovoltaïques et éoliennes pour l\'autoconsommation.'), ['renewable_energy']],
    ['FR without accents', text('Energies renouvelables', 'Installations photovoltaiques et eoliennes pour l\'autoconsommation.'), ['renewable_energy']],
    ['ES water', text('Depuración de aguas residuales', 'Obras de saneamiento y reutilización de aguas regeneradas en regadíos.'), ['water_management']],
    ['IT biodiversity', text('Tutela della biodiversità', 'Ripristino di habitat e zone umide nelle aree protette.'), ['biodiversity']],
    ['IT adaptation', text('Adattamento ai cambiamenti climatici', 'Riduzione delle isole di calore e sistemi di allerta.'), ['climate_adaptation']],
    ['EN transport', text('Zero-emission buses', 'Purchase of electric buses and charging infrastructure for public transport.'), ['sustainable_transport']],
    ['EN agriculture', text('Carbon farming pilots', 'Farmers test cover crops and agroforestry to raise soil organic carbon.'), ['sustainable_agriculture']],
    ['EN clean tech', text('Net-zero technologies manufacturing', 'Scale-up of battery cell manufacturing under the Net-Zero Industry Act.'), ['clean_technology']],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    const result = classifyCarbon(input)
    expect(result.is_carbon_focused).toBe(true)
    expect([...result.carbon_categories].sort()).toEqual([...expected].sort())
    for (const c of expected) expect(result.evidence[c]!.length).toBeGreaterThan(0)
  })
})

describe('classifyCarbon: word boundaries, blocks and the tricky non-carbon calls', () => {
  const notCarbon: [string, CarbonText][] = [
    ['"heat" inside "theatre"', text('Touring theatre productions', 'Support for theatres and the heating of nothing in particular.')],
    ['"CCS" inside "access"', text('Access to finance', 'Helping founders access venture debt; success stories.')],
    ['Heat (the band)', text('Music Moves Europe: European tour of Heat (the band)', 'The band Heat plays 20 concerts in theatres.')],
    ['carbon fibre bicycles', text('Carbon fibre bicycle frames', 'Automated layup of carbon fibre composites for racing bicycles.')],
    ['energy drinks', text('Functional energy drinks', 'Product development of low-sugar energy drinks for athletes.')],
    ['green screen', text('Green screen film studio', 'LED volume stages and green screen compositing.')],
    ['hydrogen peroxide', text('Hospital disinfection', 'Vaporised hydrogen peroxide systems for intensive care units.')],
    ['water polo', text('Water polo clubs', 'Grassroots water polo and swimming clubs for young people.')],
    ['business climate', text('Business climate and investment attraction', 'Improving the business climate for scale-ups.')],
  ]
  it.each(notCarbon)('%s', (_name, input) => {
    const result = classifyCarbon(input)
    expect(result.is_carbon_focused).toBe(false)
    expect(result.carbon_categories).toEqual([])
    expect(result.eligible_scopes).toEqual([])
    expect(result.taxonomy_objectives).toEqual([])
  })

  it('keeps the evidence of a non-focused text explainable', () => {
    const result = classifyCarbon(text('Restoration of historic theatres', 'Grants for painted ceilings.'))
    expect(result.evidence.is_carbon_focused![0]).toMatch(/^focus score .* < 4/)
  })
})

describe('classifyCarbon: weighting and negation', () => {
  it('counts a weak cue more in the title than in the description', () => {
    const weak = 'Support for composting.'   // "composting" is a weak circular-economy cue
    expect(classifyCarbon(text('Municipal services', weak + ' Climate action plan.')).carbon_categories).not.toContain('circular_economy')
    expect(classifyCarbon(text('Composting for municipalities', weak + ' Climate action plan.')).carbon_categories).toContain('circular_economy')
  })

  it('reads "low-carbon industrial processes" among a broad call\'s priorities as industrial decarbonisation', () => {
    const broad = 'Priority areas include carbon farming, the reduction of fluorinated gases and low-carbon industrial processes.'
    expect(classifyCarbon(text('Climate change mitigation', broad)).carbon_categories).toContain('industrial_decarbonization')
  })

  it('silences the rest of a "not eligible" sentence and says so', () => {
    const result = classifyCarbon(text('Energy efficiency grants for SMEs', 'LED lighting and heat pumps. Not eligible: hydrogen boilers, biomass boilers and electric vehicles.'))
    expect(result.carbon_categories).toEqual(expect.arrayContaining(['energy_efficiency']))
    for (const c of ['hydrogen', 'renewable_energy', 'sustainable_transport'] as const) expect(result.carbon_categories).not.toContain(c)
    expect(result.evidence.ignored).toEqual(expect.arrayContaining(['description: "hydrogen" (after "not eligible")']))
  })

  it.each([
    ['DE', 'Nicht förderfähig sind Wasserstoffkessel.'],
    ['FR', 'Sont exclus : les chaudières à hydrogène.'],
    ['ES', 'Quedan excluidos los proyectos de hidrógeno.'],
    ['IT', 'Sono esclusi i progetti a idrogeno.'],
  ])('negation in %s', (_lang, sentence) => {
    const result = classifyCarbon(text('Efficienza energetica / Energieeffizienz / eficiencia energética', `Audit energetici. ${sentence}`))
    expect(result.carbon_categories).not.toContain('hydrogen')
    expect(result.evidence.ignored?.length).toBeGreaterThan(0)
  })
})

describe('classifyCarbon: scopes', () => {
  const cases: [string, CarbonText, string[]][] = [
    ['industrial fuel switching → scope 1', text('Decarbonisation of energy-intensive industries', 'Fuel switching and process emissions reduction in steel plants.'), ['scope_1']],
    ['efficiency and on-site renewables → scope 2', text('Energy audits and rooftop solar', 'Energy efficiency measures and photovoltaic self-consumption.'), ['scope_2']],
    ['circularity → scope 3', text('Circular economy', 'Remanufacturing and recycling of products.'), ['scope_3']],
    ['explicit Scope 3 and supply chain', text('Energy efficiency in the supply chain', 'Suppliers cut Scope 3 emissions with energy audits.'), ['scope_2', 'scope_3']],
    ['adaptation has no scope', text('Climate adaptation', 'Heatwave action plans and flood protection.'), []],
  ]
  it.each(cases)('%s', (_name, input, scopes) => {
    const result = classifyCarbon(input)
    expect(result.eligible_scopes).toEqual(scopes)
    for (const s of scopes) expect(result.evidence[s]!.length).toBeGreaterThan(0)
  })
})

describe('classifyCarbon: flags from explicit cues', () => {
  const base = 'Energy efficiency and renewable energy investments.'
  const cases: [string, string, string][] = [
    ['EU Taxonomy', 'aligned with the EU Taxonomy technical screening criteria', 'eu_taxonomy_aligned'],
    ['DNSH (Taxonomy art. 17)', 'projects must respect the do no significant harm principle', 'eu_taxonomy_aligned'],
    ['Green Deal', 'contributes to the European Green Deal', 'green_deal_aligned'],
    ['Pacte vert', 'contribue au Pacte vert pour l\'Europe', 'green_deal_aligned'],
    ['Fit for 55', 'implements the Fit for 55 package', 'fit_for_55_relevant'],
    ['ETS', 'installations covered by the EU ETS', 'fit_for_55_relevant'],
    ['55 % by 2030', 'supports the target of cutting emissions by 55 % by 2030', 'fit_for_55_relevant'],
    ['Emissionshandel', 'Anlagen im EU-Emissionshandel', 'fit_for_55_relevant'],
    ['CSRD', 'helps SMEs answer data requests under the CSRD and ESRS', 'supports_csrd_compliance'],
    ['Nachhaltigkeitsbericht', 'Vorbereitung auf die Nachhaltigkeitsberichterstattung', 'supports_csrd_compliance'],
    ['SBTi', 'companies setting science-based targets (SBTi)', 'supports_sbti_alignment'],
    ['objetivos basados en la ciencia', 'definición de objetivos basados en la ciencia', 'supports_sbti_alignment'],
  ]
  it.each(cases)('%s', (_name, sentence, flag) => {
    const result = classifyCarbon(text('Clean energy transition', `${base} The call ${sentence}.`))
    expect(result[flag as 'green_deal_aligned']).toBe(true)
    expect(result.evidence[flag]!.length).toBeGreaterThan(0)
  })

  it('raises no flag without an explicit cue ("green new deal", 55 without %)', () => {
    const result = classifyCarbon(text('Green New Deal italiano', `${base} Up to 55 projects are funded.`))
    for (const flag of ['eu_taxonomy_aligned', 'green_deal_aligned', 'fit_for_55_relevant', 'supports_csrd_compliance', 'supports_sbti_alignment'] as const) expect(result[flag]).toBe(false)
  })
})

describe('classifyCarbon: min_emission_reduction_percent', () => {
  const cases: [string, number | null][] = [
    ['Projects must achieve at least 30% reduction in GHG emissions.', 30],
    ['Die Anlage muss mindestens 40 % CO2-Einsparung erreichen.', 40],
    ['Les projets doivent permettre au moins 20 % de réduction des émissions.', 20],
    ['Se exige una reducción de al menos un 25 % de las emisiones.', 25],
    ['È richiesta una riduzione di almeno il 35% delle emissioni dirette.', 35],
    ['Emission reductions of 45 per cent or more compared with the baseline are required.', 45],
    ['Small projects must cut CO2 emissions by at least 20%; large projects by at least 50%.', 20],
    ['The project reduces process emissions by up to 40%.', null],
    ['At least 30% of the budget goes to regions; emissions will be monitored.', null],
    ['Projects must reduce energy consumption by at least 25%.', null],
  ]
  it.each(cases)('%s → %s', (sentence, expected) => {
    const result = classifyCarbon(text('Decarbonisation call', sentence))
    expect(result.min_emission_reduction_percent).toBe(expected)
    if (expected !== null) expect(result.evidence.min_emission_reduction_percent![0]).toContain(String(expected))
  })
})

describe('classifyCarbon: contract', () => {
  const sample = text('LIFE: Wetland restoration and climate adaptation', 'Restoring peatlands and floodplains reduces flood risk and greenhouse gas emissions.', { keywords: ['biodiversity'], programme: 'LIFE Programme', summary: 'Nature-based solutions.' })

  it('returns exactly the grant columns plus evidence', () => {
    expect(Object.keys(classifyCarbon(sample)).sort()).toEqual(['carbon_categories', 'eligible_scopes', 'eu_taxonomy_aligned', 'evidence', 'fit_for_55_relevant', 'green_deal_aligned',
      'is_carbon_focused', 'min_emission_reduction_percent', 'supports_csrd_compliance', 'supports_sbti_alignment', 'taxonomy_objectives'])
  })

  it('is deterministic and leaves its input alone', () => {
    const copy = structuredClone(sample)
    expect(classifyCarbon(sample)).toEqual(classifyCarbon(copy))
    expect(sample).toEqual(copy)
  })

  it('emits only the 14 categories and taxonomy codes of the reference CSV, each explained', () => {
    const codes = readFileSync(new URL('../reference/data/eu-taxonomy-objectives.csv', import.meta.url), 'utf8').trim().split('\n').slice(1).map((l) => l.split(',')[0])
    const result = classifyCarbon(sample)
    expect(result.taxonomy_objectives).toEqual(['CCM', 'CCA', 'BIO'])
    for (const o of result.taxonomy_objectives) { expect(codes).toContain(o); expect(result.evidence[o]!.length).toBeGreaterThan(0) }
    for (const c of result.carbon_categories) expect(CARBON_CATEGORIES).toContain(c)
  })

  it('reads long texts to the end (token buffers grow)', () => {
    const filler = 'The consortium will deliver reports and hold meetings with stakeholders. '.repeat(400)
    expect(classifyCarbon(text('Call for proposals', `${filler} Deployment of electrolysers and green hydrogen.`)).carbon_categories).toContain('hydrogen')
  })

  it('folds case, accents, ß and CO₂ alike', () => {
    expect(foldText('Wärmepumpe ÉNERGIE Straße CO₂ l’eau')).toBe("warmepumpe energie strasse co2 l'eau")
  })
})
