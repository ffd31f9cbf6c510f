import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app.js'
import { bearer, colleagueOf, signedInUser, tokensFor } from '../../../test/auth.js'
import { OPERATOR_ENV, operatorHeaders } from '../../../test/partners.js'
import { teamCalls } from '../../../test/team.js'
import { startReceiver, verify } from '../../../test/webhook-receiver.js'

// Webhook endpoints over HTTP: the CRUD and who may use it, the secret shown once, signatures a
// Standard Webhooks library accepts (also during a rotation), the test ping, and the SSRF rule.

const t = useTestApp({ env: OPERATOR_ENV })
const { call } = teamCalls(t)
let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeAll(async () => {
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver.close()
})

const ENDPOINT = {
  id: expect.any(String),
  url: expect.any(String),
  events: expect.any(Array),
  description: null,
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: expect.any(String),
  updated_at: expect.any(String),
}

describe('endpoints', () => {
  it('creates, lists, reads, changes and deletes an endpoint; the secret is shown only at creation', async () => {
    const owner = await signedInUser(t)
    const created = await call('POST', '/webhooks', owner.headers, {
      url: receiver.url(),
      events: ['grant.matched', 'deadline.approaching'],
      description: ' CRM ',
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      ...ENDPOINT,
      url: receiver.url(),
      events: ['grant.matched', 'deadline.approaching'],
      description: 'CRM',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    })
    const id = created.body.id
    const list = await call('GET', '/webhooks', owner.headers)
    expect(list.body.items).toEqual([
      { ...ENDPOINT, url: receiver.url(), events: ['grant.matched', 'deadline.approaching'], description: 'CRM' },
    ])
    expect((await call('GET', `/webhooks/${id}`, owner.headers)).body).not.toHaveProperty('secret')
    const patched = await call('PATCH', `/webhooks/${id}`, owner.headers, {
      events: ['application.status_changed'],
      description: null,
      enabled: false,
    })
    expect(patched.body).toMatchObject({
      events: ['application.status_changed'],
      description: null,
      enabled: false,
      disabled_reason: 'Disabled by a user',
    })
    expect((await call('PATCH', `/webhooks/${id}`, owner.headers, { enabled: true })).body).toMatchObject({
      enabled: true,
      disabled_at: null,
      disabled_reason: null,
    })
    expect((await call('DELETE', `/webhooks/${id}`, owner.headers)).status).toBe(204)
    expect((await call('GET', `/webhooks/${id}`, owner.headers)).status).toBe(404)
  })

  it('refuses operator events, unknown events and an empty list on a workspace endpoint (422 naming the field)', async () => {
    const owner = await signedInUser(t)
    for (const events of [['referral.converted'], ['grant.nope'], []]) {
      const res = await call('POST', '/webhooks', owner.headers, { url: receiver.url(), events })
      expect(res.status).toBe(422)
      expect(res.body.errors[0].loc.slice(0, 2)).toEqual(['body', 'events'])
    }
  })

  it("lets admins manage endpoints, refuses members (403), and answers 404 for another workspace's endpoint", async () => {
    const owner = await signedInUser(t)
    const admin = await colleagueOf(t, owner.user, 'admin')
    const member = await colleagueOf(t, owner.user, 'member')
    const { body: hook } = await call('POST', '/webhooks', admin.headers, {
      url: receiver.url(),
      events: ['grant.matched'],
    })
    expect((await call('GET', '/webhooks', member.headers)).status).toBe(403)
    expect(
      (await call('POST', '/webhooks', member.headers, { url: receiver.url(), events: ['grant.matched'] })).body,
    ).toMatchObject({ status: 403, permission: 'integrations.manage' })
    const stranger = await signedInUser(t)
    for (const [method, url] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/rotate-secret'],
      ['GET', '/deliveries'],
      ['POST', '/test'],
    ] as const) {
      const res = await call(
        method,
        `/webhooks/${hook.id}${url}`,
        stranger.headers,
        method === 'PATCH' ? { enabled: false } : undefined,
      )
      expect(res.status, `${method} ${url}`).toBe(404)
    }
    expect((await call('GET', '/webhooks', stranger.headers)).body.items).toEqual([])
  })

  it("keeps the operator's endpoints apart: operator access only, programme events only, invisible to workspaces", async () => {
    const op = await operatorHeaders(t)
    const created = await call('POST', '/admin/webhooks', op, {
      url: receiver.url('/ops'),
      events: ['referral.converted', 'commission.status_changed'],
    })
    expect(created.status).toBe(201)
    expect((await call('POST', '/admin/webhooks', op, { url: receiver.url(), events: ['grant.matched'] })).status).toBe(
      422,
    )
    const owner = await signedInUser(t)
    expect((await call('GET', '/admin/webhooks', owner.headers)).status).toBe(403)
    expect((await call('GET', `/webhooks/${created.body.id}`, owner.headers)).status).toBe(404)
    expect((await call('GET', '/webhooks', op)).body.items.map((e: { id: string }) => e.id)).not.toContain(
      created.body.id,
    )
    expect((await call('GET', `/admin/webhooks/${created.body.id}`, op)).body).toMatchObject({
      url: receiver.url('/ops'),
    })
  })
})

