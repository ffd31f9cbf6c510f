import type { Language } from '../../core/language.js'
import type { FieldChange } from '../grants/changes/grant-changes.tables.js'
import { knownTimeZone } from './templates/format.js'

// A grant's change in words (pure), for the in-app notice and the e-mail: one line per changed
// field, dates in the reader's time zone ("Deadline moved: 12 Mar → 26 Mar 2027 17:00 Brussels"),
// and the headline that names the change that matters most; in the reader's language (the in-app
// notice is English, the e-mail the recipient's).

interface Words {
  locale: string
  lists: Record<string, string>
  amounts: Record<string, string>
  rates: Record<string, string>
  dates: Record<string, string>
  statuses: Record<string, string>
  verbs: { set: string; removed: string; moved: string }
  none: string
  notStated: string
  cutOffs: string
  currency: string
  added: string
  removedFromList: string
  eligibility: (parts: string) => string
  details: string
  linkChanged: string
  linkRemoved: string
  newLink: string
  title: string
  changed: (field: string) => string
  /** "12 Mar" / "12. März". */
  day: (day: string, month: string) => string
  headlines: Record<HeadlineKey, string>
}
type HeadlineKey =
  | 'withdrawn' | 'closed_early' | 'reopened' | 'deadline' | 'dates' | 'status' | 'funding' | 'rate' | 'eligibility'
  | 'link' | 'updated'

