import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, colleagueOf, signedInUser, tokensFor, type TestUser } from '../../../test/auth.js'
import { teamCalls } from '../../../test/team.js'
import { startReceiver } from '../../../test/webhook-receiver.js'
import { RETRY_DELAYS_MS } from './webhook-retry.js'

// The webhook outbox: retries on the schedule (jitter fixed at its middle), every attempt in the
// log with its response code, a redelivery by hand, and an endpoint disabled after persistent
// failure with the essential e-mail to the workspace's admins and owners.

const t = useTestApp({ random: () => 0.5 })
const { call, rows } = teamCalls(t)
let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeAll(async () => {
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver.close()
})
beforeEach(() => {
  t.clock.set(TEST_START)
  receiver.respondWith(200)
})

const headersOf = async (user: TestUser) => bearer((await tokensFor(t, user)).access_token)
const emit = (tenantId: string, n: number) =>
  t.container.webhooks.emit(t.container.database.db, tenantId, 'grant.matched', { company_id: 'c', n })
const drain = () => t.container.webhookDelivery.drain()

/** Runs the whole retry schedule: a pass at each retry's moment. */
async function runSchedule() {
  await drain()
  for (const delay of RETRY_DELAYS_MS) {
    t.clock.advance(delay)
    await drain()
  }
}

async function endpointOf(owner: Awaited<ReturnType<typeof signedInUser>>, path: string) {
  return (await call('POST', '/webhooks', owner.headers, { url: receiver.url(path), events: ['grant.matched'] }))
    .body as { id: string }
}

describe('retries', () => {
  it('retries a failing delivery on the schedule, logs every attempt, then fails it and counts the failure', async () => {
    const owner = await signedInUser(t)
    const hook = await endpointOf(owner, '/retry')
    await emit(owner.user.tenant_id, 1)
    receiver.respondWith(503)
    const start = t.clock.now().getTime()
    await drain()
    expect(await drain()).toEqual({ succeeded: 0, retried: 0, failed: 0 }) // not due again yet
    const first = (await call('GET', `/webhooks/${hook.id}/deliveries`, owner.headers)).body.items[0]
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 503,
      last_error: 'HTTP 503',
      next_attempt_at: new Date(start + 5000).toISOString(),
    })

    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay)
      await drain()
    }
    const { body } = await call('GET', `/webhooks/${hook.id}/deliveries`, await headersOf(owner.user))
    const [delivery] = body.items
    expect(delivery).toMatchObject({
      event_type: 'grant.matched',
      status: 'failed',
      attempts: 8,
      last_status_code: 503,
      next_attempt_at: null,
      delivered_at: null,
    })
    let at = start
    const expected = [start, ...RETRY_DELAYS_MS.map((d) => (at += d))].map((ms) => new Date(ms).toISOString())
    expect(delivery.attempt_log.map((a: { attempted_at: string }) => a.attempted_at)).toEqual(expected)
    expect(
      delivery.attempt_log.every(
        (a: { status_code: number; response_excerpt: string }) =>
          a.status_code === 503 && a.response_excerpt === 'nope 503',
      ),
    ).toBe(true)
    expect(
      receiver.received.filter((r) => r.json.data.n === 1 && r.headers['webhook-id'] === delivery.id),
    ).toHaveLength(8) // one id across retries
    expect((await call('GET', `/webhooks/${hook.id}`, await headersOf(owner.user))).body).toMatchObject({
      consecutive_failures: 1,
      enabled: true,
    })
  })

  it('succeeds on a later attempt after a failure, and a success resets the failure count', async () => {
    const owner = await signedInUser(t)
    const hook = await endpointOf(owner, '/later')
    await t.container.database.executeSql('update webhook_endpoints set consecutive_failures = 3 where id = $1', [
      hook.id,
    ])
    await emit(owner.user.tenant_id, 2)
    receiver.respondWith(500)
    await drain()
    receiver.respondWith(204)
    t.clock.advance(5000)
    expect(await drain()).toEqual({ succeeded: 1, retried: 0, failed: 0 })
    const [delivery] = (await call('GET', `/webhooks/${hook.id}/deliveries`, owner.headers)).body.items
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      last_status_code: 204,
      last_error: null,
      delivered_at: t.clock.now().toISOString(),
    })
    expect(delivery.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 204])
    expect((await call('GET', `/webhooks/${hook.id}`, owner.headers)).body.consecutive_failures).toBe(0)
  })
})

