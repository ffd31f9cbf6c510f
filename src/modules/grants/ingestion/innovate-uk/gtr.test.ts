import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ProjectDraft } from '../connector.js'
import { aggregate } from './gtr-aggregate.js'
import { fundingLineId, gtrItem, gtrProject, readGtrText } from './gtr.js'
import { FIXTURES, SAMPLES } from './test-support.js'

const FIXTURE = readFileSync(join(FIXTURES, 'gtr_api_search_project_example_excerpt.txt'), 'utf8')
const SAMPLE = readFileSync(join(SAMPLES, 'gtr', 'gtr-projects-innovate-uk-p1-s100.json'), 'utf8')

describe('GtR responses', () => {
  it('reads the truncated official example without crashing: no complete record, and says why', async () => {
    const page = await readGtrText(FIXTURE)
    expect(page.records).toEqual([])
    expect(page.truncated).toMatch(/^invalid JSON \(.+\): 0 complete record\(s\) read before the break$/)
  })

  it('recovers the complete records of a response cut in the middle', async () => {
    const cut = SAMPLE.slice(0, SAMPLE.indexOf('"title": "Circular magnets'))
    const page = await readGtrText(cut)
    expect(page.truncated).toMatch(/: 4 complete record\(s\)/)
    expect(page.records).toHaveLength(4)
    expect((page.records[3] as { title: string }).title).toBe('Wind-assisted propulsion retrofit for short-sea cargo ships')
  })

  it('reads the paging envelope of a GtR-2 page', async () => {
    const page = await readGtrText(SAMPLE)
    expect(page).toMatchObject({ page: 1, total_pages: 1, truncated: null })
    expect(page.records).toHaveLength(77)
  })
})

describe('GtR project mapping', () => {
  it('maps an Innovate UK project field by field', async () => {
    const { records } = await readGtrText(SAMPLE)
    const item = gtrItem(records[0], 0, 'sample')
    if (item.kind !== 'project') throw new Error(JSON.stringify(item))
    const p: ProjectDraft = item.project
    expect(p).toEqual({
      external_id: '10014572',
      grant_external_id: 'gtr:collaborative-r-d',
      title: 'HYDRA-BUS: hydrogen range extender for double-deck buses',
      summary: 'This project develops a compact fuel cell range extender for battery electric double-deck buses operating on long suburban routes. The consortium will integrate the system into a demonstrator vehicle and test it on a depot duty cycle in Greater Manchester.',
      programme: 'Innovate UK',
      topic: null,
      funding_scheme: 'Collaborative R&D',
      total_cost: expect.any(Number),
      eu_contribution: 1_843_220,
      currency: 'GBP',
      start_date: new Date('2021-03-31T23:00:00Z'),
      end_date: new Date('2023-09-29T23:00:00Z'),
      countries: ['GB'],
      regions: [],
      thematic_areas: ['Transport Ops & Management', 'Energy Efficiency', 'Transport', 'Energy'],
      organisations: [
        { name: 'HYDROGRID POWERTRAINS LIMITED', country: null, role: 'coordinator', sme: null, activity_type: null, contribution: 1_013_770 },
        { name: 'NORTHERN COACHWORKS LIMITED', country: null, role: 'participant', sme: null, activity_type: null, contribution: 414_725 },
        { name: 'UNIVERSITY OF BIRMINGHAM', country: null, role: 'participant', sme: null, activity_type: null, contribution: 414_725 },
      ],
      source_url: 'https://gtr.ukri.org/projects?ref=10014572',
    })
  })

  it('skips projects another council leads, and records without a reference', async () => {
    const { records } = await readGtrText(SAMPLE)
    const epsrc = records.find((r) => (r as { leadFunder: string }).leadFunder === 'EPSRC')
    expect(gtrItem(epsrc, 9, 'sample')).toEqual({ kind: 'skip', reference: 'gtr:EP/X012345/1', reason: 'Lead funder is EPSRC, not Innovate UK' })
    expect(gtrItem({ title: 'No reference' }, 4, 'f.json')).toEqual({ kind: 'skip', reference: 'f.json record 5', reason: 'GtR record without a grant reference' })
  })

  it('reads the portal search shape and the GtR-2 identifiers, with award fallbacks', () => {
    const portal = gtrProject({ projectComposition: {
      project: { grantReference: '10054321', title: 'Portal project', grantCategory: 'Feasibility Studies', abstractText: null, fund: { valuePounds: 99_500, start: 1_617_231_600_000, end: 1_648_681_200_000, funder: { name: 'Innovate UK' } } },
      leadResearchOrganisation: { name: 'EXAMPLE LIMITED' },
    } })
    expect(portal).toMatchObject({ lead_funder: 'Innovate UK', project: { external_id: '10054321', eu_contribution: 99_500, summary: '', organisations: [{ name: 'EXAMPLE LIMITED', role: 'coordinator' }] } })
    const v2 = gtrProject({
      identifiers: { identifier: [{ value: 'EP/Z000001/1', type: 'OTHER' }, { value: '10077777', type: 'RCUK' }] },
      title: 'GtR-2 project', leadFunder: 'Innovate UK', grantCategory: 'Smart', start: '2024-04-01',
      participantValues: { participant: [{ organisationName: 'A LTD', role: 'LEAD_PARTICIPANT', grantOffer: 100, projectCost: 150 }, { organisationName: 'B LTD', role: 'PARTICIPANT', grantOffer: 50, projectCost: 80 }] },
    })
    expect(v2).toMatchObject({ reference: '10077777', project: { eu_contribution: 150, total_cost: 230, start_date: new Date('2024-04-01T00:00:00Z'), grant_external_id: 'gtr:smart' } })
  })

  it('reads the single-project portal answer (projectOverview.projectComposition.project)', async () => {
    const body = JSON.stringify({ projectOverview: { projectComposition: { project: { grantReference: '10011111', title: 'One project', grantCategory: 'Smart', leadFunder: 'Innovate UK', fund: { valuePounds: 250_000 } } } } })
    const { records } = await readGtrText(body)
    expect(gtrItem(records[0], 0, 'one.json')).toMatchObject({ kind: 'project', project: { external_id: '10011111', eu_contribution: 250_000, grant_external_id: 'gtr:smart' } })
  })
})

