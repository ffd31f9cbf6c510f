import type { FieldChange } from '../grants/changes/grant-changes.tables.js'
import { knownTimeZone } from './templates/format.js'

// A grant's change in words (pure), for the in-app notice and the e-mail: one line per changed
// field, dates in the reader's time zone ("Deadline moved: 12 Mar → 26 Mar 2027 17:00 Brussels"),
// and the headline that names the change that matters most.

const LIST_LABELS: Record<string, string> = {
  countries: 'Eligible countries',
  regions: 'Regions',
  company_sizes: 'Company sizes',
  nace_codes: 'Sectors (NACE)',
}
const AMOUNT_LABELS: Record<string, string> = {
  funding_amount_min: 'Minimum funding',
  funding_amount_max: 'Maximum funding',
}
const RATE_LABELS: Record<string, string> = {
  funding_rate_min: 'Minimum funding rate',
  funding_rate_max: 'Maximum funding rate',
}
const DATE_LABELS: Record<string, string> = {
  deadline: 'Deadline',
  start_date: 'Opening date',
  end_date: 'End of the eligibility period',
}
const STATUS_WORDS: Record<string, string> = {
  active: 'open',
  closed: 'closed',
  upcoming: 'not yet open',
  withdrawn: 'withdrawn from the source',
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsOf(iso: string, zone: string) {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    })
    formatters.set(zone, f)
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  return { day: `${p.day} ${p.month}`, year: p.year!, time: `${p.hour}:${p.minute}` }
}

/** "Brussels" for Europe/Brussels, "UTC" for UTC. */
const place = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ')

/** "12 Mar → 26 Mar 2027 17:00 Brussels": what both ends share is said once, at the end. */
export function dateRange(from: string | null, to: string | null, timezone: string): string {
  const zone = knownTimeZone(timezone)
  const one = (iso: string) => {
    const p = partsOf(iso, zone)
    return `${p.day} ${p.year} ${p.time}`
  }
  if (from === null && to === null) return 'none'
  if (from === null) return `none → ${one(to!)} ${place(zone)}`
  if (to === null) return `${one(from)} → none ${place(zone)}`
  const [a, b] = [partsOf(from, zone), partsOf(to, zone)]
  const head = a.year === b.year ? (a.time === b.time ? a.day : `${a.day} ${a.time}`) : one(from)
  return `${head} → ${b.day} ${b.year} ${b.time} ${place(zone)}`
}

function money(amount: unknown, currency: string): string {
  if (typeof amount !== 'number') return 'not stated'
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
  } catch {
    return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(amount)} ${currency}`
  }
}
const rate = (v: unknown) => (typeof v === 'number' ? `${Math.round(v * 1000) / 10}%` : 'not stated')
const quoted = (v: unknown) =>
  `“${String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()}”`
const list = (vs: unknown) => (Array.isArray(vs) ? vs.map(String) : [])

/** One change in words; `currency` is the grant's (amounts are shown in it). */
export function changeLine(c: FieldChange, { timezone, currency }: { timezone: string; currency: string }): string {
  if (c.summary) return c.summary
  if (c.field === 'status')
    return `Status: ${STATUS_WORDS[String(c.from)] ?? c.from} → ${STATUS_WORDS[String(c.to)] ?? c.to}`
  if (DATE_LABELS[c.field]) {
    const verb = c.from === null ? 'set' : c.to === null ? 'removed' : 'moved'
    return `${DATE_LABELS[c.field]} ${verb}: ${dateRange(c.from as string | null, c.to as string | null, timezone)}`
  }
  if (c.field === 'deadlines') {
    const days = (vs: unknown) =>
      list(vs)
        .map((d) => {
          const p = partsOf(d, knownTimeZone(timezone))
          return `${p.day} ${p.year}`
        })
        .join(', ') || 'none'
    return `Cut-offs: ${days(c.from)} → ${days(c.to)}`
  }
  if (AMOUNT_LABELS[c.field]) return `${AMOUNT_LABELS[c.field]}: ${money(c.from, currency)} → ${money(c.to, currency)}`
  if (RATE_LABELS[c.field]) return `${RATE_LABELS[c.field]}: ${rate(c.from)} → ${rate(c.to)}`
  if (c.field === 'currency') return `Currency: ${String(c.from)} → ${String(c.to)}`
  if (LIST_LABELS[c.field]) {
    const [before, after] = [new Set(list(c.from)), new Set(list(c.to))]
    const added = [...after].filter((v) => !before.has(v))
    const removed = [...before].filter((v) => !after.has(v))
    return `${LIST_LABELS[c.field]}: ${[added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean).join('; ')}`
  }
  if (c.field === 'eligibility') {
    const [a, b] = [(c.from ?? {}) as Record<string, unknown>, (c.to ?? {}) as Record<string, unknown>]
    const parts = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
    )
    return `Eligibility rules changed (${parts.map((k) => k.replace(/_/g, ' ')).join(', ') || 'details'})`
  }
  if (c.field === 'source_url')
    return c.from ? `Link changed: ${String(c.to ?? 'removed')}` : `New link: ${String(c.to)}`
  if (c.field === 'title') return `Title: ${quoted(c.from)} → ${quoted(c.to)}`
  return `${c.field.replace(/_/g, ' ')} changed`
}

/** Why an urgent change is urgent (the subject says so), or null. */
export function urgency(changes: FieldChange[], urgent: boolean): 'withdrawn' | 'closed early' | null {
  if (!urgent) return null
  return changes.some((c) => c.field === 'status' && c.to === 'withdrawn') ? 'withdrawn' : 'closed early'
}

/** What the notice's title leads with: the change that matters most. */
export function headline(changes: FieldChange[], urgent: boolean): string {
  const why = urgency(changes, urgent)
  if (why) return why === 'withdrawn' ? 'Withdrawn' : 'Closed early'
  const has = (...fields: string[]) => changes.some((c) => fields.includes(c.field))
  const status = changes.find((c) => c.field === 'status')
  if (status && status.to === 'active') return 'Reopened'
  if (has('deadline', 'deadlines')) return 'Deadline moved'
  if (has('start_date', 'end_date')) return 'Dates changed'
  if (status) return 'Status changed'
  if (has('funding_amount_min', 'funding_amount_max', 'currency')) return 'Funding changed'
  if (has('funding_rate_min', 'funding_rate_max')) return 'Funding rate changed'
  if (has('countries', 'regions', 'company_sizes', 'nace_codes', 'eligibility')) return 'Eligibility changed'
  if (has('source_url')) return 'New link'
  return 'Call updated'
}
