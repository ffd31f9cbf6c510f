// PostgreSQL text cannot hold a NUL character (U+0000): a value with one fails any insert or
// comparison. Found here for HTTP input (refused as a 422) and ingested records (skipped).

/** The paths (from `loc`) of every string in `value` that contains a NUL character. */
export function nulPaths (value: unknown, loc: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(loc)
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, [...loc, i], found))
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) nulPaths(v, [...loc, key], found)
  }
  return found
}
