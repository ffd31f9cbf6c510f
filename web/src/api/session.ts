import { storageLock, webLock, type LockManagerLike, type LockRunner } from './tab-lock'

// The signed-in session: a user's or a partner's token pair, kept in localStorage so that a reload
// and every tab of the browser share it (the server sets a strict CSP, see
// src/core/http/web-app.ts; the access token is no more than the refresh token already there).
// Refresh tokens are single use and a spent one revokes the whole family, so renewals are
// serialised twice: within a tab through one shared promise (single flight: however many requests
// meet an expired token, one POST /refresh is made and all are retried with its result), and
// across tabs through a lock (tab-lock.ts), inside which the shared pair is read again, so a tab
// that waited takes the pair another tab just got instead of refreshing with a spent token.
// Other tabs learn of a new pair or a sign-out from the `storage` event; subscribers hear of both.

export type SessionKind = 'user' | 'partner'

export interface TokenPair { access_token: string; refresh_token: string }

interface State { kind: SessionKind; access: string | null; refresh: string; expiresAt: number }

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type StorageListener = (key: string | null, value: string | null) => void

export const STORAGE_KEY = 'grantwise.session'
const REFRESH_PATH: Record<SessionKind, string> = { user: '/api/v1/auth/refresh', partner: '/api/v1/partners/refresh' }
const LOGOUT_PATH: Record<SessionKind, string> = { user: '/api/v1/auth/logout', partner: '/api/v1/partners/logout' }
// Refresh this long before `exp`, so a request in flight does not meet an expired token.
const EARLY_MS = 60_000
// A tab that waited for another tab's renewal gives its pair this long to show in its localStorage.
const SETTLE_MS = 400
const SETTLE_POLL_MS = 20

/** The `exp` claim in ms (no signature check: the server checks; the client only schedules). */
export function expiryOf (jwt: string): number {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0
  } catch {
    return 0
  }
}

/** The token's workspace (`tenant_id` claim of a user token); null for partners or when unreadable. */
export function tenantOf (jwt: string | null): string | null {
  if (!jwt) return null
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { tenant_id?: unknown }
    return typeof payload.tenant_id === 'string' ? payload.tenant_id : null
  } catch {
    return null
  }
}

/** The stored session (`{kind, refresh, access?}`), or null when absent or not one. */
function parse (raw: string | null | undefined): State | null {
  if (!raw) return null
  try {
    const { kind, refresh, access } = JSON.parse(raw) as { kind?: unknown; refresh?: unknown; access?: unknown }
    if ((kind !== 'user' && kind !== 'partner') || typeof refresh !== 'string') return null
    const token = typeof access === 'string' ? access : null
    return { kind, refresh, access: token, expiresAt: token ? expiryOf(token) : 0 }
  } catch {
    return null
  }
}

function windowStorageEvents (listener: StorageListener): () => void {
  if (typeof window === 'undefined') return () => undefined
  const handler = (event: StorageEvent) => listener(event.key, event.newValue)
  window.addEventListener('storage', handler)
  return () => window.removeEventListener('storage', handler)
}

export interface SessionOptions {
  fetch?: typeof fetch
  storage?: StorageLike
  now?: () => number
  /** Changes other tabs make to `storage` (the `storage` event): key (null: cleared) and new value. */
  onStorageChange?: (listener: StorageListener) => () => void
  /** Runs a refresh while no other tab does: Web Locks by default, else a lease in `storage`. */
  lock?: LockRunner
}

export class Session {
  private state: State | null = null
  private inFlight: Promise<boolean> | null = null
  private readonly listeners = new Set<() => void>()
  private readonly fetch: typeof fetch
  private readonly storage: StorageLike | undefined
  private readonly now: () => number
  private readonly lock: LockRunner

