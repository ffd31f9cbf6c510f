import { describe, expect, it } from 'vitest'
import { authFetch, expiryOf, Session } from './session'

// The session's contract with a server whose refresh tokens are single use: however many
// requests meet an expired token at once, exactly one refresh is made and every request is
// retried with the new token.

const NOW = 1_800_000_000_000
const jwt = (exp: number, n = 0) => `h.${btoa(JSON.stringify({ exp: Math.floor(exp / 1000), n })).replace(/=+$/, '')}.s`

function memoryStorage () {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v) }, removeItem: (k: string) => { data.delete(k) } }
}

/** A fake API: valid access tokens are those the last refresh issued; refresh tokens are single use. */
function fakeServer ({ failRefresh = false } = {}) {
  let valid = new Set<string>()
  let refreshTokens = new Set(['r0'])
  const calls = { refresh: 0, api: 0 }
  let issued = 0
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://app.test'), init)
    await new Promise((r) => setTimeout(r, 5))
    if (request.url.endsWith('/refresh')) {
      calls.refresh++
      const { refresh_token: token } = await request.json() as { refresh_token: string }
      if (failRefresh || !refreshTokens.delete(token)) return new Response('{}', { status: 401 })
      issued++
      const access = jwt(NOW + 30 * 60_000, issued)
      valid = new Set([access])
      refreshTokens = new Set([`r${issued}`])
      return Response.json({ access_token: access, refresh_token: `r${issued}`, token_type: 'bearer' })
    }
    calls.api++
    const token = request.headers.get('authorization')?.replace('Bearer ', '')
    return token && valid.has(token) ? Response.json({ ok: true }) : new Response('{}', { status: 401 })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const get = (path: string) => new Request(`http://app.test${path}`)

describe('Session and authFetch', () => {
  it('refreshes once for many concurrent requests with an expired token, and retries them all', async () => {
    const server = fakeServer()
    const session = new Session({ fetch: server.fetch, storage: memoryStorage(), now: () => NOW })
    // Signed in with an access token the server no longer accepts (expired on its side).
    session.signIn('user', { access_token: jwt(NOW + 10 * 60_000), refresh_token: 'r0' })
    const f = authFetch(session, server.fetch)
    const responses = await Promise.all(['/a', '/b', '/c', '/d', '/e', '/f'].map((p) => f(get(p))))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(server.calls.refresh).toBe(1)
  })

  it('after a reload (refresh token only) makes one refresh before the first requests', async () => {
    const server = fakeServer()
    const storage = memoryStorage()
    new Session({ fetch: server.fetch, storage, now: () => NOW }).signIn('partner', { access_token: jwt(NOW), refresh_token: 'r0' })
    const reloaded = new Session({ fetch: server.fetch, storage, now: () => NOW })
    expect(reloaded.kind).toBe('partner')
    const f = authFetch(reloaded, server.fetch)
    const responses = await Promise.all([f(get('/x')), f(get('/y')), f(get('/z'))])
    expect(responses.every((r) => r.ok)).toBe(true)
    expect(server.calls.refresh).toBe(1)
    expect(server.calls.api).toBe(3)
  })

  it('refreshes ahead of expiry instead of sending a token about to expire', async () => {
    const server = fakeServer()
    const session = new Session({ fetch: server.fetch, storage: memoryStorage(), now: () => NOW })
    session.signIn('user', { access_token: jwt(NOW + 30_000), refresh_token: 'r0' })   // 30 s left
    const res = await authFetch(session, server.fetch)(get('/a'))
    expect(res.status).toBe(200)
    expect(server.calls).toEqual({ refresh: 1, api: 1 })   // no request with the old token
  })

  it('ends the session when the refresh token is refused, and answers the 401', async () => {
    const server = fakeServer({ failRefresh: true })
    const storage = memoryStorage()
    const session = new Session({ fetch: server.fetch, storage, now: () => NOW })
    session.signIn('user', { access_token: jwt(NOW + 10 * 60_000), refresh_token: 'r0' })
    let changes = 0
    session.subscribe(() => { changes++ })
    const res = await authFetch(session, server.fetch)(get('/a'))
    expect(res.status).toBe(401)
    expect(session.kind).toBeNull()
    expect(storage.getItem('grantwise.session')).toBeNull()
    expect(changes).toBe(1)
  })

  it('sends requests without a session as they are', async () => {
    const server = fakeServer()
    const session = new Session({ fetch: server.fetch, storage: memoryStorage(), now: () => NOW })
    const res = await authFetch(session, server.fetch)(get('/public'))
    expect(res.status).toBe(401)   // the fake refuses anonymous calls: what matters is no refresh
    expect(server.calls.refresh).toBe(0)
  })

  it('reads exp from a JWT, and 0 from garbage', () => {
    expect(expiryOf(jwt(NOW))).toBe(NOW)
    expect(expiryOf('not-a-jwt')).toBe(0)
  })
})
