import type { StoredGrant } from '../grants/grants.repository.js'

// The grant rows matching has read lately, kept by id in this process. A new company's candidates
// are mostly grants other companies' were (the same catalogue's best calls for a sector, a topic,
// a country), and reading a row back — its description, arrays and JSON — cost more than scoring
// it; a kept row also keeps what the scorers derived from it (the text scorer's bag of words, the
// open-topic check: both held per row object). A row is used only while its `updated_at` is the
// stored one, and every row is dropped when the catalogue changes (a write, a re-read of concepts).
// Least recently used rows go first.

export interface GrantRows {
  /** The kept row of `id`, if it was read at `updatedAt`. */
  get (id: string, updatedAt: Date): StoredGrant | undefined
  set (row: StoredGrant): void
  clear (): void
  readonly size: number
}

export function createGrantRows (maxRows: number): GrantRows {
  const rows = new Map<string, StoredGrant>()
  return {
    get (id, updatedAt) {
      const row = rows.get(id)
      if (!row || row.updated_at.getTime() !== updatedAt.getTime()) return undefined
      rows.delete(id)   // most recently used last
      rows.set(id, row)
      return row
    },
    set (row) {
      rows.delete(row.id)
      rows.set(row.id, row)
      while (rows.size > maxRows) rows.delete(rows.keys().next().value!)
    },
    clear: () => rows.clear(),
    get size () { return rows.size },
  }
}
