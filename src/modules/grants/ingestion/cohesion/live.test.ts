import { describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { cohesionConnector } from './cohesion.connector.js'
import { PAGE_SIZE } from './kohesio-api.js'
import { euMemberStates } from './places.js'

// readLive against a fake Kohesio API: paging until a short page, every request through
// ctx.fetch inside ctx.retry, `since`, and what a refused country or a failing source does.

const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }

function item (q: number, overrides: Record<string, unknown> = {}) {
  return {
    item: `Q${q}`, link: `https://linkedopendata.eu/entity/Q${q}`, labels: [`Solar roof ${q}`], originalLabels: [`Dach solarny ${q}`],
    descriptions: ['<p>Photovoltaic panels on a <b>school</b>.</p>'], startTimes: ['2024-05-01'], endTimes: ['2026-04-30'],
    totalBudgets: ['100000.0'], euBudgets: ['85000.0'], countrycode: ['PL'], objectiveIds: ['PO2'], coordinates: ['50.1,19.9'], ...overrides,
  }
}

type Pages = Record<string, unknown[][]>
interface Fake { fetch: typeof fetch; requests: string[] }

function fakeApi (pages: Pages, failures: Record<string, number[]> = {}): Fake {
  const requests: string[] = []
  const fetcher = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    requests.push(url.toString())
    const country = url.searchParams.get('countryCode')!
    const page = Number(url.searchParams.get('page'))
    const status = failures[country]?.shift()
    if (status) return new Response('{"error":"unavailable"}', { status })
    const list = pages[country]?.[page] ?? []
    const total = (pages[country] ?? []).reduce((sum, p) => sum + p.length, 0)
    return new Response(JSON.stringify({ list, numberResults: total }), { headers: { 'content-type': 'application/json' } })
  }
  return { fetch: fetcher as typeof fetch, requests }
}

function context (fake: Fake, since: Date | null = null, attempts = 2) {
  const retried: string[] = []
  const ctx: ConnectorContext = {
    fetch: fake.fetch, since, log: silent,
    // Like the pipeline's retry: the call again on failure, the last error rethrown.
    retry: async (what, call) => {
      retried.push(what)
      let last: unknown
      for (let i = 0; i < attempts; i++) {
        try { return await call() } catch (err) { last = err }
      }
      throw last
    },
  }
  return { ctx, retried }
}

async function collect (ctx: ConnectorContext): Promise<ConnectorItem[]> {
  const items: ConnectorItem[] = []
  for await (const i of cohesionConnector.readLive(ctx)) items.push(i)
  return items
}

const full = Array.from({ length: PAGE_SIZE }, (_, i) => item(1000 + i))

