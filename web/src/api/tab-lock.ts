// One refresh at a time across the browser's tabs. Refresh tokens are single use and the server
// revokes the whole family when a spent one comes back, so two tabs renewing at once would sign
// the user out everywhere. The Web Locks API serialises them; where it is missing (older
// browsers, pages not in a secure context) a lease in localStorage does nearly the same.

/** Runs `task` holding the lock; `waited` says whether another tab held it first. */
export type LockRunner = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>

export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, task: (lock: unknown) => Promise<T>): Promise<T>
}

const NAME = 'grantwise.refresh'
// A holder that stopped (tab closed mid-refresh) blocks others at most this long.
const WAIT_MS = 15_000
const LEASE_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const TAKEN = Symbol('taken')

export function webLock (locks: LockManagerLike): LockRunner {
  return async (task) => {
    // At once if free (the usual case); otherwise in turn, after the tab that holds it.
    const now = await locks.request(NAME, { ifAvailable: true }, async (lock) => (lock ? task(false) : TAKEN))
    if (now !== TAKEN) return now as Awaited<ReturnType<typeof task>>
    return locks.request(NAME, { signal: AbortSignal.timeout(WAIT_MS) }, () => task(true))
  }
}

/**
 * The fallback: whoever finds no live lease writes its own, waits for a racing tab's write to land
 * (last writer wins) and runs if the lease is still its own. After WAIT_MS it runs anyway: the
 * caller re-reads the shared session first, which keeps a late runner from reusing a spent token.
 */
export function storageLock (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, settleMs = 30): LockRunner {
  type Lease = { owner: string; until: number }
  const read = (): Lease | null => {
    try { return JSON.parse(storage.getItem(NAME) ?? 'null') as Lease | null } catch { return null }
  }
  return async (task) => {
    const me = Math.random().toString(36).slice(2)
    const giveUp = Date.now() + WAIT_MS
    let waited = false
    while (Date.now() < giveUp) {
      const lease = read()
      if (lease && lease.until >= Date.now()) waited = true
      else {
        storage.setItem(NAME, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }))
        await sleep(settleMs)
        if (read()?.owner === me) break
      }
      await sleep(settleMs + Math.random() * settleMs)
    }
    try {
      return await task(waited)
    } finally {
      if (read()?.owner === me) storage.removeItem(NAME)
    }
  }
}
