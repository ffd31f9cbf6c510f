import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app.js'
import { login, PASSWORD, register, uniqueEmail } from '../../../test/auth.js'
import { lastMailTo, tokenFromLink } from '../../../test/mail.js'
import { partnerLogin, registerPartner } from '../../../test/partners.js'

const t = useTestApp()
const WRONG = 'Wrong-Passw0rd!'

async function failTimes (email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(t, email, WRONG)).statusCode).toBe(401)
}

describe('account lockout after 5 failed logins', () => {
  it('refuses the 6th attempt with 429 and Retry-After, even with the right password', async () => {
    const user = await register(t)
    await failTimes(user.email, 5)
    const res = await login(t, user.email, PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.headers['retry-after']).toBe('60')
  })

  it('looks the same for an unknown e-mail', async () => {
    const known = await register(t)
    const unknown = uniqueEmail('ghost')
    await failTimes(known.email, 5)
    await failTimes(unknown, 5)
    const a = await login(t, known.email, WRONG)
    const b = await login(t, unknown, WRONG)
    expect([a.statusCode, b.statusCode]).toEqual([429, 429])
    expect(a.headers['retry-after']).toBe(b.headers['retry-after'])
    expect({ ...a.json(), request_id: 0 }).toEqual({ ...b.json(), request_id: 0 })
  })

  it('lifts the lock when it runs out, and doubles it after the next failure', async () => {
    const user = await register(t)
    await failTimes(user.email, 5)
    t.clock.advance(61_000)
    try {
      expect((await login(t, user.email, WRONG)).statusCode).toBe(401)   // 6th failure: 2 minutes
      const locked = await login(t, user.email, PASSWORD)
      expect(locked.statusCode).toBe(429)
      expect(locked.headers['retry-after']).toBe('120')
      t.clock.advance(121_000)
      expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200)
    } finally {
      t.clock.advance(-182_000)
    }
  })

  it('is cleared by a successful login', async () => {
    const user = await register(t)
    await failTimes(user.email, 4)
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200)
    await failTimes(user.email, 4)
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200)
  })

  it('is cleared by a password reset', async () => {
    const user = await register(t)
    await failTimes(user.email, 5)
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(429)
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
    await t.container.auth.settled()   // the link is queued after the 202
    const token = tokenFromLink(await lastMailTo((await t.container.delivery.drain(), t.config.mail.outboxDir), user.email, 'password_reset'))
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, new_password: 'After-Reset-Passw0rd!' } })
    expect(reset.statusCode).toBe(200)
    expect((await login(t, user.email, 'After-Reset-Passw0rd!')).statusCode).toBe(200)
  })

  it('verifies at most 5 passwords of a burst: 20 parallel wrong logins, then the right one is refused', async () => {
    const user = await register(t)
    const results = await Promise.all(Array.from({ length: 20 }, () => login(t, user.email, WRONG)))
    const codes = results.map((r) => r.statusCode)
    // Each 401 is a password that was checked; the rest were refused before any check.
    expect(codes.filter((c) => c === 401)).toHaveLength(5)
    expect(codes.filter((c) => c === 429)).toHaveLength(15)
    const res = await login(t, user.email, PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('60')   // refused attempts do not count: the lock has not grown
  })

  it('does the same for partners', async () => {
    const partner = await registerPartner(t)
    const results = await Promise.all(Array.from({ length: 20 }, () => partnerLogin(t, partner.email, WRONG)))
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5)
    expect((await partnerLogin(t, partner.email, partner.password)).statusCode).toBe(429)
  })
})

describe('per-IP rate limit on the auth endpoints', () => {
  let limited: TestApp
  beforeAll(async () => { limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } }) })
  afterAll(async () => { await limited.close() })

  const loginFrom = (ip: string) => limited.app.inject({
    method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip,
    payload: { username: 'someone@example.com', password: WRONG },
  })

  it('answers 429 with Retry-After beyond the limit, per client address', async () => {
    const codes = []
    for (let i = 0; i < 4; i++) codes.push((await loginFrom('10.0.0.1')).statusCode)
    expect(codes).toEqual([401, 401, 401, 429])
    const blocked = await loginFrom('10.0.0.1')
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(blocked.headers['content-type']).toContain('application/problem+json')
    expect((await loginFrom('10.0.0.2')).statusCode).toBe(401)
  })

  it('does not limit other endpoints', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/api/v1/reference/countries', remoteAddress: '10.0.0.3' })
      expect(res.statusCode).toBe(200)
    }
  })
})
