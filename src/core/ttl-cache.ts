import type { Clock } from './clock.js'
import { BoundedMap } from './bounded-map.js'

// A small in-process cache of computed values: each entry lives `ttlMs` by the injected clock,
// at most `maxEntries` are kept (oldest out first), and clear() drops all after a write.
// Concurrent misses of one key share a single computation (ten identical requests arriving
// together run one query); a failed computation, or a value `keep` refuses, is not kept.
export function createTtlCache<T> ({ ttlMs, maxEntries, clock }: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const entries = new BoundedMap<string, { at: number; value: Promise<T> }>(maxEntries)
  return {
    get (key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs && now >= hit.at) return hit.value
      const value = compute()
      entries.delete(key)   // re-inserted below as the newest
      const entry = { at: now, value }
      entries.set(key, entry)
      // Only this entry: after a clear() (or a newer computation) the map holds another or none,
      // so a computation started before a write never lands after it.
      const forget = () => { if (entries.get(key) === entry) entries.delete(key) }
      value.then((v) => { if (!keep(v)) forget() }, forget)
      return value
    },
    /** A fresh entry's value, or undefined; never computes (for callers that batch their misses). */
    peek (key: string): Promise<T> | undefined {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      return hit && now - hit.at < ttlMs && now >= hit.at ? hit.value : undefined
    },
    /** Drops one entry (a computation under way still answers its own callers). */
    delete: (key: string) => { entries.delete(key) },
    clear: () => { entries.clear() },
  }
}
