import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { seedCatalogue, type GrantName } from '../../../test/grant-catalogue.js'
import { createVersions } from '../../core/db/versions.js'
import { grants } from './grants.tables.js'

// Another process's write is seen at once (CACHE_COHERENCE_MS=0): the downloads tests below play one.
const t = useTestApp({ env: { CACHE_COHERENCE_MS: '0' } })
let ids: Record<GrantName, string>
beforeAll(async () => {
  ids = await seedCatalogue(t)
  await insertGrants(t, [grantInput(t, { title: '=HYPERLINK("http://evil")', external_id: 'formula', countries: ['PT'] })])
})

// What another process's writes go through: its own versions, on the same database.
const anotherProcess = () => createVersions(t.container.database.db)
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })

describe('GET /grants/export.csv', () => {
  it('streams the filtered, sorted list with a header row', async () => {
    const res = await get('/grants/export.csv?country=DE&sort_by=deadline')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="grants.csv"')
    const rows = parse(res.body, { columns: true }) as Record<string, string>[]
    expect(rows.map((r) => r.id)).toEqual([ids.transport, ids.foerderung, ids.efficiency])
    expect(rows[2]).toMatchObject({
      title: 'Energy efficiency in manufacturing', source: 'eu_portal', status: 'active', countries: 'DE;AT',
      nace_codes: '25.11', funding_amount_max: '500000', is_carbon_focused: 'true', days_until_deadline: '60',
    })
  })

  it('honours limit and neutralises spreadsheet formulas', async () => {
    expect(parse((await get('/grants/export.csv?limit=2')).body, { columns: true })).toHaveLength(2)
    const [row] = parse((await get('/grants/export.csv?country=PT')).body, { columns: true }) as Record<string, string>[]
    expect(row!.title).toBe(`'=HYPERLINK("http://evil")`)
  })

  it('with q, exports what the search answers, in its order, under the filters', async () => {
    const found = (await get('/grants/search?q=energy&page_size=100')).json() as { items: { id: string }[] }
    expect(found.items.length).toBeGreaterThan(1)
    const rows = parse((await get('/grants/export.csv?q=energy')).body, { columns: true }) as Record<string, string>[]
    expect(rows.map((r) => r.id)).toEqual(found.items.map((g) => g.id))
    const german = parse((await get('/grants/export.csv?q=energy&country=DE&limit=1')).body, { columns: true }) as Record<string, string>[]
    expect(german).toHaveLength(1)
    expect(german[0]!.countries!.split(';')).toContain('DE')
  })

  it('reads the words as the search page does: the same understand and correct switches', async () => {
    for (const qs of ['q=energy%20Italy', 'q=energy%20Italy&understand=false', 'q=enregy&correct=false']) {
      const found = (await get(`/grants/search?${qs}&page_size=100`)).json() as { items: { id: string }[] }
      const rows = parse((await get(`/grants/export.csv?${qs}`)).body, { columns: true }) as Record<string, string>[]
      expect(rows.map((r) => r.id), qs).toEqual(found.items.map((g) => g.id))
    }
    const italian = parse((await get('/grants/export.csv?q=energy%20Italy')).body, { columns: true }) as { id: string }[]
    const asWords = parse((await get('/grants/export.csv?q=energy%20Italy&understand=false')).body, { columns: true }) as { id: string }[]
    expect(italian.map((r) => r.id)).toEqual([ids.retrofit])   // "Italy" read as the Country filter
    expect(asWords.length).toBeGreaterThan(1)                   // "Italy" a word no grant contains
  })

  it.each(['limit=0', 'limit=10001', 'status=nope', 'q='])('rejects %s with 422', async (qs) => {
    expect((await get(`/grants/export.csv?${qs}`)).statusCode).toBe(422)
  })
})

