import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import {
  activePartner,
  convert,
  LONG_AGO,
  OPERATOR_ENV,
  operatorHeaders,
  referredCustomer,
} from '../../../test/partners.js'
import { teamCalls } from '../../../test/team.js'
import { startReceiver, verify } from '../../../test/webhook-receiver.js'
import { grantChangedWebhooks } from './webhook-events.js'

// Every event type reaches a real receiver, triggered the way it happens in the service (the API,
// the hourly scan, the announcer's port), signed, with the payload the decisions record.

const t = useTestApp({ env: OPERATOR_ENV })
const { call } = teamCalls(t)
let receiver: Awaited<ReturnType<typeof startReceiver>>
let owner: Awaited<ReturnType<typeof signedInUser>>
let hook: { id: string; secret: string }
let companyId: string
const drain = () => t.container.webhookDelivery.drain()
const ALL = ['grant.matched', 'grant.changed', 'deadline.approaching', 'application.status_changed']

beforeAll(async () => {
  receiver = await startReceiver()
  await insertGrants(
    t,
    [1, 2].map((i) =>
      grantInput(t, {
        external_id: `hooks-${i}-${randomUUID()}`,
        title: `Heat recovery call ${i}`,
        deadline_in_days: 5 * i,
      }),
    ),
  )
  owner = await signedInUser(t)
  hook = (await call('POST', '/webhooks', owner.headers, { url: receiver.url('/events'), events: ALL })).body
  companyId = (
    await call('POST', '/companies', owner.headers, {
      name: 'Blechbau GmbH',
      country: 'DE',
      company_size: 'small',
      nace_codes: ['C25.11'],
      keywords: ['heat recovery'],
    })
  ).body.id
})
afterAll(async () => {
  await receiver.close()
})

const signedOfType = (type: string) =>
  receiver
    .ofType(type, '/events')
    .map((r) => verify(hook.secret, r) as { type: string; timestamp: string; data: Record<string, unknown> })

describe('workspace events', () => {
  it('grant.matched: one event per calculation with its new matches, none when nothing is new', async () => {
    const calc = await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })
    expect(calc.body.new_matches).toBeGreaterThan(0)
    await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })
    await drain()
    const events = signedOfType('grant.matched')
    expect(events).toHaveLength(1)
    expect(events[0]).toEqual({
      type: 'grant.matched',
      timestamp: t.clock.now().toISOString(),
      data: {
        company_id: companyId,
        total_matches: calc.body.total_matches,
        calculated_by: owner.user.id,
        new_matches: expect.any(Array),
      },
    })
    expect(events[0]!.data.new_matches).toHaveLength(calc.body.new_matches)
    expect(events[0]!.data.new_matches).toContainEqual({
      match_id: expect.any(String),
      grant_id: expect.any(String),
      score: expect.any(Number),
    })
  })

  it('application.status_changed: from, to and who, besides the in-app notification', async () => {
    const { body: matches } = await call('GET', `/matches?company_id=${companyId}`, owner.headers)
    const app = (
      await call('POST', '/applications', owner.headers, { company_id: companyId, grant_id: matches.items[0].grant_id })
    ).body
    expect((await call('PATCH', `/applications/${app.id}`, owner.headers, { status: 'submitted' })).status).toBe(200)
    await drain()
    expect(signedOfType('application.status_changed')).toEqual([
      {
        type: 'application.status_changed',
        timestamp: expect.any(String),
        data: {
          application_id: app.id,
          company_id: companyId,
          grant_id: matches.items[0].grant_id,
          from: 'draft',
          to: 'submitted',
          changed_by: owner.user.id,
        },
      },
    ])
    expect((await call('GET', '/notifications?type=application_status', owner.headers)).body.items).toHaveLength(1)
  })

  it('deadline.approaching: once per workspace and cut-off, however often the hourly scan runs', async () => {
    const { body: matches } = await call('GET', `/matches?company_id=${companyId}`, owner.headers)
    for (const m of matches.items)
      await call('PATCH', `/matches/match/${m.id}/action`, owner.headers, { action: 'save' })
    await t.container.scheduledMail.deadlineReminders()
    await t.container.scheduledMail.deadlineReminders()
    await drain()
    const events = signedOfType('deadline.approaching')
    expect(events).toHaveLength(2)
    expect(events.map((e) => e.data.days_until_deadline as number).sort((a, b) => a - b)).toEqual([5, 10])
    expect(events[0]!.data).toEqual({
      grant_id: expect.any(String),
      grant_title: expect.stringMatching(/^Heat recovery call/),
      deadline: expect.any(String),
      days_until_deadline: expect.any(Number),
      match_ids: [expect.any(String)],
    })
  })

  it("grant.changed: the announcer's port emits to each workspace told, once per change", async () => {
    const other = await signedInUser(t)
    const otherHook = (
      await call('POST', '/webhooks', other.headers, { url: receiver.url('/other'), events: ['grant.changed'] })
    ).body
    const onAnnounced = grantChangedWebhooks(t.container.webhooks)
    const grantId = (await call('GET', `/matches?company_id=${companyId}`, owner.headers)).body.items[0].grant_id
    const announcement = {
      change_id: 424_242,
      grant_id: grantId,
      tenant_ids: [owner.user.tenant_id, other.user.tenant_id],
      changes: [{ field: 'deadline', from: 'a', to: 'b' }],
      urgent: true,
    }
    for (let i = 0; i < 2; i++) await t.container.database.db.transaction((tx) => onAnnounced(tx, announcement))
    await drain()
    expect(signedOfType('grant.changed')).toEqual([
      {
        type: 'grant.changed',
        timestamp: expect.any(String),
        data: { change_id: announcement.change_id, grant_id: grantId, changes: announcement.changes, urgent: true },
      },
    ])
    expect(receiver.ofType('grant.changed', '/other').map((r) => verify(otherHook.secret, r))).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ change_id: announcement.change_id }) }),
    ])
  })
})

