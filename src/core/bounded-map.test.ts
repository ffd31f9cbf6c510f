import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map.js'

describe('BoundedMap', () => {
  it('drops the oldest entry when a new key would pass the bound', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map.entries()]).toEqual([['b', 2], ['c', 3]])
  })

  it('replaces an existing key without dropping anything', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10)
    expect([...map.entries()]).toEqual([['a', 10], ['b', 2]])
  })

  it('keeps a key re-inserted after delete as the newest (least recently used goes first)', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    map.delete('a')
    map.set('a', 1).set('c', 3)
    expect([...map.keys()]).toEqual(['a', 'c'])
  })
})
