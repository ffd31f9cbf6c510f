import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import type { ApplicationStatusChanged } from './applications.events.js'

// Applications over HTTP: create (draft), the status flow with 409s and its events, notes and
// amounts, lists and filters, validation, one open application per company and grant, tenant
// isolation, and applications as votes in other companies' collaborative scores.

const events: ApplicationStatusChanged[] = []
const t = useTestApp({ applicationEvents: { async statusChanged (_tx, e) { events.push(e) } } })

let headers: Record<string, string>
let userId: string
let companyId: string
const grantIds: string[] = []
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, h = headers) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}
const create = (grantIndex: number, extra: object = {}) => call('POST', '/applications', { company_id: companyId, grant_id: grantIds[grantIndex], ...extra })

beforeAll(async () => {
  const inputs = ['a', 'b', 'c', 'd'].map((k, i) => grantInput(t, { external_id: `app-grant-${k}`, title: `Heat recovery call ${k}`, deadline_in_days: 30 + 10 * i }))
  await insertGrants(t, inputs)
  const { body } = await call('GET', '/grants?page_size=10&sort_by=deadline', undefined, {})
  grantIds.push(...body.items.map((g: { id: string }) => g.id))
  const user = await signedInUser(t)
  headers = user.headers
  userId = user.user.id
  companyId = (await call('POST', '/companies', { name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] })).body.id
})

