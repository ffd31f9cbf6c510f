import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { readOutbox } from '../../../test/mail.js'
import { teamCalls, type Headers } from '../../../test/team.js'

// Quiet hours, channels and the throttle, as the e-mail queue applies them to every producer:
// application status changes are the producer here (an e-mail and an in-app notification for
// every member of the workspace, each under their own preferences).

const t = useTestApp()
const { call, rows, inbox } = teamCalls(t)
const MIN = 60_000
let grantIds: string[]

const delivered = async (to: string, template: string) => {
  await t.container.delivery.drain()
  return (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === to && m.template === template)
}
const queued = async (userId: string, type: string) =>
  (
    await rows(
      'select status, next_attempt_at from notification_history where user_id = $1 and notification_type = $2 order by next_attempt_at',
      [userId, type],
    )
  ).map((r) => ({ status: r.status, at: new Date(r.next_attempt_at as string).toISOString() }))

/**
 * A company of the caller's workspace with an application in draft; returns a function moving it
 * on as `mover` (a colleague: whoever makes a change gets no e-mail about it).
 */
async function application(headers: Headers, grant: number, mover: Headers) {
  const company = (
    await call('POST', '/companies', headers, {
      name: 'Blechbau GmbH',
      country: 'DE',
      company_size: 'small',
      nace_codes: ['C25.11'],
    })
  ).body
  const created = await call('POST', '/applications', headers, { company_id: company.id, grant_id: grantIds[grant] })
  expect(created.status).toBe(201)
  return async (status: string) =>
    expect((await call('PATCH', `/applications/${created.body.id}`, mover, { status })).status).toBe(200)
}

beforeAll(async () => {
  await insertGrants(
    t,
    [0, 1, 2, 3, 4].map((i) =>
      grantInput(t, { external_id: `quiet-${i}`, title: `Quiet grant ${i}`, deadline_in_days: 60 + i }),
    ),
  )
  grantIds = (await rows("select id from grants where external_id like 'quiet-%' order by external_id", [])).map(
    (r) => r.id as string,
  )
})

describe('preferences', () => {
  it('exposes quiet hours, channels and grant-change e-mails, and validates them', async () => {
    const { headers } = await signedInUser(t)
    const prefs = (await call('GET', '/notifications/preferences', headers)).body
    expect(prefs).toMatchObject({
      quiet_hours_start: null,
      quiet_hours_end: null,
      channels: {},
      grant_change_notifications: true,
    })

    const alone = await call('PATCH', '/notifications/preferences', headers, { quiet_hours_start: 22 })
    expect(alone).toMatchObject({ status: 422, body: { errors: [{ loc: ['body', 'quiet_hours_end'] }] } })
    expect(
      (await call('PATCH', '/notifications/preferences', headers, { quiet_hours_start: 24, quiet_hours_end: 7 }))
        .status,
    ).toBe(422)
    const both = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers,
      payload: { quiet_hours_start: 22, quiet_hours_end: 7, grant_change_notifications: false },
    })
    expect(both.statusCode).toBe(200)
    expect(both.json()).toMatchObject({ quiet_hours_start: 22, quiet_hours_end: 7, grant_change_notifications: false })
    const halfOff = await call('PATCH', '/notifications/preferences', headers, { quiet_hours_end: null })
    expect(halfOff).toMatchObject({ status: 422, body: { errors: [{ loc: ['body', 'quiet_hours_start'] }] } })
    expect(
      (await call('PATCH', '/notifications/preferences', headers, { quiet_hours_start: null, quiet_hours_end: null }))
        .body,
    ).toMatchObject({ quiet_hours_start: null, quiet_hours_end: null })

    for (const channels of [
      { password_reset: { email: false } }, // essential: cannot be switched off
      { nonsense: { email: false } },
      { weekly_digest: { in_app: false } }, // no in-app notification of this type
      { deadline_approaching: { email: false } }, // no e-mail of this type
      { new_match: { email: 'maybe' } },
      { new_match: { sms: false } },
    ])
      expect(
        (await call('PATCH', '/notifications/preferences', headers, { channels })).status,
        JSON.stringify(channels),
      ).toBe(422)

    // A type given replaces that type's switches; the others stay.
    await call('PATCH', '/notifications/preferences', headers, {
      channels: { new_match: { email: false, in_app: false } },
    })
    await call('PATCH', '/notifications/preferences', headers, { channels: { mention: { in_app: false } } })
    const merged = await call('PATCH', '/notifications/preferences', headers, {
      channels: { new_match: { email: false } },
    })
    expect(merged.body.channels).toEqual({ new_match: { email: false }, mention: { in_app: false } })
  })

  it('moves one end of stored quiet hours alone (the fuzzer found a 500 here: the upsert checked half a pair)', async () => {
    const { headers } = await signedInUser(t)
    await call('PUT', '/notifications/preferences', headers, { quiet_hours_start: 14, quiet_hours_end: 3 })
    const moved = await call('PUT', '/notifications/preferences', headers, { quiet_hours_start: 15 })
    expect([moved.status, moved.body.quiet_hours_start, moved.body.quiet_hours_end]).toEqual([200, 15, 3])
  })
})

