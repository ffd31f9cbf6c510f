// The signed-in session: a user's or a partner's token pair. The access token lives in memory only;
// the refresh token in localStorage, so a reload stays signed in (the server sets a strict CSP, see
// src/core/http/web-app.ts). Refresh tokens are single use, and a page fires several queries at
// once: every refresh goes through one shared promise (single flight), so however many requests
// meet an expired token, exactly one POST /refresh is made and all of them are retried with its
// result. A refresh is also started shortly before the access token expires.

export type SessionKind = 'user' | 'partner'

export interface TokenPair { access_token: string; refresh_token: string }

interface State { kind: SessionKind; access: string | null; refresh: string; expiresAt: number }

const STORAGE_KEY = 'grantwise.session'
const REFRESH_PATH: Record<SessionKind, string> = { user: '/api/v1/auth/refresh', partner: '/api/v1/partners/refresh' }
const LOGOUT_PATH: Record<SessionKind, string> = { user: '/api/v1/auth/logout', partner: '/api/v1/partners/logout' }
// Refresh this long before `exp`, so a request in flight does not meet an expired token.
const EARLY_MS = 60_000

/** The `exp` claim in ms (no signature check: the server checks; the client only schedules). */
export function expiryOf (jwt: string): number {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0
  } catch {
    return 0
  }
}

export interface SessionOptions {
  fetch?: typeof fetch
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  now?: () => number
}

export class Session {
  private state: State | null = null
  private inFlight: Promise<boolean> | null = null
  private readonly listeners = new Set<() => void>()
  private readonly fetch: typeof fetch
  private readonly storage: SessionOptions['storage']
  private readonly now: () => number

  constructor ({ fetch: f = (...args) => globalThis.fetch(...args), storage = globalThis.localStorage, now = () => Date.now() }: SessionOptions = {}) {
    this.fetch = f
    this.storage = storage
    this.now = now
    const saved = this.storage?.getItem(STORAGE_KEY)
    if (saved) {
      try {
        const { kind, refresh } = JSON.parse(saved) as { kind: SessionKind; refresh: string }
        if ((kind === 'user' || kind === 'partner') && typeof refresh === 'string') this.state = { kind, refresh, access: null, expiresAt: 0 }
      } catch { this.storage?.removeItem(STORAGE_KEY) }
    }
  }

  get kind (): SessionKind | null { return this.state?.kind ?? null }

  subscribe (listener: () => void): () => void {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }

  signIn (kind: SessionKind, pair: TokenPair): void {
    this.set({ kind, access: pair.access_token, refresh: pair.refresh_token, expiresAt: expiryOf(pair.access_token) })
  }

  /** Revokes the refresh token on the server (best effort) and forgets both tokens. */
  async signOut (): Promise<void> {
    const state = this.state
    this.set(null)
    if (!state) return
    await this.fetch(LOGOUT_PATH[state.kind], {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(state.access ? { authorization: `Bearer ${state.access}` } : {}) },
      body: JSON.stringify({ refresh_token: state.refresh }),
    }).catch(() => undefined)
  }

  /** A valid access token, refreshing first when there is none or it is about to expire. */
  async accessToken (): Promise<string | null> {
    if (!this.state) return null
    if (this.state.access && this.state.expiresAt - EARLY_MS > this.now()) return this.state.access
    return (await this.refresh()) ? this.state?.access ?? null : null
  }

  /** One refresh at a time: concurrent callers share the same attempt and its outcome. */
  refresh (): Promise<boolean> {
    this.inFlight ??= this.doRefresh().finally(() => { this.inFlight = null })
    return this.inFlight
  }

  private async doRefresh (): Promise<boolean> {
    const state = this.state
    if (!state) return false
    try {
      const res = await this.fetch(REFRESH_PATH[state.kind], {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: state.refresh }),
      })
      if (!res.ok) {
        // Spent, revoked or expired: the session is over. A 5xx or network error keeps it.
        if (res.status === 401 || res.status === 403) this.set(null)
        return false
      }
      this.signIn(state.kind, await res.json() as TokenPair)
      return true
    } catch {
      return false
    }
  }

  private set (state: State | null): void {
    this.state = state
    if (state) this.storage?.setItem(STORAGE_KEY, JSON.stringify({ kind: state.kind, refresh: state.refresh }))
    else this.storage?.removeItem(STORAGE_KEY)
    for (const listener of this.listeners) listener()
  }
}

/**
 * A fetch for the API client: adds the bearer token, and on a 401 refreshes (single flight) and
 * retries the request once. Requests made without a session go out as they are.
 */
export function authFetch (session: Session, base: typeof fetch = (...args) => globalThis.fetch(...args)) {
  return async (request: Request): Promise<Response> => {
    const token = await session.accessToken()
    if (!token) return base(request)
    const retry = request.clone()
    const res = await base(withBearer(request, token))
    if (res.status !== 401) return res
    // Another request may have refreshed meanwhile: use its token rather than refreshing again.
    const fresh = await session.accessToken()
    if (fresh && fresh !== token) return base(withBearer(retry, fresh))
    if (!(await session.refresh())) return res
    const next = await session.accessToken()
    return next ? base(withBearer(retry, next)) : res
  }
}

function withBearer (request: Request, token: string): Request {
  const headers = new Headers(request.headers)
  headers.set('authorization', `Bearer ${token}`)
  return new Request(request, { headers })
}
