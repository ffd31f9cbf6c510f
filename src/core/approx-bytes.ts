// Roughly how many bytes a value holds in the heap, for caches bounded by memory rather than by
// entries (one cached page of 100 grants holds a hundred times what a total does). Strings count
// their length (V8 keeps Latin-1 text at a byte per character, other text at two; catalogue text is
// mostly the former), numbers and booleans 8, each object or array a 32-byte header and 8 per slot.
// Objects deeper than `depth` count as a header only: cached values are rows, not graphs.

export function approxBytes (value: unknown, depth = 4): number {
  switch (typeof value) {
    case 'string': return 16 + value.length
    case 'number': case 'boolean': case 'bigint': return 8
    case 'object': {
      if (value === null) return 8
      if (value instanceof Date) return 48
      if (ArrayBuffer.isView(value)) return 32 + value.byteLength
      if (depth === 0) return 32
      let bytes = 32
      if (Array.isArray(value)) {
        for (const item of value) bytes += 8 + approxBytes(item, depth - 1)
        return bytes
      }
      // for…in: own and inherited fields, so a response built on a stored row counts the row too
      for (const key in value) bytes += 8 + approxBytes((value as Record<string, unknown>)[key], depth - 1)
      return bytes
    }
    default: return 8
  }
}
