import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// Real-time matching over HTTP on a small, hand-made catalogue: hard exclusions, ordering by the
// weighted score, the five sub-scores with reasons, min_score and paging, the rule-based preview,
// tenant isolation.

const t = useTestApp()
let headers: Record<string, string>
let companyId: string

type Item = { grant: { external_id: string; status: string }; score: number; rule_score: number; semantic_score: number; recency_score: number; collaborative_score: number; carbon_score: number; match_reasons: string[]; score_breakdown: Record<string, { weight: number; value: number; reasons: string[] }> }
const get = async (url: string, h = headers) => {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: h })
  return { status: res.statusCode, body: res.json() }
}
const ids = (items: Item[]) => items.map((i) => i.grant.external_id)

beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, { external_id: 'heat-pumps-de', title: 'Heat pumps for metalworking SMEs', description: 'Replace gas-fired process heat with industrial heat pumps in metal fabrication.', countries: ['DE'], nace_codes: ['C25'], company_sizes: ['small'], carbon_categories: ['energy_efficiency'], eligible_scopes: ['scope_1'] }),
    grantInput(t, { external_id: 'any-efficiency', title: 'Energy efficiency vouchers', description: 'Audits and efficiency investments for any company.', countries: [], nace_codes: [], company_sizes: [] }),
    grantInput(t, { external_id: 'digital-skills', title: 'Digital skills academy', description: 'Training in software development for young people.', countries: [], nace_codes: ['P85'], company_sizes: [], is_carbon_focused: false, carbon_categories: [], thematic_areas: ['Education'] }),
    grantInput(t, { external_id: 'france-only', title: 'Heat pumps in French industry', countries: ['FR'] }),
    grantInput(t, { external_id: 'large-only', title: 'Heat pumps for large manufacturers', company_sizes: ['large'] }),
    grantInput(t, { external_id: 'closed', title: 'Heat pumps, closed call', deadline_in_days: -1 }),
    grantInput(t, { external_id: 'upcoming', title: 'Industrial heat pumps, next call', opens_in_days: 20, deadline_in_days: 120 }),
  ])
  const user = await signedInUser(t)
  headers = user.headers
  const company = await t.app.inject({
    method: 'POST', url: '/api/v1/companies', headers,
    payload: { name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pumps', 'process heat'], description: 'Sheet metal fabrication with gas-fired furnaces.' },
  })
  companyId = company.json().id
  await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${companyId}/carbon-profile`, headers, payload: { scope1_emissions_tco2e: 900, focus_categories: ['energy_efficiency'] } })
})

describe('GET /matches/{company_id}', () => {
  it('leaves out closed grants and grants excluding the company\'s country or size, best first', async () => {
    const { status, body } = await get(`/matches/${companyId}?page_size=100`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ company_id: companyId, total: 4 })
    expect(ids(body.items).sort()).toEqual(['any-efficiency', 'digital-skills', 'heat-pumps-de', 'upcoming'])
    expect(ids(body.items)[0]).toBe('heat-pumps-de')
    expect(ids(body.items).at(-1)).toBe('digital-skills')
    const scores = body.items.map((i: Item) => i.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })

  it('gives every sub-score in 0..1, a weighted total, and reasons naming the evidence', async () => {
    const { body } = await get(`/matches/${companyId}`)
    const best: Item = body.items[0]
    for (const key of ['score', 'rule_score', 'semantic_score', 'recency_score', 'collaborative_score', 'carbon_score'] as const) {
      expect(best[key]).toBeGreaterThanOrEqual(0)
      expect(best[key]).toBeLessThanOrEqual(1)
    }
    const total = Object.values(best.score_breakdown).reduce((s, p) => s + p.weight * p.value, 0)
    expect(best.score).toBeCloseTo(total, 3)
    expect(best.collaborative_score).toBe(0.5)   // nobody has saved or dismissed anything yet
    expect(best.match_reasons).toEqual(expect.arrayContaining(['Open to companies in Germany', 'Matches your NACE C25']))
    expect(best.grant).toMatchObject({ external_id: 'heat-pumps-de', status: 'active' })
  })

  it('gives the same reasons as codes with parameters, in the same order, for a client to translate', async () => {
    const { body } = await get(`/matches/${companyId}`)
    const best = body.items[0] as Item & { match_reason_codes: { code: string; params: Record<string, unknown> }[] }
    expect(best.match_reason_codes).toHaveLength(best.match_reasons.length)
    const at = best.match_reasons.indexOf('Open to companies in Germany')
    expect(best.match_reason_codes[at]).toEqual({ code: 'country_open', params: { country: 'DE' } })
    expect(best.match_reason_codes).toContainEqual({ code: 'sector_match', params: { nace: 'C25' } })
    const rule = best.score_breakdown.rule as Item['score_breakdown'][string] & { reason_codes: unknown[] }
    expect(rule.reason_codes).toHaveLength(rule.reasons.length)
  })

  it('filters by min_score and pages', async () => {
    const all = (await get(`/matches/${companyId}?page_size=100`)).body.items as Item[]
    const threshold = all[1]!.score
    const { body } = await get(`/matches/${companyId}?min_score=${threshold}`)
    expect(body.total).toBe(all.filter((i) => i.score >= threshold).length)
    const page2 = await get(`/matches/${companyId}?page=2&page_size=2`)
    expect(ids(page2.body.items)).toEqual(ids(all.slice(2, 4)))
    expect((await get(`/matches/${companyId}?min_score=1.5`)).status).toBe(422)
  })

  it('is 404 for another tenant\'s company, 401 without a token, 422 for a malformed id', async () => {
    const other = await signedInUser(t)
    expect((await get(`/matches/${companyId}`, other.headers)).status).toBe(404)
    expect((await get(`/grants/matching/${companyId}`, other.headers)).status).toBe(404)
    expect((await get(`/matches/${companyId}`, {})).status).toBe(401)
    expect((await get('/matches/not-a-uuid')).status).toBe(422)
  })
})

describe('GET /grants/matching/{company_id}', () => {
  it('previews the eligible grants ordered by rules alone — the rule score and shared concepts — with the checklist, paged', async () => {
    const { status, body } = await get(`/grants/matching/${companyId}?page_size=3`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 3, pages: 2 })
    const scores = body.items.map((i: Item) => i.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    // 0.6 × the rule score + 0.4 × the concepts shared (no text statistics), less 0.03 where the
    // call does not say who may apply (eligibility-check.ts).
    for (const i of body.items as (Item & { eligibility: { criterion: string; status: string }[] })[]) {
      const unknown = i.eligibility.some((c) => c.criterion === 'applicant_type' && c.status === 'unknown')
      expect(i.score).toBeCloseTo(0.6 * i.rule_score + 0.4 * i.semantic_score - (unknown ? 0.03 : 0), 3)
    }
  })
})

describe('real-time results kept for a minute', () => {
  it('still reflect an edit of the company, its carbon profile or the catalogue at once', async () => {
    const { body: before } = await get(`/matches/${companyId}`)
    const semantic = (items: Item[], id: string) => items.find((i) => i.grant.external_id === id)!.semantic_score
    await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}`, headers, payload: { keywords: ['digital skills', 'software training'] } })
    const { body: edited } = await get(`/matches/${companyId}`)
    expect(semantic(edited.items, 'digital-skills')).toBeGreaterThan(semantic(before.items, 'digital-skills'))

    await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${companyId}/carbon-profile`, headers, payload: {} })
    const { body: noProfile } = await get(`/matches/${companyId}`)
    expect(noProfile.items.every((i: Item) => i.carbon_score === 0.5)).toBe(true)

    await insertGrants(t, [grantInput(t, { external_id: 'brand-new', title: 'Software training for metalworkers', countries: ['DE'] })])
    expect(ids((await get(`/matches/${companyId}?page_size=50`)).body.items)).toContain('brand-new')
    // A grant edited since it was read is read again (matching keeps rows it read: core/versioned-rows.ts).
    const renamed = 'Heat pump training for metalworkers'
    await insertGrants(t, [grantInput(t, { external_id: 'brand-new', title: renamed, countries: ['DE'] })])
    const items = (await get(`/matches/${companyId}?page_size=50`)).body.items as { grant: { external_id: string; title: string } }[]
    expect(items.find((i) => i.grant.external_id === 'brand-new')?.grant.title).toBe(renamed)

    // Put the company back as the other tests expect it.
    await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}`, headers, payload: { keywords: ['heat pumps', 'process heat'] } })
    await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${companyId}/carbon-profile`, headers, payload: { scope1_emissions_tco2e: 900, focus_categories: ['energy_efficiency'] } })
  })
})

describe('who applies: a company that adopts technology', () => {
  it('sees the EIC Accelerator ranked down, with the reason, only while it says so', async () => {
    await insertGrants(t, [grantInput(t, { external_id: 'eic-accelerator', title: 'EIC Accelerator Challenge: heat pumps for process heat', countries: ['DE'], action_types: ['HORIZON EIC Accelerator Blended Finance'] })])
    const eic = async () => ((await get(`/matches/${companyId}?page_size=50`)).body.items as Item[]).find((i) => i.grant.external_id === 'eic-accelerator')!
    const reason = 'EIC Accelerator: for companies bringing an innovation of their own to market'
    const notStated = await eic()
    expect(notStated.match_reasons).not.toContain(reason)

    const patch = (develops: boolean | null) => t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}`, headers, payload: { develops_technology: develops } })
    await patch(false)
    const adopter = await eic()
    expect(adopter.rule_score).toBeLessThan(notStated.rule_score)
    expect(adopter.score_breakdown.rule).toMatchObject({ reasons: expect.arrayContaining([reason]) })

    await patch(true)
    expect((await eic()).rule_score).toBe(notStated.rule_score)
    await patch(null)
  })
})

