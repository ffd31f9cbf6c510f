import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectorItem, GrantDraft } from '../connector.js'
import { grantStatus } from '../../grants.status.js'
import { innovateUkConnector } from './innovate-uk.connector.js'
import { collect, context, FIXTURES, grants, projects, SAMPLES, skips, SNAPSHOT } from './test-support.js'

const IFS = join(SAMPLES, 'ifs')
const GTR = JSON.parse(readFileSync(join(SAMPLES, 'gtr', 'gtr-projects-innovate-uk-p1-s100.json'), 'utf8')) as { project: { leadFunder: string; start: number }[] }

describe('readFiles: research fixtures', () => {
  it('imports 243, and skips 1798, the synthetic test data and the truncated GtR example with reasons', async () => {
    const items = await collect(innovateUkConnector.readFiles(FIXTURES, context()))
    expect(grants(items).map((g) => g.grant.external_id)).toEqual(['243'])
    expect(projects(items)).toEqual([])
    expect(skips(items).map((s) => s.reference)).toEqual([
      'ifs:1798',
      'ifs-testdata:connected-digital-additive-manufacturing',
      'ifs-testdata:integrated-delivery-programme-low-carbon-vehicles',
      'gtr_api_search_project_example_excerpt.txt',
    ])
    for (const s of skips(items)) expect(s.reason.length).toBeGreaterThan(20)
  })
})

describe('readFiles: sample files', () => {
  let items: ConnectorItem[] = []
  let calls: GrantDraft[] = []
  let lines: GrantDraft[] = []
  beforeAll(async () => {
    items = await collect(innovateUkConnector.readFiles(SAMPLES, context()))
    calls = grants(items).filter((g) => !g.derived).map((g) => g.grant)
    lines = grants(items).filter((g) => g.derived).map((g) => g.grant)
  })

  it('yields every competition, every Innovate UK project and one grant per funding line', () => {
    expect(calls).toHaveLength(67)
    expect(projects(items)).toHaveLength(73)
    expect(lines.map((g) => g.external_id)).toEqual([
      'gtr:collaborative-r-d', 'gtr:demonstrator', 'gtr:feasibility-studies', 'gtr:innovation-loans',
      'gtr:knowledge-transfer-partnership', 'gtr:small-business-research-initiative', 'gtr:smart',
    ])
    expect(skips(items).map((s) => s.reason)).toEqual(Array(4).fill(expect.stringMatching(/^Lead funder is (EPSRC|NERC|BBSRC|ESRC), not Innovate UK$/)))
    // The aggregates come after every project.
    expect(items.findIndex((i) => i.kind === 'grant' && i.derived)).toBeGreaterThan(items.findLastIndex((i) => i.kind === 'project'))
  })

  it('gives every grant a title, an id, a real source address, GBP and valid dates', () => {
    for (const g of [...calls, ...lines]) {
      expect(g.title.length).toBeGreaterThan(5)
      expect(g.external_id).toMatch(/^(\d+|gtr:[a-z-]+)$/)
      expect(g.source_url).toMatch(/^https:\/\/(apply-for-innovation-funding\.service\.gov\.uk\/competition\/\d+\/overview|gtr\.ukri\.org\/search\/project\?term=)/)
      expect(g.currency).toBe('GBP')
      expect(g.countries).toEqual(['GB'])
      for (const d of [g.deadline, g.start_date, ...(g.deadlines ?? [])]) if (d) expect(Number.isNaN(d.getTime())).toBe(false)
      if (g.funding_amount_min != null && g.funding_amount_max != null) expect(g.funding_amount_min).toBeLessThanOrEqual(g.funding_amount_max)
      if (g.funding_rate_max != null) expect(g.funding_rate_max).toBeLessThanOrEqual(1)
    }
    for (const g of calls) {
      expect(g.deadline).toBeInstanceOf(Date)
      expect(g.start_date!.getTime()).toBeLessThan(g.deadline!.getTime())
      expect(g.description!.length).toBeGreaterThan(300)
    }
  })

  it('mixes open, upcoming and closed competitions at the snapshot date, most on net zero themes', () => {
    const count = (s: string) => calls.filter((g) => grantStatus({ start_date: g.start_date ?? null, deadline: g.deadline ?? null }, SNAPSHOT) === s).length
    expect({ active: count('active'), upcoming: count('upcoming'), closed: count('closed') }).toEqual({ active: 27, upcoming: 15, closed: 25 })
    const green = calls.filter((g) => /carbon|net zero|emission|hydrogen|energy|fuel|heat|circular|recycl|electric|climate|methane|solar|wind|battery|sustainab/i.test(`${g.title} ${g.description}`))
    expect(green.length).toBeGreaterThan(50)
    expect(calls.filter((g) => /Biomedical|AI\b|Quantum|Creative/.test(g.title)).length).toBeGreaterThanOrEqual(6)
  })

  it('files each project under its funding-line grant', () => {
    const ids = new Set(lines.map((g) => g.external_id))
    for (const p of projects(items)) {
      expect(ids.has(p.grant_external_id!)).toBe(true)
      expect(p.currency).toBe('GBP')
      expect(p.organisations!.length).toBeGreaterThan(0)
      expect(p.source_url).toBe(`https://gtr.ukri.org/projects?ref=${p.external_id}`)
    }
    const crd = lines.find((g) => g.external_id === 'gtr:collaborative-r-d')!
    const amounts = projects(items).filter((p) => p.funding_scheme === 'Collaborative R&D').map((p) => p.eu_contribution!)
    expect([crd.funding_amount_min, crd.funding_amount_max]).toEqual([Math.min(...amounts), Math.max(...amounts)])
  })

  it('keeps only what is still open, or started, on/after ctx.since', async () => {
    const since = new Date('2026-11-15T00:00:00Z')
    const later = await collect(innovateUkConnector.readFiles(SAMPLES, context({ since })))
    expect(grants(later).filter((g) => !g.derived)).toHaveLength(42)
    expect(projects(later)).toEqual([]) // no sample project starts after the snapshot
    expect(grants(later).filter((g) => g.derived)).toEqual([])
  })
})

