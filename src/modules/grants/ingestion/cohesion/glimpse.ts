import type { KohesioRow } from './kohesio-row.js'
import { normaliseKey } from './values.js'

// An R `glimpse()` print of a Kohesio export (the eufundr README fixture): one `$ name <type> value`
// line per column. glimpse cuts long values to the console width and ends them with "…" (the
// closing quote goes with the cut), so such a value is only the visible start of the real one.

const LINE = /^\$\s+(\S+)\s+<[^>]+>\s?(.*)$/

export const isGlimpse = (text: string) => /^\$\s+\S+\s+<(chr|dbl|int|lgl|date|dttm|fct)>/m.test(text)

export type GlimpseResult = { row: KohesioRow } | { skip: string }

function unquote (raw: string): { value: string | null; truncated: boolean } {
  const text = raw.trim()
  if (text === 'NA' || text === '') return { value: null, truncated: false }
  const truncated = text.endsWith('…')
  let body = truncated ? text.slice(0, -1) : text
  if (body.startsWith('"')) body = body.slice(1)
  if (!truncated && body.endsWith('"')) body = body.slice(0, -1)
  return { value: body.replace(/\\"/g, '"').replace(/\\\\/g, '\\'), truncated }
}

export function parseGlimpse (text: string): GlimpseResult {
  const rows = /^Rows:\s*([\d,]+)/m.exec(text)
  if (rows && rows[1]!.replace(/,/g, '') !== '1') {
    return { skip: `glimpse print of ${rows[1]} rows: only a one-row print can be read (the values of several rows are cut together)` }
  }
  const values: Record<string, string | null> = {}
  const truncated = new Set<string>()
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line.trim())
    if (!match) continue
    const key = normaliseKey(match[1]!)
    const cell = unquote(match[2]!)
    values[key] = cell.value
    if (cell.truncated) truncated.add(key)
  }
  if (Object.keys(values).length === 0) return { skip: 'no `$ column <type> value` lines in this glimpse print' }
  return { row: { values, truncated } }
}
