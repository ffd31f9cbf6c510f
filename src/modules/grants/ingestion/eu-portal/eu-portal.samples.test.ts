import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { grantStatus } from '../../grants.status.js'
import type { ConnectorContext, ConnectorItem, GrantDraft } from '../connector.js'
import { euPortalConnector } from './eu-portal.connector.js'

// The bundled sample files: three SEDIA search response pages and a small grantsTenders.json,
// dated relative to the snapshot 2026-11-15 (the loader shifts them later).
const SAMPLE = fileURLToPath(new URL('../data/sample/eu_portal/', import.meta.url))
const SNAPSHOT = new Date('2026-11-15T00:00:00Z')
const quiet = { info () {}, warn () {}, error () {}, debug () {} }
const ctx: ConnectorContext = { fetch: () => Promise.reject(new Error('no network in tests')), retry: (_w, c) => c(), since: null, log: quiet }

interface SearchRow { metadata: Record<string, string[] | undefined> }
const pages = readdirSync(SAMPLE).filter((f) => f.startsWith('search-page-')).sort()
const searchRows = pages.flatMap((f) => (JSON.parse(readFileSync(join(SAMPLE, f), 'utf8')) as { results: SearchRow[] }).results)
const bulk = (JSON.parse(readFileSync(join(SAMPLE, 'grantsTenders.json'), 'utf8')) as { fundingData: { GrantTenderObj: { type: number; identifier: string; status: { abbreviation: string } }[] } }).fundingData.GrantTenderObj
const PORTAL_TO_STATUS: Record<string, string> = { 31094501: 'upcoming', 31094502: 'active', 31094503: 'closed', Forthcoming: 'upcoming', Open: 'active', Closed: 'closed' }

const items: ConnectorItem[] = []
let grants: GrantDraft[] = []
const byId = (id: string) => grants.find((g) => g.external_id === id)!

beforeAll(async () => {
  for await (const item of euPortalConnector.readFiles(SAMPLE, ctx)) items.push(item)
  grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
})

