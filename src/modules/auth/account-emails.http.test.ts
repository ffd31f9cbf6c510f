import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, login, PASSWORD, register, tokensFor, uniqueEmail } from '../../../test/auth.js'
import { lastMailTo, readOutbox, tokenFromLink } from '../../../test/mail.js'

const t = useTestApp()
const NEW_PASSWORD = 'Brand-New-Passw0rd!'

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload })
// Delivery runs as a worker; the tests drain the outbox queue themselves, then read the files.
// A reset link is queued after forgot-password has answered: wait for that work first.
const outbox = async () => { await t.container.auth.settled(); await t.container.delivery.drain(); return t.config.mail.outboxDir }

describe('welcome e-mail and POST /auth/verify-email', () => {
  it('sends a welcome e-mail whose link verifies the address', async () => {
    const user = await register(t, { full_name: 'Grace Hopper' })
    const mail = await lastMailTo(await outbox(), user.email, 'welcome')
    expect(mail.subject).toMatch(/welcome/i)
    expect(mail.text).toContain('Grace Hopper')
    expect(mail.text).toContain(`${t.config.http.publicUrl}/verify-email?token=`)

    const res = await post('/auth/verify-email', { token: tokenFromLink(mail) })
    expect(res.statusCode).toBe(200)
    // The caller is anonymous: only what the link itself says, not the account.
    expect(res.json()).toEqual({ verified: true, email: user.email })
    expect(res.headers['cache-control']).toBe('no-store')
    const { access_token } = await tokensFor(t, user)
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(access_token) })
    expect(me.json().email_verified).toBe(true)
  })

  it('is single use, also when the link is followed many times at once', async () => {
    const user = await register(t)
    const token = tokenFromLink(await lastMailTo(await outbox(), user.email, 'welcome'))
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/auth/verify-email', { token })))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)])
    const again = await post('/auth/verify-email', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toBe('This link has already been used.')
  })

  it('expires after 24 hours; the signed-in user can ask for a new link', async () => {
    const user = await register(t)
    const stale = tokenFromLink(await lastMailTo(await outbox(), user.email, 'welcome'))
    t.clock.advance(24 * 3600 * 1000 + 1000)
    try {
      expect((await post('/auth/verify-email', { token: stale })).statusCode).toBe(400)
      const { access_token } = await tokensFor(t, user)
      const resend = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', headers: bearer(access_token) })
      expect(resend.statusCode).toBe(202)
      const fresh = tokenFromLink(await lastMailTo(await outbox(), user.email, 'welcome'))
      expect(fresh).not.toBe(stale)
      expect((await post('/auth/verify-email', { token: fresh })).statusCode).toBe(200)
      const done = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', headers: bearer(access_token) })
      expect(done.json().message).toMatch(/already verified/)
    } finally {
      t.clock.advance(-(24 * 3600 * 1000 + 1000))
    }
  })

  it('refuses a forged, expired or wrong-kind token with 400', async () => {
    const user = await register(t)
    const token = tokenFromLink(await lastMailTo(await outbox(), user.email, 'welcome'))
    expect((await post('/auth/verify-email', { token: 'forged' })).statusCode).toBe(400)
    const { access_token } = await tokensFor(t, user)
    expect((await post('/auth/verify-email', { token: access_token })).statusCode).toBe(400)
    t.clock.advance(8 * 24 * 3600 * 1000)
    try {
      const res = await post('/auth/verify-email', { token })
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
    } finally {
      t.clock.advance(-8 * 24 * 3600 * 1000)
    }
  })
})

describe('POST /auth/forgot-password', () => {
  it('answers 202 for a known e-mail and sends a reset link', async () => {
    const user = await register(t)
    const res = await post('/auth/forgot-password', { email: user.email.toUpperCase() })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ message: expect.any(String) })
    const mail = await lastMailTo(await outbox(), user.email, 'password_reset')
    expect(mail.text).toContain(`${t.config.http.publicUrl}/reset-password?token=`)
  })

  it('answers the same 202 for an unknown e-mail and sends nothing', async () => {
    const before = (await readOutbox(await outbox())).length
    const known = await register(t)
    const knownRes = await post('/auth/forgot-password', { email: known.email })
    const unknownRes = await post('/auth/forgot-password', { email: uniqueEmail('ghost') })
    expect(unknownRes.statusCode).toBe(202)
    expect(unknownRes.json()).toEqual(knownRes.json())
    expect((await readOutbox(await outbox())).length).toBe(before + 2)   // the welcome and the one reset e-mail
  })

  it('validates the e-mail (422)', async () => {
    const res = await post('/auth/forgot-password', { email: 'nope' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'email'])
  })
})

describe('POST /auth/reset-password', () => {
  async function resetLink (email: string) {
    await post('/auth/forgot-password', { email })
    return tokenFromLink(await lastMailTo(await outbox(), email, 'password_reset'))
  }

  it('sets the new password, revokes every earlier token and works once', async () => {
    const user = await register(t)
    const before = await tokensFor(t, user)
    const token = await resetLink(user.email)

    const res = await post('/auth/reset-password', { token, new_password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })

    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401)
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await post('/auth/refresh', { refresh_token: before.refresh_token })).statusCode).toBe(401)
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(before.access_token) })
    expect(me.statusCode).toBe(401)
    expect((await post('/auth/reset-password', { token, new_password: 'Another-Passw0rd!' })).statusCode).toBe(400)
  })

  it('gives one success to 10 concurrent uses of one link', async () => {
    const user = await register(t)
    const token = await resetLink(user.email)
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      post('/auth/reset-password', { token, new_password: `${NEW_PASSWORD}${i}` })))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)])
  })

  it('applies the password rules to new_password (422, nothing changed)', async () => {
    const user = await register(t)
    const token = await resetLink(user.email)
    const res = await post('/auth/reset-password', { token, new_password: 'weak' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.every((e: { loc: string[] }) => e.loc.join('.') === 'body.new_password')).toBe(true)
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200)
    expect((await post('/auth/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(200)
  })

  it('refuses an expired link (1 hour) and a verification token', async () => {
    const user = await register(t)
    const token = await resetLink(user.email)
    const verifyToken = tokenFromLink(await lastMailTo(await outbox(), user.email, 'welcome'))
    expect((await post('/auth/reset-password', { token: verifyToken, new_password: NEW_PASSWORD })).statusCode).toBe(400)
    t.clock.advance(61 * 60 * 1000)
    try {
      expect((await post('/auth/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(400)
    } finally {
      t.clock.advance(-61 * 60 * 1000)
    }
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200)
  })
})
