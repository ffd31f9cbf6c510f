import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp } from '../../../test/app.js'
import { bearer, register, signedInUser, tokensFor } from '../../../test/auth.js'

const t = useTestApp()

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } })

describe('POST /auth/refresh', () => {
  it('trades a refresh token for a new, working pair', async () => {
    const { refresh_token } = await signedInUser(t)
    const res = await refresh(refresh_token)
    expect(res.statusCode).toBe(200)
    const pair = res.json()
    expect(pair).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' })
    expect(pair.refresh_token).not.toBe(refresh_token)
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(pair.access_token) })
    expect(me.statusCode).toBe(200)
  })

  it('is single use: the same refresh token a second time is 401', async () => {
    const { refresh_token } = await signedInUser(t)
    expect((await refresh(refresh_token)).statusCode).toBe(200)
    const again = await refresh(refresh_token)
    expect(again.statusCode).toBe(401)
    expect(again.json().title).toBe('Token revoked')
  })

  it('gives exactly one success to 20 concurrent refreshes with the same token', async () => {
    const { refresh_token } = await signedInUser(t)
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(refresh_token)))
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 401)).toHaveLength(19)
  })

  it('refuses an access token, garbage and an expired refresh token with 401', async () => {
    const { access_token, refresh_token } = await signedInUser(t)
    expect((await refresh(access_token)).statusCode).toBe(401)
    expect((await refresh('garbage')).statusCode).toBe(401)
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000)
    try {
      const res = await refresh(refresh_token)
      expect(res.statusCode).toBe(401)
      expect(res.json().title).toBe('Token expired')
    } finally {
      t.clock.advance(-(7 * 24 * 3600 * 1000 + 1000))
    }
  })

  it('refuses a partner refresh token', async () => {
    const user = await register(t)
    const { token } = await t.container.jwt.sign({ sub: user.email, type: 'refresh', kind: 'partner', ver: 0 })
    expect((await refresh(token)).statusCode).toBe(401)
  })

  it('requires refresh_token (422)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'refresh_token'])
  })
})

describe('the 401 of a bearer route (RFC 6750)', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })

  it('names the scheme when no token was sent, and says the token is the problem when one was', async () => {
    const { refresh_token } = await signedInUser(t)
    expect((await me({})).headers['www-authenticate']).toBe('Bearer')
    for (const token of ['garbage', refresh_token]) {
      const res = await me(bearer(token))
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"')
    }
    expect((await me(bearer(refresh_token))).json().detail).toBe('Expected an access token')
  })
})

describe('revocation store', () => {
  it('purges entries whose token has expired, and only those', async () => {
    const user = await register(t)
    const early = await tokensFor(t, user)
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(early.access_token) })
    t.clock.advance(20 * 60 * 1000)
    const late = await tokensFor(t, user)
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(late.access_token) })
    t.clock.advance(15 * 60 * 1000)   // the first token has expired, the second has not
    try {
      const purged = await t.container.auth.purgeExpired()
      expect(purged.revoked_tokens).toBeGreaterThanOrEqual(1)
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(late.access_token) })
      expect(res.statusCode).toBe(401)   // still revoked after the purge
    } finally {
      t.clock.advance(-35 * 60 * 1000)
    }
  })
})

describe('across a restart', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = []
  afterAll(async () => { for (const a of apps) await a.close().catch(() => {}) })

  it('keeps logged-out and used tokens revoked and valid ones valid', async () => {
    const first = await buildTestApp()
    apps.push(first)
    const user = await register(first)
    const loggedOut = await tokensFor(first, user)
    const kept = await tokensFor(first, user)
    const used = await tokensFor(first, user)
    await first.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(loggedOut.access_token) })
    await first.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: used.refresh_token } })
    await first.close({ keepData: true })

    const second = await buildTestApp({ reuse: first })
    apps.push(second)
    const me = (token: string) => second.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    expect((await me(loggedOut.access_token)).statusCode).toBe(401)
    expect((await me(kept.access_token)).statusCode).toBe(200)
    const reuse = await second.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: used.refresh_token } })
    expect(reuse.statusCode).toBe(401)
  })
})
