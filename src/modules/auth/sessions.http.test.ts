import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { useTestApp, type TestApp } from '../../../test/app.js'
import { bearer, register, signedInUser, tokensFor } from '../../../test/auth.js'
import { partnerLogin, registerPartner } from '../../../test/partners.js'

// A session is one sign-in: logout ends it (refresh token included), and a reused refresh token
// ends it too (RFC 9700 §4.14.2), for users and partners alike.

const t = useTestApp()

type Pair = { access_token: string; refresh_token: string }
/** A new account; what it returns signs that account in (a new session each time). */
interface Kind { name: string; base: string; account: (t: TestApp) => Promise<() => Promise<Pair>> }
const KINDS: Kind[] = [
  { name: 'user', base: '/api/v1/auth', account: async (app) => { const u = await register(app); return () => tokensFor(app, u) } },
  {
    name: 'partner', base: '/api/v1/partners',
    account: async (app) => {
      const p = await registerPartner(app)
      return async () => (await partnerLogin(app, p.email, p.password)).json()
    },
  },
]

describe.each(KINDS)('$name sessions', ({ base, account }) => {
  const signIn = async (app: TestApp) => (await account(app))()
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: `${base}/refresh`, payload: { refresh_token: token } })
  const me = (token: string) => t.app.inject({ method: 'GET', url: `${base}/me`, headers: bearer(token) })
  const logout = (access: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${base}/logout`, headers: bearer(access), ...(payload ? { payload } : {}) })

  it('logout ends the session: its refresh token and its access tokens are refused', async () => {
    const first = await signIn(t)
    const second = (await refresh(first.refresh_token)).json()   // the same session, rotated
    const res = await logout(second.access_token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Successfully logged out' })
    expect(res.headers['cache-control']).toBe('no-store')
    const again = await refresh(second.refresh_token)
    expect(again.statusCode).toBe(401)
    expect(again.json().title).toBe('Token revoked')
    expect((await me(second.access_token)).statusCode).toBe(401)
    expect((await me(first.access_token)).statusCode).toBe(401)   // an older access token of the session
  })

  it('logout leaves the other sessions of the account alone, unless their refresh token is sent', async () => {
    const signInAgain = await account(t)
    const kept = await signInAgain()
    const current = await signInAgain()
    expect((await logout(current.access_token)).statusCode).toBe(200)
    expect((await me(kept.access_token)).statusCode).toBe(200)
    expect((await refresh(current.refresh_token)).statusCode).toBe(401)
    const other = await signInAgain()
    expect((await logout(other.access_token, { refresh_token: kept.refresh_token })).statusCode).toBe(200)
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401)
  })

  it('a reused refresh token ends the whole family: 20 parallel reuses, then the newest token is refused', async () => {
    const first = await signIn(t)
    const newest = (await refresh(first.refresh_token)).json()
    const reuses = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refresh_token)))
    expect(reuses.map((r) => r.statusCode)).toEqual(Array(20).fill(401))
    expect((await refresh(newest.refresh_token)).statusCode).toBe(401)
    expect((await me(newest.access_token)).statusCode).toBe(401)
  })

  it('a refresh keeps the session usable until then', async () => {
    const first = await signIn(t)
    const second = (await refresh(first.refresh_token)).json()
    const third = await refresh(second.refresh_token)
    expect(third.statusCode).toBe(200)
    expect((await me(third.json().access_token)).statusCode).toBe(200)
  })
})

describe('correctly signed tokens with malformed claims', () => {
  async function forge (claims: Record<string, unknown>, kind = 'user') {
    const key = new TextEncoder().encode(t.config.auth.jwtSecret)
    const iat = Math.floor(t.clock.now().getTime() / 1000)
    return new SignJWT({ type: 'access', ver: 0, jti: crypto.randomUUID(), iat, exp: iat + 600, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setAudience(kind).setIssuer('grantwise')
      .setSubject(String(claims.sub ?? 'someone@example.com')).sign(key)
  }

  it.each([
    ['a jti that is not a UUID', { jti: 'not-a-uuid' }],
    ['a session id that is not a UUID', { sid: "x' or 1=1" }],
    ['a version that is not a number', { ver: 'abc' }],
    ['a tenant that is not a UUID', { tenant_id: 'acme' }],
  ])('refuses %s with 401, never 500', async (_label, claims) => {
    const { user } = await signedInUser(t)
    const access = await forge({ ...claims, sub: user.email })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(access) })
    expect(res.statusCode).toBe(401)
    const partner = await forge({ ...claims }, 'partner')
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/partners/me', headers: bearer(partner) })).statusCode).toBe(401)
    const refresh = await forge({ ...claims, sub: user.email, type: 'refresh' })
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: refresh } })
    expect(refreshed.statusCode).toBe(401)
  })

  it('refuses a verification or reset link token with a bad jti with 400', async () => {
    const { user } = await signedInUser(t)
    const verify = await forge({ sub: user.email, type: 'email_verification', jti: '42' })
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verify } })).statusCode).toBe(400)
    const reset = await forge({ sub: user.email, type: 'password_reset', jti: '42' })
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: reset, new_password: 'Brand-New-Passw0rd!' },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('Cache-Control: no-store on answers with tokens or account data', () => {
  it('is on the sign-in, refresh, registration and account answers of users and partners, errors included', async () => {
    const user = await register(t)
    const partner = await registerPartner(t)
    const userLogin = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/login', payload: { username: user.email, password: user.password },
    })
    const partnerSignIn = await partnerLogin(t, partner.email, partner.password)
    const answers = [
      userLogin, partnerSignIn,
      await t.app.inject({
        method: 'POST', url: '/api/v1/auth/register',
        payload: { email: `x${user.email}`, password: user.password, full_name: 'X' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: userLogin.json().refresh_token } }),
      await t.app.inject({
        method: 'POST', url: '/api/v1/partners/refresh', payload: { refresh_token: partnerSignIn.json().refresh_token },
      }),
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(userLogin.json().access_token) }),
      await t.app.inject({ method: 'GET', url: '/api/v1/partners/me', headers: bearer(partnerSignIn.json().access_token) }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: user.email, password: 'Wrong-Passw0rd!' } }),
    ]
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 201, 200, 200, 200, 200, 401])
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store')
  })

  it('is not on public catalogue answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reference/countries' })
    expect(res.headers['cache-control']).not.toBe('no-store')
  })
})
