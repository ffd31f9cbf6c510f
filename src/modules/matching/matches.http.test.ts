import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import type { MatchesCalculated } from './matching.events.js'
import { matches } from './matching.tables.js'

// Stored matches over HTTP: calculate and refresh (flags survive), lists and filters, the flag
// transitions of the spec, stats, events, and tenant isolation on every route.

const events: MatchesCalculated[] = []
const t = useTestApp({
  matchEvents: {
    async calculated (_tx, e) { events.push(e) },
  },
})

type Match = { id: string; grant_id: string; score: number; is_saved: boolean; is_dismissed: boolean; is_viewed: boolean; grant: { id: string; external_id: string } }
let headers: Record<string, string>
let credentials: { email: string; password: string }
let userId: string
let companyId: string
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, h = headers) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}

/** A day later the access token has expired: sign in again. */
const tokensOf = async () => bearer((await tokensFor(t, credentials)).access_token)

beforeAll(async () => {
  await insertGrants(t, ['a', 'b', 'c', 'd'].map((k, i) => grantInput(t, { external_id: `grant-${k}`, title: `Heat pump programme ${k}`, deadline_in_days: 30 + i * 10 })))
  const user = await signedInUser(t)
  headers = user.headers
  credentials = user.user
  userId = user.user.id
  companyId = (await call('POST', '/companies', { name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pump'] })).body.id
})

describe('POST /matches/calculate and refresh', () => {
  it('stores every eligible match and reports the new ones, with events', async () => {
    const { status, body } = await call('POST', '/matches/calculate', { company_id: companyId })
    expect(status).toBe(200)
    expect(body).toEqual({ task_id: expect.any(String), status: 'completed', company_id: companyId, total_matches: 4, new_matches: 4, updated_matches: 0 })
    expect(events).toEqual([{ tenant_id: expect.any(String), user_id: userId, company_id: companyId, total: 4, new_matches: expect.any(Array) }])
    expect(events[0]!.new_matches).toHaveLength(4)
  })

  it('keeps the user\'s flags when the scores are recalculated, and announces nothing new', async () => {
    const { body: list } = await call('GET', `/matches?company_id=${companyId}`)
    const first: Match = list.items[0]
    await call('PATCH', `/matches/match/${first.id}/action`, { action: 'save' })
    const refreshed = await call('POST', `/matches/${companyId}/refresh?limit=2`)
    expect(refreshed.body).toMatchObject({ company_id: companyId, saved: true, total: 4, new_matches: 0 })
    expect(refreshed.body.items).toHaveLength(2)
    expect((await call('GET', `/matches/match/${first.id}`)).body).toMatchObject({ is_saved: true })
    expect(events.filter((e) => e.new_matches.length > 0)).toHaveLength(1)
  })

  it('leaves the stored matches as they are when a recalculation finds the same scores', async () => {
    const before = (await call('GET', '/matches?page_size=10')).body
    await call('POST', '/matches/calculate', { company_id: companyId })
    expect((await call('GET', '/matches?page_size=10')).body).toEqual(before)   // updated_at included
  })

  it('computes without storing when save_results=false', async () => {
    const { body } = await call('POST', `/matches/${companyId}/refresh?save_results=false&limit=1`)
    expect(body).toMatchObject({ saved: false, total: 4, new_matches: 0 })
    expect(body.items).toHaveLength(1)
  })
})

describe('stored matches', () => {
  it('lists best first with the grant embedded, filtered by status, company and min_score', async () => {
    const { body } = await call('GET', '/matches?page_size=10')
    expect(Object.keys(body).sort()).toEqual(['items', 'page', 'page_size', 'total'])
    expect(body.total).toBe(4)
    expect(body.items.every((m: Match) => m.grant.id === m.grant_id)).toBe(true)
    const scores = body.items.map((m: Match) => m.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect((await call('GET', '/matches?status=saved')).body.total).toBe(1)
    expect((await call('GET', '/matches?status=active')).body.total).toBe(4)
    expect((await call('GET', `/matches?min_score=${scores[1]}`)).body.total).toBe(scores.filter((s: number) => s >= scores[1]).length)
    expect((await call('GET', '/matches?status=archived')).status).toBe(422)
  })

  it('filters by grant: with the company, the one match of that pair', async () => {
    const { body } = await call('GET', '/matches?page_size=10')
    const [second] = (body.items as Match[]).slice(1)
    const one = await call('GET', `/matches?company_id=${companyId}&grant_id=${second!.grant_id}`)
    expect(one.body.total).toBe(1)
    expect(one.body.items[0].id).toBe(second!.id)
    expect((await call('GET', `/matches?grant_id=${randomUUID()}`)).body.total).toBe(0)
    expect((await call('GET', '/matches?grant_id=nope')).status).toBe(422)
  })

  it('lists each match exactly as GET /matches/match/{id} shows it (the grant spliced in is the same JSON)', async () => {
    const { body } = await call('GET', '/matches?page_size=10')
    for (const item of body.items as Match[]) expect(item).toEqual((await call('GET', `/matches/match/${item.id}`)).body)
    const saved = await call('GET', `/matches/${companyId}/saved`)
    expect(saved.body.items.map((m: Match) => m.id)).toEqual(body.items.filter((m: Match) => m.is_saved).map((m: Match) => m.id))
    expect(saved.body).toMatchObject({ total: saved.body.items.length, page: 1, page_size: 20 })
  })

  it('shows a grant\'s read-time fields as of now, not as first serialised', async () => {
    const before = (await call('GET', '/matches?page_size=1')).body.items[0].grant.days_until_deadline
    t.clock.advance(86_400_000)
    try {
      const after = (await call('GET', '/matches?page_size=1', undefined, (await tokensOf()))).body.items[0].grant.days_until_deadline
      expect(after).toBe(before - 1)
    } finally {
      t.clock.advance(-86_400_000)
    }
  })

  it('follows the flag transitions of the spec', async () => {
    const { body } = await call('GET', '/matches?page_size=10')
    const m: Match = body.items[1]
    expect((await call('PATCH', `/matches/match/${m.id}/action`, { action: 'save' })).body).toMatchObject({ is_saved: true, is_dismissed: false })
    expect((await call('PATCH', `/matches/match/${m.id}/action`, { action: 'dismiss' })).body).toMatchObject({ is_saved: false, is_dismissed: true })
    expect((await call('PATCH', `/matches/match/${m.id}/action`, { action: 'restore' })).body).toMatchObject({ is_saved: false, is_dismissed: false })
    const bad = await call('PATCH', `/matches/match/${m.id}/action`, { action: 'archive' })
    expect(bad.status).toBe(400)
    expect(bad.body.detail).toMatch(/save, dismiss or restore/)

    const view = await t.app.inject({ method: 'PATCH', url: `/api/v1/matches/${companyId}/${m.grant_id}/view`, headers })
    expect(view.statusCode).toBe(204)
    expect(view.body).toBe('')
    expect((await call('PATCH', `/matches/${companyId}/${m.grant_id}/save`)).body).toMatchObject({ is_saved: true, is_viewed: true })
    expect((await call('PATCH', `/matches/${companyId}/${m.grant_id}/save?saved=false`)).body).toMatchObject({ is_saved: false })
    expect((await call('PATCH', `/matches/${companyId}/${m.grant_id}/dismiss`)).body).toMatchObject({ is_dismissed: true })
    expect((await call('PATCH', `/matches/${companyId}/${m.grant_id}/dismiss?dismissed=false`)).body).toMatchObject({ is_dismissed: false })
  })

  it('lists a company\'s saved matches and counts them in the stats', async () => {
    const saved = await call('GET', `/matches/${companyId}/saved`)
    expect(saved.body.items.map((m: Match) => m.is_saved)).toEqual([true])
    const stats = await call('GET', `/matches/stats?company_id=${companyId}`)
    expect(stats.body).toMatchObject({ company_id: companyId, total_matches: 4, saved: 1, dismissed: 0, viewed: 1, active: 4, average_score: expect.any(Number) })
    expect((await call('GET', '/matches/stats')).body).toMatchObject({ company_id: null, total_matches: 4 })
  })

  it('lists a match changed by another process as it is now', async () => {
    const last: Match = (await call('GET', '/matches?page_size=10')).body.items.at(-1)
    // Straight in the database, as another server or a worker would write: nothing here hears of it.
    const write = (changes: Partial<Pick<Match, 'score' | 'is_viewed'>>) => t.container.database.db.update(matches).set(changes).where(eq(matches.id, last.id))
    await write({ score: 1, is_viewed: !last.is_viewed })
    try {
      const { body } = await call('GET', '/matches?page_size=10')
      expect(body.items[0]).toMatchObject({ id: last.id, score: 1, is_viewed: !last.is_viewed })
      expect(body.items[0]).toEqual((await call('GET', `/matches/match/${last.id}`)).body)
    } finally {
      await write({ score: last.score, is_viewed: last.is_viewed })
    }
  })

  it('answers a page past the end with the total', async () => {
    expect((await call('GET', '/matches?page=9')).body).toEqual({ items: [], total: 4, page: 9, page_size: 20 })
  })

  it('answers 404 for unknown matches, grants and companies', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await call('GET', `/matches/match/${missing}`)).status).toBe(404)
    expect((await call('PATCH', `/matches/${companyId}/${missing}/view`)).status).toBe(404)
    expect((await call('POST', '/matches/calculate', { company_id: missing })).status).toBe(404)
    expect((await call('GET', `/matches/${missing}/saved`)).status).toBe(404)
    expect((await call('GET', `/matches/stats?company_id=${missing}`)).status).toBe(404)
  })

  it('marks only a stored match viewed: a grant the company has no match for is 404, and nothing is stored', async () => {
    await insertGrants(t, [grantInput(t, { external_id: 'grant-never-matched', title: 'Nur gelesen', countries: ['FR'] })])
    const grantId = (await call('GET', '/grants?page_size=100')).body.items.find((g: { external_id: string }) => g.external_id === 'grant-never-matched').id
    const before = (await call('GET', `/matches/stats?company_id=${companyId}`)).body
    const res = await call('PATCH', `/matches/${companyId}/${grantId}/view`)
    expect(res.status).toBe(404)
    expect(res.body.detail).toContain('No stored match')
    expect((await call('GET', `/matches/stats?company_id=${companyId}`)).body).toEqual(before)
  })
})

describe('tenant isolation', () => {
  it('hides every stored match and company of another tenant', async () => {
    const other = await signedInUser(t)
    const { body } = await call('GET', '/matches')
    const m: Match = body.items[0]
    expect((await call('GET', '/matches', undefined, other.headers)).body.total).toBe(0)
    expect((await call('GET', '/matches/stats', undefined, other.headers)).body.total_matches).toBe(0)
    for (const [method, url, payload] of [
      ['GET', `/matches/match/${m.id}`], ['PATCH', `/matches/match/${m.id}/action`, { action: 'save' }],
      ['POST', '/matches/calculate', { company_id: companyId }], ['POST', `/matches/${companyId}/refresh`],
      ['PATCH', `/matches/${companyId}/${m.grant_id}/view`], ['PATCH', `/matches/${companyId}/${m.grant_id}/save`], ['PATCH', `/matches/${companyId}/${m.grant_id}/dismiss`],
      ['GET', `/matches/${companyId}/saved`], ['GET', `/matches/stats?company_id=${companyId}`],
    ] as const) {
      expect((await call(method, url, payload, other.headers)).status, `${method} ${url}`).toBe(404)
    }
    expect((await call('GET', '/matches', undefined, {})).status).toBe(401)
  })
})

describe('collaborative signal', () => {
  it('raises a grant that a similar company of another tenant saved, without revealing that company', async () => {
    const other = await signedInUser(t)
    const twin = (await call('POST', '/companies', { name: 'Zwilling GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] }, other.headers)).body.id
    const saved = (await call('GET', `/matches/${companyId}/saved`)).body.items[0] as Match
    const { body } = await call('GET', `/matches/${twin}?page_size=10`, undefined, other.headers)
    const byGrant = new Map(body.items.map((i: { grant: { id: string }; collaborative_score: number }) => [i.grant.id, i.collaborative_score]))
    expect(byGrant.get(saved.grant_id)).toBeGreaterThan(0.5)
    expect([...byGrant.entries()].filter(([id]) => id !== saved.grant_id).every(([, s]) => s === 0.5)).toBe(true)
    expect(JSON.stringify(body)).not.toContain('Blechbau')
  })
})

describe('saving or dismissing a grant with no match yet (decisions.md)', () => {
  const grantIdOf = async (externalId: string) =>
    (await call('GET', `/grants?page_size=100`)).body.items.find((g: { external_id: string }) => g.external_id === externalId).id as string

  it('scores and stores the match first, then sets the flag, without announcing it', async () => {
    const company = (await call('POST', '/companies', { name: 'Lesezeichen GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] })).body.id
    const grantId = await grantIdOf('grant-c')
    const announced = events.length
    const { status, body } = await call('PATCH', `/matches/${company}/${grantId}/save`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ company_id: company, grant_id: grantId, is_saved: true, is_dismissed: false, grant: { id: grantId } })
    expect(body.score).toBeGreaterThan(0)
    expect(body.match_reasons.length).toBeGreaterThan(0)
    expect(events).toHaveLength(announced)
    // Stored once: a later calculation counts it as known, not new.
    const calculated = await call('POST', '/matches/calculate', { company_id: company })
    expect(calculated.body.new_matches).toBe(calculated.body.total_matches - 1)
    expect((await call('GET', `/matches/${company}/saved`)).body.items.map((m: Match) => m.grant_id)).toEqual([grantId])
  })

  it('stores a grant the rules exclude with score 0 and the reason, so a bookmark says why', async () => {
    await insertGrants(t, [grantInput(t, { external_id: 'grant-fr-only', title: 'Aide régionale', countries: ['FR'] })])
    const company = (await call('POST', '/companies', { name: 'Ausgeschlossen GmbH', country: 'DE', company_size: 'small' })).body.id
    const grantId = await grantIdOf('grant-fr-only')
    const { status, body } = await call('PATCH', `/matches/${company}/${grantId}/dismiss`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ is_dismissed: true, score: 0, match_reasons: ['Not open to companies in Germany'] })
    expect(body.score_breakdown.rule).toMatchObject({ value: 0, reasons: ['Not open to companies in Germany'] })
    expect(body.match_reason_codes).toEqual([{ code: 'not_country', params: { country: 'DE' } }])
  })

  it('answers 404 for an unknown grant or another tenant\'s company, and stores nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const before = (await call('GET', '/matches/stats')).body.total_matches
    const unknownGrant = await call('PATCH', `/matches/${companyId}/${missing}/save`)
    expect(unknownGrant.status).toBe(404)
    expect(unknownGrant.body.title).toBe('Grant not found')
    const other = await signedInUser(t)
    expect((await call('PATCH', `/matches/${companyId}/${await grantIdOf('grant-a')}/save`, undefined, other.headers)).status).toBe(404)
    expect((await call('GET', '/matches/stats')).body.total_matches).toBe(before)
  })
})
