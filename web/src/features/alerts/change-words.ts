import type { TFunction } from 'i18next'
import type { Schemas } from '../../api/client'
import type { Formatters } from '../../app/format'

// A grant's change in words, in the reader's language: one line per changed field ("Deadline
// moved: 12 Mar 2027 → 26 Mar 2027"), and the headline that names the change that matters most.
// The server words its e-mails the same way (notifications/change-words.ts).

export type FieldChange = Schemas['FieldChange']
export type GrantChange = Schemas['GrantChange']

const DATES = new Set(['deadline', 'start_date', 'end_date'])
const AMOUNTS = new Set(['funding_amount_min', 'funding_amount_max'])
const RATES = new Set(['funding_rate_min', 'funding_rate_max'])
const LISTS = new Set(['countries', 'regions', 'company_sizes', 'nace_codes'])
const STATUSES = new Set(['active', 'closed', 'upcoming', 'withdrawn'])

type T = TFunction<'alerts'>
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [])
const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v))

/** One change as a sentence; amounts in the grant's `currency`. */
export function changeLine(c: FieldChange, t: T, f: Formatters, currency = 'EUR'): string {
  if (c.summary) return c.summary
  const field = t(`changes.fields.${c.field}`, { defaultValue: c.field.replace(/_/g, ' ') })
  if (c.field === 'status') {
    const word = (v: unknown) => (STATUSES.has(String(v)) ? t(`changes.status.${String(v)}`) : String(v))
    return t('changes.line.status', { from: word(c.from), to: word(c.to) })
  }
  if (DATES.has(c.field)) {
    const date = (v: unknown) => (isDate(v) ? f.date(v) : t('changes.none'))
    const kind = c.from === null ? 'set' : c.to === null ? 'removed' : 'moved'
    return t(`changes.line.date_${kind}`, { field, from: date(c.from), to: date(c.to) })
  }
  if (c.field === 'deadlines') {
    const days = (v: unknown) =>
      list(v)
        .filter(isDate)
        .map((d) => f.date(d))
        .join(', ') || t('changes.none')
    return t('changes.line.cutoffs', { from: days(c.from), to: days(c.to) })
  }
  if (AMOUNTS.has(c.field)) {
    const money = (v: unknown) => (typeof v === 'number' ? f.money(v, currency) : t('changes.notStated'))
    return t('changes.line.fromTo', { field, from: money(c.from), to: money(c.to) })
  }
  if (RATES.has(c.field)) {
    const rate = (v: unknown) => (typeof v === 'number' ? f.percent(v, 1) : t('changes.notStated'))
    return t('changes.line.fromTo', { field, from: rate(c.from), to: rate(c.to) })
  }
  if (c.field === 'currency') return t('changes.line.fromTo', { field, from: String(c.from), to: String(c.to) })
  if (LISTS.has(c.field)) {
    const [before, after] = [new Set(list(c.from)), new Set(list(c.to))]
    const added = [...after].filter((v) => !before.has(v))
    const removed = [...before].filter((v) => !after.has(v))
    const parts = [
      added.length ? t('changes.line.added', { values: added.join(', ') }) : '',
      removed.length ? t('changes.line.removed', { values: removed.join(', ') }) : '',
    ].filter(Boolean)
    return `${field}: ${parts.join('; ')}`
  }
  if (c.field === 'eligibility') return t('changes.line.eligibility')
  if (c.field === 'source_url')
    return c.from
      ? t('changes.line.linkChanged', { to: String(c.to ?? '–') })
      : t('changes.line.linkNew', { to: String(c.to) })
  if (c.field === 'title')
    return t('changes.line.fromTo', { field, from: `“${String(c.from)}”`, to: `“${String(c.to)}”` })
  return t('changes.line.changed', { field })
}

/** The headline key of a change: what matters most in it. */
export function headline(change: Pick<GrantChange, 'changes' | 'urgent'>): string {
  const has = (...fields: string[]) => change.changes.some((c) => fields.includes(c.field))
  const status = change.changes.find((c) => c.field === 'status')
  if (change.urgent) return status?.to === 'withdrawn' ? 'withdrawn' : 'closedEarly'
  if (status?.to === 'active') return 'reopened'
  if (has('deadline', 'deadlines')) return 'deadline'
  if (has('start_date', 'end_date')) return 'dates'
  if (status) return 'status'
  if (has('funding_amount_min', 'funding_amount_max', 'currency')) return 'funding'
  if (has('funding_rate_min', 'funding_rate_max')) return 'rate'
  if (has('countries', 'regions', 'company_sizes', 'nace_codes', 'eligibility')) return 'eligibility'
  if (has('source_url')) return 'link'
  return 'updated'
}
