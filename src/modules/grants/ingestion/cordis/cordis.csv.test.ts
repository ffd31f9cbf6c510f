import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cordisConnector } from './cordis.connector.js'
import { HE_HEADER, ORG_HEADER, collect, directoryWith, heOrganisation, heProject, line, testContext } from './cordis.test-support.js'

const readDir = async (files: Record<string, string>, since: Date | null = null) =>
  collect(cordisConnector.readFiles(await directoryWith(files), testContext({ since })))

describe('CORDIS project.csv, Horizon Europe layout', () => {
  it('reads a quoted `;` row with decimal commas and joins organisations, topic titles and fields', async () => {
    const { projects, grants, skips } = await readDir({
      'project.csv': [HE_HEADER, heProject()].join('\n'),
      'organization.csv': [ORG_HEADER,
        heOrganisation({ order: '2', role: 'participant', name: 'UNIVERSITE DE LYON', SME: 'false', activityType: 'HES', country: 'FR', nutsCode: 'FRK26', ecContribution: '573781,25' }),
        heOrganisation({}),
        heOrganisation({ order: '3', role: 'associatedPartner', name: 'ZURCHER FACHHOCHSCHULE', SME: 'false', activityType: 'HES', country: 'CH', nutsCode: 'CH040', ecContribution: '0', vatNumber: 'CHE-1' }),
        heOrganisation({ projectID: '101000001', name: 'ELSEWHERE SARL', country: 'FR' }),
      ].join('\n'),
      'topics.csv': ['projectID;topic;title', line(['101069001', 'HORIZON-CL5-2022-D3-01-02', 'Demonstration of innovative manufacturing of perovskite-silicon tandem PV modules'])].join('\n'),
      'euroSciVoc.csv': ['euroSciVocCode;euroSciVocPath;euroSciVocTitle;euroSciVocDescription;projectID',
        line(['/25/39/27/291/893', '/engineering and technology/…/photovoltaic', 'photovoltaic', '', '101069001'])].join('\n'),
    })
    expect(skips).toEqual([])
    expect(projects).toEqual([{
      external_id: '101069001',
      grant_external_id: 'HORIZON-CL5-2022-D3-01-02',
      title: 'Bifacial tandem modules with recyclable encapsulation',
      summary: 'SUNSTACK designs bifacial tandem modules.\nThey can be recycled.',
      programme: 'Horizon Europe',
      topic: 'HORIZON-CL5-2022-D3-01-02',
      funding_scheme: 'HORIZON-IA',
      total_cost: 2500000.5,
      eu_contribution: 2073781.25,
      currency: 'EUR',
      start_date: new Date('2023-01-01T00:00:00Z'),
      end_date: new Date('2026-12-31T00:00:00Z'),
      countries: ['DE', 'FR', 'CH'],
      regions: ['DEE02', 'FRK26', 'CH040'],
      thematic_areas: ['photovoltaic'],
      organisations: [
        { name: 'SOLARWERK GMBH', country: 'DE', role: 'coordinator', sme: true, activity_type: 'PRC', contribution: 1000000 },
        { name: 'UNIVERSITE DE LYON', country: 'FR', role: 'participant', sme: false, activity_type: 'HES', contribution: 573781.25 },
        { name: 'ZURCHER FACHHOCHSCHULE', country: 'CH', role: 'associatedPartner', sme: false, activity_type: 'HES', contribution: 0 },
      ],
      source_url: 'https://cordis.europa.eu/project/id/101069001',
    }])
    expect(grants[0]!.grant.title).toBe('Demonstration of innovative manufacturing of perovskite-silicon tandem PV modules')
    expect(grants[0]!.grant.provenance?.title).toBe('topic title from topics.csv')
    // The signature (2022-12-05) comes before the start (2023-01-01): the deadline is the day before it.
    expect(grants[0]!.grant.deadline).toEqual(new Date('2022-12-04T00:00:00Z'))
  })

  it('finds columns by header name, whatever their order, and ignores unknown columns', async () => {
    const header = ['keywords', ...HE_HEADER.split(';').reverse()]
    const values = Object.fromEntries(HE_HEADER.split(';').map((name, i) => [name, heProject().split(';')[i]!.slice(1, -1)]))
    const row = line(['perovskite, tandem', ...HE_HEADER.split(';').reverse().map((name) => values[name]!)])
    const { projects, skips } = await readDir({ 'project.csv': [header.join(';'), row].join('\n') })
    expect(skips).toEqual([])
    expect(projects[0]).toMatchObject({ external_id: '101069001', eu_contribution: 2073781.25, total_cost: 2500000.5, funding_scheme: 'HORIZON-IA' })
  })

  it('skips shifted and garbage rows with the line and the reasons, and keeps reading', async () => {
    const unquotedWithSeparator = '101069002;GRIDSHIFT;SIGNED;Shifting demand;2023-03-01;2026-08-31;3988412,5;3988412,5;HORIZON.2.5;HORIZON-CL5-2021-D3-01-13;2023-01-19;HORIZON;HORIZON-CL5-2021-D3-01;HORIZON-CL5-2021-D3-01;HORIZON-IA;;Loads move; boilers too;2025-02-11 09:14:07;252113;10.3030/101069002'
    const { projects, skips } = await readDir({
      'project.csv': [HE_HEADER,
        unquotedWithSeparator,
        heProject({ id: '101069003', acronym: 'TOOMUCH', ecMaxContribution: '3000000', totalCost: '2000000' }),
        heProject({ id: 'ABC', acronym: 'NOID' }),
        heProject({ id: '101069004', acronym: 'BADDATE', startDate: '2023-02-30', endDate: '2022-01-01' }),
        heProject({ id: '101069005', acronym: 'ZERO', ecMaxContribution: '0' }),
        heProject({ id: '101069006', acronym: 'NOMONEY', ecMaxContribution: '' }),
        heProject({ id: '101069007', acronym: 'FINE' }),
      ].join('\n'),
    })
    expect(projects.map((p) => p.external_id)).toEqual(['101069007'])
    const byAcronym = Object.fromEntries(skips.map((s) => [s.reference.match(/\((\w+)\)$/)?.[1], s]))
    expect(byAcronym.GRIDSHIFT!.reference).toMatch(/project\.csv row 1: project 101069002 \(GRIDSHIFT\)$/)
    expect(byAcronym.GRIDSHIFT!.reason).toContain('the row has 21 fields where the header has 20 (columns shifted)')
    expect(byAcronym.TOOMUCH!.reason).toContain('ecMaxContribution 3000000 exceeds totalCost 2000000')
    expect(byAcronym.NOID!.reason).toContain("id 'ABC' is not a grant agreement number")
    expect(byAcronym.BADDATE!.reason).toContain("startDate '2023-02-30' is not an ISO date")
    expect(byAcronym.ZERO!.reason).toContain("ecMaxContribution '0' is not a positive amount")
    expect(byAcronym.NOMONEY!.reason).toContain('no EU contribution')
    expect(skips).toHaveLength(6)
  })

  it('reports an unusable organisation row and still imports its project without it', async () => {
    const { projects, skips } = await readDir({
      'project.csv': [HE_HEADER, heProject()].join('\n'),
      'organization.csv': [ORG_HEADER, heOrganisation({}), heOrganisation({ order: '2', role: 'participant', name: 'NOWHERE LTD', country: 'ZZ' })].join('\n'),
    })
    expect(skips).toEqual([{ reference: expect.stringMatching(/organization\.csv row 2$/), reason: "country 'ZZ' is not an ISO country code" }])
    expect(projects[0]!.organisations!.map((o) => o.name)).toEqual(['SOLARWERK GMBH'])
  })

  it('reads the 2019 H2020 layout as a `;` CSV and names the participants listed in the row', async () => {
    const header = 'rcn;id;acronym;status;programme;topics;frameworkProgramme;title;startDate;endDate;projectUrl;objective;totalCost;ecMaxContribution;call;fundingScheme;coordinator;coordinatorCountry;participants;participantCountries;subjects'
    const row = line(['215949', '773901', 'UNISECO', 'SIGNED', 'H2020-EU.3.2.1.1.', 'SFS-29-2017', 'H2020', 'Agro-ecological farming', '2018-05-01', '2021-04-30', '', 'Text.',
      '4924771', '4924771', 'H2020-SFS-2017-2', 'RIA', 'THUENEN-INSTITUT', 'DE', 'SRUC;TEAGASC', 'UK;IE', 'AGR;ENV'])
    const { projects, skips } = await readDir({ 'project.csv': [header, row].join('\n') })
    expect(skips).toEqual([])
    expect(projects[0]).toMatchObject({
      external_id: '773901', programme: 'H2020', funding_scheme: 'RIA', countries: ['DE', 'GB', 'IE'], thematic_areas: ['AGR', 'ENV'],
      organisations: [
        { name: 'THUENEN-INSTITUT', country: 'DE', role: 'coordinator', sme: null, activity_type: null, contribution: null },
        { name: 'SRUC', country: null, role: 'participant', sme: null, activity_type: null, contribution: null },
        { name: 'TEAGASC', country: null, role: 'participant', sme: null, activity_type: null, contribution: null },
      ],
    })
  })

  it('reads one file given by path with the side files of its directory', async () => {
    const dir = await directoryWith({
      'project.csv': [HE_HEADER, heProject()].join('\n'),
      'organization.csv': [ORG_HEADER, heOrganisation({})].join('\n'),
      'other-projects.csv': [HE_HEADER, heProject({ id: '101069099', acronym: 'OTHER' })].join('\n'),
    })
    const { projects } = await collect(cordisConnector.readFiles(join(dir, 'project.csv'), testContext()))
    expect(projects.map((p) => [p.external_id, p.organisations!.length])).toEqual([['101069001', 1]])
  })

  it('hands over a project read twice only once, and counts it once in its topic', async () => {
    const { projects, skips, grants } = await readDir({
      'project.csv': [HE_HEADER, heProject()].join('\n'),
      'project.json': JSON.stringify([{ id: '101069001', acronym: 'SUNSTACK', title: 'Again', ecMaxContribution: 5, topics: 'HORIZON-CL5-2022-D3-01-02' }]),
    })
    expect(projects).toHaveLength(1)
    expect(skips).toEqual([{ reference: expect.stringMatching(/project\.json item 0: project 101069001 \(SUNSTACK\)$/), reason: 'project 101069001 was already read in this run' }])
    expect(grants[0]!.grant.description).toContain('1 project was funded')
  })
})
