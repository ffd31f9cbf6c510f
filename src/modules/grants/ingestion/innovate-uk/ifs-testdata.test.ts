import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { joinPublicContent, publicContentItem, testDataKind, type TestDataKind } from './ifs-testdata.js'
import { FIXTURES } from './test-support.js'

const FILES = ['ifs_testdata_public_content_groups_excerpt.csv', 'ifs_testdata_public-content-dates_excerpt.csv', 'ifs_testdata_competition-funders_excerpt.csv']
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
const input = (names: string[]) => names.map((name) => ({ name, text: read(name), kind: testDataKind(read(name))! }))

describe('IFS public-content test data (CSV fixtures)', () => {
  it('recognises each file by its header', () => {
    expect(FILES.map((f) => testDataKind(read(f)))).toEqual(['public_content_groups', 'public_content_dates', 'competition_funders'])
    expect(testDataKind('a,b,c\n1,2,3')).toBeNull()
  })

  it('joins sections (multi-line quoted fields), events and funders by competition name', () => {
    const { records, skips } = joinPublicContent(input(FILES))
    expect(skips).toEqual([])
    expect(records.map((r) => r.name)).toEqual(['Connected digital additive manufacturing', 'Integrated delivery programme - low carbon vehicles'])
    const [cdam, idp] = records
    // The duplicated SUMMARY row of the test data is kept once.
    expect(cdam!.sections.map((s) => s.section)).toEqual(['SUMMARY', 'ELIGIBILITY', 'SCOPE', 'HOW_TO_APPLY', 'SUPPORTING_INFORMATION'])
    expect(cdam!.sections[1]).toEqual({
      section: 'ELIGIBILITY', heading: 'Lead applicant eligibility',
      content: 'To lead a project, you must:\n\nbe a UK-based business (of any size)\nhave at least one SME involved in your proposal\ncarry out your project work, and intend to exploit the results, in the UK\nwork alone or in collaboration with others (businesses, research base and third sector)',
    })
    expect(cdam!.sections[2]!.content.split('\n').length).toBeGreaterThan(20)
    expect(cdam!.events).toEqual([{ date: new Date('2016-05-11T23:00:00Z'), raw: '2016-05-12 00:00:00', content: 'Briefing event in Belfast.' }])
    expect(cdam!.funders).toEqual([
      { funder: 'ADVANCED_PROPULSION_CENTRE_APC', budget: 255_000, co_funder: false },
      { funder: 'OTHER_STAKEHOLDERS', budget: 1_150_000, co_funder: true },
      { funder: 'OTHER_STAKEHOLDERS', budget: 375_000, co_funder: true },
    ])
    expect(idp!.sections.map((s) => s.section)).toEqual(['ELIGIBILITY', 'SCOPE', 'HOW_TO_APPLY', 'SUPPORTING_INFORMATION'])
    expect(idp!.funders.map((f) => f.funder)).toEqual(['DEPARTMENT_FOR_DIGITAL_CULTURE_MEDIA_AND_SPORT_DCMS', 'OTHER_STAKEHOLDERS'])
  })

  it('does not import them: no opening or closing date, so no status can be told', () => {
    const { records } = joinPublicContent(input(FILES))
    expect(records.map(publicContentItem)).toEqual([
      { kind: 'skip', reference: 'ifs-testdata:connected-digital-additive-manufacturing', reason: expect.stringMatching(/synthetic.*5 content sections and 3 funders.*2016-05-12 00:00:00 "Briefing event in Belfast\.".*not imported/) },
      { kind: 'skip', reference: 'ifs-testdata:integrated-delivery-programme-low-carbon-vehicles', reason: expect.stringMatching(/4 content sections and 2 funders/) },
    ])
  })

  it('makes a grant, marked synthetic, when the events date the opening and closing', () => {
    const dates = `${read(FILES[1]!)}Connected digital additive manufacturing,2016-04-04 09:00:00,Competition opens\nConnected digital additive manufacturing,2016-06-15 12:00:00,Competition closes\n`
    const files = [...input([FILES[0]!, FILES[2]!]), { name: 'dates.csv', text: dates, kind: 'public_content_dates' as TestDataKind }]
    const item = publicContentItem(joinPublicContent(files).records[0]!)
    if (item.kind !== 'grant') throw new Error(JSON.stringify(item))
    expect(item.grant).toMatchObject({
      external_id: 'ifs-testdata:connected-digital-additive-manufacturing',
      title: 'Connected digital additive manufacturing',
      summary: 'A summary',
      source_url: 'https://apply-for-innovation-funding.service.gov.uk/competition/search?keywords=Connected%20digital%20additive%20manufacturing',
      funding_amount_max: 1_780_000,
      currency: 'GBP',
      start_date: new Date('2016-04-04T08:00:00Z'),
      deadline: new Date('2016-06-15T11:00:00Z'),
      countries: ['GB'],
      company_sizes: ['micro', 'small', 'medium', 'large'],
    })
    expect(item.grant.description).toMatch(/^Our Emerging and Enabling Technologies programme/)
    expect(item.grant.provenance?.source_format).toMatch(/synthetic content, real IFS schema/)
  })

  it('skips rows that do not validate and keeps the rest', () => {
    const bad = 'Competition Name,Funder Name,Funder Budget,Is Co-funder\nSome competition,FUNDER,lots,0\n,FUNDER,100,0\nSome competition,FUNDER,100,0\n'
    const { records, skips } = joinPublicContent([{ name: 'funders.csv', text: bad, kind: 'competition_funders' }])
    expect(skips).toEqual([
      { kind: 'skip', reference: 'funders.csv row 2', reason: 'Funder budget "lots" is not an amount' },
      { kind: 'skip', reference: 'funders.csv row 3', reason: 'Row without a competition name' },
    ])
    expect(records[0]!.funders).toEqual([{ funder: 'FUNDER', budget: 100, co_funder: false }])
  })
})
