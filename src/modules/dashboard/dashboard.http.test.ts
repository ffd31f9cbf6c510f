import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor, type TestUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// GET /dashboard/stats: the tenant's companies, matches, applications by status and upcoming
// deadlines of saved grants (next cut-off within 30 days of the clock), for its own tenant only.

const t = useTestApp()
const DAY = 86_400_000
let headers: Record<string, string>
let user: TestUser
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, h = headers) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}

beforeAll(async () => {
  const now = t.clock.now().getTime()
  const at = (days: number) => new Date(now + days * DAY)
  await insertGrants(t, [
    grantInput(t, { external_id: 'soon', title: 'Deadline in 10 days', deadline_in_days: 10 }),
    // A two-stage call: the first cut-off is in 20 days, the final one in 90.
    grantInput(t, { external_id: 'staged', title: 'First stage in 20 days', deadline: at(90), deadlines: [at(20), at(90)] }),
    grantInput(t, { external_id: 'late', title: 'Deadline in 45 days', deadline_in_days: 45 }),
    grantInput(t, { external_id: 'rolling', title: 'No deadline', deadline_in_days: null }),
  ])
  const signedIn = await signedInUser(t)
  headers = signedIn.headers
  user = signedIn.user
})

describe('GET /dashboard/stats', () => {
  it('is all zeros for a new tenant', async () => {
    const { status, body } = await call('GET', '/dashboard/stats')
    expect(status).toBe(200)
    expect(body).toEqual({
      companies: 0,
      matches: { total: 0, saved: 0, dismissed: 0, viewed: 0, average_score: null },
      applications: { total: 0, by_status: { draft: 0, submitted: 0, under_review: 0, approved: 0, rejected: 0, withdrawn: 0 } },
      upcoming_deadlines: [],
      unread_notifications: 0,
    })
  })

  it('counts companies, matches and applications, and lists saved grants due in the next 30 days', async () => {
    const company = (await call('POST', '/companies', { name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] })).body
    await call('POST', '/companies', { name: 'Second Ltd', country: 'AT', company_size: 'medium' })
    await call('POST', '/matches/calculate', { company_id: company.id })
    const { body: list } = await call('GET', `/matches?company_id=${company.id}&page_size=10`)
    const match = (externalId: string) => list.items.find((m: { grant: { external_id: string } }) => m.grant.external_id === externalId)
    for (const id of ['soon', 'staged', 'late', 'rolling']) await call('PATCH', `/matches/match/${match(id).id}/action`, { action: 'save' })
    await call('PATCH', `/matches/${company.id}/${match('soon').grant_id}/view`)
    const application = (await call('POST', '/applications', { company_id: company.id, grant_id: match('late').grant_id })).body
    await call('PATCH', `/applications/${application.id}`, { status: 'submitted' })
    await call('POST', '/applications', { company_id: company.id, grant_id: match('soon').grant_id })

    const { body } = await call('GET', '/dashboard/stats')
    const average = list.items.reduce((sum: number, m: { score: number }) => sum + m.score, 0) / list.items.length
    expect(body).toMatchObject({
      companies: 2,
      matches: { total: 4, saved: 4, dismissed: 0, viewed: 1 },
      applications: { total: 2, by_status: { draft: 1, submitted: 1, under_review: 0, approved: 0, rejected: 0, withdrawn: 0 } },
    })
    // The calculation's match_refresh and the submission's application_status, at least; all read, none.
    const unread = (await call('GET', '/notifications?read=false')).body.total
    expect(unread).toBeGreaterThanOrEqual(2)
    expect(body.unread_notifications).toBe(unread)
    await call('POST', '/notifications/read-all')
    expect((await call('GET', '/dashboard/stats')).body.unread_notifications).toBe(0)
    expect(body.matches.average_score).toBeCloseTo(average, 4)
    expect(body.upcoming_deadlines).toEqual([
      { match_id: match('soon').id, company_id: company.id, company_name: 'Blechbau GmbH', grant_id: match('soon').grant_id, title: 'Deadline in 10 days', deadline: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(), days_until_deadline: 10 },
      expect.objectContaining({ title: 'First stage in 20 days', days_until_deadline: 20 }),
    ])
  })

  it('drops a grant from the upcoming list once it is no longer saved or its cut-off has passed', async () => {
    const { body: before } = await call('GET', '/dashboard/stats')
    await call('PATCH', `/matches/match/${before.upcoming_deadlines[0].match_id}/action`, { action: 'dismiss' })
    t.clock.advance(21 * DAY)
    try {
      // Three weeks on, the first access token has expired: sign in again.
      const { body } = await call('GET', '/dashboard/stats', undefined, bearer((await tokensFor(t, user)).access_token))
      // 'staged' now shows its final cut-off (69 days away: out of the window); 'late' is 24 days away.
      expect(body.upcoming_deadlines.map((u: { title: string; days_until_deadline: number }) => [u.title, u.days_until_deadline])).toEqual([['Deadline in 45 days', 24]])
      expect(body.matches).toMatchObject({ saved: 3, dismissed: 1 })
    } finally {
      t.clock.advance(-21 * DAY)
    }
  })

  it('shows another tenant nothing of ours, and requires a user token', async () => {
    const other = await signedInUser(t)
    const { body } = await call('GET', '/dashboard/stats', undefined, other.headers)
    expect(body).toMatchObject({ companies: 0, matches: { total: 0 }, applications: { total: 0 }, upcoming_deadlines: [] })
    expect((await call('GET', '/dashboard/stats', undefined, {})).status).toBe(401)
  })
})