describe('POST /applications', () => {
  it('starts a draft with its grant embedded', async () => {
    const { status, body } = await create(0, { requested_amount: 120_000, notes: 'Ask Anna for the energy audit' })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      company_id: companyId, grant_id: grantIds[0], status: 'draft', requested_amount: 120_000, notes: 'Ask Anna for the energy audit',
      submitted_at: null, decided_at: null, grant: { id: grantIds[0], title: 'Heat recovery call a' },
    })
    expect(body).not.toHaveProperty('tenant_id')
  })

  it('refuses a second application in progress for the same company and grant (409)', async () => {
    const { status, body } = await create(0)
    expect(status).toBe(409)
    expect(body.detail).toMatch(/already has an application in progress/)
  })

  it('answers 404 for an unknown grant or another tenant\'s company, 422 for bad fields', async () => {
    expect((await call('POST', '/applications', { company_id: companyId, grant_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    const other = await signedInUser(t)
    const res = await call('POST', '/applications', { company_id: companyId, grant_id: grantIds[1] }, other.headers)
    expect(res.status).toBe(404)
    const bad = await call('POST', '/applications', { company_id: 'nope', grant_id: grantIds[1], requested_amount: -1 })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toEqual(expect.arrayContaining(['body.company_id', 'body.requested_amount']))
  })
})

describe('PATCH /applications/{id}', () => {
  it('follows the flow to approval, stamping submission and decision, with one event per change', async () => {
    const { body: app } = await create(1)
    events.length = 0
    expect(app.allowed_transitions).toEqual(['submitted', 'withdrawn'])
    const next: Record<string, string[]> = { submitted: ['under_review', 'withdrawn'], under_review: ['approved', 'rejected', 'withdrawn'], approved: [] }
    for (const status of ['submitted', 'under_review', 'approved']) {
      const res = await call('PATCH', `/applications/${app.id}`, { status })
      expect(res.status).toBe(200)
      expect(res.body.status).toBe(status)
      expect(res.body.allowed_transitions).toEqual(next[status])   // where it may go from here
    }
    const { body } = await call('GET', `/applications/${app.id}`)
    expect(body).toMatchObject({ status: 'approved', submitted_at: expect.any(String), decided_at: expect.any(String), allowed_transitions: [] })
    expect(events.map((e) => `${e.from}>${e.to}`)).toEqual(['draft>submitted', 'submitted>under_review', 'under_review>approved'])
    expect(events[0]).toEqual({ tenant_id: expect.any(String), user_id: userId, application_id: app.id, company_id: companyId, grant_id: grantIds[1], from: 'draft', to: 'submitted' })
  })

  it('answers 409 on a forbidden change and leaves the application as it was', async () => {
    const { body: app } = await create(2, { notes: 'first' })
    events.length = 0
    const skip = await call('PATCH', `/applications/${app.id}`, { status: 'approved', notes: 'changed' })
    expect(skip.status).toBe(409)
    expect(skip.body.detail).toBe('An application in status draft cannot become approved (allowed: submitted, withdrawn)')
    expect((await call('GET', `/applications/${app.id}`)).body).toMatchObject({ status: 'draft', notes: 'first' })
    expect(events).toEqual([])
  })

  it('lets draft, submitted and under_review be withdrawn, after which the application is final', async () => {
    const { body: app } = await create(2 + 1)
    await call('PATCH', `/applications/${app.id}`, { status: 'submitted' })
    expect((await call('PATCH', `/applications/${app.id}`, { status: 'withdrawn' })).body).toMatchObject({ status: 'withdrawn', decided_at: expect.any(String) })
    const again = await call('PATCH', `/applications/${app.id}`, { status: 'draft' })
    expect(again.status).toBe(409)
    expect(again.body.detail).toMatch(/it is final/)
    // A withdrawn application no longer blocks a new one for the same grant.
    expect((await create(3)).status).toBe(201)
  })

  it('changes notes and amount without an event; the same status again changes nothing', async () => {
    const { body: list } = await call('GET', '/applications?status=draft')
    const app = list.items[0]
    events.length = 0
    const res = await call('PATCH', `/applications/${app.id}`, { status: 'draft', notes: null, requested_amount: 80_000.5 })
    expect(res.body).toMatchObject({ status: 'draft', notes: null, requested_amount: 80_000.5 })
    expect(events).toEqual([])
  })

  it('rejects an empty body, an unknown status and a bad id', async () => {
    const { body: list } = await call('GET', '/applications?page_size=1')
    const id = list.items[0].id
    expect((await call('PATCH', `/applications/${id}`, {})).status).toBe(422)
    const unknown = await call('PATCH', `/applications/${id}`, { status: 'won' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors[0].loc).toEqual(['body', 'status'])
    expect((await call('PATCH', '/applications/not-a-uuid', { notes: 'x' })).status).toBe(422)
    expect((await call('PATCH', '/applications/00000000-0000-4000-8000-000000000000', { notes: 'x' })).status).toBe(404)
  })

  it('serialises concurrent submissions of a draft: one moves it, the others find it submitted; one event', async () => {
    const { body: list } = await call('GET', '/applications?status=draft')
    const app = list.items[0]
    events.length = 0
    const results = await Promise.all([1, 2, 3].map(() => call('PATCH', `/applications/${app.id}`, { status: 'submitted' })))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(events).toHaveLength(1)
  })
})

describe('GET /applications', () => {
  it('lists the tenant\'s applications, most recently changed first, with filters and paging', async () => {
    const all = await call('GET', '/applications')
    expect(all.body).toMatchObject({ total: 5, page: 1, page_size: 20, pages: 1 })
    const times = all.body.items.map((a: { updated_at: string }) => a.updated_at)
    expect([...times].sort().reverse()).toEqual(times)
    for (const a of all.body.items) expect(a.allowed_transitions).toEqual(expect.any(Array))
    expect((await call('GET', '/applications?status=approved')).body.items.map((a: { grant_id: string }) => a.grant_id)).toEqual([grantIds[1]])
    expect((await call('GET', `/applications?company_id=${companyId}&page_size=3&page=2`)).body).toMatchObject({ total: 5, pages: 2, items: [expect.any(Object), expect.any(Object)] })
    expect((await call('GET', '/applications?status=lost')).status).toBe(422)
  })

  it('shows nothing of another tenant', async () => {
    const other = await signedInUser(t)
    expect((await call('GET', '/applications', undefined, other.headers)).body.total).toBe(0)
    const { body: list } = await call('GET', '/applications?page_size=1')
    expect((await call('GET', `/applications/${list.items[0].id}`, undefined, other.headers)).status).toBe(404)
    expect((await call('PATCH', `/applications/${list.items[0].id}`, { notes: 'mine now' }, other.headers)).status).toBe(404)
  })

  it('requires a user token', async () => {
    expect((await call('GET', '/applications', undefined, {})).status).toBe(401)
  })
})

describe('applications in the collaborative score', () => {
  it('counts another similar company\'s application as a strong vote; a withdrawn one casts none', async () => {
    const other = await signedInUser(t)
    const peer = (await call('POST', '/companies', { name: 'Metallwerk AG', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] }, other.headers)).body
    const collaborative = async (grantId: string) => {
      const { body } = await call('GET', `/matches/${peer.id}?page_size=20`, undefined, other.headers)
      return body.items.find((m: { grant: { id: string } }) => m.grant.id === grantId)
    }
    // Our company's application to grant b was approved above.
    const applied = await collaborative(grantIds[1]!)
    expect(applied.collaborative_score).toBeGreaterThan(0.6)
    expect(applied.score_breakdown.collaborative.reasons).toContain('A company like yours applied')
    const { body: drafts } = await call('GET', `/applications?status=draft&company_id=${companyId}`)
    const draftA = drafts.items.find((a: { grant_id: string }) => a.grant_id === grantIds[0])
    expect((await collaborative(grantIds[0]!)).collaborative_score).toBeGreaterThan(0.6)
    await call('PATCH', `/applications/${draftA.id}`, { status: 'withdrawn' })
    expect((await collaborative(grantIds[0]!)).collaborative_score).toBe(0.5)
  })
})
