import { describe, expect, it } from 'vitest'
import type { StoredGrant } from '../grants/grants.repository.js'
import { createGrantRows } from './grant-rows.js'

// The rows matching keeps between requests: a row only at the version it was read, the least
// recently used dropped first.

const row = (id: string, at = '2026-11-01T00:00:00Z') => ({ id, updated_at: new Date(at) }) as StoredGrant

describe('kept grant rows', () => {
  it('answers a row only at the version it was read', () => {
    const rows = createGrantRows(10)
    const a = row('a')
    rows.set(a)
    expect(rows.get('a', new Date('2026-11-01T00:00:00Z'))).toBe(a)
    expect(rows.get('a', new Date('2026-11-02T00:00:00Z'))).toBeUndefined()
    expect(rows.get('b', new Date('2026-11-01T00:00:00Z'))).toBeUndefined()
  })

  it('drops the least recently used row first, and everything when cleared', () => {
    const rows = createGrantRows(2)
    rows.set(row('a'))
    rows.set(row('b'))
    rows.get('a', new Date('2026-11-01T00:00:00Z'))   // a is now the most recent
    rows.set(row('c'))
    expect(rows.size).toBe(2)
    expect(rows.get('b', new Date('2026-11-01T00:00:00Z'))).toBeUndefined()
    expect(rows.get('a', new Date('2026-11-01T00:00:00Z'))?.id).toBe('a')
    rows.clear()
    expect(rows.size).toBe(0)
  })
})