const WORDS: Record<Language, Words> = {
  en: {
    locale: 'en-GB',
    lists: { countries: 'Eligible countries', regions: 'Regions', company_sizes: 'Company sizes', nace_codes: 'Sectors (NACE)' },
    amounts: { funding_amount_min: 'Minimum funding', funding_amount_max: 'Maximum funding' },
    rates: { funding_rate_min: 'Minimum funding rate', funding_rate_max: 'Maximum funding rate' },
    dates: { deadline: 'Deadline', start_date: 'Opening date', end_date: 'End of the eligibility period' },
    statuses: { active: 'open', closed: 'closed', upcoming: 'not yet open', withdrawn: 'withdrawn from the source' },
    verbs: { set: 'set', removed: 'removed', moved: 'moved' },
    none: 'none',
    notStated: 'not stated',
    cutOffs: 'Cut-offs',
    currency: 'Currency',
    added: 'added',
    removedFromList: 'removed',
    eligibility: (parts) => `Eligibility rules changed (${parts})`,
    details: 'details',
    linkChanged: 'Link changed',
    linkRemoved: 'removed',
    newLink: 'New link',
    title: 'Title',
    changed: (field) => `${field} changed`,
    day: (day, month) => `${day} ${month}`,
    headlines: {
      withdrawn: 'Withdrawn', closed_early: 'Closed early', reopened: 'Reopened', deadline: 'Deadline moved',
      dates: 'Dates changed', status: 'Status changed', funding: 'Funding changed', rate: 'Funding rate changed',
      eligibility: 'Eligibility changed', link: 'New link', updated: 'Call updated',
    },
  },
  de: {
    locale: 'de-DE',
    lists: { countries: 'Förderfähige Länder', regions: 'Regionen', company_sizes: 'Unternehmensgrößen', nace_codes: 'Branchen (NACE)' },
    amounts: { funding_amount_min: 'Mindestförderung', funding_amount_max: 'Höchstförderung' },
    rates: { funding_rate_min: 'Mindestförderquote', funding_rate_max: 'Höchstförderquote' },
    dates: { deadline: 'Frist', start_date: 'Öffnungsdatum', end_date: 'Ende des Förderzeitraums' },
    statuses: { active: 'offen', closed: 'geschlossen', upcoming: 'noch nicht geöffnet', withdrawn: 'von der Quelle zurückgezogen' },
    verbs: { set: 'festgelegt', removed: 'entfernt', moved: 'verschoben' },
    none: 'keine',
    notStated: 'nicht angegeben',
    cutOffs: 'Stichtage',
    currency: 'Währung',
    added: 'hinzugefügt',
    removedFromList: 'entfernt',
    eligibility: (parts) => `Förderbedingungen geändert (${parts})`,
    details: 'Details',
    linkChanged: 'Link geändert',
    linkRemoved: 'entfernt',
    newLink: 'Neuer Link',
    title: 'Titel',
    changed: (field) => `${field} geändert`,
    day: (day, month) => `${day}. ${month}`,
    headlines: {
      withdrawn: 'Zurückgezogen', closed_early: 'Vorzeitig geschlossen', reopened: 'Wieder geöffnet',
      deadline: 'Frist verschoben', dates: 'Termine geändert', status: 'Status geändert', funding: 'Förderung geändert',
      rate: 'Förderquote geändert', eligibility: 'Förderbedingungen geändert', link: 'Neuer Link',
      updated: 'Ausschreibung aktualisiert',
    },
  },
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsOf(iso: string, zone: string, w: Words = WORDS.en) {
  let f = formatters.get(`${w.locale}|${zone}`)
  if (!f) {
    f = new Intl.DateTimeFormat(w.locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    })
    formatters.set(`${w.locale}|${zone}`, f)
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  return { day: w.day(p.day!, p.month!), year: p.year!, time: `${p.hour}:${p.minute}` }
}

/** "Brussels" for Europe/Brussels, "UTC" for UTC. */
const place = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ')

/** "12 Mar → 26 Mar 2027 17:00 Brussels": what both ends share is said once, at the end. */
export function dateRange(from: string | null, to: string | null, timezone: string, language: Language = 'en'): string {
  const w = WORDS[language]
  const zone = knownTimeZone(timezone)
  const one = (iso: string) => {
    const p = partsOf(iso, zone, w)
    return `${p.day} ${p.year} ${p.time}`
  }
  if (from === null && to === null) return w.none
  if (from === null) return `${w.none} → ${one(to!)} ${place(zone)}`
  if (to === null) return `${one(from)} → ${w.none} ${place(zone)}`
  const [a, b] = [partsOf(from, zone, w), partsOf(to, zone, w)]
  const head = a.year === b.year ? (a.time === b.time ? a.day : `${a.day} ${a.time}`) : one(from)
  return `${head} → ${b.day} ${b.year} ${b.time} ${place(zone)}`
}

function money(amount: unknown, currency: string, w: Words): string {
  if (typeof amount !== 'number') return w.notStated
  try {
    return new Intl.NumberFormat(w.locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
  } catch {
    return `${new Intl.NumberFormat(w.locale, { maximumFractionDigits: 0 }).format(amount)} ${currency}`
  }
}
const rate = (v: unknown, w: Words) =>
  typeof v === 'number'
    ? new Intl.NumberFormat(w.locale, { style: 'percent', maximumFractionDigits: 1 }).format(Math.round(v * 1000) / 1000)
    : w.notStated
const quoted = (v: unknown) =>
  `“${String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()}”`
const list = (vs: unknown) => (Array.isArray(vs) ? vs.map(String) : [])

/** One change in words; `currency` is the grant's (amounts are shown in it). */
export function changeLine(
  c: FieldChange,
  { timezone, currency, language = 'en' }: { timezone: string; currency: string; language?: Language },
): string {
  const w = WORDS[language]
  if (c.summary) return c.summary
  if (c.field === 'status') return `Status: ${w.statuses[String(c.from)] ?? c.from} → ${w.statuses[String(c.to)] ?? c.to}`
  if (w.dates[c.field]) {
    const verb = c.from === null ? w.verbs.set : c.to === null ? w.verbs.removed : w.verbs.moved
    return `${w.dates[c.field]} ${verb}: ${dateRange(c.from as string | null, c.to as string | null, timezone, language)}`
  }
  if (c.field === 'deadlines') {
    const days = (vs: unknown) =>
      list(vs)
        .map((d) => {
          const p = partsOf(d, knownTimeZone(timezone), w)
          return `${p.day} ${p.year}`
        })
        .join(', ') || w.none
    return `${w.cutOffs}: ${days(c.from)} → ${days(c.to)}`
  }
  if (w.amounts[c.field]) return `${w.amounts[c.field]}: ${money(c.from, currency, w)} → ${money(c.to, currency, w)}`
  if (w.rates[c.field]) return `${w.rates[c.field]}: ${rate(c.from, w)} → ${rate(c.to, w)}`
  if (c.field === 'currency') return `${w.currency}: ${String(c.from)} → ${String(c.to)}`
  if (w.lists[c.field]) {
    const [before, after] = [new Set(list(c.from)), new Set(list(c.to))]
    const added = [...after].filter((v) => !before.has(v))
    const removed = [...before].filter((v) => !after.has(v))
    const parts = [added.length ? `${w.added} ${added.join(', ')}` : '', removed.length ? `${w.removedFromList} ${removed.join(', ')}` : '']
    return `${w.lists[c.field]}: ${parts.filter(Boolean).join('; ')}`
  }
  if (c.field === 'eligibility') {
    const [a, b] = [(c.from ?? {}) as Record<string, unknown>, (c.to ?? {}) as Record<string, unknown>]
    const parts = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
    )
    return w.eligibility(parts.map((k) => k.replace(/_/g, ' ')).join(', ') || w.details)
  }
  if (c.field === 'source_url') return c.from ? `${w.linkChanged}: ${String(c.to ?? w.linkRemoved)}` : `${w.newLink}: ${String(c.to)}`
  if (c.field === 'title') return `${w.title}: ${quoted(c.from)} → ${quoted(c.to)}`
  return w.changed(c.field.replace(/_/g, ' '))
}

/** Why an urgent change is urgent (the subject says so), or null. */
export function urgency(changes: FieldChange[], urgent: boolean): 'withdrawn' | 'closed early' | null {
  if (!urgent) return null
  return changes.some((c) => c.field === 'status' && c.to === 'withdrawn') ? 'withdrawn' : 'closed early'
}

/** What the notice's title leads with: the change that matters most. */
export function headline(changes: FieldChange[], urgent: boolean, language: Language = 'en'): string {
  const words = WORDS[language].headlines
  const why = urgency(changes, urgent)
  if (why) return why === 'withdrawn' ? words.withdrawn : words.closed_early
  const has = (...fields: string[]) => changes.some((c) => fields.includes(c.field))
  const status = changes.find((c) => c.field === 'status')
  if (status && status.to === 'active') return words.reopened
  if (has('deadline', 'deadlines')) return words.deadline
  if (has('start_date', 'end_date')) return words.dates
  if (status) return words.status
  if (has('funding_amount_min', 'funding_amount_max', 'currency')) return words.funding
  if (has('funding_rate_min', 'funding_rate_max')) return words.rate
  if (has('countries', 'regions', 'company_sizes', 'nace_codes', 'eligibility')) return words.eligibility
  if (has('source_url')) return words.link
  return words.updated
}
