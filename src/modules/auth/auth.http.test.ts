import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { users } from './auth.tables.js'
import { bearer, login, PASSWORD, register, signedInUser, tokensFor, uniqueEmail } from '../../../test/auth.js'

const t = useTestApp()

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers })
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })

function decodeClaims (token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
}

describe('POST /auth/register', () => {
  it('creates an owner of a new tenant with email_verified false', async () => {
    const email = uniqueEmail()
    const res = await post('/auth/register', { email, password: PASSWORD, full_name: 'Ada Lovelace' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String), email, full_name: 'Ada Lovelace', tenant_id: expect.any(String), role: 'owner',
      is_active: true, email_verified: false, is_platform_admin: false, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      deletion_due_at: null, language: 'en',
    })
    expect(res.json()).not.toHaveProperty('password_hash')
  })

  it('gives every registration its own tenant', async () => {
    const a = await register(t)
    const b = await register(t)
    expect(a.tenant_id).not.toBe(b.tenant_id)
  })

  it('ignores role, tenant_id, is_platform_admin and email_verified in the body', async () => {
    const other = await register(t)
    const res = await post('/auth/register', {
      email: uniqueEmail(), password: PASSWORD, full_name: 'Mallory',
      role: 'admin', tenant_id: other.tenant_id, is_platform_admin: true, email_verified: true, is_active: false,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ role: 'owner', is_platform_admin: false, email_verified: false, is_active: true })
    expect(res.json().tenant_id).not.toBe(other.tenant_id)
  })

  it('refuses an e-mail that is already registered, in any letter case, with 400', async () => {
    const user = await register(t)
    const res = await post('/auth/register', { email: user.email.toUpperCase(), password: PASSWORD, full_name: 'Twin' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 400, title: 'Email already registered', detail: expect.stringContaining(user.email) })
  })

  it.each([
    ['short1!A', 'Sh0rt!', 'password_too_short'],
    ['no uppercase', 'lowercase1!', 'password_no_uppercase'],
    ['no lowercase', 'UPPERCASE1!', 'password_no_lowercase'],
    ['no digit', 'NoDigits!!', 'password_no_digit'],
    ['no special', 'NoSpecial12', 'password_no_special'],
  ])('rejects a password with %s as 422 naming body.password', async (_label, password, type) => {
    const res = await post('/auth/register', { email: uniqueEmail(), password, full_name: 'Weak' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([{ loc: ['body', 'password'], msg: expect.any(String), type }])
  })

  it('lists every invalid field at once', async () => {
    const res = await post('/auth/register', { email: 'not-an-email', password: 'x', full_name: '' })
    expect(res.statusCode).toBe(422)
    const locs = res.json().errors.map((e: { loc: string[] }) => e.loc.join('.'))
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.full_name']))
  })

  it('rejects a missing field, a blank name and a 256-character name', async () => {
    for (const body of [
      { email: uniqueEmail(), password: PASSWORD },
      { email: uniqueEmail(), password: PASSWORD, full_name: '   ' },
      { email: uniqueEmail(), password: PASSWORD, full_name: 'x'.repeat(256) },
    ]) {
      const res = await post('/auth/register', body)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors[0].loc).toEqual(['body', 'full_name'])
    }
  })

  it('accepts a 255-character name', async () => {
    const res = await post('/auth/register', { email: uniqueEmail(), password: PASSWORD, full_name: 'x'.repeat(255) })
    expect(res.statusCode).toBe(201)
  })

  it('answers malformed JSON with 422 problem+json, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' })
    expect(res.statusCode).toBe(422)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().errors[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' })
  })

  it('answers an empty JSON body with 422 naming the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: '' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body'])
  })

  it('answers a body of the wrong JSON type with 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: '[1,2]' })
    expect(res.statusCode).toBe(422)
  })
})

