import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { selectRows } from '../../core/db/client.js'

const t = useTestApp()

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/reference${url}` })
  return { status: res.statusCode, body: res.json() }
}
const codes = (items: { code: string }[]) => items.map((i) => i.code)

describe('GET /reference/nace-codes', () => {
  it('returns the first 50 codes in hierarchy order by default, with the spec fields: a 2-digit division on every item', async () => {
    const { status, body } = await get('/nace-codes')
    expect(status).toBe(200)
    expect(body).toHaveLength(50)
    expect(body[0]).toEqual({
      code: '01', description: 'Crop and animal production, hunting and related service activities',
      level: 'division', section: 'A', division: '01', group: null, class: null,
    })
    expect(body[2]).toEqual({
      code: '01.11', description: 'Growing of cereals (except rice), leguminous crops and oil seeds', level: 'class',
      section: 'A', division: '01', group: '01.1', class: '01.11',
    })
    const lists = ['/nace-codes?limit=100', '/nace-codes?query=manufacture&limit=100', '/nace-codes?query=C&limit=100',
      '/nace-codes?section=U']
    for (const url of lists) {
      const twoDigits = (c: { division: unknown }) => typeof c.division === 'string' && /^\d{2}$/.test(c.division)
      expect((await get(url)).body.every(twoDigits), url).toBe(true)
    }
  })

  it('lists the 21 sections only when asked for with level=section, and filters the other levels too', async () => {
    const sections = (await get('/nace-codes?level=section&limit=100')).body
    expect(codes(sections)).toEqual([...'ABCDEFGHIJKLMNOPQRSTU'])
    expect(sections[2]).toEqual({
      code: 'C', description: 'MANUFACTURING', level: 'section', section: 'C', division: null, group: null,
      class: null,
    })
    expect(codes((await get('/nace-codes?level=section&query=manufacturing')).body)).toEqual(['C'])
    const divisions = (await get('/nace-codes?level=division&section=C&limit=100')).body
    expect(divisions).toHaveLength(24)
    expect(divisions.every((c: { level: string }) => c.level === 'division')).toBe(true)
    expect((await get('/nace-codes?level=chapter')).status).toBe(422)
  })

  it('serves all 996 codes across sections (limit 100 per page of a section)', async () => {
    let total = 0
    for (const section of 'ABCDEFGHIJKLMNOPQRSTU') {
      const { body } = await get(`/nace-codes?section=${section}&limit=100`)
      expect(body.every((c: { section: string }) => c.section === section)).toBe(true)
      total += body.length
    }
    // 975 below the 21 sections; C has 349 of them and G 115: 100 each on the first page.
    expect(total).toBe(975 - 249 - 15)
    const rows = await selectRows<{ count: number }>(t.container.database.db, sql`select count(*)::int as count from nace_codes`)
    expect(rows).toEqual([{ count: 996 }])
  })

  it('finds by code in either notation: exact first, then the codes below it', async () => {
    for (const query of ['25.1', 'C25.1', 'c 25.1', '251', 'C251']) {
      const { body } = await get(`/nace-codes?query=${encodeURIComponent(query)}&limit=100`)
      expect(codes(body).slice(0, 3)).toEqual(['25.1', '25.11', '25.12'])
    }
  })

  it('reads the spec\'s notation (C25) and a section letter (C: the codes of section C)', async () => {
    expect(codes((await get('/nace-codes?query=C25&limit=3')).body)).toEqual(['25', '25.1', '25.11'])
    const section = (await get('/nace-codes?query=C&limit=100')).body
    expect(section).toHaveLength(100)
    expect(section[0].code).toBe('10')
    expect(section.every((c: { section: string }) => c.section === 'C')).toBe(true)
  })

  it('finds by description, case- and accent-insensitively', async () => {
    const { body } = await get('/nace-codes?query=MANUFACT&limit=5')
    expect(body).toHaveLength(5)
    expect(body.every((c: { description: string }) => /manufact/i.test(c.description))).toBe(true)
    const accented = await get(`/nace-codes?query=${encodeURIComponent('fîshing')}`)
    expect(codes(accented.body)).toContain('03')
    const typographic = await get(`/nace-codes?query=${encodeURIComponent("builders' ware")}`)
    expect(codes(typographic.body)).toEqual(['22.23'])
  })

  it('combines query and section, and returns an empty list when nothing matches', async () => {
    const { body } = await get('/nace-codes?query=repair&section=c&limit=100')
    expect(body.length).toBeGreaterThan(0)
    expect(body.every((c: { section: string }) => c.section === 'C')).toBe(true)
    expect((await get('/nace-codes?query=zzzzqqq')).body).toEqual([])
  })

  it('trims the trailing spaces the source has on 13 descriptions', async () => {
    const { body } = await get('/nace-codes?query=72&limit=1')
    expect(body[0].code).toBe('72')
    expect(body[0].description).toBe('Scientific research and development')
  })

  it.each([
    ['limit=0', 'limit'], ['limit=101', 'limit'], ['limit=abc', 'limit'], ['section=CC', 'section'], ['section=Z', 'section'], ['query=', 'query'],
  ])('rejects %s with 422 naming query.%s', async (qs, field) => {
    const { status, body } = await get(`/nace-codes?${qs}`)
    expect(status).toBe(422)
    expect(body.errors[0].loc).toEqual(['query', field])
  })
})

describe('caching of reference answers', () => {
  it('answers a repeated URL identically, cacheable by clients, and other URLs afresh', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/reference/countries?eu_only=true' })
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/reference/countries?eu_only=true' })
    expect(second.body).toBe(first.body)
    expect(second.headers['cache-control']).toBe('public, max-age=3600')
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/reference/countries?eea_only=true' })
    expect(other.json()).toHaveLength(30)
  })
})

describe('GET /reference/countries', () => {
  it('returns the 43 countries alphabetically with flags and memberships', async () => {
    const { status, body } = await get('/countries')
    expect(status).toBe(200)
    expect(body).toHaveLength(43)
    expect(body[0]).toEqual({ code: 'AL', name: 'Albania', flag_emoji: '🇦🇱', is_eu_member: false, is_eea_member: false })
    expect(body.find((c: { code: string }) => c.code === 'NO')).toMatchObject({ is_eu_member: false, is_eea_member: true })
    expect(codes(body)).toEqual(expect.arrayContaining(['CH', 'GB', 'UA', 'MD', 'GE', 'IL', 'TR', 'AL', 'ME', 'MK', 'RS', 'BA', 'XK']))
  })

  it('filters EU (27) and EEA (30), and eu_only wins over eea_only', async () => {
    expect((await get('/countries?eu_only=true')).body).toHaveLength(27)
    const eea = (await get('/countries?eea_only=true')).body
    expect(eea).toHaveLength(30)
    expect(codes(eea)).toEqual(expect.arrayContaining(['IS', 'LI', 'NO']))
    const both = (await get('/countries?eu_only=true&eea_only=true')).body
    expect(both).toHaveLength(27)
    expect(codes(both)).not.toContain('NO')
  })

  it('finds by ISO code (exact match first) or by part of the name, ignoring case and accents', async () => {
    expect(codes((await get('/countries?query=de')).body)[0]).toBe('DE')
    expect(codes((await get('/countries?query=GERMANY')).body)).toEqual(['DE'])
    expect(codes((await get(`/countries?query=${encodeURIComponent('turkiye')}`)).body)).toEqual(['TR'])
    expect(codes((await get('/countries?query=turkey')).body)).toEqual(['TR'])
    expect(codes((await get('/countries?query=xk')).body)).toEqual(['XK'])
    expect(codes((await get('/countries?query=norway&eu_only=true')).body)).toEqual([])
  })

  it.each(['eu_only=maybe', 'query='])('rejects %s with 422', async (qs) => {
    const { status, body } = await get(`/countries?${qs}`)
    expect(status).toBe(422)
    expect(body.errors[0].loc[0]).toBe('query')
  })
})

describe('GET /reference/regions', () => {
  it('lists the NUTS 2024 regions of the EU, a region before the ones inside it', async () => {
    const { status, body } = await get('/regions')
    expect(status).toBe(200)
    expect(body).toHaveLength(1501)
    expect(body[0]).toEqual({ code: 'AT1', name: 'Ostösterreich', level: 1, country: 'AT' })
    expect(codes(body).slice(0, 3)).toEqual(['AT1', 'AT11', 'AT111'])
    expect(codes(body).filter((c) => c.endsWith('Z'))).toEqual([])   // no "Extra-Regio" pseudo regions
  })

  it('filters by country (Greece under its ISO code, its regions under EL) and level', async () => {
    const greece = (await get('/regions?country=gr&level=2')).body as { code: string; country: string }[]
    expect(greece.length).toBeGreaterThan(10)
    expect(greece.every((r) => r.code.startsWith('EL') && r.code.length === 4 && r.country === 'GR')).toBe(true)
    expect((await get('/regions?country=GB')).body).toEqual([])
  })

  it('finds by code prefix or by words of the name, ignoring case and accents', async () => {
    expect(codes((await get('/regions?query=dea2&level=2')).body)).toEqual(['DEA2'])
    const cologne = (await get(`/regions?country=DE&query=${encodeURIComponent('koln')}`)).body
    expect(cologne).toEqual([
      { code: 'DEA2', name: 'Köln', level: 2, country: 'DE' },
      { code: 'DEA23', name: 'Köln, Kreisfreie Stadt', level: 3, country: 'DE' },
    ])
  })

  it.each([['country=DEU', 'country'], ['level=4', 'level'], ['query=', 'query']])('rejects %s with 422', async (qs, field) => {
    const { status, body } = await get(`/regions?${qs}`)
    expect(status).toBe(422)
    expect(body.errors[0].loc).toEqual(['query', field])
  })
})