describe('funding-line aggregation', () => {
  it('summarises the projects of one line', async () => {
    const { records } = await readGtrText(SAMPLE)
    const loans = records.map((r, i) => gtrItem(r, i, 's')).flatMap((i) => (i.kind === 'project' && i.project.funding_scheme === 'Innovation Loans' ? [i.project] : []))
    expect(loans).toHaveLength(6)
    const g = aggregate('Innovation Loans', loans)
    expect(g).toMatchObject({
      external_id: 'gtr:innovation-loans',
      title: 'Innovate UK Innovation Loans',
      funding_amount_min: 480_000,
      funding_amount_max: 1_980_000,
      currency: 'GBP',
      deadline: null,
      deadlines: [],
      start_date: new Date('2021-07-31T23:00:00Z'),
      countries: ['GB'],
      programme: 'Innovate UK: Innovation Loans',
    })
    expect(g.description).toBe(
      'Innovate UK Innovation Loans: 6 Innovate UK-led projects funded, as recorded in UKRI Gateway to Research. Awards ranged from £480,000 to £1,980,000. ' +
      'Projects started between August 2021 and July 2025. Main themes: Energy; Manufacturing; Agriculture, Food and Drink; Artificial Intelligence; Building Ops & Management; Built Environment. ' +
      'Largest awards: "Innovation loan: remote patient monitoring wearable" (£1,980,000); "Innovation loan: scale-up of heat pump manufacturing line" (£1,650,000).')
    expect(g.provenance?.deadline).toMatch(/^none: a funding line recurs/)
  })

  it('slugs funding lines into stable ids', () => {
    expect(fundingLineId('Collaborative R&D')).toBe('gtr:collaborative-r-d')
    expect(fundingLineId('Small Business Research Initiative')).toBe('gtr:small-business-research-initiative')
  })
})
