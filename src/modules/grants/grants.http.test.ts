import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { namesOf, seedCatalogue, type GrantName } from '../../../test/grant-catalogue.js'

const t = useTestApp()
let ids: Record<GrantName, string>
beforeAll(async () => { ids = await seedCatalogue(t) })

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}
const names = async (url: string) => {
  const { status, body } = await get(url)
  expect(status, JSON.stringify(body)).toBe(200)
  return namesOf(ids, body.items)
}
const sorted = (list: string[]) => [...list].sort()

describe('GET /grants', () => {
  it('lists every grant with the page envelope', async () => {
    const { body } = await get('/grants')
    expect(body).toMatchObject({ total: 8, page: 1, page_size: 20, pages: 1 })
    expect(body.items).toHaveLength(8)
  })

  it('pages through the results', async () => {
    const first = await get('/grants?page_size=3')
    expect(first.body).toMatchObject({ total: 8, page_size: 3, pages: 3 })
    expect(first.body.items).toHaveLength(3)
    const last = await get('/grants?page_size=3&page=3')
    expect(last.body.items).toHaveLength(2)
    const beyond = await get('/grants?page_size=3&page=4')
    expect(beyond.body).toMatchObject({ items: [], total: 8, page: 4 })
    const all = [...first.body.items, ...(await get('/grants?page_size=3&page=2')).body.items, ...last.body.items].map((g: { id: string }) => g.id)
    expect(new Set(all).size).toBe(8)
  })

  it.each([
    ['country=DE', ['efficiency', 'foerderung', 'transport']],
    ['country=de', ['efficiency', 'foerderung', 'transport']],
    ['country=DE,FR', ['efficiency', 'foerderung', 'hydrogen', 'transport']],
    ['status=active', ['circular', 'efficiency', 'foerderung', 'retrofit', 'transport', 'water']],
    ['status=closed', ['hydrogen']],
    ['status=upcoming', ['solar']],
    ['status=closed,upcoming', ['hydrogen', 'solar']],
    ['company_size=small', ['circular', 'efficiency', 'solar']],
    ['company_size=micro,large', ['hydrogen', 'retrofit', 'solar', 'transport']],
    ['source=cohesion', ['solar', 'water']],
    ['source=cordis,innovate_uk', ['circular', 'hydrogen']],
    ['nace_code=C', ['efficiency', 'foerderung', 'hydrogen']],   // 20 (chemicals) is in section C
    ['nace_code=C25.11', ['efficiency', 'foerderung']],
    ['nace_code=25.11', ['efficiency', 'foerderung']],
    ['nace_code=25', ['efficiency', 'foerderung']],
    ['nace_code=20', ['foerderung', 'hydrogen']],                // foerderung is tagged C, above 20
    ['nace_code=01.11', ['water']],
    ['nace_code=A', ['water']],
    ['nace_code=41.20', ['retrofit']],
    ['min_funding=400000', ['efficiency', 'hydrogen', 'retrofit', 'transport', 'water']],
    ['max_funding=60000', ['efficiency', 'foerderung', 'solar']],
    ['min_funding=150000&max_funding=250000', ['efficiency', 'foerderung', 'water']],
    ['open_only=true', ['circular', 'efficiency', 'foerderung', 'retrofit', 'solar', 'transport']],
    ['open_only=false', ['circular', 'efficiency', 'foerderung', 'hydrogen', 'retrofit', 'solar', 'transport', 'water']],
    ['country=DE&status=active&company_size=medium&source=eu_portal', ['efficiency', 'transport']],
  ])('filters %s', async (qs, expected) => {
    expect(sorted(await names(`/grants?${qs}&page_size=100`))).toEqual(expected)
  })

  it('treats an empty country or size list as "not stated": no filter matches it', async () => {
    expect(await names('/grants?country=DE,FR,ES,IT,AT,GB')).not.toContain('water')
    expect(await names('/grants?company_size=micro,small,medium,large')).not.toContain('foerderung')
  })

  it.each([
    ['sort_by=deadline', ['transport', 'foerderung', 'circular', 'efficiency', 'solar', 'retrofit', 'hydrogen', 'water'].sort((a, b) => order[a]! - order[b]!)],
    ['sort_by=deadline&sort_order=desc', ['retrofit', 'solar', 'efficiency', 'circular', 'foerderung', 'transport', 'hydrogen', 'water']],
    ['sort_by=funding_amount&sort_order=desc', ['hydrogen', 'transport', 'water', 'retrofit', 'efficiency', 'foerderung', 'solar', 'circular']],
    ['sort_by=funding_amount', ['solar', 'foerderung', 'efficiency', 'retrofit', 'water', 'transport', 'hydrogen', 'circular']],
  ])('sorts %s, missing values last', async (qs, expected) => {
    expect(await names(`/grants?${qs}`)).toEqual(expected)
  })

  it('sorts by created_at both ways', async () => {
    const asc = await names('/grants?sort_by=created_at')
    const desc = await names('/grants?sort_by=created_at&sort_order=desc')
    expect(asc).toHaveLength(8)
    expect(desc).toHaveLength(8)
  })

  it.each([
    ['page=0', 'page'], ['page=x', 'page'], ['page=999999999999999999', 'page'], ['page_size=0', 'page_size'], ['page_size=101', 'page_size'],
    ['country=DEU', 'country'], ['status=open', 'status'], ['status=active,', 'status'], ['company_size=huge', 'company_size'],
    ['source=web', 'source'], ['sort_by=title', 'sort_by'], ['sort_order=up', 'sort_order'], ['min_funding=-1', 'min_funding'],
    ['max_funding=lots', 'max_funding'], ['open_only=maybe', 'open_only'], ['nace_code=Z99', 'nace_code'],
  ])('rejects %s with 422 naming query.%s', async (qs, field) => {
    const { status, body } = await get(`/grants?${qs}`)
    expect(status).toBe(422)
    expect(body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain(`query.${field}`)
  })
})

// Deadline order: transport +5, foerderung +20, circular +40, efficiency +60, solar +90, retrofit +200, hydrogen -10, water none.
const order: Record<string, number> = { hydrogen: -10, transport: 5, foerderung: 20, circular: 40, efficiency: 60, solar: 90, retrofit: 200, water: 1e9 }

describe('GET /grants?q=', () => {
  it('searches the words within the filters, in the list\'s shape, instead of ignoring them', async () => {
    const all = await get('/grants?page_size=100')
    const words = await get('/grants?q=circular%20economy&page_size=100')
    expect(words.status).toBe(200)
    expect(words.body.items[0].id).toBe(ids.circular)
    expect(words.body.total).toBeLessThan(all.body.total)
    expect(Object.keys(words.body).sort()).toEqual(['items', 'page', 'page_size', 'pages', 'total'])
    expect((await get('/grants?q=circular%20economy&country=IT')).body.total).toBe(0)
    expect((await get('/grants?q=')).status).toBe(422)
  })
})

describe('GET /grants/{grant_id}', () => {
  it('returns every field of GrantResponse, with status, is_open and days computed from the clock', async () => {
    const { status, body } = await get(`/grants/${ids.circular}`)
    expect(status).toBe(200)
    expect(body).toEqual({
      id: ids.circular, title: 'Circular economy innovation voucher', description: expect.any(String), summary: 'Three cut-offs a year.',
      source: 'innovate_uk', source_url: 'https://example.eu/call', external_id: 'catalogue-circular', record_type: 'call', programme: null,
      eligibility: expect.objectContaining({
        applicant_types: { values: ['sme'], evidence: '"company sizes: small"' },
        company_sizes: { values: ['small'], evidence: 'stated by the source' },
        regions: { values: [], evidence: null },
      }),
      funding_amount_min: null, funding_amount_max: null, funding_rate_min: null, funding_rate_max: null, currency: 'GBP',
      deadline: '2026-03-12T09:00:00.000Z', next_deadline: '2026-03-12T09:00:00.000Z',   // the cut-off a new applicant must meet
      deadlines: ['2026-02-10T09:00:00.000Z', '2026-03-12T09:00:00.000Z', '2026-04-11T09:00:00.000Z'],
      deadline_time_zone: 'Europe/London',   // Innovate UK states its deadlines in UK time
      publication_date: expect.any(String), start_date: '2026-01-31T09:00:00.000Z', end_date: null,
      countries: ['GB'], nace_codes: [], company_sizes: ['small'], thematic_areas: ['Circular economy'],
      status: 'active', is_open: true, days_until_deadline: 10,
      is_carbon_focused: true, carbon_categories: ['circular_economy'], min_emission_reduction_percent: null, eligible_scopes: [],
      eu_taxonomy_aligned: false, green_deal_aligned: false, fit_for_55_relevant: false, supports_csrd_compliance: false,
      supports_sbti_alignment: false, taxonomy_objectives: [], is_synthetic: false, is_sample: false, provenance: {}, withdrawn_at: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    })
  })

  it('reports closed and upcoming grants as not open', async () => {
    expect((await get(`/grants/${ids.hydrogen}`)).body).toMatchObject({ status: 'closed', is_open: false, days_until_deadline: -10, next_deadline: null })
    expect((await get(`/grants/${ids.solar}`)).body).toMatchObject({ status: 'upcoming', is_open: false, days_until_deadline: 90 })
    expect((await get(`/grants/${ids.water}`)).body).toMatchObject({ status: 'active', is_open: true, days_until_deadline: null, deadline: null })
    expect((await get(`/grants/${ids.transport}`)).body).toMatchObject({ source: 'eu_portal', deadline_time_zone: 'Europe/Brussels' })
  })

  it('stores NACE codes in Eurostat notation', async () => {
    expect((await get(`/grants/${ids.transport}`)).body.nace_codes).toEqual(['49'])
  })

  it('answers an unknown id with 404 problem+json and a malformed one with 422', async () => {
    const missing = await get('/grants/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toContain('application/problem+json')
    const malformed = await get('/grants/not-a-uuid')
    expect(malformed.status).toBe(422)
    expect(malformed.body.errors[0].loc).toEqual(['path', 'grant_id'])
  })
})
