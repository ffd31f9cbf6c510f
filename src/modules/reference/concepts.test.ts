import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lexicon } from './concepts.js'

// The lexicon's own rules (data/concepts.md, "Format"), held for every part and every edit, and
// how the finder reads a text against how it reads a query.

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl']
const SUBJECT_KINDS = new Set(['technology', 'topic', 'sector', 'applicant', 'role', 'action'])
const ids = (text: string, query = false) => lexicon().find(text, { query }).map((h) => h.id)

describe('the concept lexicon', () => {
  const concepts = [...lexicon().concepts.values()]

  it('defines each concept once, in one part', () => {
    const dir = new URL('./data/concepts/', import.meta.url)
    const ids = readdirSync(dir).filter((f) => f.endsWith('.json'))
      .flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { concepts: { id: string }[] }).concepts)
      .map((c) => c.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('names every broader concept it refers to, and no concept above itself', () => {
    for (const c of concepts) {
      for (const b of c.broader) expect(lexicon().concepts.has(b), `${c.id} → ${b}`).toBe(true)
      expect(lexicon().broader(c.id).filter((b) => b !== c.id)).not.toContain(c.id)
    }
  })

  it('has every subject, applicant, role and action in all six languages, in lower case, each term once', () => {
    for (const c of concepts.filter((c) => SUBJECT_KINDS.has(c.kind))) {
      for (const language of LANGUAGES) expect(c.terms[language]?.length ?? 0, `${c.id} ${language}`).toBeGreaterThan(0)
      for (const [language, terms] of Object.entries(c.terms)) {
        for (const t of terms) expect(t, `${c.id} ${language}`).toBe(t.toLowerCase())
        expect(new Set(terms).size, `${c.id} ${language}`).toBe(terms.length)
      }
    }
  })

  it('lists for its sectors only NACE Rev. 2 codes of the reference table, none for other kinds', () => {
    const csv = readFileSync(new URL('./data/nace-rev2.csv', import.meta.url), 'utf8')
    const codes = new Set([...csv.matchAll(/^"([0-9.]+)"/gm)].map((m) => m[1]))
    for (const c of concepts) {
      if (c.kind !== 'sector') expect(c.nace, c.id).toBeUndefined()
      for (const code of c.nace ?? []) expect(codes.has(code), `${c.id} ${code}`).toBe(true)
    }
  })

  it('names each concept by each of its terms read alone: no guard or tokenising hides one', () => {
    // A French "hydrogène" once named nothing (its guard "hydrogéné" folds to the same letters), and
    // "Industrie 4.0" nothing (its full stop ended a sentence).
    const hidden = concepts.flatMap((c) => Object.entries(c.terms).flatMap(([language, terms]) =>
      terms.filter((t) => !ids(t).includes(c.id) && !ids(t, true).includes(c.id)).map((t) => `${c.id} ${language} "${t}"`)))
    expect(hidden).toEqual([])
  })
})

describe('a company\'s NACE codes', () => {
  it('name its narrowest sectors, through the levels above a code', () => {
    expect(lexicon().ofNace(['56.30'])).toEqual(['pub_bar'])
    expect(lexicon().ofNace(['23.51'])).toEqual(['concrete_cement_products'])
    expect(lexicon().ofNace(['24.10', '96.01']).sort()).toEqual(['laundry', 'steel_industry'])
    expect(lexicon().ofNace(['56.21'])).toEqual(['catering'])
    expect(lexicon().ofNace(['C'])).toEqual([])
  })
})

describe('the finder', () => {
  it('reads German words typed without umlauts ("Waermepumpe", "Muenchen")', () => {
    expect(ids('Waermepumpe', true)).toEqual(['heat_pump'])
    expect(ids('Kaelteanlage in Muenchen', true)).toEqual(['refrigeration', 'region:DE2'])
  })

  it('reads a city as the region that holds it, and a city beside "agreement" as a treaty', () => {
    expect(ids('Förderung München', true)).toEqual(['region:DE2'])
    expect(ids('ayudas Barcelona', true)).toContain('region:ES51')
    expect(ids('startups in Kraków or Cracow', true)).toEqual(['startup', 'region:PL21', 'region:PL21'])
    expect(ids('grants in Riga', true)).toContain('country_lv')
    expect(ids('the Paris Agreement and the Aarhus Convention', true)).toEqual([])
  })

  it('reads a query through possessives and with words that stand for one another; a text as written', () => {
    expect(ids('cut our water use', true)).toEqual(['water_efficiency'])
    expect(ids('cut our water use')).toEqual([])
    expect(ids('we want to lower our CO2 emissions', true)).toContain('ghg_emissions_reduction')
  })

  it('reads a query without the preposition or article a term has between its words, never without its last', () => {
    expect(ids('recyclage plastique', true)).toEqual(['plastics_recycling'])
    expect(ids('pompa calore', true)).toEqual(['heat_pump'])
    expect(ids('recyclage plastique')).toEqual(['recycling'])
    // "installation of" (an adopter's term) is not "installation": the connector ends the term.
    expect(ids('installation', true)).not.toContain('role_adopt')
  })

  it('reads a verb said once as governing each thing joined by "and" in a query, never in a text', () => {
    expect(ids('cut our water use and energy bills', true)).toEqual(['water_efficiency', 'energy_efficiency'])
    expect(ids("réduire notre consommation d'eau et nos factures d'énergie", true)).toContain('energy_efficiency')
    expect(ids('reduce waste and energy costs', true)).toContain('energy_efficiency')
    expect(ids('reduce waste and energy costs')).not.toContain('energy_efficiency')
    // What the words after "and" name by themselves stands: a battery is no "solar battery".
    expect(ids('shared solar panels and a battery', true)).toContain('battery')
    expect(ids('shared solar panels and a battery', true)).not.toContain('battery_storage')
  })

  it('reads the words before the first of two things, or after the second, as said of both', () => {
    // The words before: a whole run of them ("réduire la consommation d'…").
    expect(ids("réduire la consommation d'eau et d'énergie", true)).toEqual(['water_efficiency', 'energy_efficiency'])
    expect(ids('use less water and energy in the kitchen', true)).toEqual(['water_efficiency', 'energy_efficiency'])
    // The words after ("water and energy efficiency"), after a verb read as governing them too.
    expect(ids('water and energy efficiency', true)).toEqual(['water_efficiency', 'energy_efficiency'])
    expect(ids('reduce water and energy use', true)).toEqual(['water_efficiency', 'energy_efficiency'])
    // A German word cut short with a hyphen takes the ending of the word after "und".
    expect(ids('Wasser- und Energieverbrauch senken', true)).toEqual(['water_efficiency', 'energy_efficiency'])
    expect(ids('Wasser und Energieverbrauch senken', true)).toEqual(['energy_efficiency'])
    expect(ids('water and energy efficiency')).toEqual(['energy_efficiency'])
  })

  it('reads what a replaced thing becomes with the thing ("replace our gas ovens with electric ones")', () => {
    expect(ids('replace our old gas ovens with electric ones', true)).toEqual(['process_heat_electrification'])
    expect(ids('we want to replace our diesel buses with electric ones', true)).toEqual(['electric_buses'])
    expect(ids('switch our delivery vans to electric', true)).toContain('electric_vehicles')
    // What it becomes, named in full, is read as it stands; a text is read as written.
    expect(ids('replace the gas boilers with heat pumps', true)).toContain('heat_pump')
    expect(ids('replace our old gas ovens with electric ones')).toEqual([])
  })

  it('reads "install" in every language, but not an English installer', () => {
    for (const text of ['queremos instalar placas solares', 'je veux installer des panneaux solaires', 'Wärmepumpe einbauen'])
      expect(ids(text, true)).toContain('role_adopt')
    expect(ids('productivity tools for solar panel installers', true)).not.toContain('role_adopt')
  })

  it('names a change of fuel however it is put, in any language', () => {
    for (const text of ['use green hydrogen instead of natural gas', 'von Gas auf Strom', 'zamiast gazu ziemnego'])
      expect(ids(text, true)).toContain('fuel_switching')
  })

  it('finds an abbreviation that is also a word only in capitals or typed alone', () => {
    expect(ids('digital tools', true)).not.toContain('programme:digital_europe')
    expect(ids('DIGITAL calls', true)).toEqual(['programme:digital_europe'])
    expect(ids('funded by DIGITAL')).toEqual(['programme:digital_europe'])
  })

  it('keeps homonym guards: a horticultural greenhouse is no greenhouse gas, peroxide no hydrogen', () => {
    expect(ids('heating the greenhouse where we grow tomatoes')).not.toContain('ghg_emissions_reduction')
    expect(ids('reinigen met waterstofperoxide')).not.toContain('hydrogen')
    expect(ids('waterstof voor vrachtwagens')).toEqual(['hydrogen'])
  })

  it('reads a number with decimal points as one word, not the end of a sentence', () => {
    expect(ids('Industrie 4.0 und Digitalisierung', true)).toContain('industry_4_0')
    expect(ids('agricoltura 4.0')).toEqual(['precision_agriculture'])
  })

  it('reads the bare words people type for a technology, with their guards', () => {
    expect(ids('community wind and solar', true)).toEqual(['wind_energy', 'solar_energy'])
    expect(ids('put chargers in our depot', true)).toEqual(['ev_charging'])
    expect(ids("production d'hydrogène vert", true)).toContain('hydrogen')
    expect(ids('wind erosion on farmland')).not.toContain('wind_energy')
    expect(ids('a phone charger')).not.toContain('ev_charging')
    // A shop selling clothes is retail, not the textile industry.
    expect(ids('I own a clothing shop', true)).toEqual(['retail_trade'])
  })
})
