import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import type { GrantInput } from './grants.service.js'

// Search finds what people mean: whole sentences, other languages, places and applicant types,
// programmes and identifiers, typos that are really typos — over a catalogue of its own.

const t = useTestApp()
const GRANTS: Record<string, Partial<GrantInput>> = {
  heat: {
    title: 'Heat pumps for industrial process heat',
    description: 'Replacing gas boilers with heat pumps in manufacturing plants.', countries: ['DE', 'AT', 'FR'],
    company_sizes: [],
  },
  forest: {
    title: 'Wildfire prevention: wildfire risk in forests', description: 'Forest management against fires.',
    countries: ['PT', 'ES', 'GR'], company_sizes: [],
  },
  drones: {
    title: 'Wildfire prevention services', description: 'Early detection of fires with drones and cameras.',
    countries: ['PT'], company_sizes: [],
  },
  hydrogen: {
    title: 'Electrolysers for renewable hydrogen production', description: 'Scaling up hydrogen electrolysis.',
    countries: ['ES', 'PT'], company_sizes: ['large'],
  },
  solar: {
    title: 'Solar panels on farm buildings', description: 'Photovoltaic installations for farmers.',
    countries: ['FR'], company_sizes: ['micro', 'small'],
  },
  german: {
    title: 'Förderung der Wärmerückgewinnung in kleinen Betrieben',
    description: 'Zuschüsse für Betriebe, die Abwärme aus Öfen und Kompressoren nutzen.', countries: ['DE'],
    company_sizes: ['small'],
  },
  topic: {
    external_id: 'HORIZON-CL5-2027-04-D4-01', title: 'Industrial energy efficiency demonstrators',
    countries: ['DE', 'FR', 'ES'], company_sizes: [],
  },
  life: {
    external_id: 'LIFE-2027-CET-BUSINESS', programme: 'LIFE Programme',
    title: 'Energy efficiency services for businesses', countries: ['DE', 'FR'], company_sizes: [],
  },
  secondLife: {
    title: 'Second-life batteries for stationary storage',
    description: 'Reuse of end-of-life electric vehicle batteries.', countries: ['DE'], company_sizes: [],
  },
}
type Name = keyof typeof GRANTS
const byExternalId = new Map<string, Name>()

beforeAll(async () => {
  await insertGrants(t, Object.entries(GRANTS).map(([name, spec]) => {
    const input = grantInput(t, { thematic_areas: [], carbon_categories: [], summary: '', nace_codes: [], ...spec })
    byExternalId.set(input.external_id, name as Name)
    return input
  }))
})

const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/grants/search?${qs}` })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  return { ...body, names: (body.items as { external_id: string }[]).map((g) => byExternalId.get(g.external_id)) }
}
const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`)