describe('GET /grants/deadlines.ics', () => {
  it('is a valid iCalendar feed with one event per upcoming cut-off, at its closing time', async () => {
    const res = await get('/grants/deadlines.ics?days=45')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    const body = res.body
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)   // every content line ends in CRLF, the last too
    const events = body.split('BEGIN:VEVENT').slice(1)
    // transport +5, circular +10 and +40, foerderung +20; efficiency (+60) is beyond 45 days.
    expect(events).toHaveLength(4)
    expect(body).toContain(`UID:${ids.circular}-2026-03-12@grantwise`)
    expect(body).toContain(`UID:${ids.circular}-2026-04-11@grantwise`)
    expect(body).toMatch(/DTSTART:20260307T\d{6}Z/)
    // The closing time in the source's zone (the EU call's), once the folded lines are joined.
    expect(body.replace(/\r\n /g, '')).toMatch(/DESCRIPTION:Closes 7 March 2026\\, \d\d:\d\d \(Europe\/Brussels\)\. Up to/)
    expect(body).toContain('SUMMARY:Deadline: Sustainable transport for logistics fleets')
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)   // RFC 5545 line folding
  })

  it('takes the list filters', async () => {
    const events = (await get('/grants/deadlines.ics?days=365&country=IT')).body.split('BEGIN:VEVENT').slice(1)
    expect(events).toHaveLength(1)
    expect(events[0]).toContain(ids.retrofit)
  })

  it('with q, keeps the cut-offs of the grants the search finds', async () => {
    const body = (await get('/grants/deadlines.ics?days=365&q=circular')).body
    const uids = [...body.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]!.trim())
    expect(uids).toEqual([`${ids.circular}-2026-03-12@grantwise`, `${ids.circular}-2026-04-11@grantwise`])
  })

  it('with q, reads a country in the words as the search does, unless understand=false', async () => {
    const uids = async (qs: string) => [...(await get(`/grants/deadlines.ics?days=365&${qs}`)).body.matchAll(/^UID:(.+)$/gm)]
    expect((await uids('q=economy%20Spain')).length).toBe(0)   // the circular voucher is British
    expect((await uids('q=economy%20Spain&understand=false')).length).toBeGreaterThanOrEqual(2)   // now a word
  })

  it('rejects days=0 with 422', async () => {
    expect((await get('/grants/deadlines.ics?days=0')).statusCode).toBe(422)
  })
})

// Issue 23: exports and calendars are the most expensive public answers; they are kept whole by
// query and catalogue version, and a client holding the current version gets a 304.
describe('downloads kept by query and catalogue version', () => {
  const urls = ['/grants/export.csv?country=DE&sort_by=deadline', '/grants/deadlines.ics?days=365']

  it.each(urls)('%s: the same query gives the same ETag and bytes; If-None-Match gives 304', async (url) => {
    const first = await get(url)
    const again = await get(url)
    expect(first.headers.etag).toMatch(/^W\/"/)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.body).toBe(first.body)
    expect(first.headers['cache-control']).toBe('public, max-age=60')
    const held = await t.app.inject({ url: `/api/v1${url}`, headers: { 'if-none-match': first.headers.etag! } })
    expect(held.statusCode).toBe(304)
    expect(held.body).toBe('')
    const other = await t.app.inject({ url: `/api/v1${url}`, headers: { 'if-none-match': 'W/"0.0.other"' } })
    expect(other.statusCode).toBe(200)
  })

  it('the same filters in another order are the same download', async () => {
    const a = await get('/grants/export.csv?country=DE&sort_by=deadline&limit=50')
    const b = await get('/grants/export.csv?limit=50&sort_by=deadline&country=DE')
    expect(b.headers.etag).toBe(a.headers.etag)
  })

  it('sends the kept bytes while the catalogue version stands (a row slipped in unannounced is not read)', async () => {
    const url = '/grants/export.csv?country=PT&limit=100'
    const before = await get(url)
    const row = t.container.grants.toRow(grantInput(t, { title: 'Unannounced', external_id: 'unannounced', countries: ['PT'] }))
    await t.container.database.db.insert(grants).values(row)
    expect((await get(url)).body).toBe(before.body)
    await anotherProcess().bump('grants_version')
    expect((await get(url)).body).toContain('Unannounced')
  })

  it('a write by another process (its catalogue version bump) is in the next download', async () => {
    const url = '/grants/export.csv?country=PT'
    const before = await get(url)
    // What another process does: the row and the version bump, without this process's own changed().
    const row = t.container.grants.toRow(grantInput(t, { title: 'Written elsewhere', external_id: 'elsewhere', countries: ['PT'] }))
    await t.container.database.db.insert(grants).values(row)
    await anotherProcess().bump('grants_version')
    const after = await get(url)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body).toContain('Written elsewhere')
    expect(before.body).not.toContain('Written elsewhere')
  })

  it('an hour on, the ETag changes (cut-offs pass, statuses change)', async () => {
    const url = '/grants/deadlines.ics?days=365'
    const before = await get(url)
    t.clock.advance(3_600_000)
    const after = await get(url)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
