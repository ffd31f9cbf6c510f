import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../test/auth.js'
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.js'
import { LEASE_MS } from './delivery.js'
import { MAX_DELAY_MS } from './retry-policy.js'

// Durable delivery against a real SMTP server on loopback: message ids, a 4xx that is retried,
// a 5xx that bounces and suppresses, the 30-per-minute limit on an injected clock, the retry cap,
// and a worker that dies between claiming and sending.

let smtp: TestSmtp
let t: TestApp
let user: Awaited<ReturnType<typeof signedInUser>>['user']
let headers: Record<string, string>
const MINUTE = 60_000
const OPERATOR = { email: 'ops@grantwise.test', password: 'Operator-Passw0rd!' }
const asOperator = async () => bearer((await tokensFor(t, OPERATOR)).access_token)

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '30', MAIL_FROM: 'Grantwise <mail@grantwise.test>', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password }, random: () => 1 })
  ;({ user, headers } = await signedInUser(t))
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})
beforeEach(async () => {
  smtp.reply = () => null
  t.clock.advance(2 * MINUTE)   // a fresh rate window for each test
  await t.container.delivery.drain()
  smtp.received.length = 0
})

// Signs in again each time: the tests move the clock past the access token's 30 minutes.
const history = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/history?page_size=100', headers: bearer((await tokensFor(t, user)).access_token) })).json()
const statusOf = async (subject: string) => (await history()).items.find((r: { email_subject: string }) => r.email_subject === subject)

describe('delivery over SMTP', () => {
  it('hands the message to the server and stores the Message-ID it received', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/test', headers, payload: { custom_subject: 'Hello SMTP' } })
    expect(res.json()).toMatchObject({ success: true, message_id: expect.stringMatching(/^<.+@grantwise\.test>$/) })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toMatchObject({ to: user.email, subject: 'Hello SMTP', messageId: res.json().message_id })
    expect(smtp.received[0]!.html).toContain('<html')
    const record = await statusOf('Hello SMTP')
    expect(record).toMatchObject({ status: 'sent', message_id: res.json().message_id, notification_type: 'test', attempts: 1 })
    expect(record.sent_at).toBe(t.clock.now().toISOString())
  })

  it('retries a 4xx with backoff and then delivers it once', async () => {
    let refusals = 2
    smtp.reply = () => (refusals-- > 0 ? { code: 451, message: 'Try again later' } : null)
    await queueTestsQueued('Greylisted')
    await t.container.delivery.drain()
    expect(await statusOf('Greylisted')).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Try again later') })
    await t.container.delivery.drain()
    expect(smtp.received).toHaveLength(0)   // not due yet: the first retry waits 2 minutes
    t.clock.advance(2 * MINUTE)
    await t.container.delivery.drain()
    expect(await statusOf('Greylisted')).toMatchObject({ status: 'pending', attempts: 2 })
    t.clock.advance(4 * MINUTE)
    await t.container.delivery.drain()
    expect(await statusOf('Greylisted')).toMatchObject({ status: 'sent', attempts: 3 })
    expect(smtp.received.map((m) => m.subject)).toEqual(['Greylisted'])
  })

  it('bounces a 5xx at once and suppresses the address for later mail', async () => {
    smtp.reply = () => ({ code: 550, message: 'No such user here' })
    await queueTo('gone@example.com', 'Bounce me')
    await t.container.delivery.drain()
    expect(await statusOf('Bounce me')).toMatchObject({ status: 'bounced', attempts: 1, last_error: expect.stringContaining('No such user') })
    smtp.reply = () => null
    await queueTo('GONE@example.com', 'After the bounce')
    await t.container.delivery.drain()
    expect(await statusOf('After the bounce')).toMatchObject({ status: 'failed', attempts: 0, last_error: expect.stringContaining('suppressed') })
    expect(smtp.received).toHaveLength(0)
  })

  it('sends at most 30 per minute and defers the rest, never dropping one', async () => {
    await queueTestsQueued(...Array.from({ length: 35 }, (_, i) => `Burst ${i}`))
    const first = await t.container.delivery.drain()
    expect(first).toMatchObject({ sent: 30, deferred: true })
    expect(smtp.received).toHaveLength(30)
    const health = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/health', headers })).json()
    expect(health).toEqual({ status: 'healthy', backend: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/), rate_limit: '30/30 per minute' })
    // The test e-mail asked for now waits its turn too: queued, not refused. (Another user asks:
    // the burst above used up this user's hourly allowance of test e-mails.)
    const other = await signedInUser(t)
    const test = await t.app.inject({
      method: 'POST', url: '/api/v1/notifications/test', headers: other.headers,
      payload: { custom_subject: 'Over the limit' },
    })
    expect(test.statusCode).toBe(200)
    expect(test.json()).toEqual({ success: true, message: expect.stringContaining('queued'), message_id: expect.stringMatching(/@grantwise\.test>$/) })
    t.clock.advance(30_000)
    expect((await t.container.delivery.drain()).sent).toBe(0)
    t.clock.advance(31_000)
    // The 5 deferred, the test e-mail and the other user's welcome (account mail goes first).
    expect((await t.container.delivery.drain()).sent).toBe(7)
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(37)
    expect(smtp.received.find((m) => m.subject === 'Over the limit')?.messageId).toBe(test.json().message_id)
  })

  it('gives up after 5 retries, never waiting more than 30 minutes between them', async () => {
    smtp.reply = () => ({ code: 452, message: 'Mailbox full, try later' })
    await queueTestsQueued('Never')
    const waits: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const before = t.clock.now().getTime()
      await t.container.delivery.drain()
      const record = await statusOf('Never')
      expect(record.attempts).toBe(attempt)
      if (record.status === 'failed') break
      const due = (await t.container.database.db.execute(`select next_attempt_at from notification_history where id = '${record.id}'`) as unknown as { rows: { next_attempt_at: string }[] }).rows[0]!.next_attempt_at
      waits.push(new Date(due).getTime() - before)
      t.clock.advance(MAX_DELAY_MS)
    }
    expect(await statusOf('Never')).toMatchObject({ status: 'failed', attempts: 6 })
    expect(waits).toEqual([2, 4, 8, 16, 30].map((m) => m * MINUTE))
    expect(smtp.received).toHaveLength(0)
  })

  it('recovers a message claimed by a worker that died before sending, without a duplicate', async () => {
    await queueTestsQueued('Orphan')
    const { claimed } = await t.container.delivery.claimOnly()
    expect(claimed.map((c) => c.email_subject)).toEqual(['Orphan'])
    // The "crash": nothing was sent. Another worker finds it still leased...
    expect((await t.container.delivery.drain()).sent).toBe(0)
    // ...and takes it over once the lease has run out.
    t.clock.advance(LEASE_MS + 1)
    expect((await t.container.delivery.drain()).sent).toBe(1)
    expect(await t.container.delivery.drain()).toMatchObject({ sent: 0 })
    expect(smtp.received.map((m) => m.subject)).toEqual(['Orphan'])
    expect(await statusOf('Orphan')).toMatchObject({ status: 'sent', attempts: 2 })
  })
})

