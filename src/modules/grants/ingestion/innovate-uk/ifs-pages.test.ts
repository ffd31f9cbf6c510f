import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { competitionItem } from './ifs-competition.js'
import { parseOverviewText } from './ifs-excerpt.js'
import { ifsPageKind, parseOverviewHtml, parseSearchHtml } from './ifs-html.js'
import { FIXTURES, SAMPLES } from './test-support.js'

const fixture = (id: string) => readFileSync(join(FIXTURES, `ifs_competition_${id}_overview_page_excerpt.txt`), 'utf8')
const page = (name: string) => readFileSync(join(SAMPLES, 'ifs', name), 'utf8')
const grantOf = (item: ReturnType<typeof competitionItem>) => {
  if (item.kind !== 'grant') throw new Error(`expected a grant, got ${JSON.stringify(item)}`)
  return item.grant
}

describe('IFS overview page as extracted text (research fixtures)', () => {
  it('reads competition 243 and bounds its unstated close by the project start date', () => {
    const c = parseOverviewText(fixture('243'), '243')
    expect(c.title).toBe('Open grant funding competition: round 3')
    expect(c.status_line).toBe('This competition is now closed.')
    expect(c.sections.map((s) => s.heading)).toEqual(['Description', 'Funding type', 'Project size', 'Who can apply'])
    expect(c.truncated).toMatch(/cut inside "Who can apply"/)
    const g = grantOf(competitionItem(c))
    expect(g).toMatchObject({
      external_id: '243',
      title: 'Open grant funding competition: round 3',
      summary: 'Opportunity to apply for a share of up to £20 million to deliver game changing or disruptive innovations with significant potential for impact on the UK economy.',
      source_url: 'https://apply-for-innovation-funding.service.gov.uk/competition/243/overview',
      funding_amount_min: 25_000,
      funding_amount_max: 2_000_000,
      funding_rate_min: null,
      funding_rate_max: null,
      currency: 'GBP',
      start_date: null,
      publication_date: null,
      countries: ['GB'],
      company_sizes: ['micro', 'small', 'medium', 'large'],
      programme: 'Innovate UK',
      keywords: ['Grant'],
    })
    expect(g.description).toMatch(/^Innovate UK, as part of UK Research and Innovation, will invest up to £20 million/)
    // 1 April 2019, 00:00 BST: the page says closed, and projects had to start by then.
    expect(g.deadline).toEqual(new Date('2019-03-31T23:00:00Z'))
    expect(g.deadlines).toEqual([new Date('2019-03-31T23:00:00Z')])
    expect(g.provenance?.deadline).toMatch(/All projects must start by 1 April 2019.*upper bound/)
    expect(g.provenance?.company_sizes).toBe('Who can apply: "be a UK-based business of any size or a research and technology organisation (RTO)"')
    expect(g.provenance?.excerpt).toMatch(/A UK business must be eligible to/)
  })

  it('skips competition 1798: closed, no date stated and none derivable', () => {
    const c = parseOverviewText(fixture('1798'), '1798')
    expect(c.title).toBe('Growing Kent and Medway: prototyping and demonstrator fund')
    expect(c.summary).toMatch(/^UK registered businesses can apply for a share of up to £750,000/)
    // The cut "Project size" ("Your project’s total g") is dropped, not read as an amount.
    expect(c.sections.find((s) => s.heading === 'Project size')?.text).toBe('')
    const item = competitionItem(c)
    expect(item).toEqual({ kind: 'skip', reference: 'ifs:1798', reason: expect.stringMatching(/now closed.*no closing date.*not imported/) })
  })

  it('would take the pot as the ceiling if 1798 had a date', () => {
    const c = parseOverviewText(fixture('1798').replace('This competition is now closed.', 'Closes: Wednesday 8 March 2023 11:00am'), '1798')
    const g = grantOf(competitionItem(c))
    expect(g).toMatchObject({ funding_amount_min: null, funding_amount_max: 750_000, deadline: new Date('2023-03-08T11:00:00Z'), company_sizes: [] })
    expect(g.provenance?.funding_amount_max).toMatch(/pot "share of up to £750,000"/)
    expect(g.provenance?.countries).toBe('UK requirement: "UK registered businesses can apply for a share of up to £750,000 for the development and demonstration of innovative new technologies."')
  })
})

