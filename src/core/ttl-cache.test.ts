import { describe, expect, it } from 'vitest'
import { fixedClock } from './clock.js'
import { createTtlCache } from './ttl-cache.js'

describe('createTtlCache', () => {
  const setup = () => {
    const clock = fixedClock('2026-03-02T09:00:00Z')
    let calls = 0
    const compute = (value = 'v') => async () => { calls++; return `${value}${calls}` }
    return { clock, cache: createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2, clock }), compute, calls: () => calls }
  }

  it('keeps a value for its lifetime by the clock, then computes it again', async () => {
    const { clock, cache, compute, calls } = setup()
    expect(await cache.get('k', compute())).toBe('v1')
    clock.advance(59_999)
    expect(await cache.get('k', compute())).toBe('v1')
    clock.advance(1)
    expect(await cache.get('k', compute())).toBe('v2')
    expect(calls()).toBe(2)
  })

  it('runs one computation for concurrent misses of a key', async () => {
    const { cache, compute, calls } = setup()
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', compute())))
    expect(new Set(values)).toEqual(new Set(['v1']))
    expect(calls()).toBe(1)
  })

  it('does not keep failures, refused values, or a value computed across a clear()', async () => {
    const { cache, compute } = setup()
    await expect(cache.get('k', async () => { throw new Error('down') })).rejects.toThrow('down')
    expect(await cache.get('k', compute('a'))).toBe('a1')
    expect(await cache.get('r', compute('b'), () => false)).toBe('b2')
    expect(await cache.get('r', compute('b'), () => false)).toBe('b3')

    let release!: (v: string) => void
    const slow = cache.get('s', () => new Promise<string>((resolve) => { release = resolve }))
    cache.clear()
    release('stale')
    expect(await slow).toBe('stale')
    expect(await cache.get('s', compute('fresh'))).toBe('fresh4')
  })

  it('drops the oldest entry beyond maxEntries', async () => {
    const { cache, compute, calls } = setup()
    await cache.get('a', compute())
    await cache.get('b', compute())
    await cache.get('c', compute())
    await cache.get('a', compute())
    expect(calls()).toBe(4)
  })
})

describe('createTtlCache bounded by bytes', () => {
  it('drops the oldest values once their bytes pass maxBytes, and sweep() drops expired ones', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z')
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 100, clock, bytesOf: (v) => v.length, maxBytes: 25 })
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key.repeat(10))
    expect([cache.bytes, cache.size]).toEqual([20, 2])   // a (10) went when c made it 30
    expect(cache.peek('a')).toBeUndefined()
    clock.advance(600)
    await cache.get('d', async () => 'd'.repeat(5))
    clock.advance(600)
    cache.sweep()
    expect([cache.size, cache.bytes]).toEqual([1, 5])   // b and c expired; d is 600 ms old
  })
})
