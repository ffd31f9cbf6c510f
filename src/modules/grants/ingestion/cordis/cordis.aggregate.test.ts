import { describe, expect, it } from 'vitest'
import type { ProjectOrganisation } from '../ingestion.tables.js'
import { createTopicAggregator, eur } from './cordis.aggregate.js'
import { cordisConnector } from './cordis.connector.js'
import type { CordisProject } from './cordis.project.js'
import { HE_HEADER, ORG_HEADER, collect, directoryWith, heProject, testContext } from './cordis.test-support.js'

const org = (name: string, country: string, sme: boolean | null): ProjectOrganisation =>
  ({ name, country, role: 'participant', sme, activity_type: 'PRC', contribution: null })

function project (id: string, amount: number | null, fields: Partial<CordisProject['project']> & { signed?: string; title_from?: string } = {}): CordisProject {
  const { signed, title_from: titleFrom, ...draft } = fields
  return {
    project: {
      external_id: id, grant_external_id: 'HORIZON-CL5-2022-D3-01-02', title: `Project ${id}`, summary: 'long objective text', programme: 'Horizon Europe',
      topic: 'HORIZON-CL5-2022-D3-01-02', funding_scheme: 'HORIZON-IA', total_cost: amount, eu_contribution: amount, currency: 'EUR',
      start_date: new Date('2023-03-01T00:00:00Z'), end_date: null, countries: [], regions: [], thematic_areas: [], organisations: [],
      source_url: `https://cordis.europa.eu/project/id/${id}`, ...draft,
    },
    acronym: `P${id}`,
    call: 'HORIZON-CL5-2022-D3-01',
    signed: signed ? new Date(signed) : null,
    updated: null,
    topic_title: titleFrom ? { text: 'Tandem PV manufacturing', from: titleFrom } : null,
  }
}

describe('CORDIS topic aggregation', () => {
  it('aggregates a topic from its projects by the documented rule', () => {
    const topics = createTopicAggregator()
    topics.add(project('1', 2_073_781.25, {
      countries: ['DE', 'FR'], organisations: [org('A', 'DE', true), org('B', 'FR', false)], thematic_areas: ['photovoltaic'],
      start_date: new Date('2023-05-01T00:00:00Z'), signed: '2023-02-14T00:00:00Z',
    }), true)
    topics.add(project('2', 4_998_112.5, {
      countries: ['DE', 'IT'], organisations: [org('C', 'DE', true), org('D', 'IT', null), org('E', 'IT', false)],
      thematic_areas: ['photovoltaic', 'solar energy'], start_date: new Date('2023-01-01T00:00:00Z'), title_from: 'topics.csv',
    }), true)
    topics.add(project('3', 3_500_000, { countries: ['ES'], organisations: [org('F', 'ES', false)], start_date: new Date('2024-01-01T00:00:00Z') }), true)

    const [grant, ...rest] = topics.grants()
    expect(rest).toEqual([])
    expect(grant).toMatchObject({
      external_id: 'HORIZON-CL5-2022-D3-01-02',
      title: 'Tandem PV manufacturing',
      funding_amount_min: 2_073_781.25,
      funding_amount_max: 4_998_112.5,
      currency: 'EUR',
      programme: 'Horizon Europe',
      // Earliest of every start and signature date (start of project 2, 2023-01-01) minus one day.
      deadline: new Date('2022-12-31T00:00:00Z'),
      deadlines: [new Date('2022-12-31T00:00:00Z')],
      countries: [],
      company_sizes: [],
      thematic_areas: ['photovoltaic', 'solar energy'],
      // The projects' funding scheme, named as the portal names a topic's type of action.
      action_types: ['HORIZON Innovation Actions'],
      source_url: 'https://cordis.europa.eu/search?q=contenttype%3D%27project%27%20AND%20topic%2Fcode%3D%27HORIZON-CL5-2022-D3-01-02%27',
    })
    expect(grant!.summary).toBe('Closed Horizon Europe topic: 3 funded projects received between EUR 2.07 million and EUR 5.00 million each from the EU (EUR 10.57 million in total).')
    expect(grant!.description).toContain('3 projects were funded, with EU contributions from EUR 2.07 million to EUR 5.00 million (EUR 10.57 million in total); type of action HORIZON-IA.')
    // 6 participations, SME known for 5 of them, 2 SMEs.
    expect(grant!.description).toContain('6 participations by organisations from 4 countries: DE (2), ES (1), FR (1), IT (1); 2 of 5 (40%) by SMEs.')
    expect(grant!.description).toContain('Funded projects include P2, “Project 2” (EUR 5.00 million) and P3, “Project 3” (EUR 3.50 million).')
    expect(grant!.description).toContain('(call HORIZON-CL5-2022-D3-01)')
    expect(grant!.provenance).toMatchObject({
      title: 'topic title from topics.csv',
      deadline: expect.stringContaining('(2023-01-01, start of project 2) minus one day'),
      funding_amount_min: "smallest EU contribution (ecMaxContribution) among the topic's 3 funded projects",
    })
  })

  it('takes an earlier signature date over a later start', () => {
    const topics = createTopicAggregator()
    topics.add(project('1', 1_000_000, { start_date: new Date('2023-06-01T00:00:00Z'), signed: '2023-04-20T00:00:00Z' }), true)
    expect(topics.grants()[0]!.deadline).toEqual(new Date('2023-04-19T00:00:00Z'))
    expect(topics.grants()[0]!.provenance?.deadline).toContain('2023-04-20, signature of project 1')
  })

  it('builds a title from the code when no topic title was read, and says so', () => {
    const topics = createTopicAggregator()
    topics.add(project('1', 1_000_000), true)
    const [grant] = topics.grants()
    expect(grant!.title).toBe('Horizon Europe Cluster 5: Climate, Energy and Mobility topic HORIZON-CL5-2022-D3-01-02')
    expect(grant!.provenance?.title).toBe('built from the topic code and the programme (the input has no topic title)')
    expect(grant!.summary).toBe('Closed Horizon Europe topic: one funded project, which received EUR 1.00 million from the EU.')
  })

  it('leaves out topics with no fresh project, and projects without a topic', () => {
    const topics = createTopicAggregator()
    topics.add(project('1', 1_000_000), false)
    topics.add(project('2', 1_000_000, { grant_external_id: null, topic: null }), true)
    expect(topics.grants()).toEqual([])
    expect(topics.size).toBe(1)
  })

  it('writes amounts readably', () => {
    expect([eur(2_073_781.25), eur(845_300.4), eur(999)]).toEqual(['EUR 2.07 million', 'EUR 845,300', 'EUR 999'])
  })
})