describe('readLive', () => {
  it('asks every EU member state, pages until a short page and maps the items', async () => {
    const fake = fakeApi({ PL: [full, [item(1), item(2, { startTimes: ['2019-03-01'], objectiveIds: ['TO04'] })]], GR: [[item(3, { countrycode: ['EL'] })]] })
    const { ctx, retried } = context(fake)
    const items = await collect(ctx)

    expect(euMemberStates()).toHaveLength(27)
    const pl = fake.requests.filter((u) => u.includes('countryCode=PL'))
    expect(pl).toEqual([
      `https://kohesio.ec.europa.eu/api/projects?page=0&size=${PAGE_SIZE}&countryCode=PL`,
      `https://kohesio.ec.europa.eu/api/projects?page=1&size=${PAGE_SIZE}&countryCode=PL`,
    ])
    expect(new Set(fake.requests.map((u) => new URL(u).searchParams.get('countryCode')))).toEqual(new Set(euMemberStates()))
    // One retry-wrapped call per request.
    expect(retried).toHaveLength(fake.requests.length)
    expect(retried).toContain('Kohesio projects PL page 1')

    const projects = items.flatMap((i) => (i.kind === 'project' ? [i.project] : []))
    expect(projects).toHaveLength(PAGE_SIZE + 3)
    expect(projects.find((p) => p.external_id.endsWith('/Q1'))).toEqual({
      external_id: 'https://linkedopendata.eu/entity/Q1', grant_external_id: 'kohesio-2021-2027:PO02:PL', title: 'Solar roof 1',
      summary: 'Photovoltaic panels on a school.', programme: null, topic: null, funding_scheme: null, total_cost: 100000, eu_contribution: 85000,
      currency: 'EUR', start_date: new Date('2024-05-01T00:00:00Z'), end_date: new Date('2026-04-30T00:00:00Z'), countries: ['PL'], regions: [],
      thematic_areas: ['PO02 Greener Europe'], organisations: [], source_url: 'https://kohesio.ec.europa.eu/en/projects/Q1',
    })
    expect(projects.find((p) => p.external_id.endsWith('/Q2'))!.grant_external_id).toBe('kohesio-2014-2020:TO04:PL')
    expect(projects.find((p) => p.external_id.endsWith('/Q3'))!.countries).toEqual(['GR'])

    const grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
    expect(grants.map((g) => g.external_id)).toEqual(['kohesio-2014-2020:TO04:PL', 'kohesio-2021-2027:PO02:GR', 'kohesio-2021-2027:PO02:PL'])
    expect(grants[2]).toMatchObject({
      funding_rate_min: 0.85, funding_rate_max: 0.85, deadline: null, end_date: new Date('2029-12-31T00:00:00Z'), countries: ['PL'],
    })
    expect(grants[2]!.title).toBe('Greener Europe in Poland (EU cohesion policy programmes 2021-2027 (Kohesio))')
  })

  it('retries a failed request and goes on', async () => {
    const fake = fakeApi({ DE: [[item(7, { countrycode: ['DE'] })]] }, { DE: [503] })
    const items = await collect(context(fake).ctx)
    expect(fake.requests.filter((u) => u.includes('countryCode=DE'))).toHaveLength(2)
    expect(items.some((i) => i.kind === 'project' && i.project.countries?.[0] === 'DE')).toBe(true)
  })

  it('`since` keeps operations starting on/after it, and the aggregate still counts all', async () => {
    const fake = fakeApi({ PL: [[item(1), item(2, { startTimes: ['2021-02-01'] }), item(3, { startTimes: ['2025-01-10'] })]] })
    const items = await collect(context(fake, new Date('2024-06-01T00:00:00Z')).ctx)
    expect(items.flatMap((i) => (i.kind === 'project' ? [i.project.external_id] : []))).toEqual(['https://linkedopendata.eu/entity/Q3'])
    // Q2 (2021, PO) has no knowable period and is not aggregated; Q1 and Q3 are.
    const grant = items.find((i) => i.kind === 'grant')
    expect(grant?.kind === 'grant' && grant.grant.description).toContain('2 operations')
  })

  it('a country refused with 4xx is reported as a skip; a source still failing after the retries fails the read', async () => {
    const refused = await collect(context(fakeApi({ PL: [[item(1)]] }, { MT: [400, 400] })).ctx)
    expect(refused.filter((i) => i.kind === 'skip')).toEqual([{ kind: 'skip', reference: 'kohesio-api:MT', reason: expect.stringMatching(/refused country MT: HTTP 400/) }])
    expect(refused.some((i) => i.kind === 'grant')).toBe(true)

    await expect(collect(context(fakeApi({}, { LU: [503, 503] })).ctx)).rejects.toThrow(/HTTP 503/)
  })

  it('a body that is not a Kohesio page is an error inside the retry; bad items are skips', async () => {
    const bad = { fetch: (async () => new Response('<html>maintenance</html>')) as unknown as typeof fetch, requests: [] }
    await expect(collect(context(bad).ctx)).rejects.toThrow()
    const items = await collect(context(fakeApi({ PL: [[{ labels: ['No id'] }, item(4, { totalBudgets: ['n/a'] })]] })).ctx)
    expect(items.filter((i) => i.kind === 'skip').map((i) => i.kind === 'skip' && i.reason)).toEqual([
      'no Q identifier in "item" or "link"', expect.stringContaining('totalBudgets: "n/a" is not an amount'),
    ])
  })
})
