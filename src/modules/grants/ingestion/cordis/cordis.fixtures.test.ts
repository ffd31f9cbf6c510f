import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cordisConnector } from './cordis.connector.js'
import { collect, testContext } from './cordis.test-support.js'

// The verbatim CORDIS records in data/fixtures/cordis (see their README): read through
// readFiles exactly as the pipeline reads them.
const FIXTURES = join(import.meta.dirname, '../data/fixtures/cordis')
const read = (name: string) => collect(cordisConnector.readFiles(join(FIXTURES, name), testContext()))

describe('CORDIS fixtures', () => {
  it('maps the H2020 2019-layout row (UNISECO) field by field', async () => {
    const { projects, skips, grants } = await read('h2020_projects_csv_row_uniseco.json')
    expect(skips).toEqual([])
    expect(projects).toHaveLength(1)
    const p = projects[0]!
    expect(p).toMatchObject({
      external_id: '773901',
      grant_external_id: 'SFS-29-2017',
      topic: 'SFS-29-2017',
      title: 'Understanding and improving the sustainability of agro-ecological farming systems in the EU',
      programme: 'H2020',
      funding_scheme: 'RIA',
      total_cost: 4924771,
      eu_contribution: 4924771,
      currency: 'EUR',
      start_date: new Date('2018-05-01T00:00:00Z'),
      end_date: new Date('2021-04-30T00:00:00Z'),
      regions: [],
      thematic_areas: [],
      source_url: 'https://cordis.europa.eu/project/id/773901',
    })
    expect(p.summary!.startsWith('The overarching objective of UNISECO is to strengthen')).toBe(true)
    expect(p.summary!.endsWith('the different stakeholders of the value chain.')).toBe(true)
    // Coordinator first, then the participants' countries as listed, EL and UK made ISO.
    expect(p.countries).toEqual(['DE', 'GB', 'ES', 'RO', 'FI', 'SE', 'CH', 'CZ', 'BE', 'GR', 'HU', 'AT', 'LV', 'LT', 'IT', 'FR'])
    expect(p.organisations).toHaveLength(18)
    expect(p.organisations![0]).toEqual({
      name: 'JOHANN HEINRICH VON THUENEN-INSTITUT, BUNDESFORSCHUNGSINSTITUT FUER LAENDLICHE RAEUME, WALD UND FISCHEREI',
      country: 'DE', role: 'coordinator', sme: null, activity_type: null, contribution: null,
    })
    expect(p.organisations![1]).toEqual({ name: 'THE UNIVERSITY COURT OF THE UNIVERSITY OF ABERDEEN', country: null, role: 'participant', sme: null, activity_type: null, contribution: null })

    expect(grants).toHaveLength(1)
    const { grant, derived } = grants[0]!
    expect(derived).toBe(true)
    expect(grant).toMatchObject({
      external_id: 'SFS-29-2017',
      title: 'H2020 Societal Challenge 2 (Food security, sustainable agriculture, marine research and the bioeconomy) topic SFS-29-2017',
      funding_amount_min: 4924771,
      funding_amount_max: 4924771,
      programme: 'H2020',
      deadline: new Date('2018-04-30T00:00:00Z'),
      countries: [],
      company_sizes: [],
      source_url: 'https://cordis.europa.eu/search?q=contenttype%3D%27project%27%20AND%20topic%2Fcode%3D%27SFS-29-2017%27',
    })
    expect(grant.provenance?.title).toMatch(/built from the topic code/)
    expect(grant.description).toContain('call H2020-SFS-2017-2')
  })

  it('skips the misaligned SMARTER row, naming the row and every failed check', async () => {
    const { projects, grants, skips } = await read('h2020_projects_csv_row_smarter_misaligned.json')
    expect(projects).toEqual([])
    expect(grants).toEqual([])
    expect(skips).toHaveLength(1)
    expect(skips[0]!.reference).toMatch(/h2020_projects_csv_row_smarter_misaligned\.json: project 772787 \(SMARTER\)$/)
    expect(skips[0]!.reason).toContain("call '6998911' is not a call identifier")
    expect(skips[0]!.reason).toContain("fundingScheme '25' is not a funding-scheme code")
    expect(skips[0]!.reason).toContain("coordinatorCountry '/RIA' is not an ISO country code")
  })

  it('maps the per-project XML (Time2SWITCH), amounts from its one organisation', async () => {
    const { projects, grants, skips } = await read('cordis_project_detail_time2switch.xml')
    expect(skips).toEqual([])
    expect(projects).toEqual([{
      external_id: '101117736',
      grant_external_id: 'ERC-2023-STG',
      title: 'Bioorthogonal Iontronic Chemistry: Spatiotemporal Drug Release with Electronic Precision',
      summary: 'I envision a new drug delivery system capable spatiotemporal release with electronic precision.\nThis technology is based on; Biontronic Chemistry (BC) which combines Bioorthogonal Release (BR) and Iontronic transport to overcome the drawbacks of each individual technology and combine their unique advantages.',
      programme: 'Horizon Europe',
      topic: 'ERC-2023-STG',
      funding_scheme: null,
      total_cost: 1496795,
      eu_contribution: 1496795,
      currency: 'EUR',
      start_date: new Date('2024-09-01T00:00:00Z'),
      end_date: new Date('2029-08-31T00:00:00Z'),
      countries: ['AT'],
      regions: [],
      thematic_areas: ['oncology'],
      organisations: [{ name: 'TECHNISCHE UNIVERSITAET WIEN', country: 'AT', role: 'coordinator', sme: false, activity_type: 'HES', contribution: 1496795 }],
      source_url: 'https://cordis.europa.eu/project/id/101117736',
    }])
    expect(grants.map((g) => g.grant)).toMatchObject([{
      external_id: 'ERC-2023-STG', funding_amount_min: 1496795, funding_amount_max: 1496795, programme: 'Horizon Europe',
      deadline: new Date('2024-08-31T00:00:00Z'), title: 'Horizon Europe European Research Council topic ERC-2023-STG', thematic_areas: ['oncology'],
    }])
  })

  it('reads the whole fixture directory: two projects, one skip, two topic grants last', async () => {
    const { items } = await collect(cordisConnector.readFiles(FIXTURES, testContext()))
    expect(items.map((i) => i.kind)).toEqual(['project', 'skip', 'project', 'grant', 'grant'])
  })
})
