import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { namesOf, seedCatalogue, type GrantName } from '../../../test/grant-catalogue.js'

const t = useTestApp()
let ids: Record<GrantName, string>
beforeAll(async () => { ids = await seedCatalogue(t) })

const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/grants/search?${qs}` })
  return { status: res.statusCode, body: res.json() }
}
const names = async (qs: string) => {
  const { status, body } = await search(qs)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.used_search_engine).toBe(true)
  return namesOf(ids, body.items)
}

describe('GET /grants/search (PostgreSQL full-text engine)', () => {
  it('answers with the faceted envelope', async () => {
    const { body } = await search('q=hydrogen')
    expect(body).toEqual({
      items: [expect.objectContaining({ id: ids.hydrogen })], total: 1, page: 1, page_size: 20, pages: 1, query: 'hydrogen',
      processing_time_ms: expect.any(Number), used_search_engine: true, corrected_query: null, suggestion: null,
      understood: [], relaxed: false,
      facets: {
        countries: { FR: 1 }, source: { cordis: 1 }, company_sizes: { large: 1 }, status: { closed: 1 },
        record_type: { call: 1 }, carbon_categories: { hydrogen: 1 },
      },
    })
  })

  it('ranks a title match above a description match', async () => {
    const ranked = await names('q=energy')
    expect(ranked[0]).toBe('efficiency')                      // "Energy" in the title
    expect(ranked).toEqual(expect.arrayContaining(['solar', 'retrofit']))   // in the description only
  })

  it('searches summary, thematic areas and carbon categories as well', async () => {
    expect(await names('q=photovoltaics')).toEqual(['solar'])   // summary
    expect(await names('q=mobility')).toEqual(['transport'])    // thematic area
    expect(await names('q=%22water%20management%22')).toEqual(['water'])
  })

  it('stems English: "renovating" finds "renovation"', async () => {
    // Then the calls of a broader concept (energy efficiency), covering the query in part.
    expect((await names('q=renovating'))[0]).toBe('retrofit')
  })

  it('supports quoted phrases, OR and -exclusion', async () => {
    expect(await names('q=%22circular%20economy%22')).toEqual(['circular'])
    expect((await names('q=hydrogen%20OR%20solar')).sort()).toEqual(['hydrogen', 'solar'])
    expect(await names('q=energy%20-manufacturing')).not.toContain('efficiency')
  })

  it('finds German text, and English calls on the same concept', async () => {
    const found = await names('q=Energieeffizienz')
    expect(found[0]).toBe('foerderung')
    expect(found).toContain('efficiency')
  })

  it('applies every filter, and facets count exactly what the filters select', async () => {
    const { body } = await search('q=energy&country=DE,AT,ES,IT&status=active,upcoming')
    expect(namesOf(ids, body.items).sort()).toEqual(['efficiency', 'foerderung', 'retrofit', 'solar'])   // foerderung: its thematic area
    for (const [group, param] of [['countries', 'country'], ['source', 'source'], ['company_sizes', 'company_size'], ['status', 'status']] as const) {
      for (const [value, count] of Object.entries(body.facets[group] as Record<string, number>)) {
        const narrowed = param === 'status' ? `status=${value}` : `status=active,upcoming&${param}=${value}`
        const base = param === 'country' ? 'q=energy&status=active,upcoming' : 'q=energy&country=DE,AT,ES,IT'
        const filtered = await search(`${base}&${param === 'country' ? `country=${value}` : narrowed}`)
        expect(filtered.body.total, `${group}.${value}`).toBe(count)
      }
    }
  })

  it('filters by NACE, funding and open_only, and sorts on request', async () => {
    expect((await names('q=energy&nace_code=C25.11')).sort()).toEqual(['efficiency', 'foerderung'])
    expect((await names('q=energy&min_funding=600000')).sort()).toEqual(['retrofit', 'water'])
    expect(await names('q=hydrogen&open_only=true')).toEqual([])
    expect(await names('q=energy&sort_by=deadline')).toEqual(['foerderung', 'efficiency', 'solar', 'retrofit', 'water'])
  })

  it('pages results', async () => {
    const { body } = await search('q=energy&page_size=1&page=2')
    expect(body).toMatchObject({ total: 5, page: 2, page_size: 1, pages: 5 })
    expect(body.items).toHaveLength(1)
  })

  it('corrects a misspelled word before searching, and says so', async () => {
    const { body } = await search('q=hydrogne%20valeys')
    expect(body.corrected_query).toBe('hydrogen valleys')
    expect(namesOf(ids, body.items)).toEqual(['hydrogen'])
  })

  it('does not correct a piece of a token glued to `_` or digits', async () => {
    for (const q of ['hydro_gne', 'valeys2030']) {
      expect((await search(`q=${q}`)).body, q).toMatchObject({ corrected_query: null, total: 0 })
    }
  })

  it('leaves correctly spelled rare words alone', async () => {
    expect((await search('q=irrigation')).body).toMatchObject({ corrected_query: null, total: 1 })
  })

  it('offers a suggestion when nothing matches', async () => {
    const { body } = await search('q=xqzvw')
    expect(body).toMatchObject({ total: 0, items: [], corrected_query: null, suggestion: null })
  })

  it('highlights matches in title and summary, HTML-escaped', async () => {
    const { body } = await search('q=retrofit')
    expect(body.items[0].highlights).toEqual({
      title: '<mark>Retrofit</mark> 100% of public_buildings &lt;fast&gt;',
      summary: expect.any(String),
    })
    const { body: solar } = await search('q=photovoltaics')
    expect(solar.items[0].highlights.summary).toContain('<mark>Photovoltaics</mark>')
  })

  it.each([
    ['', 'q'], ['q=', 'q'], [`q=${'x'.repeat(201)}`, 'q'], ['q=a&page_size=101', 'page_size'], ['q=a&status=gone', 'status'],
    ['q=a&sort_by=rank', 'sort_by'], ['q=a&nace_code=Q99.99', 'nace_code'],
  ])('rejects %j with 422 naming query.%s', async (qs, field) => {
    const { status, body } = await search(qs)
    expect(status).toBe(422)
    expect(body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain(`query.${field}`)
  })

  it('never fails on query syntax', async () => {
    for (const q of ['"unclosed', 'OR', '-', '&|!():*', "o'neil", '%_\\']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).status).toBe(200)
    }
  })
})

describe('GET /grants/search/simple (database search)', () => {
  const simple = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/grants/search/simple?${qs}` })
    return { status: res.statusCode, body: res.json() }
  }

  it('answers with the search engine among active grants', async () => {
    const { body } = await simple('q=ENERGY')
    expect(body).toMatchObject({ query: 'ENERGY', page: 1, page_size: 20 })
    // solar is upcoming; water's climate categories name energy efficiency
    expect(namesOf(ids, body.items).sort()).toEqual(['efficiency', 'foerderung', 'retrofit', 'water'])
  })

  it('falls back to a case-insensitive substring of title or description when the engine finds nothing', async () => {
    expect(namesOf(ids, (await simple('q=NERG')).body.items).sort()).toEqual(['efficiency', 'foerderung', 'retrofit'])
  })

  it('takes the filters it lists, a status filter replacing "active only"', async () => {
    expect(namesOf(ids, (await simple('q=hydrogen')).body.items)).toEqual([])
    expect(namesOf(ids, (await simple('q=hydrogen&status=closed')).body.items)).toEqual(['hydrogen'])
    expect(namesOf(ids, (await simple('q=energ&country=IT')).body.items)).toEqual(['retrofit'])
    expect(namesOf(ids, (await simple('q=energ&status=upcoming&source=cohesion&company_size=micro&nace_code=D')).body.items)).toEqual(['solar'])
  })

  it('treats %, _ and \\ as literal characters', async () => {
    expect(namesOf(ids, (await simple('q=100%25')).body.items)).toEqual(['retrofit'])
    expect(namesOf(ids, (await simple('q=c_buildings')).body.items)).toEqual(['retrofit'])
    expect((await simple('q=%25')).body.total).toBe(1)
    expect((await simple('q=_')).body.total).toBe(1)
    expect((await simple(`q=${encodeURIComponent('\\')}`)).body.total).toBe(0)
  })

  it('rejects a missing q and out-of-range paging with 422', async () => {
    expect((await simple('')).status).toBe(422)
    expect((await simple('q=a&page=0')).status).toBe(422)
  })
})