describe('search by meaning', () => {
  it('answers a whole sentence by what it is about, saying when no grant covers every word', async () => {
    const found = await q('we want to install heat pumps in our factory')
    expect(found.names[0]).toBe('heat')
    expect(found.relaxed).toBe(true)
  })

  it('reads a verb said once for each thing "and" joins to its object ("cut our water use and energy bills")', async () => {
    // "energy bills" alone names nothing; "cut … energy bills" is energy efficiency, which a German
    // call on waste heat recovery is about without sharing a word with the query.
    expect((await q('we want to cut our water use and energy bills')).names).toContain('german')
    expect((await q('energy bills')).names).not.toContain('german')
  })

  it('ranks grants covering the whole query first, then those covering part of it', async () => {
    expect((await q('heat pumps')).relaxed).toBe(false)
    const found = await q('hydrogen heat pumps')
    expect(found.relaxed).toBe(true)
    expect(found.names.sort()).toEqual(['heat', 'hydrogen'])
  })

  it('fills the first page with grants covering less than the floor, after those above it', async () => {
    // Each call covers one or two of four subjects; heat pumps and drones alone fall below the floor.
    const found = await q('hydrogen electrolysers, heat pumps or wildfires in forests')
    expect(found.relaxed).toBe(true)
    expect(found.names.slice(0, 2).sort()).toEqual(['forest', 'hydrogen'])
    expect(found.names.slice(2).sort()).toEqual(['drones', 'heat'])
    expect(found.total).toBe(4)
  })

  it('finds a call about a broader concept, covering the query in part', async () => {
    // No call names agrivoltaics; the solar call is about photovoltaics, the concept above it.
    const found = await q('agrivoltaics')
    expect(found.names).toEqual(['solar'])
    expect(found.relaxed).toBe(true)
  })

  it('counts words the call names only in its full text, in part', async () => {
    // Both calls are about wildfires (one says so twice); only one names drones, in its description.
    const found = await q('wildfire drones')
    expect(found.names).toEqual(['drones', 'forest'])
  })

  it('ranks a call naming the sentence\'s subject before calls sharing more of its other words', async () => {
    // The hydrogen call says "production" and "scaling up" in full; only the heat call names heat pumps.
    const found = await q('we want to scale up our production of heat pumps')
    expect(found.names[0]).toBe('heat')
    expect(found.names).toContain('hydrogen')
  })

  const HEAT_PUMP = [['Wärmepumpe'], ['pompe à chaleur'], ['bomba de calor'], ['pompa di calore'], ['pompa ciepła']]
  it.each(HEAT_PUMP)('finds English heat pump calls for %s', async (text) => {
    expect((await q(text)).names[0]).toBe('heat')
  })

  it('reads a short query without the preposition a term has ("pompe chaleur", "recycling of plastics")', async () => {
    expect((await q('pompe chaleur')).names[0]).toBe('heat')
    expect((await q('subvention pompe chaleur')).relaxed).toBe(false)
  })

  it('stems each grant in its own language, and ignores stop words of every language', async () => {
    expect((await q('Kompressor')).names).toEqual(['german'])
    expect((await q('die Wärmerückgewinnung für Betriebe')).names[0]).toBe('german')
  })
})

describe('what the words say about filters', () => {
  it('reads a country as the country filter, shown as understood; understand=false searches the word', async () => {
    const found = await q('heat pumps Germany')
    expect(found.understood).toEqual([{ field: 'country', value: ['DE'], text: 'Germany' }])
    expect(found.names).toEqual(['heat'])
    expect((await q('solar Germany')).total).toBe(0)   // the solar call is French only
    expect((await q('heat pumps Germany', '&understand=false')).understood).toEqual([])
  })

  it('ranks the country\'s own calls before wider ones covering as much of the query', async () => {
    expect((await q('wildfire')).names).toEqual(['forest', 'drones'])
    expect((await q('wildfire Portugal')).names).toEqual(['drones', 'forest'])
  })

  it('ranks first the own calls of the country whose language the query is typed in, filtering nothing', async () => {
    const portuguese = await q('incêndios florestais')
    expect(portuguese.understood).toEqual([])
    expect(portuguese.names).toEqual(['drones', 'forest'])
    // Spanish: neither is Spain's alone; English says nothing of where it is typed.
    expect((await q('incendios forestales')).names).toEqual(['forest', 'drones'])
    expect((await q('wildfire prevention')).names[0]).toBe('forest')
  })

  it('keeps an explicit country filter over the one the words name', async () => {
    const found = await q('heat pumps Germany', '&country=FR')
    expect(found.understood).toEqual([])
    expect(found.names).toEqual(['heat'])
  })

  it('reads "SME" as grants open to SMEs, keeping those that do not state sizes', async () => {
    const found = await q('hydrogen SME')
    expect(found.understood).toEqual([{ field: 'company_size', value: ['micro', 'small', 'medium'], text: 'SME' }])
    expect(found.names).not.toContain('hydrogen')   // large companies only
    expect((await q('heat pumps SME')).names[0]).toBe('heat')   // sizes not stated
  })

  it('reads a region as its country\'s filter, its own programmes first, by its name in any language', async () => {
    const bavarian = grantInput(t, {
      source: 'cohesion', record_type: 'programme', title: 'Heat pumps in SMEs in Bayern (ERDF, Bavaria 2021-2027)',
      description: 'ERDF operations.', countries: ['DE'], regions: ['DE2'], deadline_in_days: null,
    })
    await insertGrants(t, [bavarian])
    byExternalId.set(bavarian.external_id, 'bavarian' as Name)
    for (const text of ['heat pumps Bavaria', 'Wärmepumpen Bayern', 'pompes à chaleur en Bavière']) {
      const found = await q(text)
      expect(found.understood, text).toEqual([expect.objectContaining({ field: 'country', value: ['DE'] })])
      expect(found.names.slice(0, 2), text).toEqual(['bavarian', 'heat'])
    }
    expect((await q('heat pumps Bavaria', '&understand=false')).understood).toEqual([])
  })

  it('reads a city as its region, in any language, typed with or without umlauts', async () => {
    const texts = ['heat pumps Munich', 'Wärmepumpen Nürnberg', 'pompes à chaleur Munich', 'Waermepumpen Muenchen']
    for (const text of texts) {
      const found = await q(text)
      expect(found.understood, text).toEqual([expect.objectContaining({ field: 'country', value: ['DE'] })])
      expect(found.names.slice(0, 2), text).toEqual(['bavarian', 'heat'])
    }
  })

  it('answers a place no grant names with its country\'s grants, labelled relaxed; a treaty is no place', async () => {
    const found = await q('grants Braga')
    expect(found.understood).toEqual([expect.objectContaining({ field: 'country', value: ['PT'] })])
    expect(found.relaxed).toBe(true)
    expect(found.names[0]).toBe('drones')   // Portugal's own call first
    expect([...found.names].sort()).toEqual(['drones', 'forest', 'hydrogen'])
    // Searching another country for it, nothing: no Spanish grant is in Braga.
    expect((await q('grants Braga', '&country=ES')).total).toBe(0)
    expect((await q('Paris Agreement')).understood).toEqual([])
  })
})