describe('POST /webhooks/{id}/deliveries/{delivery_id}/redeliver', () => {
  it('sends a failed delivery again now, once, with the same webhook-id', async () => {
    const owner = await signedInUser(t)
    const hook = await endpointOf(owner, '/redeliver')
    await emit(owner.user.tenant_id, 3)
    receiver.respondWith(500)
    await runSchedule()
    const headers = await headersOf(owner.user)
    const [failed] = (await call('GET', `/webhooks/${hook.id}/deliveries`, headers)).body.items
    expect(failed).toMatchObject({ status: 'failed', attempts: 8 })

    const again = await call('POST', `/webhooks/${hook.id}/deliveries/${failed.id}/redeliver`, headers)
    // One attempt more, and no new schedule.
    expect(again.body).toMatchObject({ status: 'failed', attempts: 9, last_status_code: 500, next_attempt_at: null })
    receiver.respondWith(200)
    const ok = await call('POST', `/webhooks/${hook.id}/deliveries/${failed.id}/redeliver`, headers)
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ status: 'succeeded', attempts: 10, last_status_code: 200 })
    expect(ok.body.attempt_log).toHaveLength(10)
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(failed.id)
    expect((await call('GET', `/webhooks/${hook.id}`, headers)).body.consecutive_failures).toBe(0)
    const stranger = await signedInUser(t)
    expect(
      (await call('POST', `/webhooks/${hook.id}/deliveries/${failed.id}/redeliver`, stranger.headers)).status,
    ).toBe(404)
    expect(
      (await call('POST', `/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, headers))
        .status,
    ).toBe(404)
  })
})

describe('disabling', () => {
  it('disables an endpoint after 5 deliveries in a row failed, e-mails its admins and owners, and sends nothing more until enabled', async () => {
    const owner = await signedInUser(t)
    const admin = await colleagueOf(t, owner.user, 'admin')
    const member = await colleagueOf(t, owner.user, 'member')
    const hook = await endpointOf(owner, '/down')
    for (let i = 0; i < 5; i++) await emit(owner.user.tenant_id, 100 + i)
    receiver.respondWith(502)
    await runSchedule()

    const headers = await headersOf(owner.user)
    const endpoint = (await call('GET', `/webhooks/${hook.id}`, headers)).body
    expect(endpoint).toMatchObject({
      enabled: false,
      consecutive_failures: 5,
      disabled_at: t.clock.now().toISOString(),
      disabled_reason: expect.stringContaining('HTTP 502'),
    })
    const mails = await rows(
      `select email_to, email_subject, text_body from notification_history
        where notification_type = 'webhook_disabled' and email_to in ($1, $2, $3)`,
      [owner.user.email, admin.user.email, member.user.email],
    )
    expect(mails.map((m) => m.email_to).sort()).toEqual([owner.user.email, admin.user.email].sort())
    expect(mails[0]).toMatchObject({
      email_subject: 'A Grantwise webhook endpoint was disabled',
      text_body: expect.stringContaining(receiver.url('/down')),
    })

    expect(await emit(owner.user.tenant_id, 200)).toBe(0) // a disabled endpoint gets no new deliveries
    const enabled = await call('PATCH', `/webhooks/${hook.id}`, headers, { enabled: true })
    expect(enabled.body).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
      disabled_reason: null,
    })
  })
})