describe('provider events, failures and the job-run log', () => {
  it('records a provider\'s delivered and bounced events (operator only); a bounce suppresses the address', async () => {
    await queueTo('events@example.com', 'Tracked', 'Bounced later')
    await t.container.delivery.drain()
    const [tracked, later] = [await statusOf('Tracked'), await statusOf('Bounced later')]
    const post = async (payload: object, h: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/admin/notifications/provider-events', headers: h, payload })
    expect((await post({ message_id: tracked.message_id, event: 'delivered' }, bearer((await tokensFor(t, user)).access_token))).statusCode).toBe(403)
    expect((await post({ message_id: tracked.message_id, event: 'delivered' }, await asOperator())).json()).toEqual({ updated: true })
    expect(await statusOf('Tracked')).toMatchObject({ status: 'delivered', delivered_at: t.clock.now().toISOString() })
    expect((await post({ message_id: later.message_id, event: 'bounced', reason: 'mailbox closed' }, await asOperator())).json()).toEqual({ updated: true })
    expect(await statusOf('Bounced later')).toMatchObject({ status: 'bounced', last_error: 'mailbox closed' })
    expect((await post({ message_id: '<unknown@x>', event: 'delivered' }, await asOperator())).json()).toEqual({ updated: false })
    await queueTo('events@example.com', 'Suppressed now')
    await t.container.delivery.drain()
    expect(await statusOf('Suppressed now')).toMatchObject({ status: 'failed' })
  })

  it('answers the test e-mail with 500 and success false when the provider refuses it', async () => {
    smtp.reply = () => ({ code: 554, message: 'Transaction failed' })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/test', headers: bearer((await tokensFor(t, user)).access_token), payload: { custom_subject: 'Refused test' } })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toMatchObject({ success: false, message_id: null, status: 500, detail: expect.stringContaining('refused') })
  })

  it('reports unavailable when the SMTP server cannot be reached, and degraded when many attempts fail', async () => {
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/health', headers: bearer((await tokensFor(t, user)).access_token) })).json()
    smtp.reply = () => ({ code: 451, message: 'Busy' })
    await queueTo(user.email, ...Array.from({ length: 6 }, (_, i) => `Busy ${i}`))
    await t.container.delivery.drain()
    t.clock.advance(31_000)   // past the cached reachability check
    expect((await health()).status).toBe('degraded')
    const job = await t.container.jobRuns.record('notifications.deliver-test', async () => ({ handled: 6 }))
    await expect(t.container.jobRuns.record('notifications.failing-test', async () => { throw new Error('boom') })).rejects.toThrow('boom')
    const runs = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/job-runs?limit=5', headers: await asOperator() })).json().items
    expect(runs).toEqual(expect.arrayContaining([
      expect.objectContaining({ job: 'notifications.deliver-test', status: 'succeeded', counts: job, finished_at: expect.any(String) }),
      expect.objectContaining({ job: 'notifications.failing-test', status: 'failed', error: 'boom' }),
    ]))
    await smtp.close()
    t.clock.advance(31_000)
    expect(await health()).toMatchObject({ status: 'unavailable' })
  })
})

/** Queues test e-mails as any producer does (the route sends its one at once; these wait for the worker). */
async function queueTestsQueued (...subjects: string[]) {
  await queueTo(user.email, ...subjects)
}

async function queueTo (address: string, ...subjects: string[]) {
  const { emailQueue, database } = t.container
  const to = { id: user.id, email: address, timezone: 'Europe/Brussels', language: 'en' as const }
  await emailQueue.queue(database.db, subjects.map((subject) => ({ to, type: 'test' as const, template: 'test' as const, subject, data: { full_name: 'Probe', sent_at: t.clock.now().toISOString() } })))
}
