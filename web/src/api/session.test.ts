import { describe, expect, it } from 'vitest'
import { authFetch, expiryOf, Session, STORAGE_KEY, type SessionOptions } from './session'
import { storageLock, webLock, type LockManagerLike } from './tab-lock'

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
  let revoked = false
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://app.test'), init)
    await new Promise((r) => setTimeout(r, 5))
    if (request.url.endsWith('/refresh')) {
      calls.refresh++
      const { refresh_token: token } = await request.json() as { refresh_token: string }
      // A spent token coming back revokes the family, as the server does.
      if (failRefresh || revoked || !refreshTokens.delete(token)) {
        revoked = true
        return new Response('{}', { status: 401 })
      }
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

/** Tabs of one browser: one localStorage, whose writes reach the *other* tabs as `storage` events. */
function browser () {
  const data = new Map<string, string>()
  const tabs = new Set<{ listener: (key: string | null, value: string | null) => void }>()
  return (): Pick<SessionOptions, 'storage' | 'onStorageChange'> => {
    const self = { listener: (_k: string | null, _v: string | null) => undefined as void }
    const emit = (key: string, value: string | null) => {
      for (const tab of tabs) if (tab !== self) setTimeout(() => tab.listener(key, value), 0)
    }
    return {
      storage: {
        getItem: (k) => data.get(k) ?? null,
        setItem: (k, v) => { data.set(k, v); emit(k, v) },
        removeItem: (k) => { data.delete(k); emit(k, null) },
      },
      onStorageChange: (listener) => { self.listener = listener; tabs.add(self); return () => { tabs.delete(self) } },
    }
  }
}

/**
 * Tabs whose writes reach the others' view of localStorage `lagMs` later, as in Chromium, where
 * each tab's process keeps its own copy and the browser sends it the other tabs' writes.
 */
function laggyBrowser (lagMs: number) {
  const views: Map<string, string>[] = []
  return (): Pick<SessionOptions, 'storage' | 'onStorageChange'> => {
    const mine = new Map<string, string>(views[0] ?? [])
    views.push(mine)
    let listener = (_k: string | null, _v: string | null) => undefined as void
    const write = (k: string, v: string | null) => {
      if (v === null) mine.delete(k)
      else mine.set(k, v)
      for (const other of views) {
        if (other === mine) continue
        setTimeout(() => { if (v === null) other.delete(k); else other.set(k, v) }, lagMs)
      }
    }
    return {
      storage: { getItem: (k) => mine.get(k) ?? null, setItem: (k, v) => write(k, v), removeItem: (k) => write(k, null) },
      onStorageChange: (l) => { listener = l; void listener; return () => undefined },
    }
  }
}

/** Web Locks as the browser grants them: one holder of a name at a time, in request order. */
function fakeLocks (): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve()
  let held = 0
  return {
    request: <T>(_name: string, options: { ifAvailable?: boolean }, task: (lock: unknown) => Promise<T>) => {
      if (options.ifAvailable && held > 0) return task(null)
      held++
      const run = tail.then(() => task({})).finally(() => { held-- })
      tail = run.catch(() => undefined)
      return run
    },
  }
}

describe('one session across tabs', () => {
  const locks = fakeLocks()
  it.each([
    ['Web Locks', () => webLock(locks), false],
    ['the localStorage lease (no Web Locks)', null, true],
  ] as const)('two tabs meeting an expired token at once make one refresh, both stay signed in (%s)', async (_how, lockOf, lease) => {
    const server = fakeServer()
    const tab = browser()
    const [one, two] = [tab(), tab()]
    const lockFor = (view: typeof one) => lease ? storageLock(view.storage!, 5) : lockOf!()
    const a = new Session({ fetch: server.fetch, now: () => NOW, ...one, lock: lockFor(one) })
    a.signIn('user', { access_token: jwt(NOW + 10_000), refresh_token: 'r0' })   // about to expire
    const b = new Session({ fetch: server.fetch, now: () => NOW, ...two, lock: lockFor(two) })
    const [fa, fb] = [authFetch(a, server.fetch), authFetch(b, server.fetch)]
    const responses = await Promise.all([fa(get('/a')), fb(get('/b')), fa(get('/c')), fb(get('/d'))])
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(server.calls.refresh).toBe(1)
    expect([a.kind, b.kind]).toEqual(['user', 'user'])
    // The pair the one refresh got is the one both use, and the next renewal still works.
    expect(JSON.parse(one.storage!.getItem(STORAGE_KEY)!)).toMatchObject({ refresh: 'r1' })
    expect(await b.accessToken()).toBe(await a.accessToken())
    expect(await b.refresh()).toBe(true)
  })

  it('a tab that waited for the lock uses the pair another tab got, even when it shows up late', async () => {
    const server = fakeServer()
    const tab = laggyBrowser(60)
    const shared = fakeLocks()
    const [one, two] = [tab(), tab()]
    const a = new Session({ fetch: server.fetch, now: () => NOW, ...one, lock: webLock(shared) })
    a.signIn('user', { access_token: jwt(NOW + 10_000), refresh_token: 'r0' })   // about to expire
    await new Promise((r) => setTimeout(r, 80))   // the pair has reached the second tab
    const b = new Session({ fetch: server.fetch, now: () => NOW, ...two, lock: webLock(shared) })
    const responses = await Promise.all([authFetch(a, server.fetch)(get('/a')), authFetch(b, server.fetch)(get('/b'))])
    expect(responses.map((r) => r.status)).toEqual([200, 200])
    expect(server.calls.refresh).toBe(1)
    expect([a.kind, b.kind]).toEqual(['user', 'user'])
  })

  it('a new tab uses the stored access token while it is valid: no refresh', async () => {
    const server = fakeServer()
    const tab = browser()
    const a = new Session({ fetch: server.fetch, now: () => NOW, ...tab(), lock: webLock(fakeLocks()) })
    a.signIn('partner', { access_token: jwt(NOW + 10_000), refresh_token: 'r0' })
    await a.refresh()
    const b = new Session({ fetch: server.fetch, now: () => NOW, ...tab(), lock: webLock(fakeLocks()) })
    expect(b.kind).toBe('partner')
    expect((await authFetch(b, server.fetch)(get('/x'))).status).toBe(200)
    expect(server.calls.refresh).toBe(1)
  })

  it('signing out in one tab signs out the others and tells their subscribers', async () => {
    const server = fakeServer()
    const tab = browser()
    const a = new Session({ fetch: server.fetch, now: () => NOW, ...tab() })
    const b = new Session({ fetch: server.fetch, now: () => NOW, ...tab() })
    a.signIn('user', { access_token: jwt(NOW + 30 * 60_000), refresh_token: 'r0' })
    await new Promise((r) => setTimeout(r, 5))
    expect(b.kind).toBe('user')   // a sign-in reaches the other tabs too
    let told = 0
    b.subscribe(() => { told++ })
    await a.signOut()
    await new Promise((r) => setTimeout(r, 5))
    expect(b.kind).toBeNull()
    expect(told).toBe(1)
    expect(await b.accessToken()).toBeNull()
  })
})
