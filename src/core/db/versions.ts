import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from './client.js'
import { runOutsideLanes } from './lanes.js'
import { appMeta } from './meta.tables.js'

// The one mechanism that keeps every process's caches coherent. Each kind of derived data (the
// catalogue, the votes matching learns from) has a version in app_meta, a counter that every
// committed write of that data bumps, in whichever process it runs. A process reads the versions
// it watches at most once per `maxAgeMs` (1 s), when a cache is about to be used, and on a change
// calls the listeners, which drop what they derived from the old data. So a write anywhere is
// seen everywhere within `maxAgeMs` plus one read, at the cost of at most one small query per
// second per process (none while idle). The writing process sees its own bump at once.

export type VersionKey = 'grants_version' | 'match_interactions_version'

export interface Versions {
  /** The version of `key`, at most maxAgeMs old; a change calls its listeners first. */
  current(key: VersionKey): Promise<string>
  /** After a committed write: the next version of `key`, seen by this process at once. */
  bump(key: VersionKey, db?: DbOrTx): Promise<string>
  onChange(key: VersionKey, listener: () => void): void
}

export function createVersions (db: DbOrTx, { maxAgeMs = 1_000, now = () => performance.now() } = {}): Versions {
  const watching = new Set<VersionKey>()
  const known = new Map<VersionKey, string>()
  const listeners = new Map<VersionKey, (() => void)[]>()
  let readAt = -Infinity
  let reading: Promise<void> | null = null

  const learn = (key: VersionKey, value: string) => {
    const before = known.get(key)
    known.set(key, value)
    if (before !== value) for (const listener of listeners.get(key) ?? []) listener()
  }
  // Concurrent callers share one read; it belongs to no request's lane (see lanes.ts).
  const refresh = () => reading ??= runOutsideLanes(async () => {
    const keys = [...watching]
    const started = now()
    const rows = await db.select().from(appMeta).where(inArray(appMeta.key, keys))
    const values = new Map(rows.map((r) => [r.key, r.value]))
    for (const key of keys) learn(key, values.get(key) ?? '0')
    readAt = started
  }).finally(() => { reading = null })

  return {
    async current (key) {
      watching.add(key)
      if (!known.has(key) || now() - readAt >= maxAgeMs) await refresh()
      if (!known.has(key)) await refresh()   // a read already under way did not ask for it
      return known.get(key)!
    },
    async bump (key, writer = db) {
      const [row] = await writer.insert(appMeta).values({ key, value: '1' })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`(${appMeta.value}::bigint + 1)::text` } })
        .returning({ value: appMeta.value })
      learn(key, row!.value)
      return row!.value
    },
    onChange (key, listener) {
      watching.add(key)
      listeners.set(key, [...listeners.get(key) ?? [], listener])
    },
  }
}
