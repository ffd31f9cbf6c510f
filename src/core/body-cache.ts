import { Transform, type Readable } from 'node:stream'

// Whole response bodies (a CSV export, a calendar) by request, bounded by bytes rather than
// entries: one export may be 5 MB and another 2 kB. The first request streams its body from the
// database and the bytes are kept as they pass; the same request within `ttlMs` is sent those
// bytes. A body larger than `maxEntryBytes` is streamed and not kept. Least recently used out first.

export interface BodyCache {
  get(key: string): Buffer | undefined
  /** `body`, passed through unchanged; its bytes are kept under `key` once it has ended whole. */
  keep(key: string, body: Readable): Readable
  set(key: string, body: Buffer): void
  clear(): void
  /** Drops every expired entry. */
  sweep(): void
  readonly bytes: number
}

export function createBodyCache ({ maxBytes, maxEntryBytes = Math.floor(maxBytes / 4), ttlMs, now }: {
  maxBytes: number; maxEntryBytes?: number; ttlMs: number; now: () => number
}): BodyCache {
  const entries = new Map<string, { at: number; body: Buffer }>()
  let bytes = 0
  let generation = 0   // a body begun before a clear() must not land after it
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }
  const cache: BodyCache = {
    get (key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at >= ttlMs) { drop(key); return undefined }
      entries.delete(key)   // re-insert: Map order doubles as recency order
      entries.set(key, entry)
      return entry.body
    },
    keep (key, body) {
      const started = generation
      const chunks: Buffer[] = []
      let size = 0
      // Buffers up to a keepable body, so the producer never waits for a slow reader (its work,
      // and whatever admission it holds, ends as soon as the body is made).
      const tee = new Transform({
        highWaterMark: Math.floor(maxEntryBytes),
        transform (chunk: Buffer | string, _encoding, done) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
          size += buffer.length
          if (size <= maxEntryBytes) chunks.push(buffer)
          done(null, buffer)
        },
        flush (done) {
          if (size <= maxEntryBytes && started === generation) cache.set(key, Buffer.concat(chunks, size))
          done()
        },
      })
      body.on('error', (err) => tee.destroy(err))
      return body.pipe(tee)
    },
    set (key, body) {
      drop(key)
      if (body.length > maxEntryBytes) return
      for (const oldest of entries.keys()) {
        if (bytes + body.length <= maxBytes) break
        drop(oldest)
      }
      entries.set(key, { at: now(), body })
      bytes += body.length
    },
    clear () {
      entries.clear()
      bytes = 0
      generation++
    },
    sweep () {
      for (const [key, entry] of entries) if (now() - entry.at >= ttlMs) drop(key)
    },
    get bytes () { return bytes },
  }
  return cache
}
