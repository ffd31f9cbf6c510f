import { describe, expect, it } from 'vitest'
import { createVersionedRows } from './versioned-rows.js'

// Rows kept by id and version: a row only at the version it was read, the least recently used
// dropped first, every row when cleared, and one read for what is missing.

interface Row { id: string; version: string }
const row = (id: string, version = 'v1'): Row => ({ id, version })
const by = { ofNamed: (n: Row) => n.version, ofRow: (r: Row) => r.version }

describe('kept rows', () => {
  it('answers a row only at the version it was read', async () => {
    const rows = createVersionedRows<Row, Row>(10, by)
    const a = row('a')
    const reads: string[][] = []
    const read = (stored: Row[]) => async (ids: string[]) => {
      reads.push(ids)
      return stored.filter((r) => ids.includes(r.id))
    }
    expect(await rows.rows([row('a')], read([a]))).toEqual([a])
    expect((await rows.rows([row('a')], read([])))[0]).toBe(a)
    const a2 = row('a', 'v2')
    expect((await rows.rows([row('a', 'v2')], read([a2])))[0]).toBe(a2)
    expect(await rows.rows([row('b')], read([]))).toEqual([])
    expect(reads).toEqual([['a'], ['a'], ['b']])
  })

  it('drops the least recently used row first, and everything when cleared', async () => {
    const rows = createVersionedRows<Row, Row>(2, by)
    const stored = [row('a'), row('b'), row('c')]
    const read = async (ids: string[]) => stored.filter((r) => ids.includes(r.id))
    await rows.rows([row('a'), row('b')], read)
    await rows.rows([row('a')], read)   // a is now the most recent
    await rows.rows([row('c')], read)
    expect(rows.size).toBe(2)
    const missing: string[][] = []
    const watched = async (ids: string[]) => { missing.push(ids); return read(ids) }
    expect((await rows.rows([row('a'), row('b')], watched)).map((r) => r.id)).toEqual(['a', 'b'])
    expect(missing).toEqual([['b']])
    rows.clear()
    expect(rows.size).toBe(0)
  })
})
