import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// Every record says what it is: a call (apply by its deadline), a programme that publishes calls of
// its own (no deadline of ours, never open), or a past topic kept as evidence (always closed).
// The test clock stands at 2026-03-02T09:00Z.

const t = useTestApp()
const DAY = 86_400_000
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY)
const ids: Record<string, string> = {}

beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, { external_id: 'rt-call', title: 'Open call for solar dryers' }),
    grantInput(t, {
      external_id: 'rt-programme', source: 'cohesion', record_type: 'programme', title: 'Renewable energy: solar in Bayern (ERDF)',
      deadline_in_days: null, start_date: at(-1500), end_date: at(1400),
    }),
    grantInput(t, {
      external_id: 'rt-old-programme', source: 'cohesion', record_type: 'programme', title: 'Solar energy in Attiki (ERDF 2014-2020)',
      deadline_in_days: null, start_date: at(-4000), end_date: at(-800),
    }),
    grantInput(t, {
      external_id: 'rt-past', source: 'cordis', record_type: 'past_topic', title: 'Solar fuels research topic',
      deadline_in_days: null,
    }),
    grantInput(t, {
      external_id: 'rt-stages', title: 'Two cut-off solar call', deadline: at(178), deadlines: [at(-10), at(25), at(178)],
    }),
  ])
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/grants?page_size=100' })
  for (const g of res.json().items as { id: string; external_id: string }[]) ids[g.external_id] = g.id
})

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('what a record is', () => {
  it('shows a programme as running but never open, without a deadline', async () => {
    expect(await get(`/grants/${ids['rt-programme']}`)).toMatchObject({
      record_type: 'programme', status: 'active', is_open: false, deadline: null, days_until_deadline: null, deadlines: [],
    })
    expect(await get(`/grants/${ids['rt-old-programme']}`)).toMatchObject({ record_type: 'programme', status: 'closed', is_open: false })
  })

  it('shows a past topic as closed, whatever its dates', async () => {
    expect(await get(`/grants/${ids['rt-past']}`)).toMatchObject({ record_type: 'past_topic', status: 'closed', is_open: false })
  })

  it('opens calls only: open_only, the stats and the facets count calls', async () => {
    const open = await get('/grants?open_only=true&page_size=100')
    expect(open.items.map((g: { external_id: string }) => g.external_id).sort()).toEqual(['rt-call', 'rt-stages'])
    const stats = await get('/grants/stats')
    expect(stats).toMatchObject({ open_calls: 2, active_grants: 3, by_record_type: { call: 2, programme: 2, past_topic: 1 } })
    expect(stats.total_grants).toBe(stats.active_grants + stats.closed_grants + stats.upcoming_grants)
    expect((await get('/grants/facets')).record_type).toEqual({ call: 2, programme: 2, past_topic: 1 })
    expect((await get('/grants/facets?status=active')).record_type).toEqual({ call: 2, programme: 1 })
  })

  it('filters by record type, several at once', async () => {
    const list = await get('/grants?record_type=programme,past_topic&page_size=100')
    expect(list.items.map((g: { external_id: string }) => g.external_id).sort()).toEqual(['rt-old-programme', 'rt-past', 'rt-programme'])
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/grants?record_type=tender' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['query', 'record_type'])
  })
})

describe('multi-stage calls', () => {
  it('show the cut-off a new applicant must meet as the deadline, every cut-off in deadlines', async () => {
    const grant = await get(`/grants/${ids['rt-stages']}`)
    expect(grant).toMatchObject({ deadline: at(25).toISOString(), next_deadline: at(25).toISOString(), days_until_deadline: 25 })
    expect(grant.deadlines).toEqual([at(-10), at(25), at(178)].map((d) => d.toISOString()))
  })

  it('are listed by /grants/deadlines in the order of the deadline shown, only within the window', async () => {
    const in30 = await get('/grants/deadlines?days=30')
    expect(in30.map((g: { external_id: string }) => g.external_id)).toEqual(['rt-stages'])
    for (const g of in30) expect(g.days_until_deadline).toBeLessThanOrEqual(30)
    const in90 = await get('/grants/deadlines?days=90')
    expect(in90.map((g: { external_id: string }) => g.external_id)).toEqual(['rt-stages', 'rt-call'])
    const days = in90.map((g: { days_until_deadline: number }) => g.days_until_deadline)
    expect(days).toEqual([...days].sort((a, b) => a - b))
  })
})