describe('readFiles: single files and odd inputs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'iuk-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads one overview page, or one search page as listing-only grants', async () => {
    const one = await collect(innovateUkConnector.readFiles(join(IFS, 'competition-2308-overview.html'), context()))
    expect(grants(one).map((g) => g.grant.external_id)).toEqual(['2308'])
    const listing = await collect(innovateUkConnector.readFiles(join(IFS, 'competition-search-page-1.html'), context()))
    expect(grants(listing)).toHaveLength(25)
    expect(grants(listing)[0]!.grant.provenance?.source_format).toMatch(/search listing only/)
  })

  it('keeps the HTML rendering when a competition is also read as text, and skips unknown files', async () => {
    copyFileSync(join(IFS, 'competition-2301-overview.html'), join(dir, 'competition-2301-overview.html'))
    writeFileSync(join(dir, 'ifs_competition_2301_overview_page_excerpt.txt'), 'Funding competition Climate Smart\n\nA share of up to £6 million.\n\nDescription\n\nText.\n')
    writeFileSync(join(dir, 'notes.xml'), '<notes/>')
    writeFileSync(join(dir, 'README.md'), '# ignored')
    const items = await collect(innovateUkConnector.readFiles(dir, context()))
    expect(grants(items).map((g) => [g.grant.external_id, g.grant.provenance?.source_format])).toEqual([['2301', 'IFS competition overview page (HTML)']])
    expect(skips(items)).toEqual([
      { kind: 'skip', reference: 'notes.xml', reason: expect.stringMatching(/Not a recognised Innovate UK format/) },
      { kind: 'skip', reference: 'ifs:2301 (ifs_competition_2301_overview_page_excerpt.txt)', reason: 'Competition 2301 is read twice: the first rendering is kept' },
    ])
  })
})

