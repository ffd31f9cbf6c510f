import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem, GrantDraft, ProjectDraft } from '../connector.js'
import { cohesionConnector } from './cohesion.connector.js'

// The verbatim fixtures (shared research, section 3) through readFiles, field by field.

const FIXTURES = fileURLToPath(new URL('../data/fixtures/cohesion/', import.meta.url))
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }
const ctx: ConnectorContext = { fetch: () => { throw new Error('no network in tests') }, retry: (_what, call) => call(), since: null, log: silent }

async function read (file: string): Promise<ConnectorItem[]> {
  const items: ConnectorItem[] = []
  for await (const item of cohesionConnector.readFiles(`${FIXTURES}${file}`, ctx)) items.push(item)
  return items
}
const projects = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'project' ? [i.project] : [] as ProjectDraft[]))
const grants = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : [] as GrantDraft[]))
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('Kohesio glimpse print (eufundr README row)', () => {
  it('is one operation, with the cut texts kept as text and the cut labels replaced', async () => {
    const items = await read('kohesio_project_row_glimpse_eufundr_readme.txt')
    const [project] = projects(items)
    expect(project).toEqual({
      external_id: 'https://linkedopendata.eu/entity/Q2787640',
      grant_external_id: '2014GR16M2OP001:001:EL30',
      title: 'COMPETITIVENESS TOOLING',
      summary: 'As part of the improvement of its competi…',
      // The print cuts the programme name; the known CCI completes it.
      programme: 'Competitiveness, Entrepreneurship and Innovation',
      topic: '001',
      funding_scheme: 'ERDF',
      total_cost: 40000,
      eu_contribution: null,
      currency: 'EUR',
      start_date: day('2018-12-19'),
      end_date: day('2023-04-13'),
      countries: ['GR'],
      regions: ['EL30'],
      thematic_areas: ["001 Generic productive investment in small and medium-sized enterprises ('SMEs')", 'PO01 Smarter Europe', 'TO03 Competitiveness of SMEs', 'ERDF'],
      // The beneficiary id may be a natural person: nothing is stored.
      organisations: [],
      source_url: 'https://kohesio.ec.europa.eu/en/projects/Q2787640',
    })
  })

  it('aggregates into a closed 2014-2020 grant-level record with no published EU amounts', async () => {
    const [grant] = grants(await read('kohesio_project_row_glimpse_eufundr_readme.txt'))
    expect(grant).toMatchObject({
      external_id: '2014GR16M2OP001:001:EL30',
      title: 'Generic productive investment in small and medium-sized enterprises in Attiki (Aττική) (ERDF, Competitiveness, Entrepreneurship and Innovation)',
      funding_amount_min: null, funding_amount_max: null, funding_rate_min: null, funding_rate_max: null,
      currency: 'EUR', countries: ['GR'],
      start_date: day('2014-01-01'), deadline: null, end_date: day('2023-12-31'),
      source_url: 'https://ec.europa.eu/regional_policy/en/atlas/programmes/2014-2020/greece/2014gr16m2op001',
    })
    expect(grant!.description).toContain('1 operation in the category of intervention 001')
    expect(grant!.description).toContain('The EU contributions of these operations are not published.')
    expect(grant!.provenance?.end_date).toContain('CPR 1303/2013 Art. 65(2)')
  })
})

