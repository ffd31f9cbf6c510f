import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createBodyCache } from './body-cache.js'

const bytes = (n: number, fill = 'x') => Buffer.alloc(n, fill)

describe('createBodyCache', () => {
  it('holds at most maxBytes, dropping the least recently used first', () => {
    const cache = createBodyCache({ maxBytes: 100, maxEntryBytes: 60, ttlMs: 1000, now: () => 0 })
    cache.set('a', bytes(40))
    cache.set('b', bytes(40))
    cache.get('a')                      // a is now the most recent
    cache.set('c', bytes(40))           // 120 > 100: b goes
    expect([cache.get('a')?.length, cache.get('b'), cache.get('c')?.length]).toEqual([40, undefined, 40])
    expect(cache.bytes).toBe(80)
    cache.set('huge', bytes(61))        // above maxEntryBytes: not kept, nothing dropped
    expect([cache.get('huge'), cache.bytes]).toEqual([undefined, 80])
  })

  it('forgets entries after ttlMs', () => {
    let now = 0
    const cache = createBodyCache({ maxBytes: 100, ttlMs: 1000, now: () => now })
    cache.set('a', bytes(10))
    now = 999
    expect(cache.get('a')).toBeDefined()
    now = 2000
    expect([cache.get('a'), cache.bytes]).toEqual([undefined, 0])
  })

  it('passes a stream through unchanged and keeps its bytes once it ended whole', async () => {
    const cache = createBodyCache({ maxBytes: 100, ttlMs: 1000, now: () => 0 })
    expect(await text(cache.keep('k', Readable.from(['ab', 'cd'])))).toBe('abcd')
    expect(cache.get('k')?.toString()).toBe('abcd')
  })

  it('streams a body too large to keep without keeping it', async () => {
    const cache = createBodyCache({ maxBytes: 100, maxEntryBytes: 5, ttlMs: 1000, now: () => 0 })
    expect(await text(cache.keep('k', Readable.from(['abc', 'def'])))).toBe('abcdef')
    expect(cache.get('k')).toBeUndefined()
  })

  it('does not keep a body begun before a clear()', async () => {
    const cache = createBodyCache({ maxBytes: 100, ttlMs: 1000, now: () => 0 })
    const body = cache.keep('k', Readable.from(['old']))
    cache.clear()
    expect(await text(body)).toBe('old')
    expect(cache.get('k')).toBeUndefined()
  })
})
