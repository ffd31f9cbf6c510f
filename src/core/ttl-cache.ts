import type { Clock } from './clock.js'
import { BoundedMap } from './bounded-map.js'

// A small in-process cache of computed values: each entry lives `ttlMs` by the injected clock,
// at most `maxEntries` are kept and, with `bytesOf`, at most `maxBytes` of them (oldest out
// first), and clear() drops all after a write. Concurrent misses of one key share a single
// computation (ten identical requests arriving together run one query); a failed computation, or
// a value `keep` refuses, is not kept. Expired entries are dropped when read and by sweep(),
// which the process calls on a timer, so memory returns to idle once traffic stops.

interface Entry<T> { at: number; value: Promise<T>; bytes: number }

export interface TtlCacheOptions<T> {
  ttlMs: number
  maxEntries: number
  clock: Clock
  /** The memory a value holds, roughly (see core/approx-bytes.ts); with maxBytes. */
  bytesOf?: (value: T) => number
  maxBytes?: number
}

export function createTtlCache<T> ({ ttlMs, maxEntries, clock, bytesOf, maxBytes = Infinity }: TtlCacheOptions<T>) {
  const entries = new BoundedMap<string, Entry<T>>(maxEntries, (_key, entry) => { bytes -= entry.bytes })
  let bytes = 0
  const fresh = (entry: Entry<T> | undefined, now: number) => entry && now - entry.at < ttlMs && now >= entry.at
  const remove = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  const weigh = (key: string, entry: Entry<T>, value: T) => {
    if (!bytesOf || entries.get(key) !== entry) return
    entry.bytes = bytesOf(value)
    bytes += entry.bytes
    for (const [oldest, other] of entries) {
      if (bytes <= maxBytes || other === entry) break
      remove(oldest, other)
    }
  }
  return {
    get (key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (fresh(hit, now)) return hit!.value
      const value = compute()
      if (hit) remove(key, hit)   // re-inserted below as the newest
      const entry: Entry<T> = { at: now, value, bytes: 0 }
      entries.set(key, entry)
      // Only this entry: after a clear() (or a newer computation) the map holds another or none,
      // so a computation started before a write never lands after it.
      value.then((v) => { if (keep(v)) weigh(key, entry, v); else remove(key, entry) }, () => remove(key, entry))
      return value
    },
    /** A fresh entry's value, or undefined; never computes (for callers that batch their misses). */
    peek (key: string): Promise<T> | undefined {
      const hit = entries.get(key)
      return fresh(hit, clock.now().getTime()) ? hit!.value : undefined
    },
    /** Drops one entry (a computation under way still answers its own callers). */
    delete: (key: string) => { const hit = entries.get(key); if (hit) remove(key, hit) },
    clear: () => { entries.clear(); bytes = 0 },
    /** Drops every expired entry. */
    sweep: () => {
      const now = clock.now().getTime()
      for (const [key, entry] of entries) if (!fresh(entry, now)) remove(key, entry)
    },
    get bytes () { return bytes },
    get size () { return entries.size },
  }
}