describe('Interreg Central Baltic list-of-operations row', () => {
  it('maps the operation, its beneficiaries (organisations only) and the programme from the subprogramme', async () => {
    const [project] = projects(await read('interreg_central_baltic_list_of_operations_row.json'))
    expect(project).toMatchObject({
      external_id: expect.stringMatching(/^2014TC16RFCB014:[0-9a-f]{12}$/),
      grant_external_id: '2014TC16RFCB014:118:FI',
      title: 'The Developer of Digital Health and Welfare Services',
      programme: 'Interreg V-A Central Baltic (FI-EE-LV-SE) 2014-2020',
      topic: '118',
      funding_scheme: 'ERDF',
      total_cost: 451412.01,
      eu_contribution: 347127.94,
      currency: 'EUR',
      start_date: day('2015-09-01'),
      end_date: day('2018-02-28'),
      countries: ['FI', 'LV', 'EE'],
      regions: [],
      source_url: null,
    })
    expect(project!.summary).toMatch(/^The project DeDiWe aims/)
    expect(project!.thematic_areas).toContain('P4 Skilled and socially inclusive region')
    expect(project!.organisations!).toHaveLength(8)
    expect(project!.organisations![0]).toEqual({ name: 'Laurea-ammattikorkeakoulu Oy', country: 'FI', role: 'coordinator', sme: null, activity_type: null, contribution: 151764 })
    expect(project!.organisations![3]).toMatchObject({ name: 'Tartu Tervishoiu K�rgkool', country: 'EE', role: 'partner', contribution: 40881.66 })
    expect(project!.organisations![7]).toMatchObject({ role: 'associated_partner', contribution: 0 })
  })

  it('aggregates by the lead partner\'s country with the rate as a fraction', async () => {
    const [grant] = grants(await read('interreg_central_baltic_list_of_operations_row.json'))
    expect(grant).toMatchObject({
      external_id: '2014TC16RFCB014:118:FI', countries: ['FI'], funding_rate_min: 0.769, funding_rate_max: 0.769,
      funding_amount_min: 347127.94, funding_amount_max: 347127.94, deadline: null, end_date: day('2023-12-31'),
    })
    expect(grant!.title).toBe('Labour market relevance of education and training systems in Finland (ERDF, Interreg V-A Central Baltic (FI-EE-LV-SE) 2014-2020)')
  })
})

describe('Bulgarian list-of-operations row', () => {
  it('reads the XLS layout; no programme or intervention field, so evidence only', async () => {
    const items = await read('bulgaria_list_of_operations_row.json')
    expect(grants(items)).toEqual([])
    const [project] = projects(items)
    expect(project).toMatchObject({
      external_id: expect.stringMatching(/^BG-list-of-operations:[0-9a-f]{12}$/),
      grant_external_id: null,
      title: "Implementation of compulsory administrative measures to TNC's and covering translation.",
      total_cost: 1953346.98,
      eu_contribution: 1465010.24, // 75 % of the total: the row states only the rate
      currency: 'BGN',
      start_date: day('2015-10-14'),
      end_date: day('2019-06-01'),
      countries: ['BG'],
      topic: null,
      organisations: [{ name: 'Migration Directorate - Ministry of Interior', country: 'BG', role: 'coordinator', sme: null, activity_type: null, contribution: null }],
    })
  })
})

describe('Inforegio project record', () => {
  it('reads budgets printed as "ECU 909 553" in euro and keeps the person-less beneficiary out', async () => {
    const items = await read('inforegio_project_record.json')
    expect(grants(items)).toEqual([])
    expect(projects(items)[0]).toEqual({
      external_id: 'inforegio:3479',
      grant_external_id: null,
      title: 'Renovated ship: a unique venue on the Danube',
      summary: expect.stringMatching(/^An extension to a boat docked on the river Danube .* resounding success\.$/),
      programme: null,
      topic: null,
      funding_scheme: 'ERDF',
      total_cost: 1259101,
      eu_contribution: 909553,
      currency: 'EUR',
      start_date: day('2009-01-01'),
      end_date: day('2010-11-30'),
      countries: ['HU'],
      regions: ['HU10'],
      thematic_areas: ['Business Support', 'Tourism and Culture', 'Urban development', 'ERDF'],
      // "A38 Ship Budapest" carries no legal form or institutional word: not clearly an organisation.
      organisations: [],
      source_url: 'http://ec.europa.eu/regional_policy/en/projects/hungary/renovated-ship-a-unique-venue-on-the-danube',
    })
  })
})

describe('the whole fixtures directory', () => {
  it('reads all four files, skips nothing and yields the aggregates last', async () => {
    const items = await read('')
    expect(items.filter((i) => i.kind === 'skip')).toEqual([])
    expect(projects(items)).toHaveLength(4)
    expect(grants(items).map((g) => g.external_id)).toEqual(['2014GR16M2OP001:001:EL30', '2014TC16RFCB014:118:FI'])
    expect(items.slice(-2).every((i) => i.kind === 'grant' && i.derived)).toBe(true)
  })
})
