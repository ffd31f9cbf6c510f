// URL search state: flat and readable (`?q=solar&country=DE,AT&page=2`), not the router's default
// JSON encoding (`country=%5B%22AT%22%5D`). Arrays are comma-joined with the commas left as they
// are; each route's zod schema splits them back and drops bad values.

type Value = string | number | boolean | null | undefined | (string | number)[]

export function stringifySearch (search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, raw] of Object.entries(search)) {
    const value = raw as Value
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue
    const text = Array.isArray(value) ? value.map((v) => encodeURIComponent(String(v))).join(',') : encodeURIComponent(String(value))
    parts.push(`${encodeURIComponent(key)}=${text}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

export function parseSearch (search: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) out[key] = value
  return out
}

/** For zod schemas: `"DE,AT"` or `["DE","AT"]` → `["DE","AT"]`. */
export function splitList (value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean)
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean)
  return []
}