describe('POST /auth/login', () => {
  it('returns a bearer token pair with the spec claims and lifetimes', async () => {
    const user = await register(t)
    const res = await login(t, user.email)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' })
    const access = decodeClaims(body.access_token)
    const refresh = decodeClaims(body.refresh_token)
    expect(access).toMatchObject({ sub: user.email, tenant_id: user.tenant_id, type: 'access', aud: 'user' })
    expect(refresh).toMatchObject({ sub: user.email, tenant_id: user.tenant_id, type: 'refresh', aud: 'user' })
    expect((access.exp as number) - (access.iat as number)).toBe(30 * 60)
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(7 * 24 * 60 * 60)
    expect(access.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 1800)
  })

  it('matches the e-mail case-insensitively', async () => {
    const user = await register(t)
    expect((await login(t, user.email.toUpperCase())).statusCode).toBe(200)
  })

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await register(t)
    const wrong = await login(t, user.email, 'Wrong-Password-1!')
    const unknown = await login(t, uniqueEmail('nobody'))
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    const strip = (b: Record<string, unknown>) => ({ ...b, request_id: undefined })
    expect(strip(wrong.json())).toEqual(strip(unknown.json()))
  })

  it('requires username and password (422)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a@b.c' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([{ loc: ['body', 'password'], msg: 'Field required', type: 'missing' }])
  })
})

describe('GET /auth/me and the 401 rules', () => {
  it('returns the signed-in user with is_platform_admin', async () => {
    const { user, access_token } = await signedInUser(t)
    const res = await me(access_token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, tenant_id: user.tenant_id, role: 'owner', is_platform_admin: false })
  })

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
  ])('answers %s with 401 problem+json', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })

  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token } = await signedInUser(t)
    expect((await me(refresh_token)).statusCode).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const { access_token } = await signedInUser(t)
    const [h, p] = access_token.split('.')
    expect((await me(`${h}.${p}.${'A'.repeat(43)}`)).statusCode).toBe(401)
  })

  it('refuses a partner token on a user endpoint', async () => {
    const { user } = await signedInUser(t)
    const { token } = await t.container.jwt.sign({ sub: user.email, type: 'access', kind: 'partner', ver: 0 })
    const res = await me(token)
    expect(res.statusCode).toBe(401)
  })

  it('refuses an access token after 30 minutes, whether it was used before or not', async () => {
    const used = (await signedInUser(t)).access_token
    const unused = (await signedInUser(t)).access_token
    expect((await me(used)).statusCode).toBe(200)
    t.clock.advance(30 * 60 * 1000 + 1000)
    try {
      for (const token of [used, unused]) {
        const res = await me(token)
        expect(res.statusCode).toBe(401)
        expect(res.json().title).toBe('Token expired')
      }
    } finally {
      t.clock.advance(-(30 * 60 * 1000 + 1000))
    }
  })
})

describe('a disabled account', () => {
  it('loses its tokens at once and cannot sign in (403)', async () => {
    const { user, access_token, refresh_token } = await signedInUser(t)
    await t.container.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id))
    expect((await me(access_token)).statusCode).toBe(401)
    expect((await post('/auth/refresh', { refresh_token })).statusCode).toBe(401)
    const res = await login(t, user.email)
    expect(res.statusCode).toBe(403)
    expect(res.json().title).toBe('Account disabled')
  })
})

describe('POST /auth/logout', () => {
  it('revokes the presented access token only', async () => {
    const user = await register(t)
    const first = await tokensFor(t, user)
    const second = await tokensFor(t, user)
    const res = await post('/auth/logout', undefined, bearer(first.access_token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })
    expect((await me(first.access_token)).statusCode).toBe(401)
    expect((await me(second.access_token)).statusCode).toBe(200)
  })

  it('accepts a JSON content type with an empty body', async () => {
    const { access_token } = await signedInUser(t)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...bearer(access_token), 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(200)
  })

  it('needs a token (401)', async () => {
    expect((await post('/auth/logout', undefined)).statusCode).toBe(401)
  })
})
