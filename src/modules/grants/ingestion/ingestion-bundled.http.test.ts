import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/app.js'
import { signedInUser } from '../../../../test/auth.js'
import { sediaPage, sediaTopic } from '../../../../test/sedia.js'
import { grantIdOf } from '../grants.repository.js'

// The bundled dataset (fixtures + sample files through the real connectors) on a real database,
// and a live import replacing a source's sample records — or failing and keeping them.
// The test clock (2026-03-02) is 258 days before the samples' snapshot (2026-11-15).

let live: 'down' | 'gone' | 'up' = 'down'
const requests: string[] = []
const fakeFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  requests.push(url.toString())
  if (live === 'down') return new Response('Service Unavailable', { status: 503 })
  if (live === 'gone') return new Response('Not Found', { status: 404 })
  const topics = [
    sediaTopic('HORIZON-CL5-2026-D4-91-01', 'Energy-efficient retrofit of industrial buildings'),
    sediaTopic('LIFE-2026-CET-LOCAL-TEST', 'Local energy transition plans', { deadline: '2026-10-01' }),
  ]
  return Response.json(sediaPage(url.searchParams.get('pageNumber') === '1' ? topics : [], Number(url.searchParams.get('pageNumber'))))
}

const t = useTestApp({ env: { BUNDLED_DATA: 'on' }, fetch: fakeFetch })
const stats = async () => (await t.app.inject({ url: '/api/v1/grants/stats' })).json()
const grants = async (query: string) => (await t.app.inject({ url: `/api/v1/grants?${query}` })).json()

describe('the bundled dataset', () => {
  it('loads nothing once the process is stopping', async () => {
    const stop = new AbortController()
    stop.abort()
    expect(await t.container.ingestion.loadBundledIfOwed(stop.signal)).toEqual([])
    expect((await stats()).total_grants).toBe(0)
  })

  it('fills an empty catalogue with grants of all four sources, open, upcoming and closed, resuming an interrupted load', async () => {
    // A first start stopped after one source: the next start loads the three still owed.
    await t.container.ingestion.run({ source: 'cordis', input: { kind: 'bundled' }, trigger: 'startup' })
    const resumed = await t.container.ingestion.loadBundledIfOwed()
    expect(resumed?.map((r) => r.source).sort()).toEqual(['cohesion', 'eu_portal', 'innovate_uk'])
    const s = await stats()
    expect(s.total_grants).toBeGreaterThanOrEqual(300)
    for (const source of ['eu_portal', 'cordis', 'cohesion', 'innovate_uk']) expect(s.by_source[source]).toBeGreaterThan(20)
    expect(s.active_grants).toBeGreaterThan(50)
    expect(s.upcoming_grants).toBeGreaterThan(10)
    expect(s.closed_grants).toBeGreaterThan(50)
    expect(s.carbon_focused_grants / s.total_grants).toBeGreaterThan(0.5)
  })

  it('marks sample grants and shifts their dates; real fixture records keep theirs', async () => {
    const items = [...(await grants('source=eu_portal&page_size=100')).items, ...(await grants('source=eu_portal&page_size=100&page=2')).items]
    const soil = items.find((g: { external_id: string }) => g.external_id === 'HORIZON-MISS-2027-05-SOIL-01-two-stage')
    expect(soil).toMatchObject({ is_sample: false, start_date: '2027-02-04T00:00:00.000Z' })
    const sample = items.find((g: { is_sample: boolean }) => g.is_sample)
    expect(sample.provenance.dates).toBe('sample data: shifted by -258 days from its snapshot')
  })

  it('names each grant by its source key, so every database gives a call the same id', async () => {
    const { items } = await grants('source=cordis&page_size=5')
    expect(items).toHaveLength(5)
    for (const g of items) expect(g.id).toBe(grantIdOf('cordis', g.external_id))
    expect(new Set(items.map((g: { id: string }) => g.id)).size).toBe(5)
  })

  it('is loaded once: a catalogue with grants is left alone', async () => {
    expect(await t.container.ingestion.loadBundledIfOwed()).toBeNull()
    const runs = await t.container.ingestion.listRuns({ page: 1, page_size: 10 })
    expect(runs.items.map((r) => [r.trigger, r.input, r.status])).toEqual(Array(4).fill(['startup', 'bundled', 'succeeded']))
  })
})

describe('a live import', () => {
  it('fails after retrying when the source is down, and keeps the sample records', async () => {
    const before = (await stats()).by_source.eu_portal
    const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'live' }, trigger: 'cli' })
    expect(run).toMatchObject({ status: 'failed', inserted: 0, closed: 0 })
    expect(run.errors[0]!.message).toMatch(/503/)
    expect(requests).toHaveLength(5)   // the first attempt and four retries
    expect((await stats()).by_source.eu_portal).toBe(before)
  })

  it('fails at once, without retrying, when the source refuses the request (4xx)', async () => {
    live = 'gone'
    const before = requests.length
    const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'live' }, trigger: 'cli' })
    expect(run).toMatchObject({ status: 'failed', inserted: 0, closed: 0 })
    expect(run.errors[0]!.message).toMatch(/404/)
    expect(requests.length - before).toBe(1)
  })

  it('replaces the source\'s sample records when it succeeds, and closes the real ones it no longer lists', async () => {
    const before = await stats()
    // A sample grant somebody applied to is kept: the application is the user's record.
    const { headers } = await signedInUser(t)
    const sample = (await grants('source=eu_portal&page_size=100')).items.find((g: { is_sample: boolean }) => g.is_sample)
    const company = (await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload: { name: 'Acme', country: 'DE', company_size: 'small' } })).json()
    const application = (await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers, payload: { company_id: company.id, grant_id: sample.id } })).json()
    live = 'up'
    const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'live' }, trigger: 'cli' })
    expect(run).toMatchObject({ status: 'succeeded', inserted: 2, closed: 2 })   // the two real fixture topics
    const after = await stats()
    expect(after.by_source.eu_portal).toBe(5)
    expect(after.by_source.cordis).toBe(before.by_source.cordis)
    expect((await grants('source=eu_portal&status=active')).items.filter((g: { is_sample: boolean }) => !g.is_sample).map((g: { title: string }) => g.title).sort())
      .toEqual(['Energy-efficient retrofit of industrial buildings', 'Local energy transition plans'])
    const kept = await t.app.inject({ url: `/api/v1/applications/${application.id}`, headers })
    expect(kept.json()).toMatchObject({ grant_id: sample.id, grant: { is_sample: true } })
  })
})