describe('IFS overview page (HTML)', () => {
  it('reads every field of an open competition (2301)', () => {
    const html = page('competition-2301-overview.html')
    expect(ifsPageKind(html)).toBe('overview')
    const c = parseOverviewHtml(html, null)
    expect(c.id).toBe('2301') // from the apply link, no hint given
    expect(c.status_line).toBeNull()
    expect(c.sections.filter((s) => s.panel === 'summary').map((s) => s.heading)).toEqual(['Description', 'Funding type', 'Project size'])
    const g = grantOf(competitionItem(c))
    expect(g).toMatchObject({
      external_id: '2301',
      title: 'Farming Innovation Programme: Climate Smart Feasibility round 2',
      summary: 'UK registered businesses can apply for a share of up to £6 million to carry out feasibility studies for climate smart farming innovations.',
      source_url: 'https://apply-for-innovation-funding.service.gov.uk/competition/2301/overview',
      funding_amount_min: 50_000,
      funding_amount_max: 200_000,
      funding_rate_min: 0.5,
      funding_rate_max: 0.7,
      currency: 'GBP',
      start_date: new Date('2026-09-21T10:00:00Z'),
      publication_date: new Date('2026-09-21T10:00:00Z'),
      deadline: new Date('2026-11-25T11:00:00Z'),
      deadlines: [new Date('2026-11-25T11:00:00Z')],
      countries: ['GB'],
      company_sizes: ['micro', 'small', 'medium', 'large'],
      programme: 'Innovate UK: Farming Innovation Programme',
      keywords: ['Grant'],
    })
    expect(g.description).toContain('• soil carbon measurement and management')
    expect(g.description).toContain('Scope\nYour project must carry out feasibility studies')
    expect(g.provenance).toMatchObject({ source_format: 'IFS competition overview page (HTML)', deadline: 'overview dates list: closing date, UK time' })
  })

  it('reads a closed page, the registration close and the SME-only rule', () => {
    expect(parseOverviewHtml(page('competition-2011-overview.html'), '2011').status_line).toBe('This competition is now closed.')
    const reg = grantOf(competitionItem(parseOverviewHtml(page('competition-2380-overview.html'), '2380')))
    expect(reg.deadlines).toEqual([new Date('2027-02-10T11:00:00Z'), new Date('2027-02-17T11:00:00Z')])
    expect(reg.deadline).toEqual(new Date('2027-02-17T11:00:00Z'))
    const sme = grantOf(competitionItem(parseOverviewHtml(page('competition-2091-overview.html'), '2091')))
    expect(sme.company_sizes).toEqual(['micro', 'small', 'medium'])
    expect(sme).toMatchObject({ funding_rate_min: 0.5, funding_rate_max: 0.7 }) // the 80% research-organisation line is not a business rate
  })

  it('falls back to the Dates tab when the opens/closes list is missing (2146)', () => {
    const c = parseOverviewHtml(page('competition-2146-overview.html'), '2146')
    expect(c.date_source).toBe('Dates tab')
    expect(c.opens?.date).toEqual(new Date('2025-10-06T10:00:00Z'))
    expect(c.closes?.date).toEqual(new Date('2025-12-10T11:00:00Z'))
  })

  it('reads the older template (2239): bare sections, "Competition opens" without a time, warning-alert', () => {
    const c = parseOverviewHtml(page('competition-2239-overview.html'), '2239')
    expect(c.title).toBe('Quantum sensing mission primer: navigation and timing')
    expect(c.status_line).toBe('This competition is now closed.')
    expect(c.opens).toEqual({ date: new Date('2026-06-14T23:00:00Z'), has_time: false })
    expect(c.sections.map((s) => s.heading)).toContain('Project size')
    expect(grantOf(competitionItem(c))).toMatchObject({ funding_amount_max: 1_000_000, company_sizes: ['micro', 'small', 'medium', 'large'] })
  })

  it('reads a page without tabs (2397) from its headings', () => {
    const g = grantOf(competitionItem(parseOverviewHtml(page('competition-2397-overview.html'), '2397')))
    expect(g).toMatchObject({ funding_amount_min: 25_000, funding_amount_max: 100_000, company_sizes: ['micro', 'small'], programme: 'Innovate UK: Creative Catalyst' })
    expect(g.description).not.toContain('Need help with this service')
  })

  it('survives a page with almost nothing on it', () => {
    const html = '<html><body><main><h1><span class="govuk-caption-l">Funding competition</span>Bare competition</h1><p>A short line that says nothing about money.</p></main></body></html>'
    const g = grantOf(competitionItem(parseOverviewHtml(html, '999')))
    expect(g).toMatchObject({ external_id: '999', title: 'Bare competition', funding_amount_max: null, deadline: null, start_date: null, company_sizes: [] })
    expect(g.provenance?.countries).toMatch(/^rule:/)
  })

  it('skips an upcoming page without an opening date and a page without an id', () => {
    const html = '<main><h1>Funding competition Soon</h1><div class="govuk-warning-text">This competition has not yet opened.</div></main>'
    expect(competitionItem(parseOverviewHtml(html, '1000'))).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/no opening date/) })
    expect(competitionItem(parseOverviewHtml(html, null))).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/No numeric IFS competition id/) })
  })
})

describe('IFS search page', () => {
  it('lists competitions with their dates and the next page', () => {
    const html = page('competition-search-page-0.html')
    expect(ifsPageKind(html)).toBe('search')
    const result = parseSearchHtml(html)
    expect(result.total).toBe(67)
    expect(result.listings).toHaveLength(25)
    expect(result.next).toBe('?page=1')
    const hashed = result.listings.find((l) => l.competition.id === '2301')!
    expect(hashed.href).toBe('/competition/2301/overview/7b3f0e21-5c84-4f1a-b2d6-91e0c4a8d3f5')
    expect(hashed.competition).toMatchObject({
      title: 'Farming Innovation Programme: Climate Smart Feasibility round 2',
      opens: { date: new Date('2026-09-20T23:00:00Z'), has_time: false },
      closes: { date: new Date('2026-11-25T00:00:00Z'), has_time: false },
      eligibility_summary: 'UK registered businesses of any size, including farmers and growers, can lead a project in England.',
    })
    expect(parseSearchHtml(page('competition-search-page-2.html')).next).toBeNull()
  })

  it('makes a listing-only grant close at the end of its closing day', () => {
    const listing = parseSearchHtml(page('competition-search-page-0.html')).listings.find((l) => l.competition.id === '2301')!.competition
    const g = grantOf(competitionItem(listing))
    expect(g.deadline).toEqual(new Date('2026-11-25T23:59:00Z'))
    expect(g.provenance).toMatchObject({ source_format: 'IFS competition search listing only (no overview page read)', deadline: 'search listing: closing date, UK time (day only: 23:59 of that day taken)' })
  })
})
