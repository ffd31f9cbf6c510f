import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { namesOf, seedCatalogue, type GrantName } from '../../../test/grant-catalogue.js'

const t = useTestApp()
let ids: Record<GrantName, string>
beforeAll(async () => { ids = await seedCatalogue(t) })

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` })
  return { status: res.statusCode, body: res.json() }
}

describe('GET /grants/stats', () => {
  it('counts by status, source, country and carbon category, by the read-time status rule', async () => {
    const { status, body } = await get('/grants/stats')
    expect(status).toBe(200)
    expect(body).toEqual({
      total_grants: 8, active_grants: 6, closed_grants: 1, upcoming_grants: 1, open_calls: 6,
      by_source: { eu_portal: 4, cordis: 1, cohesion: 2, innovate_uk: 1 }, by_record_type: { call: 8 },
      by_country: { DE: 3, AT: 1, FR: 1, ES: 1, GB: 1, IT: 1 },
      carbon_focused_grants: 7,
      by_carbon_category: { energy_efficiency: 2, hydrogen: 1, renewable_energy: 1, circular_economy: 1, water_management: 1, green_buildings: 1 },
    })
  })

  it('agrees with the status filter of GET /grants', async () => {
    const { body } = await get('/grants/stats')
    for (const s of ['active', 'closed', 'upcoming']) {
      expect((await get(`/grants?status=${s}`)).body.total).toBe(body[`${s}_grants`])
    }
  })
})

describe('GET /grants/sources', () => {
  it('lists all four sources with their counts', async () => {
    const { body } = await get('/grants/sources')
    expect(body.map((s: { source: string }) => s.source)).toEqual(['cordis', 'eu_portal', 'cohesion', 'innovate_uk'])
    expect(body.find((s: { source: string }) => s.source === 'cohesion')).toEqual({
      source: 'cohesion', name: expect.any(String), url: expect.stringMatching(/^https:/), total_grants: 2, active_grants: 1, last_updated: expect.any(String),
    })
  })
})

describe('GET /grants/deadlines', () => {
  it('lists active grants with a cut-off within 30 days, soonest first, using the next cut-off', async () => {
    const { status, body } = await get('/grants/deadlines')
    expect(status).toBe(200)
    expect(namesOf(ids, body)).toEqual(['transport', 'circular', 'foerderung'])   // +5, +10 (next cut-off), +20
    expect(body[1]).toMatchObject({ next_deadline: '2026-03-12T09:00:00.000Z', status: 'active' })
  })

  it('honours days and limit', async () => {
    expect(namesOf(ids, (await get('/grants/deadlines?days=7')).body)).toEqual(['transport'])
    expect(namesOf(ids, (await get('/grants/deadlines?days=365&limit=2')).body)).toEqual(['transport', 'circular'])
    expect(namesOf(ids, (await get('/grants/deadlines?days=365&limit=50')).body)).toEqual(['transport', 'circular', 'foerderung', 'efficiency', 'retrofit'])
  })

  it.each(['days=0', 'days=366', 'limit=0', 'limit=51', 'days=soon'])('rejects %s with 422', async (qs) => {
    expect((await get(`/grants/deadlines?${qs}`)).status).toBe(422)
  })
})

describe('GET /grants/{grant_id}/similar', () => {
  it('ranks grants sharing countries and NACE codes first, never the grant itself', async () => {
    const { status, body } = await get(`/grants/${ids.efficiency}/similar`)
    expect(status).toBe(200)
    const similar = namesOf(ids, body)
    expect(similar[0]).toBe('foerderung')          // DE and NACE C (ancestor of C25.11)
    expect(similar).toContain('transport')          // DE
    expect(similar).not.toContain('efficiency')
    expect(similar.length).toBeLessThanOrEqual(5)
  })

  it('honours limit and answers 404 / 422', async () => {
    expect((await get(`/grants/${ids.efficiency}/similar?limit=1`)).body).toHaveLength(1)
    expect((await get(`/grants/${ids.efficiency}/similar?limit=21`)).status).toBe(422)
    expect((await get(`/grants/${ids.efficiency}/similar?limit=0`)).status).toBe(422)
    expect((await get('/grants/00000000-0000-4000-8000-000000000000/similar')).status).toBe(404)
    expect((await get('/grants/nope/similar')).status).toBe(422)
  })
})

describe('GET /grants/facets', () => {
  it('counts under the filters of GET /grants, and each count equals that filtered list', async () => {
    const { body } = await get('/grants/facets?status=active')
    expect(body.status).toEqual({ active: 6 })
    expect(body.countries).toEqual({ DE: 3, AT: 1, GB: 1, IT: 1 })
    for (const [size, count] of Object.entries(body.company_sizes as Record<string, number>)) {
      expect((await get(`/grants?status=active&company_size=${size}`)).body.total).toBe(count)
    }
    for (const [source, count] of Object.entries(body.source as Record<string, number>)) {
      expect((await get(`/grants?status=active&source=${source}`)).body.total).toBe(count)
    }
  })

  it('rejects a bad filter with 422', async () => {
    expect((await get('/grants/facets?status=nope')).status).toBe(422)
  })
})