describe('signing', () => {
  it('sends a webhook.test ping signed per Standard Webhooks, logged as a delivery with its attempt', async () => {
    const owner = await signedInUser(t)
    const { body: hook } = await call('POST', '/webhooks', owner.headers, {
      url: receiver.url('/ping'),
      events: ['grant.matched'],
    })
    const res = await call('POST', `/webhooks/${hook.id}/test`, owner.headers)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      event_type: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
      attempt_log: [
        {
          attempted_at: new Date(t.clock.now()).toISOString(),
          status_code: 200,
          error: null,
          duration_ms: expect.any(Number),
          response_excerpt: 'thanks',
        },
      ],
    })
    const got = receiver.received.at(-1)!
    expect(got.headers['webhook-id']).toBe(res.body.id)
    expect(got.headers['webhook-timestamp']).toBe(String(Math.floor(t.clock.now().getTime() / 1000)))
    expect(got.headers['content-type']).toBe('application/json')
    expect(verify(hook.secret, got)).toEqual({
      type: 'webhook.test',
      timestamp: t.clock.now().toISOString(),
      data: { webhook_id: hook.id, message: 'A test event from Grantwise' },
    })
    expect(() => verify('whsec_' + Buffer.alloc(32, 1).toString('base64'), got)).toThrow()
  })

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const owner = await signedInUser(t)
    const { body: hook } = await call('POST', '/webhooks', owner.headers, {
      url: receiver.url('/rotate'),
      events: ['grant.matched'],
    })
    const rotated = await call('POST', `/webhooks/${hook.id}/rotate-secret`, owner.headers)
    expect(rotated.body).toEqual({
      secret: expect.stringMatching(/^whsec_/),
      previous_secret_expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    })
    expect(rotated.body.secret).not.toBe(hook.secret)
    await call('POST', `/webhooks/${hook.id}/test`, owner.headers)
    const during = receiver.received.at(-1)!
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2)
    expect(verify(hook.secret, during)).toMatchObject({ type: 'webhook.test' })
    expect(verify(rotated.body.secret, during)).toMatchObject({ type: 'webhook.test' })

    const now = t.clock.now()
    t.clock.advance(86_400_000 + 1000)
    try {
      const ping = await call(
        'POST',
        `/webhooks/${hook.id}/test`,
        bearer((await tokensFor(t, owner.user)).access_token),
      ) // the old token expired meanwhile
      expect(ping.status).toBe(200)
      const after = receiver.received.at(-1)!
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1)
      expect(verify(rotated.body.secret, after)).toMatchObject({ type: 'webhook.test' })
      expect(() => verify(hook.secret, after)).toThrow()
    } finally {
      t.clock.set(now)
    }
  })
})

describe('SSRF', () => {
  let strict: TestApp
  beforeAll(async () => {
    strict = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'off', WEBHOOK_ALLOW_HTTP: 'off' } })
  })
  afterAll(async () => {
    await strict?.close()
  })

  it.each([
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://10.1.2.3/x',
    'https://192.168.0.10/x',
    'https://172.20.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://0.0.0.0/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://224.0.0.1/x',
    'http://hooks.example.com/x',
    'ftp://example.com/x',
    'https://user:pw@example.com/x',
  ])('refuses %s with a 422 naming body.url when private addresses are not allowed', async (url) => {
    const owner = await signedInUser(strict)
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url, events: ['grant.matched'] },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([{ loc: ['body', 'url'], msg: expect.any(String), type: 'url_not_allowed' }])
  })

  it('checks again at delivery: an endpoint whose address became private fails without a request', async () => {
    const owner = await signedInUser(strict)
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url: 'https://93.184.215.14/x', events: ['grant.matched'] },
    })
    expect(res.statusCode).toBe(201)
    // As if DNS now answered a private address: the stored URL is changed behind the API's back.
    await strict.container.database.executeSql('update webhook_endpoints set url = $1 where id = $2', [
      'https://127.0.0.1:1/x',
      res.json().id,
    ])
    const ping = await strict.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${res.json().id}/test`,
      headers: owner.headers,
    })
    expect(ping.json()).toMatchObject({
      status: 'failed',
      last_status_code: null,
      last_error: expect.stringMatching(/^refused: .*127\.0\.0\.1/),
    })
  })
})