describe('CORDIS `since`', () => {
  it('keeps projects updated or started on or after it, and recounts their topics whole', async () => {
    const dir = await directoryWith({
      'project.csv': [HE_HEADER,
        heProject({ id: '101069001', acronym: 'OLD', startDate: '2023-01-01', contentUpdateDate: '2024-01-10 08:00:00', ecMaxContribution: '1000000', ecSignatureDate: '' }),
        heProject({ id: '101069002', acronym: 'UPDATED', startDate: '2023-02-01', contentUpdateDate: '2025-03-01 08:00:00', ecMaxContribution: '3000000', totalCost: '3000000', ecSignatureDate: '' }),
        heProject({ id: '101069003', acronym: 'STARTING', startDate: '2025-06-01', contentUpdateDate: '', ecMaxContribution: '2000000', ecSignatureDate: '', topics: 'HORIZON-CL6-2024-CLIMATE-01-03' }),
        heProject({ id: '101069004', acronym: 'STALE', startDate: '2022-01-01', contentUpdateDate: '2023-01-01 08:00:00', ecMaxContribution: '500000', ecSignatureDate: '', topics: 'HORIZON-CL4-2021-RESILIENCE-01-05' }),
      ].join('\n'),
      'organization.csv': ORG_HEADER,
    })
    const { projects, grants, skips } = await collect(cordisConnector.readFiles(dir, testContext({ since: new Date('2025-01-01T00:00:00Z') })))
    expect(skips).toEqual([])
    expect(projects.map((p) => p.external_id)).toEqual(['101069002', '101069003'])
    expect(grants.map((g) => [g.grant.external_id, g.grant.funding_amount_min, g.grant.funding_amount_max, g.grant.deadline])).toEqual([
      ['HORIZON-CL5-2022-D3-01-02', 1_000_000, 3_000_000, new Date('2022-12-31T00:00:00Z')],
      ['HORIZON-CL6-2024-CLIMATE-01-03', 2_000_000, 2_000_000, new Date('2025-05-31T00:00:00Z')],
    ])
  })
})