describe('programmes and identifiers', () => {
  it('finds a topic by its identifier or its first segments, and ranks it first', async () => {
    expect((await q('HORIZON-CL5-2027-04-D4-01')).names[0]).toBe('topic')
    expect((await q('horizon-cl5-2027-04')).names[0]).toBe('topic')
    expect((await q('HORIZON-CL5-2027-04-D4-99')).names).not.toContain('life')
  })

  it('finds the LIFE programme by its name, not "end-of-life" or "second-life"', async () => {
    const found = await q('LIFE')
    expect(found.names[0]).toBe('life')
    expect(found.names).not.toContain('secondLife')
  })
})

describe('spelling', () => {
  it('corrects a word no grant or lexicon knows only when the query as typed covers nothing in full', async () => {
    const found = await q('solar pannels')
    expect(found.corrected_query).toBe('solar panels')
    expect(found.names).toEqual(['solar'])
  })

  it('with correct=false, searches as typed and only suggests the correction', async () => {
    const found = await q('solar pannels', '&correct=false')
    expect(found).toMatchObject({ corrected_query: null, suggestion: 'solar panels', relaxed: true })
  })

  it('never rewrites a known word, nor a rare word into a different one', async () => {
    for (const text of ['startups heat pumps', 'dental heat pumps', 'cogeneration']) {
      expect((await q(text)).corrected_query, text).toBeNull()
    }
  })

  it('never rewrites a real English word that no grant uses ("grooming" is no misspelt "growing")', async () => {
    const growing = grantInput(t, { title: 'Growing mushrooms on coffee grounds', countries: ['NL'] })
    await insertGrants(t, [growing])
    byExternalId.set(growing.external_id, 'growing' as Name)
    const found = await q('dog grooming salon')
    expect(found).toMatchObject({ corrected_query: null, suggestion: null })
    expect(found.names).not.toContain('growing')
    expect((await q('mushrooms grwoing')).corrected_query).toBe('mushrooms growing')   // a typo still is
  })
})

