import { describe, expect, it } from 'vitest'
import { planQuery } from './query-plan.js'

// What the words of a query become before any grant is read: units with their weights, filters,
// and the words that say nothing.

const units = (q: string) => planQuery(q).groups.map((g) => [g.kind, g.text, g.weight])

describe('a query plan', () => {
  it('weighs a subject concept above a word, who applies below both, and a role as a subject', () => {
    expect(units('SMEs want to install heat pumps in our factory')).toEqual([
      ['applicant', 'SMEs', 0.5],
      ['role', 'install', 1.5],
      ['concept', 'heat pumps', 1.5],
      ['word', 'factory', 1],
    ])
  })

  it('reads a country as a filter and ignores stop words and filler of every language', () => {
    const plan = planQuery('Förderung für Wärmepumpen in Deutschland')
    expect(plan.understood).toEqual([{ field: 'country', value: ['DE'], text: 'Deutschland' }])
    expect(plan.groups.map((g) => g.concepts[0])).toEqual(['heat_pump'])
    expect(plan.ignored).toEqual(expect.arrayContaining(['Förderung', 'für', 'in']))
  })

  it('weighs the verbs of being, having and looking for of every language as filler', () => {
    const words = (q: string) => planQuery(q).groups.filter((g) => g.kind === 'word' && g.weight >= 1).map((g) => g.text)
    expect(words('somos uma startup que desenvolve sensores, procuramos financiamento')).toEqual(['sensores'])
    // "instalar" is no filler either: it names who the call is for (a role), as "install" does.
    expect(words('tenemos una bodega y queremos instalar placas solares')).toEqual(['bodega'])
    expect(planQuery('queremos instalar placas solares').groups.find((g) => g.text === 'instalar')?.kind).toBe('role')
    expect(words('we are setting up a mid-sized family owned bakery')).toEqual([])
  })

  it('ignores what every funding search says ("calls", "in Europe"), not a programme named with it', () => {
    expect(units('calls for battery recycling in Europe')).toEqual([['concept', 'battery recycling', 1.5]])
    expect(units('Horizon Europe').map(([kind]) => kind)).toEqual(['programme'])
  })

  it('weighs what the person does ("produce", "cut", "small") at a quarter of a word', () => {
    expect(units('we produce cement')).toEqual([['word', 'produce', 0.25], ['concept', 'cement', 1]])
    expect(units('a small brewery')).toEqual([['word', 'small', 0.25], ['concept', 'brewery', 1]])
  })

  it('drops the ends of contractions and weighs verbs of changing ("switch", "ouvrir") as filler', () => {
    expect(units("we're a courier company and want to switch our delivery vans to electric")).toEqual([
      ['concept', 'courier company', 1], ['word', 'switch', 0.25],
      // What the vans become, read with them (electric vans), and the vans themselves: two units.
      ['concept', 'our delivery vans to electric', 1.5], ['concept', 'delivery vans', 1.5],
    ])
    expect(units('subventions pour ouvrir une librairie')).toEqual([['word', 'ouvrir', 0.25], ['word', 'librairie', 1]])
    expect(units('apoios para floresta').map(([, text]) => text)).toEqual(['floresta'])
  })

  it('reads a lexicon phrase through a possessive and with a word that stands for its own', () => {
    expect(units('we want to cut our water use')).toEqual([['concept', 'cut our water use', 1.5]])
    expect(planQuery('réduire notre consommation d’eau').groups.map((g) => g.concepts[0])).toEqual(['water_efficiency'])
  })

  it('reads "digital" as a word and "DIGITAL" as the programme', () => {
    expect(units('digital tools for farms').map(([kind]) => kind)).not.toContain('programme')
    expect(units('DIGITAL calls')).toEqual([['programme', 'DIGITAL', 3]])
  })

  it('weighs a sector ("our hotel") as a word, below the subject', () => {
    expect(units('make our hotel more energy efficient')).toEqual([
      ['concept', 'hotel', 1], ['concept', 'energy efficient', 1.5],
    ])
  })

  it('reads the SMEs of a sector ("PME industrielles") as the sector and the SME filter', () => {
    const plan = planQuery('subvention pour la décarbonation des PME industrielles')
    expect(plan.understood).toEqual([{ field: 'company_size', value: ['micro', 'small', 'medium'], text: 'PME industrielles' }])
    expect(plan.groups.find((g) => g.text === 'PME industrielles')?.concepts).toContain('manufacturing')
  })

  it('reads entrepreneurs as who applies in every language, not as the subject', () => {
    for (const q of ['subsidie voor elektrische bestelwagens voor ondernemers', 'Förderung E-Transporter für Unternehmer',
      'electric vans for entrepreneurs', 'ayudas furgonetas eléctricas para emprendedores']) {
      const plan = planQuery(q)
      expect(plan.groups.filter((g) => g.kind === 'applicant').map((g) => g.concepts[0]), q).toEqual(['company'])
      expect(plan.groups.filter((g) => g.subject).flatMap((g) => g.concepts), q).not.toContain('entrepreneurship')
    }
    expect(planQuery('grants for young entrepreneurs').groups[0]!.concepts).toContain('entrepreneurship')
  })

  it('knows the language a query is typed in from its terms and stop words, when they agree', () => {
    expect(planQuery('fotowoltaika dla firm').languages).toEqual(['pl'])
    expect(planQuery('Förderung Photovoltaik für kleine Unternehmen').languages).toEqual(['de'])
    expect(planQuery('ayudas para placas solares').languages).toEqual(['es', 'pt'])   // the same words in both
    expect(planQuery('heat pumps for hotels').languages).toBeUndefined()
    expect(planQuery('Förderung heat pumps').languages).toBeUndefined()   // an English term: no hint
  })

  it('weighs the stage of a project ("scale up", "R&D") as a word, below its subject', () => {
    expect(units('scale up battery cell production').slice(0, 2)).toEqual([
      ['concept', 'scale up', 1],
      ['concept', 'battery cell production', 1.5],
    ])
  })

  it('reads "Industrie 4.0" as its concept and an amount as no unit, neither as an identifier', () => {
    expect(units('Industrie 4.0 im Mittelstand')).toEqual([
      ['concept', 'Industrie 4.0', 1.5],
      ['applicant', 'Mittelstand', 0.5],
    ])
    expect(units('EUR 2.5 million for heat pumps').map(([kind]) => kind)).not.toContain('identifier')
    expect(units('HORIZON-CL5-2027-04-D4-01')).toEqual([['identifier', 'HORIZON-CL5-2027-04-D4-01', 3]])
  })
})
