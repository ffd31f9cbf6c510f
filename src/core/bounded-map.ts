// A Map that keeps at most `maxEntries`: setting a new key beyond that drops the oldest entry
// (insertion order; delete and set again to mark one as recently used). For in-process caches
// that only need a size bound: entries keyed by version or content never go stale.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor (private readonly maxEntries: number) {
    super()
  }

  override set (key: K, value: V): this {
    if (this.size >= this.maxEntries && !this.has(key)) this.delete(this.keys().next().value!)
    return super.set(key, value)
  }
}