  constructor ({
    fetch: f = (...args) => globalThis.fetch(...args), storage = globalThis.localStorage, now = () => Date.now(),
    onStorageChange = windowStorageEvents, lock,
  }: SessionOptions = {}) {
    this.fetch = f
    this.storage = storage
    this.now = now
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
    this.lock = lock ?? (locks ? webLock(locks) : storage ? storageLock(storage) : (task) => task(false))
    const saved = this.storage?.getItem(STORAGE_KEY)
    this.state = parse(saved)
    if (saved && !this.state) this.storage?.removeItem(STORAGE_KEY)
    // Another tab signed in, renewed the pair or signed out: this tab follows.
    onStorageChange((key, value) => { if (key === STORAGE_KEY || key === null) this.adopt(parse(value)) })
  }

  get kind (): SessionKind | null { return this.state?.kind ?? null }

  /**
   * The workspace the session is in (a user's), as its access token names it; null before the
   * first token of a reload. A switch of workspace (here or in another tab) changes it.
   */
  get workspace (): string | null { return tenantOf(this.state?.access ?? null) }

  subscribe (listener: () => void): () => void {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }

  signIn (kind: SessionKind, pair: TokenPair): void {
    this.set({ kind, access: pair.access_token, refresh: pair.refresh_token, expiresAt: expiryOf(pair.access_token) })
  }

  /** Revokes the refresh token on the server (best effort) and forgets both tokens, in every tab. */
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
    if (this.usable(this.state)) return this.state.access
    return (await this.refresh()) ? this.state?.access ?? null : null
  }

  /** One refresh at a time: concurrent callers share the same attempt and its outcome. */
  refresh (): Promise<boolean> {
    this.inFlight ??= this.doRefresh().finally(() => { this.inFlight = null })
    return this.inFlight
  }

  private usable (state: State): boolean {
    return state.access !== null && state.expiresAt - EARLY_MS > this.now()
  }

  private async doRefresh (): Promise<boolean> {
    const held = this.state
    if (!held) return false
    try {
      return await this.lock(async (waited) => {
        // Read again under the lock: another tab may have renewed the pair or signed out meanwhile.
        let current = held
        if (this.storage) {
          // Having waited for another tab, give its new pair time to reach this tab's view of
          // localStorage: Chromium copies a write to other tabs' processes a moment later, so read
          // at once, the spent token could still be there (and using it signs every tab out).
          const shared = waited ? await this.settled(held.refresh) : parse(this.storage.getItem(STORAGE_KEY))
          if (!shared || shared.kind !== held.kind) { this.adopt(shared); return false }
          if (shared.refresh !== held.refresh) {
            this.adopt(shared)
            if (this.usable(shared)) return true
            current = shared
          }
        }
        const res = await this.fetch(REFRESH_PATH[current.kind], {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: current.refresh }),
        })
        if (!res.ok) {
          // Spent, revoked or expired: the session is over, in every tab. A 5xx or network error keeps it.
          if (res.status === 401 || res.status === 403) this.set(null)
          return false
        }
        this.signIn(current.kind, await res.json() as TokenPair)
        return true
      })
    } catch {
      return false   // the network, or no lock within its wait
    }
  }

  /** The stored session once it no longer holds `spent`, or as it is after SETTLE_MS. */
  private async settled (spent: string): Promise<State | null> {
    const until = performance.now() + SETTLE_MS
    for (;;) {
      const shared = parse(this.storage!.getItem(STORAGE_KEY))
      if (shared?.refresh !== spent || performance.now() >= until) return shared
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS))
    }
  }

  /** This tab's change: kept in storage (which tells the other tabs) and announced here. */
  private set (state: State | null): void {
    const stored = state && { kind: state.kind, refresh: state.refresh, access: state.access }
    if (stored) this.storage?.setItem(STORAGE_KEY, JSON.stringify(stored))
    else this.storage?.removeItem(STORAGE_KEY)
    this.adopt(state)
  }

  /** Takes a state as it is (another tab's, or this tab's just stored) and tells the subscribers. */
  private adopt (state: State | null): void {
    const before = this.state
    if (before?.refresh === state?.refresh && before?.access === state?.access && before?.kind === state?.kind) return
    this.state = state
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
