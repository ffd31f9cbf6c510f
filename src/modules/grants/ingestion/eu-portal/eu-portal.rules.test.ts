import { describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { topicBudget } from './budget.js'
import { parseSourceDate } from './dates.js'
import { parseEmbeddedJson } from './embedded-json.js'
import { topicText } from './html-text.js'
import { resolveProgramme } from './programmes.js'
import { sediaRowToTopic } from './sedia.mapper.js'
import { BEST_SEARCH_ROW, ReadState } from './selection.js'
import { topicToItem } from './topic.js'

const quiet = { info () {}, warn () {}, error () {}, debug () {} }
const ctx = (since: Date | null = null): ConnectorContext => ({ fetch: () => Promise.reject(new Error('offline')), retry: (_w, c) => c(), since, log: quiet })

/** A search API row as the index returns it: every metadata value an array of strings. */
function row (meta: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  return {
    reference: 'r', summary: meta.title?.[0] ?? '',
    metadata: { identifier: ['HORIZON-CL5-2027-03-D3-01'], title: ['Floating offshore wind'], type: ['1'], status: ['31094502'], frameworkProgramme: ['43108390'], startDate: ['2026-10-06T00:00:00.000+0000'], deadlineDate: ['2027-02-25T17:00:00.000+0000'], descriptionByte: ['<p>Text.</p>'], DATASOURCE: ['SEDIA'], ...meta },
    ...extra,
  }
}
function item (meta: Record<string, string[]>): ConnectorItem {
  const result = sediaRowToTopic(row(meta), 'test#0')
  return 'skip' in result ? { kind: 'skip', reference: 'test#0', reason: result.skip } : topicToItem(result.topic)
}
const grant = (it: ConnectorItem) => {
  if (it.kind !== 'grant') throw new Error(`expected a grant, got ${JSON.stringify(it)}`)
  return it.grant
}

describe('JSON inside metadata strings', () => {
  it('parses whole JSON and recovers the complete part of a cut string', () => {
    expect(parseEmbeddedJson('{"a":[1,2]}')).toEqual({ value: { a: [1, 2] }, truncated: false })
    expect(parseEmbeddedJson('{"a":1,"b":[1,2,')).toEqual({ value: { a: 1, b: [1, 2] }, truncated: true })
    expect(parseEmbeddedJson('["x","y')).toEqual({ value: ['x'], truncated: true })
  })

  it('never keeps a number that the cut may have shortened, nor a key without its value', () => {
    expect(parseEmbeddedJson('{"min":7000000,"max":12000')).toEqual({ value: { min: 7000000 }, truncated: true })
    expect(parseEmbeddedJson('{"a":1,"b":')).toEqual({ value: { a: 1 }, truncated: true })
  })

  it('gives up on text that is not JSON at all', () => {
    expect(parseEmbeddedJson('not json')).toBeNull()
    expect(parseEmbeddedJson('')).toBeNull()
  })
})

describe('budgetOverview', () => {
  const map = (actions: Record<string, unknown>[]) => JSON.stringify({ budgetTopicActionMap: { 1: actions } })

  it('takes only the actions named "<identifier> - <type>", not a sibling whose id extends it', () => {
    const raw = map([
      { action: 'HORIZON-EIC-2026-PRIZE-WIP - HORIZON-AG Prize', minContribution: 50000, maxContribution: 100000 },
      { action: 'HORIZON-EIC-2026-PRIZE-WIP-RisingInnovators - HORIZON-AG Prize', minContribution: 20000, maxContribution: 220000 },
    ])
    const b = topicBudget(raw, 'HORIZON-EIC-2026-PRIZE-WIP')!
    expect([b.min, b.max, b.note]).toEqual([50000, 100000, null])
  })

  it('reads 0 as "not stated", numeric strings as numbers, and orders a swapped pair', () => {
    expect(topicBudget(map([{ action: 'X-1 - T', minContribution: 0, maxContribution: '2500000' }]), 'X-1')).toMatchObject({ min: null, max: 2_500_000 })
    expect(topicBudget(map([{ action: 'X-1 - T', minContribution: 9, maxContribution: 3 }]), 'X-1')).toMatchObject({ min: 3, max: 9 })
  })

  it('takes a lone unnamed action as the topic\'s only when the map is complete', () => {
    const lone = [{ action: 'HORIZON-RIA Research and Innovation Actions', minContribution: 1, maxContribution: 2 }]
    expect(topicBudget(map(lone), 'X-1')).toMatchObject({ min: 1, max: 2, note: expect.stringMatching(/one action/) })
    expect(topicBudget(map(lone).slice(0, -3), 'X-1')).toMatchObject({ min: null, max: null })
  })

  it('says so when the string cannot be read at all', () => {
    expect(topicBudget('<<garbage', 'X-1')).toMatchObject({ min: null, max: null, note: expect.stringMatching(/unreadable/) })
  })
})

describe('dates and HTML', () => {
  it('reads the portal\'s date formats and refuses out-of-range values', () => {
    expect(parseSourceDate('2027-02-04T00:00:00.000+0000')).toEqual(new Date('2027-02-04T00:00:00Z'))
    expect(parseSourceDate('2027-02-04')).toEqual(new Date('2027-02-04T00:00:00Z'))
    expect(parseSourceDate(1790640000000)).toEqual(new Date('2026-09-29T00:00:00Z'))
    expect(parseSourceDate('1790640000000')).toEqual(new Date('2026-09-29T00:00:00Z'))
    expect(parseSourceDate(1790640000)).toBeNull()            // seconds, not milliseconds
    expect(parseSourceDate('next spring')).toBeNull()
  })

  it('turns a description into text and takes the first non-heading paragraph as summary', () => {
    const html = '<p class="topicdescriptionkind">Scope:</p><ul><li><p>First <b>point</b><sup>[2]</sup></p></li><li>Second</li></ul><p>Last &amp; final</p>'
    expect(topicText(html)).toEqual({ description: 'Scope:\n\nFirst point\n\nSecond\n\nLast & final', summary: 'First point' })
    expect(topicText('Plain text, no tags')).toEqual({ description: 'Plain text, no tags', summary: 'Plain text, no tags' })
  })
})

describe('programme', () => {
  it('decodes frameworkProgramme codes and bulk abbreviations without a rule', () => {
    expect(resolveProgramme({ identifier: 'LIFE-2026-CET-LOCAL', code: '43252405' })).toMatchObject({ name: 'LIFE Programme', rule: null, part: 'LIFE Clean Energy Transition' })
    expect(resolveProgramme({ identifier: 'CEF-T-2026-AFIF', abbreviation: 'CEF2027' })).toMatchObject({ name: 'Connecting Europe Facility', rule: null, part: 'CEF Transport' })
  })

  it('falls back to the identifier prefix and records the rule', () => {
    const p = resolveProgramme({ identifier: 'INNOVFUND-2026-NZT-PILOTS', code: '99999999' })
    expect(p.name).toBe('Innovation Fund')
    expect(p.rule).toMatch(/99999999 not in the decoded codes; identifier prefix INNOVFUND- → Innovation Fund/)
    expect(resolveProgramme({ identifier: 'HORIZON-EIC-2027-ACCELERATOR-01' })).toMatchObject({ name: 'Horizon Europe', part: 'EIC Accelerator' })
    expect(resolveProgramme({ identifier: 'XYZ-1' })).toMatchObject({ name: null, rule: null, part: null })
  })

  it('puts the prefix rule into the grant\'s provenance', () => {
    const g = grant(item({ identifier: ['SMP-COSME-2026-SEE-01'], frameworkProgramme: [] }))
    expect(g.programme).toBe('Single Market Programme')
    expect(g.provenance?.programme).toMatch(/identifier prefix SMP- → Single Market Programme/)
  })
})

describe('status carried by dates', () => {
  it('keeps an open topic\'s dates and uses the final cut-off as deadline', () => {
    const g = grant(item({ deadlineDate: ['2027-06-09T17:00:00.000+0000', '2027-01-13T17:00:00.000+0000'] }))
    expect(g.deadlines).toEqual([new Date('2027-01-13T17:00:00Z'), new Date('2027-06-09T17:00:00Z')])
    expect(g.deadline).toEqual(new Date('2027-06-09T17:00:00Z'))
    expect(g.start_date).toEqual(new Date('2026-10-06T00:00:00Z'))
    expect(g.publication_date).toEqual(g.start_date)
  })

  it('closes a closed two-stage topic at its first-stage cut-off', () => {
    const g = grant(item({ status: ['31094503'], deadlineModel: ['two-stage'], deadlineDate: ['2026-09-23T17:00:00.000+0000', '2027-03-10T17:00:00.000+0000'] }))
    expect(g.deadline).toEqual(new Date('2026-09-23T17:00:00Z'))
    expect(g.deadlines).toHaveLength(2)
    expect(g.provenance?.deadline).toMatch(/first-stage cut-off/)
  })

  it('skips a closed topic without any deadline and a forthcoming one without an opening date', () => {
    expect(item({ status: ['31094503'], deadlineDate: [] })).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/closed but gives no deadline/) })
    expect(item({ status: ['31094501'], startDate: [] })).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/forthcoming without a planned opening date/) })
  })

  it('closes at 17:00 Brussels time on the cut-off day, in winter and summer; a time of the source\'s own is kept', () => {
    const cutOffs = (deadlineDate: string[]) => grant(item({ status: ['31094502'], deadlineDate })).deadlines
    expect(cutOffs(['2027-01-14T00:00:00.000+0000', '2027-06-03'])).toEqual([
      new Date('2027-01-14T16:00:00Z'), new Date('2027-06-03T15:00:00Z'),
    ])
    // 28 March and 31 October 2027 are the Sundays summer time begins and ends.
    expect(cutOffs(['2027-03-28', '2027-03-27', '2027-10-31', '2027-10-30'])).toEqual([
      new Date('2027-03-27T16:00:00Z'), new Date('2027-03-28T15:00:00Z'),
      new Date('2027-10-30T15:00:00Z'), new Date('2027-10-31T16:00:00Z'),
    ])
    expect(cutOffs(['2027-05-05T12:30:00.000+0000'])).toEqual([new Date('2027-05-05T12:30:00Z')])
  })

  it('recovers a missing opening date and cut-offs from the actions JSON, and says where they came from', () => {
    const actions = JSON.stringify([{ status: { id: 31094501, abbreviation: 'Forthcoming' }, plannedOpeningDate: '2027-02-04', deadlineDates: ['2027-04-08', '2027-09-14'] }])
    const g = grant(item({ status: [], startDate: [], deadlineDate: [], actions: [actions] }))
    expect(g.start_date).toEqual(new Date('2027-02-04T00:00:00Z'))
    expect(g.deadline).toEqual(new Date('2027-09-14T15:00:00Z'))
    expect(g.publication_date).toBeNull()        // status read from the actions JSON: forthcoming
    expect(g.provenance).toMatchObject({ start_date: expect.stringMatching(/actions JSON/), deadlines: expect.stringMatching(/actions/) })
  })
})