describe('readLive', () => {
  const BASE = 'https://apply-for-innovation-funding.service.gov.uk'
  const GTR_PAGES = [GTR.project.slice(0, 30), GTR.project.slice(30, 60), GTR.project.slice(60)]

  function fakeSource (options: { failOnce?: string[]; failAlways?: string[] } = {}) {
    const requests: { url: string; accept: string | null }[] = []
    const failed = new Set<string>()
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      requests.push({ url, accept: new Headers(init?.headers).get('accept') })
      if (options.failAlways?.some((f) => url.includes(f))) return new Response('gone', { status: 404 })
      const once = options.failOnce?.find((f) => url.includes(f) && !failed.has(f))
      if (once) { failed.add(once); return new Response('busy', { status: 503 }) }
      const search = /\/competition\/search(?:\?page=(\d+))?$/.exec(url)
      if (search) return new Response(readFileSync(join(IFS, `competition-search-page-${search[1] ?? 0}.html`), 'utf8'))
      const overview = /\/competition\/(\d+)\/overview/.exec(url)
      if (overview) return new Response(readFileSync(join(IFS, `competition-${overview[1]}-overview.html`), 'utf8'))
      const gtr = /^https:\/\/gtr\.ukri\.org\/gtr\/api\/projects\?q=Innovate%20UK&p=(\d+)&s=100$/.exec(url)
      if (gtr) {
        const p = Number(gtr[1])
        return Response.json({ links: { link: [] }, ext: null, project: GTR_PAGES[p - 1] ?? [], page: p, size: 100, totalPages: GTR_PAGES.length, totalSize: GTR.project.length })
      }
      return new Response('not found', { status: 404 })
    }
    const attempts: string[] = []
    const retry = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
      for (let i = 1; ; i++) {
        attempts.push(what)
        try { return await call() } catch (err) { if (i >= 3) throw err }
      }
    }
    return { fetch, retry, requests, attempts }
  }

  it('pages the search, reads each overview, then pages GtR to the last page', async () => {
    const source = fakeSource({ failOnce: ['/competition/2308/overview'] })
    const items = await collect(innovateUkConnector.readLive(context({ fetch: source.fetch, retry: source.retry })))
    const urls = source.requests.map((r) => r.url)
    expect(urls.slice(0, 3)).toEqual([`${BASE}/competition/search`, `${BASE}/competition/search?page=1`, `${BASE}/competition/search?page=2`])
    expect(urls).toContain(`${BASE}/competition/2301/overview/7b3f0e21-5c84-4f1a-b2d6-91e0c4a8d3f5`)
    expect(urls.filter((u) => /\/overview/.test(u))).toHaveLength(68) // 67 pages, one of them asked twice
    const gtrRequests = source.requests.filter((r) => r.url.startsWith('https://gtr.ukri.org/'))
    expect(gtrRequests.map((r) => r.url.replace(/^.*&p=(\d+)&s=100$/, '$1'))).toEqual(['1', '2', '3'])
    expect(gtrRequests.every((r) => r.accept === 'application/vnd.rcuk.gtr.json-v7')).toBe(true)
    // Every request went through ctx.retry; the 503 was retried.
    expect(source.attempts).toHaveLength(source.requests.length)
    expect(source.attempts.filter((w) => w === 'IFS competition 2308 overview')).toHaveLength(2)
    expect(grants(items).filter((g) => !g.derived)).toHaveLength(67)
    expect(grants(items).find((g) => g.grant.external_id === '2308')?.grant.provenance?.source_format).toBe('IFS competition overview page (HTML)')
    expect(projects(items)).toHaveLength(73)
    expect(grants(items).filter((g) => g.derived)).toHaveLength(7)
    expect(skips(items)).toHaveLength(4)
  })

  it('falls back to the listing when an overview page cannot be read, and fails when a search page cannot', async () => {
    const source = fakeSource({ failAlways: ['/competition/2410/overview'] })
    const items = await collect(innovateUkConnector.readLive(context({ fetch: source.fetch, retry: source.retry })))
    const g = grants(items).find((i) => i.grant.external_id === '2410')!.grant
    expect(g.provenance?.source_format).toMatch(/search listing only/)
    expect(g.start_date).toEqual(new Date('2026-12-01T00:00:00Z'))
    const broken = fakeSource({ failAlways: ['/competition/search?page=1'] })
    await expect(collect(innovateUkConnector.readLive(context({ fetch: broken.fetch, retry: broken.retry })))).rejects.toThrow(/IFS search page 2: HTTP 404/)
  })

  it('with ctx.since, fetches no overview of a competition closed before it and drops older projects', async () => {
    const source = fakeSource()
    const since = new Date('2026-06-01T00:00:00Z')
    const items = await collect(innovateUkConnector.readLive(context({ fetch: source.fetch, retry: source.retry, since })))
    const overviews = source.requests.filter((r) => /\/overview/.test(r.url)).map((r) => r.url)
    // 16 sample competitions closed before June 2026 (2011 … 2174): their listings say so, no request.
    expect(overviews).toHaveLength(67 - 16)
    expect(overviews).not.toContain(`${BASE}/competition/2174/overview`)
    expect(overviews).toContain(`${BASE}/competition/2189/overview`)
    expect(grants(items).filter((g) => !g.derived)).toHaveLength(51)
    const expected = GTR.project.filter((p) => p.leadFunder === 'Innovate UK' && p.start >= since.getTime()).length
    expect(expected).toBe(1)
    expect(projects(items).map((p) => p.title)).toEqual(['Electric outboard and charging network for inshore fisheries'])
    expect(grants(items).filter((g) => g.derived).map((g) => g.grant.external_id)).toEqual(['gtr:collaborative-r-d'])
  })
})