describe('eu_portal sample files', () => {
  it('are real search responses: several pages, one consistent totalResults, duplicate rows per identifier', () => {
    expect(pages).toEqual(['search-page-1.json', 'search-page-2.json', 'search-page-3.json'])
    const totals = pages.map((f) => (JSON.parse(readFileSync(join(SAMPLE, f), 'utf8')) as { totalResults: number }).totalResults)
    expect(new Set(totals)).toEqual(new Set([searchRows.length]))
    const ids = searchRows.map((r) => r.metadata.identifier![0]!)
    expect(new Set(ids).size).toBeGreaterThanOrEqual(110)
    expect(ids.length - new Set(ids).size).toBeGreaterThanOrEqual(8)
    expect(searchRows.some((r) => r.metadata.DATASOURCE?.[0] === 'SEDIA_PRD_CENTRICITY' && r.metadata.keywords?.[0]?.startsWith('['))).toBe(true)
    expect(searchRows.filter((r) => r.metadata.budgetOverview).length).toBeGreaterThan(60)
  })

  it('yield one grant per distinct topic of the pages and of the bulk file, and skip only the tenders', () => {
    const searchIds = new Set(searchRows.map((r) => r.metadata.identifier![0]!))
    const bulkOnly = new Set(bulk.filter((o) => o.type === 1 && !searchIds.has(o.identifier)).map((o) => o.identifier))
    expect(bulkOnly.size).toBeGreaterThanOrEqual(25)
    expect(grants).toHaveLength(searchIds.size + bulkOnly.size)
    expect(new Set(grants.map((g) => g.external_id)).size).toBe(grants.length)
    const skips = items.filter((i) => i.kind === 'skip')
    expect(skips).toHaveLength(bulk.filter((o) => o.type === 0).length)
    for (const s of skips) expect(s).toMatchObject({ reason: expect.stringMatching(/call for tenders \(type 0\) is procurement/) })
  })

  it('give every grant a title, an id, a portal URL, EUR, ordered valid dates and no carbon fields', () => {
    for (const g of grants) {
      expect(g.title.length, g.external_id).toBeGreaterThan(10)
      expect(g.source_url).toMatch(/^https:\/\/ec\.europa\.eu\/info\/funding-tenders\/opportunities\/portal\/screen\/opportunities\/(topic-details|competitive-calls-cs)\//)
      expect(g.currency).toBe('EUR')
      const dates = [g.start_date, g.deadline, g.publication_date, ...(g.deadlines ?? [])].filter((d) => d != null)
      for (const d of dates) expect(Number.isNaN(d.getTime())).toBe(false)
      const times = (g.deadlines ?? []).map((d) => d.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(times).toContain(g.deadline!.getTime())
      expect(g.start_date!.getTime()).toBeLessThan(g.deadline!.getTime())
      expect(g.programme).toBeTruthy()
      expect(Object.keys(g).filter((k) => /carbon|taxonomy|green_deal|fit_for_55/.test(k))).toEqual([])
    }
  })

  it('carry the portal status in their dates: derived status at the snapshot equals the source status', () => {
    const stated = new Map<string, string>()
    for (const r of searchRows) if (r.metadata.status?.[0]) stated.set(r.metadata.identifier![0]!, PORTAL_TO_STATUS[r.metadata.status[0]]!)
    for (const o of bulk) if (o.type === 1 && !stated.has(o.identifier)) stated.set(o.identifier, PORTAL_TO_STATUS[o.status.abbreviation]!)
    const counts: Record<string, number> = {}
    for (const g of grants) {
      const status = grantStatus({ start_date: g.start_date ?? null, deadline: g.deadline ?? null }, SNAPSHOT)
      expect(status, g.external_id).toBe(stated.get(g.external_id))
      counts[status] = (counts[status] ?? 0) + 1
    }
    expect(counts.active).toBeGreaterThan(40)
    expect(counts.upcoming).toBeGreaterThan(20)
    expect(counts.closed).toBeGreaterThan(15)
  })

  it('keep the full row of a topic whose stub sorted first, even on another page', () => {
    expect(byId('HORIZON-CL5-2027-01-D1-10').description).toMatch(/Methane Regulation/)
    expect(byId('HORIZON-CL5-2027-02-D2-04').summary).toMatch(/^Repurposing electric vehicle batteries/)
    // A legacy copy beside a current row loses to it (the current one has the budget).
    expect(byId('HORIZON-CL5-2027-01-D1-02').funding_amount_max).toBe(6_000_000)
    // A topic both on a search page and in the bulk file keeps the search row's description.
    expect(byId('LIFE-2026-SAP-CLIMA-CCM').description).toMatch(/2040 climate target/)
    // Of two bulk objects with one identifier the first one read is kept.
    expect(byId('HORIZON-CL5-2027-02-D2-12').title).not.toMatch(/previous version/)
  })

  it('read budgets, multi-stage deadlines, programmes and thematic areas', () => {
    expect(byId('HORIZON-CL5-2027-03-D3-01')).toMatchObject({ funding_amount_min: 12_000_000, funding_amount_max: 15_000_000, programme: 'Horizon Europe' })
    expect(byId('LIFE-2026-SAP-CLIMA-CCM')).toMatchObject({ funding_amount_min: null, funding_amount_max: null, programme: 'LIFE Programme' })
    expect(byId('INNOVFUND-2026-NZT-GENERAL-LARGE')).toMatchObject({ funding_amount_min: 7_500_000, funding_amount_max: null, programme: 'Innovation Fund' })
    const eic = byId('HORIZON-EIC-2027-ACCELERATOR-01')
    expect(eic.deadlines).toHaveLength(5)
    expect(eic.deadline).toEqual(new Date('2027-10-06T17:00:00Z'))
    // The programme part is also a source tag here, so it sits in thematic_areas and is not repeated.
    expect(eic.thematic_areas).toContain('EIC Accelerator')
    expect(eic.keywords).toEqual(['HORIZON EIC Accelerator Blended Finance', 'EIC Accelerator 2027'])
    expect(eic.action_types).toEqual(['HORIZON EIC Accelerator Blended Finance'])
    expect(byId('HORIZON-CL5-2027-03-D3-01').action_types).toEqual(['HORIZON Innovation Actions'])
    // A cascade open call (type 8) lists its parent project's type of action: not the call's.
    const cascade = byId('HEATWISE-OC2-2026')
    expect(cascade.action_types).toEqual([])
    expect(cascade.provenance?.action_types).toMatch(/type 8 \(cascade funding\).*HORIZON Innovation Actions/)
    const soil = byId('HORIZON-MISS-2027-04-SOIL-04')       // closed two-stage, second stage still ahead
    expect(soil.deadline).toEqual(new Date('2026-03-25T17:00:00Z'))
    expect(soil.provenance?.deadline).toMatch(/first-stage cut-off/)
    expect(byId('CEF-T-2026-AFIF-ELECTRICITY-WORKS').programme).toBe('Connecting Europe Facility')
    const heat = byId('LIFE-2026-CET-HEATPUMPS')
    expect(heat.keywords?.[0]).toBe('LIFE Clean Energy Transition')
    expect(heat.provenance?.keywords).toMatch(/identifier LIFE-2026-CET-HEATPUMPS matches/)
    expect(byId('HORIZON-CL6-2027-01-BIODIV-01').thematic_areas).toEqual(expect.arrayContaining(['Peatland restoration', 'Nature Restoration Law', 'MultiActorApproach']))
    const fromBulk = byId('HORIZON-MISS-2027-03-OCEAN-11')
    expect(fromBulk).toMatchObject({ description: '', programme: 'Horizon Europe', action_types: ['HORIZON Innovation Actions'], thematic_areas: ['Fishing vessels', 'Electric propulsion', 'Mission Ocean', 'Blue economy'] })
    expect(fromBulk.summary).toBe('Topic of the call "Restore our Ocean and Waters by 2030" (HORIZON-MISS-2027-03) under Missions.')
    expect(fromBulk.provenance?.summary).toMatch(/no description/)
  })
})