describe('quiet hours', () => {
  it("holds a non-essential e-mail written inside them until their end in the user's zone, then delivers it", async () => {
    t.clock.set('2026-03-02T09:00:00Z') // 04:00 in New York (EST, UTC-5)
    const { user, headers } = await signedInUser(t)
    await call('PATCH', '/notifications/preferences', headers, {
      timezone: 'America/New_York',
      quiet_hours_start: 22,
      quiet_hours_end: 7,
    })
    const move = await application(headers, 0, (await colleagueOf(t, user, 'member')).headers)
    await move('submitted')
    expect(await queued(user.id, 'application_status')).toEqual([{ status: 'pending', at: '2026-03-02T12:00:00.000Z' }]) // 07:00 EST
    expect(await delivered(user.email, 'application_status')).toHaveLength(0)
    // The in-app notification is not held: quiet hours are about e-mail.
    expect(await inbox({ user, headers }, 'application_status')).toHaveLength(1)

    t.clock.set('2026-03-02T12:00:00Z')
    expect(await delivered(user.email, 'application_status')).toHaveLength(1)
  })

  it('never holds account mail: a password reset inside quiet hours leaves at once', async () => {
    t.clock.set('2026-03-02T09:00:00Z')
    const { user, headers } = await signedInUser(t)
    await call('PATCH', '/notifications/preferences', headers, {
      timezone: 'UTC',
      quiet_hours_start: 0,
      quiet_hours_end: 23,
    })
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(202)
    await t.container.auth.settled()
    expect(await queued(user.id, 'password_reset')).toEqual([{ status: 'pending', at: '2026-03-02T09:00:00.000Z' }])
    expect(await delivered(user.email, 'password_reset')).toHaveLength(1)
  })
})

describe('channels', () => {
  it("switch off one type's e-mail and in-app notifications for one member only, and back on", async () => {
    t.clock.set('2026-03-02T15:00:00Z')
    const owner = await signedInUser(t)
    const colleague = await colleagueOf(t, owner.user, 'member')
    const off = { application_status: { email: false, in_app: false } }
    expect((await call('PATCH', '/notifications/preferences', colleague.headers, { channels: off })).status).toBe(200)
    const move = await application(owner.headers, 1, (await colleagueOf(t, owner.user, 'admin')).headers)
    await move('submitted')
    expect(await queued(owner.user.id, 'application_status')).toHaveLength(1)
    expect(await inbox(owner, 'application_status')).toHaveLength(1)
    expect(await queued(colleague.user.id, 'application_status')).toHaveLength(0)
    expect(await inbox(colleague, 'application_status')).toHaveLength(0)

    await call('PATCH', '/notifications/preferences', colleague.headers, {
      channels: { application_status: { email: true } },
    })
    await move('under_review')
    expect(await queued(colleague.user.id, 'application_status')).toHaveLength(1)
    expect(await inbox(colleague, 'application_status')).toHaveLength(1)
  })
})

describe('the throttle', () => {
  it('lets one e-mail of a type leave per user every 10 minutes, holding the rest in turn', async () => {
    t.clock.set('2026-03-03T09:00:00Z')
    const { user, headers } = await signedInUser(t)
    const move = await application(headers, 2, (await colleagueOf(t, user, 'member')).headers)
    await move('submitted')
    await move('under_review')
    await move('approved')
    expect((await queued(user.id, 'application_status')).map((q) => q.at)).toEqual([
      '2026-03-03T09:00:00.000Z',
      '2026-03-03T09:10:00.000Z',
      '2026-03-03T09:20:00.000Z',
    ])
    expect(await delivered(user.email, 'application_status')).toHaveLength(1)
    t.clock.advance(10 * MIN)
    expect(await delivered(user.email, 'application_status')).toHaveLength(2)
    t.clock.advance(10 * MIN)
    expect(await delivered(user.email, 'application_status')).toHaveLength(3)
  })

  it('counts per type and never holds essential mail', async () => {
    t.clock.set('2026-03-04T09:00:00Z')
    const { user, headers } = await signedInUser(t)
    const move = await application(headers, 3, (await colleagueOf(t, user, 'member')).headers)
    await move('submitted')
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
      await t.container.auth.settled()
    }
    expect((await queued(user.id, 'password_reset')).map((q) => q.at)).toEqual([
      '2026-03-04T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
    ])
    expect((await queued(user.id, 'application_status')).map((q) => q.at)).toEqual(['2026-03-04T09:00:00.000Z'])
  })

  it('follows a held e-mail: after quiet hours, the burst leaves 10 minutes apart', async () => {
    t.clock.set('2026-03-05T06:00:00Z')
    const { user, headers } = await signedInUser(t)
    await call('PATCH', '/notifications/preferences', headers, {
      timezone: 'UTC',
      quiet_hours_start: 22,
      quiet_hours_end: 7,
    })
    const move = await application(headers, 4, (await colleagueOf(t, user, 'member')).headers)
    await move('submitted')
    await move('withdrawn')
    expect((await queued(user.id, 'application_status')).map((q) => q.at)).toEqual([
      '2026-03-05T07:00:00.000Z',
      '2026-03-05T07:10:00.000Z',
    ])
  })
})
