// A Map that keeps at most `maxEntries`: setting a new key beyond that drops the oldest entry
// (insertion order; delete and set again to mark one as recently used), telling `onEvict`. For
// in-process caches that only need a size bound: entries keyed by version or content never go stale.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor (private readonly maxEntries: number, private readonly onEvict?: (key: K, value: V) => void) {
    super()
  }

  override set (key: K, value: V): this {
    if (this.size >= this.maxEntries && !this.has(key)) {
      const [oldest, evicted] = this.entries().next().value!
      this.delete(oldest)
      this.onEvict?.(oldest, evicted)
    }
    return super.set(key, value)
  }
}