describe('grant.changed end to end', () => {
  it("a followed call whose deadline moves reaches the follower workspace's endpoint, signed, once", async () => {
    const follower = await signedInUser(t)
    const followerHook = (
      await call('POST', '/webhooks', follower.headers, { url: receiver.url('/follower'), events: ['grant.changed'] })
    ).body
    const first = new Date('2027-03-12T16:00:00Z')
    const moved = new Date('2027-03-26T16:00:00Z')
    const input = grantInput(t, {
      external_id: `hooks-change-${randomUUID()}`,
      title: 'Followed heat call',
      deadline: first,
      deadlines: [first],
    })
    await insertGrants(t, [input])
    const grantId = (await call('GET', '/grants?search=Followed%20heat%20call', {})).body.items.find(
      (g: { title: string }) => g.title === 'Followed heat call',
    ).id as string
    await t.app.inject({ method: 'PUT', url: `/api/v1/grants/${grantId}/follow`, headers: follower.headers })

    await insertGrants(t, [{ ...input, deadline: moved, deadlines: [moved] }]) // the ingestion announces it
    await t.container.grantChanges.announce() // a second run finds nothing left
    await drain()
    const events = receiver
      .ofType('grant.changed', '/follower')
      .map((r) => verify(followerHook.secret, r) as { data: Record<string, unknown> })
    expect(events).toHaveLength(1)
    expect(events[0]!.data).toMatchObject({
      grant_id: grantId,
      urgent: false,
      changes: [{ field: 'deadline', from: first.toISOString(), to: moved.toISOString() }],
    })
  })
})

describe('operator events', () => {
  it("referral.converted and commission.status_changed reach the operator's endpoint", async () => {
    const op = await operatorHeaders(t)
    const opHook = (
      await call('POST', '/admin/webhooks', op, {
        url: receiver.url('/ops'),
        events: ['referral.converted', 'commission.status_changed'],
      })
    ).body
    const partner = await activePartner(t)
    const customer = await referredCustomer(t, partner, {}, LONG_AGO)
    const converted = await convert(t, customer.referral_id, {
      amount: 1000,
      occurred_at: '2026-01-10T12:00:00Z',
      external_id: `INV-${randomUUID()}`,
    })
    expect(converted.statusCode).toBe(201)
    const commissionId = converted.json().commission.id
    expect(
      (await call('POST', '/admin/commissions/status', op, { ids: [commissionId], status: 'approved' })).status,
    ).toBe(200)
    await drain()
    const [conversion, status] = ['referral.converted', 'commission.status_changed'].flatMap((type) =>
      receiver.ofType(type, '/ops').map((r) => verify(opHook.secret, r)),
    ) as { type: string; data: Record<string, unknown> }[]
    expect(conversion).toMatchObject({
      type: 'referral.converted',
      data: {
        referral_id: customer.referral_id,
        partner_id: partner.id,
        revenue_id: converted.json().id,
        amount: 1000,
        currency: 'EUR',
        first_conversion: true,
        commission: { status: 'pending', amount: expect.any(Number) },
      },
    })
    expect(status).toMatchObject({
      type: 'commission.status_changed',
      data: {
        status: 'approved',
        commissions: [
          { id: commissionId, partner_id: partner.id, from: 'pending', amount: expect.any(Number), period: '2026-01' },
        ],
      },
    })
  })
})