describe('regional programmes: a company that states its region', () => {
  it('no longer sees programmes of other regions, and sees its own with the reason, only while it says so', async () => {
    await insertGrants(t, [
      grantInput(t, { external_id: 'nrw-efficiency', title: 'Heat pumps in SMEs in Köln (ERDF)', countries: ['DE'], regions: ['DEA'] }),
      grantInput(t, { external_id: 'bavaria-efficiency', title: 'Heat pumps in SMEs in Mittelfranken (ERDF)', countries: ['DE'], regions: ['DE25'] }),
    ])
    const regional = async () => ((await get(`/matches/${companyId}?page_size=50`)).body.items as Item[])
      .filter((i) => i.grant.external_id.endsWith('-efficiency') && i.grant.external_id !== 'any-efficiency')
    const patch = (region: string | null) => t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}`, headers, payload: { region } })

    expect(ids(await regional()).sort()).toEqual(['bavaria-efficiency', 'nrw-efficiency'])
    expect((await patch('dea23')).json()).toMatchObject({ region: 'DEA23' })   // a NUTS-3 code inside DEA
    const inside = await regional()
    expect(ids(inside)).toEqual(['nrw-efficiency'])
    expect(inside[0]!.match_reasons).toContain('Regional programme for your region (DEA23)')
    // The rule-based preview reads the same hard rules.
    expect(ids((await get(`/grants/matching/${companyId}?page_size=50`)).body.items)).not.toContain('bavaria-efficiency')

    await patch(null)
    expect(ids(await regional()).sort()).toEqual(['bavaria-efficiency', 'nrw-efficiency'])
  })
})

describe('calls open to any topic', () => {
  it('get at least the floor of the semantic score, with the reason, though they share no word with the company', async () => {
    await insertGrants(t, [
      grantInput(t, { external_id: 'open-any-field', title: 'Accelerator Open', summary: 'Scale-up grants for start-ups.', description: 'Open to innovations from any field.', countries: ['DE'], thematic_areas: [] }),
      grantInput(t, { external_id: 'closed-topic', title: 'Accelerator for biotech', summary: 'Scale-up grants for start-ups.', description: 'Innovations in biotechnology.', countries: ['DE'], thematic_areas: [] }),
    ])
    const items = (await get(`/matches/${companyId}?page_size=50`)).body.items as Item[]
    const open = items.find((i) => i.grant.external_id === 'open-any-field')!
    const topical = items.find((i) => i.grant.external_id === 'closed-topic')!
    expect(open.semantic_score).toBe(0.3)
    expect(open.score_breakdown.semantic!.reasons).toContain('Open to projects in any field')
    expect(topical.semantic_score).toBeLessThan(0.3)
    expect(open.score).toBeGreaterThan(topical.score)
  })
})

describe('a company of one short line and no keywords', () => {
  it('is matched on what its words and NACE code name, not on words a call happens to share', async () => {
    await insertGrants(t, [grantInput(t, {
      external_id: 'shop-windows', title: 'Shop window displays in Lyon', description: 'Window displays for shops.',
      countries: ['FR'], nace_codes: [], company_sizes: [], carbon_categories: [], thematic_areas: [],
    })])
    const create = (description: string) => t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Atelier', country: 'FR', company_size: 'small', nace_codes: ['C18.12'], description },
    })
    const semanticOf = async (description: string) => {
      const id = (await create(description)).json().id as string
      const items = (await get(`/matches/${id}?page_size=100`)).body.items as Item[]
      return items.find((i) => i.grant.external_id === 'shop-windows')!.semantic_score
    }
    // Both share "shop" and "Lyon" with the call; only the longer profile gives text statistics a say.
    expect(await semanticOf('Print shop in Lyon')).toBe(0)
    expect(await semanticOf('Print shop in Lyon: flyers, posters and shop window displays for local retailers and events'))
      .toBeGreaterThan(0)
  })

  it('scores a call naming only a broader concept than its own (health care for a dental practice) as a partial match', async () => {
    await insertGrants(t, [grantInput(t, {
      external_id: 'health-care', title: 'Innovation in health care', description: 'New models of health care delivery.',
      countries: ['FR'], nace_codes: [], company_sizes: [], carbon_categories: [], thematic_areas: [],
    })])
    const payload = { name: 'Cabinet', country: 'FR', company_size: 'micro', nace_codes: [], description: 'Dental practice' }
    const id = (await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload })).json().id as string
    const items = (await get(`/matches/${id}?page_size=100`)).body.items as Item[]
    const health = items.find((i) => i.grant.external_id === 'health-care')!
    expect(health.semantic_score).toBeGreaterThan(0)
    expect(health.semantic_score).toBeLessThanOrEqual(0.25)
  })
})
