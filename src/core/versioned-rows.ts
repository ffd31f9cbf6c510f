import { BoundedMap } from './bounded-map.js'

// Database rows kept in this process by id and version. A caller names the rows it needs (an id
// and the version a cheap query returned) and gets them in that order: those kept at the named
// version from memory, the rest in one read. Parsing wide rows (descriptions, JSON) cost more than
// using them. A kept row is used only at its own version, so it is never stale; the least recently
// used goes first when the bound is reached. Used for stored matches (matches.service.ts) and for
// matching's candidate grants (matching.repository.ts).

export interface VersionedRows<N extends { id: string }, R extends { id: string }> {
  /** The rows of `named`, in order; a row changed since it was named is read as it is now. */
  rows (named: N[], read: (ids: string[]) => Promise<R[]>): Promise<R[]>
  clear (): void
  readonly size: number
}

export function createVersionedRows<N extends { id: string }, R extends { id: string }> (
  maxEntries: number, version: { ofNamed: (n: N) => string; ofRow: (r: R) => string },
): VersionedRows<N, R> {
  const kept = new BoundedMap<string, { version: string; row: R }>(Math.max(1, maxEntries))
  return {
    async rows (named, read) {
      const found = new Map<string, R>()
      for (const n of named) {
        const hit = kept.get(n.id)
        if (!hit || hit.version !== version.ofNamed(n)) continue
        kept.delete(n.id)   // re-inserted as the most recently used
        kept.set(n.id, hit)
        found.set(n.id, hit.row)
      }
      const missing = named.filter((n) => !found.has(n.id)).map((n) => n.id)
      for (const row of missing.length > 0 ? await read(missing) : []) {
        if (maxEntries > 0) kept.set(row.id, { version: version.ofRow(row), row })
        found.set(row.id, row)
      }
      return named.flatMap((n) => found.get(n.id) ?? [])
    },
    clear: () => kept.clear(),
    get size () { return kept.size },
  }
}
