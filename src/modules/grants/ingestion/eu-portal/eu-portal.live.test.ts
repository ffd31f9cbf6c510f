import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { euPortalConnector } from './eu-portal.connector.js'
import { LIVE_QUERY } from './live.js'

// readLive against a fake search API that serves the sample rows in pages of 100 and checks that
// every request is what the real API needs: POST, the URL parameters, JSON *file* parts.
const SAMPLE = fileURLToPath(new URL('../data/sample/eu_portal/', import.meta.url))
const ROWS = readdirSync(SAMPLE).filter((f) => f.startsWith('search-page-')).sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(SAMPLE, f), 'utf8')) as { results: unknown[] }).results)
const DISTINCT = new Set(ROWS.map((r) => (r as { metadata: { identifier: string[] } }).metadata.identifier[0])).size
const quiet = { info () {}, warn () {}, error () {}, debug () {} }

interface Served { page: number; parts: Record<string, { type: string; name: string; json: unknown }> }

function fakeApi (opts: { rows?: unknown[]; failFirst?: number[]; total?: number; broken?: boolean } = {}) {
  const rows = opts.rows ?? ROWS
  const served: Served[] = []
  const failing = new Set(opts.failFirst ?? [])
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    expect(`${url.origin}${url.pathname}`).toBe('https://api.tech.ec.europa.eu/search-api/prod/rest/search')
    expect(init?.method).toBe('POST')
    expect(String(input)).toContain('text=***')
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'pageNumber'))).toEqual({ apiKey: 'SEDIA', text: '***', pageSize: '100' })
    const page = Number(url.searchParams.get('pageNumber'))
    const body = init?.body
    if (!(body instanceof FormData)) throw new Error('the body must be multipart form data')
    const parts: Served['parts'] = {}
    for (const name of ['query', 'languages', 'sort']) {
      const part = body.get(name)
      if (!(part instanceof File)) throw new Error(`part ${name} must be a file part`)
      parts[name] = { type: part.type, name: part.name, json: JSON.parse(await part.text()) }
    }
    served.push({ page, parts })
    if (failing.delete(page)) return new Response('busy', { status: 503 })
    if (opts.broken) return Response.json({ message: 'An internal error occurred' })
    const results = rows.slice((page - 1) * 100, page * 100)
    return Response.json({ apiVersion: '2.151', totalResults: opts.total ?? rows.length, pageNumber: page, pageSize: 100, results })
  }
  return { fetch: fetch as typeof globalThis.fetch, served }
}

/** Retries once, as the real ctx.retry would (with backoff), and records what it was asked to do. */
function retrying () {
  const calls: string[] = []
  const retry = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    calls.push(what)
    try {
      return await call()
    } catch {
      return await call()
    }
  }
  return { retry, calls }
}

async function readLive (ctx: ConnectorContext): Promise<ConnectorItem[]> {
  const items: ConnectorItem[] = []
  for await (const item of euPortalConnector.readLive(ctx)) items.push(item)
  return items
}

describe('eu_portal readLive', () => {
  it('posts the filters as JSON file parts and pages from 1 until a short page', async () => {
    const api = fakeApi()
    const { retry, calls } = retrying()
    const items = await readLive({ fetch: api.fetch, retry, since: null, log: quiet })
    expect(api.served.map((s) => s.page)).toEqual([1, 2])
    expect(calls).toEqual(['eu_portal search page 1', 'eu_portal search page 2'])
    const parts = api.served[0]!.parts
    expect(parts.query).toEqual({ type: 'application/json', name: 'query.json', json: LIVE_QUERY })
    expect(parts.query!.json).toEqual({ bool: { must: [{ terms: { type: ['1', '2', '8'] } }, { terms: { status: ['31094501', '31094502'] } }] } })
    expect(parts.languages).toEqual({ type: 'application/json', name: 'languages.json', json: ['en'] })
    expect(parts.sort).toMatchObject({ type: 'application/json', name: 'sort.json' })
    // One grant per distinct identifier across both pages (stubs on page 1, full rows on page 2).
    const grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
    expect(grants).toHaveLength(DISTINCT)
    expect(grants.find((g) => g.external_id === 'HORIZON-CL5-2027-01-D1-10')!.description).toMatch(/Methane Regulation/)
  })

  it('sends each page through ctx.retry, so a failed request is tried again', async () => {
    const api = fakeApi({ failFirst: [2] })
    const { retry, calls } = retrying()
    const items = await readLive({ fetch: api.fetch, retry, since: null, log: quiet })
    expect(api.served.map((s) => s.page)).toEqual([1, 2, 2])
    expect(calls).toEqual(['eu_portal search page 1', 'eu_portal search page 2'])
    expect(items.filter((i) => i.kind === 'grant')).toHaveLength(DISTINCT)
  })

  it('fails the read (never ends it quietly) when the API answers something that is not a search response', async () => {
    const api = fakeApi({ broken: true })
    const { retry } = retrying()
    await expect(readLive({ fetch: api.fetch, retry, since: null, log: quiet })).rejects.toThrow(/not a search response/)
    expect(api.served).toHaveLength(2)   // first try and one retry
  })

  it('stops at the announced total even when the last page is full', async () => {
    const api = fakeApi({ rows: ROWS.slice(0, 100), total: 100 })
    await readLive({ fetch: api.fetch, retry: (_w, c) => c(), since: null, log: quiet })
    expect(api.served.map((s) => s.page)).toEqual([1])
  })

  it('drops topics older than ctx.since', async () => {
    const since = new Date('2026-10-01T00:00:00Z')
    const items = await readLive({ fetch: fakeApi().fetch, retry: (_w, c) => c(), since, log: quiet })
    const grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
    expect(grants.length).toBeGreaterThan(20)
    expect(grants.length).toBeLessThan(DISTINCT)
    for (const g of grants) expect(g.start_date!.getTime()).toBeGreaterThanOrEqual(since.getTime())
    expect(grants.map((g) => g.external_id)).toContain('HORIZON-MISS-2027-01-CLIMA-01')       // opened 2026-10-14
    expect(grants.map((g) => g.external_id)).not.toContain('LIFE-2026-SAP-CLIMA-CCM')        // opened 2026-05-12
  })
})