describe('what a call is tagged with', () => {
  it('tags its role from what it funds, not from every "install" in its words', async () => {
    const { sql } = await import('drizzle-orm')
    const { selectRows } = await import('../../core/db/client.js')
    await insertGrants(t, [grantInput(t, {
      external_id: 'pv-research', title: 'Lightweight photovoltaic modules for façades',
      description: 'Colour-adjustable PV modules that can be installed on façades and noise barriers.',
      action_types: ['HORIZON Research and Innovation Actions'],
    })])
    const [row] = await selectRows<{ concepts: string[] }>(t.container.database.db, sql`
      select concepts from grants where external_id = 'pv-research'`)
    expect(row!.concepts).toContain('role_develop')
    expect(row!.concepts).not.toContain('role_adopt')
    expect(row!.concepts).toContain('solar_pv')
  })

  it('reads a call paying companies to act on their own premises as one for adopters', async () => {
    await insertGrants(t, [grantInput(t, {
      external_id: 'pilots-in-smes', title: 'Open call: smart heat pump control pilots',
      summary: 'Small and medium-sized enterprises receive up to EUR 60,000 each to pilot smart control of heat '
        + 'pumps in their premises.',
    })])
    const found = await t.app.inject({ url: '/api/v1/grants/search?q=pilots-in-smes' })
    const res = await t.app.inject({ url: `/api/v1/grants/${found.json().items[0].id}` })
    expect(res.json().eligibility.beneficiary_role).toEqual({ value: 'adopters', evidence: '"in their premises"', only: true })
  })

  it('answers a role word ("install") with calls for that role, not with calls that use the word', async () => {
    await insertGrants(t, [
      grantInput(t, {
        source: 'cohesion', record_type: 'programme', external_id: 'pv-sme',
        title: 'Renewable energy: solar in Occitanie (ERDF, Occitanie 2021-2027)',
        description: 'Rooftop solar panels on the premises of small firms.', countries: ['FR'],
      }),
      grantInput(t, {
        source: 'innovate_uk', external_id: 'pv-installer', title: 'Solar panel installer productivity tools',
        description: 'Software that helps solar panel installers plan a roof.', countries: ['GB'],
      }),
    ])
    const res = await t.app.inject({ url: `/api/v1/grants/search?q=${encodeURIComponent('install solar panels')}` })
    const found = res.json() as { relaxed: boolean; items: { external_id: string }[] }
    // The cohesion category funds the installation; the competition funds tools for installers.
    expect(found.items[0]!.external_id).toBe('pv-sme')
    expect(found.relaxed).toBe(false)
  })
})

describe('after a change of the lexicon', () => {
  it('counts a catalogue that started empty as read with this lexicon: nothing to re-read', async () => {
    const { sql } = await import('drizzle-orm')
    const { selectRows } = await import('../../core/db/client.js')
    const [row] = await selectRows<{ value: string }>(t.container.database.db, sql`
      select value from app_meta where key = 'grant_concepts_version'`)
    expect(row?.value).toMatch(/\//)
  })

  it('reads every stored grant again, and search finds it by its concepts once more', async () => {
    const { sql } = await import('drizzle-orm')
    const heat = [...byExternalId].find(([, name]) => name === 'heat')![0]
    await t.container.database.db.execute(sql`update grants set concepts = '{}', eligibility = null where external_id = ${heat}`)
    await t.container.database.db.execute(sql`update app_meta set value = 'an older lexicon' where key = 'grant_concepts_version'`)
    await t.container.grants.changed()
    expect((await q('Wärmepumpe')).names).not.toContain('heat')   // its English text says "heat pumps"
    expect(await t.container.grants.ensureConcepts()).toBeGreaterThanOrEqual(1)
    expect((await q('Wärmepumpe')).names).toContain('heat')
    expect(await t.container.grants.ensureConcepts()).toBe(0)   // the version is stored: nothing to do
  })
})

describe('a replaced thing read with what it becomes', () => {
  it('answers "replace our old gas ovens with electric ones" with electric ovens, not with gas', async () => {
    await insertGrants(t, [
      grantInput(t, {
        external_id: 'electric-ovens', title: 'Electric ovens for craft bakeries',
        description: 'Bakeries change over to new ovens.', countries: ['DE'],
      }),
      grantInput(t, {
        external_id: 'gas-networks', title: 'Methane leak detection in gas networks',
        description: 'Sensors for distribution grids.', countries: ['DE'],
      }),
    ])
    const found = await q('we want to replace our old gas ovens with electric ones')
    const ids = (found.items as { external_id: string }[]).map((g) => g.external_id)
    expect(ids[0]).toBe('electric-ovens')
    // "gas" is what is replaced, read in the reading: no word of its own to find gas networks by.
    expect(ids).not.toContain('gas-networks')
  })
})
