import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app.js'
import { bearer, register, tokensFor, uniqueEmail } from '../../../test/auth.js'
import { lastMailTo, readOutbox } from '../../../test/mail.js'

// Account mail cannot be used to flood an inbox or the outbox, does not tell known addresses
// from unknown ones, and is never held back behind bulk mail.

const t = useTestApp()

const forgot = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })
const outbox = async (app: TestApp) => {
  await app.container.auth.settled()
  await app.container.delivery.drain()
  return readOutbox(app.config.mail.outboxDir)
}

describe('forgot-password allowance', () => {
  it('sends at most 3 reset links an hour to one account, answering every call the same', async () => {
    const user = await register(t)
    const results = await Promise.all(Array.from({ length: 40 }, () => forgot(t, user.email)))
    const ghost = await forgot(t, uniqueEmail('ghost'))
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([202]))
    expect(new Set([...results, ghost].map((r) => r.body)).size).toBe(1)
    const resets = (await outbox(t)).filter((m) => m.to.includes(user.email) && m.template === 'password_reset')
    expect(resets).toHaveLength(3)

    t.clock.advance(3600 * 1000 + 1000)
    try {
      await forgot(t, user.email)
      expect((await outbox(t)).filter((m) => m.to.includes(user.email) && m.template === 'password_reset')).toHaveLength(4)
    } finally {
      t.clock.advance(-(3600 * 1000 + 1000))
    }
  })

  it('takes as long for an unknown e-mail as for a known one', async () => {
    const user = await register(t)
    const timed = async (email: string) => {
      const start = performance.now()
      await forgot(t, email)
      const ms = performance.now() - start
      await t.container.auth.settled()   // the next call must not share the event loop with this one's work
      return ms
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    for (let i = 0; i < 5; i++) await timed(uniqueEmail('warm-up'))
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 40; i++) {
      // Alternating who goes first, so neither side always follows the other's work.
      if (i % 2 === 0) known.push(await timed(user.email))
      unknown.push(await timed(uniqueEmail('ghost')))
      if (i % 2 === 1) known.push(await timed(user.email))
    }
    // Before the answer no account is looked up, so nothing differs but noise (it was 3 ms apart:
    // the known address's link was signed, rendered and queued before answering).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(1)
  })
})

describe('test e-mail allowance', () => {
  it('sends 10 test e-mails an hour per user, then answers 429 with Retry-After', async () => {
    const user = await register(t)
    const headers = bearer((await tokensFor(t, user)).access_token)
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/notifications/test', headers, payload: {} })
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200)
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(refused.headers['retry-after']).toBe('3600')
    const other = await register(t)
    const otherHeaders = bearer((await tokensFor(t, other)).access_token)
    expect((await t.app.inject({
      method: 'POST', url: '/api/v1/notifications/test', headers: otherHeaders, payload: {},
    })).statusCode).toBe(200)
  })
})

describe('account mail first', () => {
  let slow: TestApp
  beforeAll(async () => { slow = await buildTestApp({ env: { EMAIL_RATE_PER_MINUTE: '3' } }) })
  afterAll(async () => { await slow.close() })

  it('sends a reset link before bulk mail queued earlier, when the rate limit holds mail back', async () => {
    const bulk = await register(slow)
    const other = await register(slow)
    const headers = bearer((await tokensFor(slow, bulk)).access_token)
    for (let i = 0; i < 10; i++) {
      await slow.app.inject({ method: 'POST', url: '/api/v1/notifications/test', headers, payload: { custom_subject: `Bulk ${i}` } })
    }
    slow.clock.advance(61_000)   // the minute the first test mails used is over; 7 are still queued
    expect((await forgot(slow, other.email)).statusCode).toBe(202)
    const sent = await outbox(slow)   // three may leave this minute
    expect(sent.filter((m) => m.template === 'test')).toHaveLength(3)   // the ones sent at once earlier
    await expect(lastMailTo(slow.config.mail.outboxDir, other.email, 'password_reset')).resolves.toBeDefined()
  })
})
