import type { Clock } from './clock.js'

// A small in-process cache of computed values: each entry lives `ttlMs` by the injected clock,
// at most `maxEntries` are kept (oldest out first), and clear() drops all after a write.
export function createTtlCache<T> ({ ttlMs, maxEntries, clock }: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const entries = new Map<string, { at: number; value: T }>()
  return {
    async get (key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs && now >= hit.at) return hit.value
      const value = await compute()
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { at: now, value })
      return value
    },
    clear: () => entries.clear(),
  }
}