describe('rows that are not grants or cannot be used', () => {
  it('skips tenders, unknown types and rows without identifier, title or metadata', () => {
    expect(item({ type: ['0'] })).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/call for tenders/) })
    expect(item({ type: ['5'] })).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/unknown result type 5/) })
    expect(item({ identifier: [] })).toMatchObject({ kind: 'skip', reason: 'search result without an identifier' })
    expect(sediaRowToTopic({ ...row({}), summary: '', metadata: { ...row({}).metadata, title: [] } }, 'x')).toEqual({ skip: 'HORIZON-CL5-2027-03-D3-01: no title' })
    expect(sediaRowToTopic('text', 'x')).toEqual({ skip: 'search result without a metadata object' })
    expect(sediaRowToTopic({ metadata: [] }, 'x')).toEqual({ skip: 'search result without a metadata object' })
  })

  it('links cascade-funding calls (type 8) to their competitive-call page', () => {
    const g = grant(item({ type: ['8'], identifier: ['HEATWISE-OC2-2026'], callccm2Id: ['45123456'] }))
    expect(g.source_url).toBe('https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/competitive-calls-cs/45123456')
  })
})

describe('one row per identifier across the whole read', () => {
  const topic = (meta: Record<string, string[]>) => sediaRowToTopic(row(meta), 'r')

  it('keeps a complete row that comes after a stub, whatever the page, and drops later copies', () => {
    const state = new ReadState(ctx())
    expect(state.offer(topic({ status: [], descriptionByte: [] }), 'page 1', BEST_SEARCH_ROW)).toEqual([])
    const kept = state.offer(topic({ title: ['Full row'] }), 'page 3', BEST_SEARCH_ROW)
    expect(kept.map((i) => i.kind === 'grant' && i.grant.title)).toEqual(['Full row'])
    expect(state.offer(topic({ title: ['Copy'] }), 'page 3', BEST_SEARCH_ROW)).toEqual([])
    expect(state.flush()).toEqual([])
    expect(state.duplicates).toBe(2)
  })

  it('hands on the best of incomplete rows when the read ends', () => {
    const state = new ReadState(ctx())
    state.offer(topic({ status: [], descriptionByte: [], title: ['Stub'] }), 'a', BEST_SEARCH_ROW)
    state.offer(topic({ DATASOURCE: ['SEDIA_PRD_CENTRICITY'], title: ['Legacy with text'] }), 'b', BEST_SEARCH_ROW)
    state.offer(topic({ status: [], title: ['Text, no status'] }), 'c', BEST_SEARCH_ROW)
    expect(state.flush().map((i) => i.kind === 'grant' && i.grant.title)).toEqual(['Legacy with text'])
  })

  it('drops topics older than `since`', () => {
    const state = new ReadState(ctx(new Date('2026-10-01T00:00:00Z')))
    expect(state.offer(topic({ es_SortDate: ['2026-09-30T00:00:00.000+0000'] }), 'a', BEST_SEARCH_ROW)).toEqual([])
    expect(state.offer(topic({ identifier: ['B-1'], es_SortDate: ['2026-10-01T00:00:00.000+0000'] }), 'b', BEST_SEARCH_ROW)).toHaveLength(1)
    expect(state.olderThanSince).toBe(1)
  })
})
