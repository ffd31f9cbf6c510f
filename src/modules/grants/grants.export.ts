import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { inertCsvText } from '../../core/csv-cell.js'
import type { GrantResponse } from './grants.schema.js'
import { cutOffs } from './grants.status.js'
import { formatInstant } from '../notifications/templates/format.js'
import { deadlineCalendar } from './ical.js'

// The two exports users ask for: a spreadsheet of a filtered list, and a calendar feed of
// deadlines. Both are shaped here (pure); the service supplies the grants.

const CSV_COLUMNS = [
  'id', 'title', 'source', 'external_id', 'source_url', 'status', 'deadline', 'next_deadline', 'days_until_deadline',
  'funding_amount_min', 'funding_amount_max', 'currency', 'funding_rate_min', 'funding_rate_max',
  'countries', 'nace_codes', 'company_sizes', 'carbon_categories', 'is_carbon_focused',
  'publication_date', 'start_date', 'is_synthetic', 'is_sample',
] as const

function csvCell (value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.join(';')
  if (typeof value === 'string') return inertCsvText(value)
  return value as number | boolean
}

export function grantsCsv (grants: AsyncIterable<GrantResponse>): Readable {
  const rows = Readable.from((async function * () {
    for await (const grant of grants) yield CSV_COLUMNS.map((c) => csvCell(grant[c]))
  })())
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], cast: { boolean: (b) => (b ? 'true' : 'false') } })
  // pipeline, not pipe: a batch that fails mid-export (a query cancelled under load) must end
  // the response with an error, not escape as an unhandled 'error' event and end the process.
  return pipeline(rows, csv, () => {})
}

export interface CalendarOptions { now: Date; until: Date; publicUrl: string }

/** One event per cut-off between now and `until`, at its closing time (RFC 5545). */
export function deadlinesCalendar (grants: GrantResponse[], { now, until, publicUrl }: CalendarOptions): string {
  const events = grants.flatMap((grant) => cutOffs(grant).filter((d) => d > now && d <= until).map((cutOff) => {
    const funding = grant.funding_amount_max ? `Up to ${grant.funding_amount_max.toLocaleString('en')} ${grant.currency}. ` : ''
    return {
      uid: `${grant.id}-${cutOff.toISOString().slice(0, 10)}@grantwise`,
      stamp: now,
      at: cutOff,
      summary: `Deadline: ${grant.title}`,
      description: `Closes ${formatInstant(cutOff.toISOString(), grant.deadline_time_zone ?? 'UTC')}. ` +
        `${funding}${grant.summary}\n\n${publicUrl}/grants/${grant.id}`,
      url: grant.source_url ?? `${publicUrl}/grants/${grant.id}`,
    }
  }))
  return deadlineCalendar({ name: 'Grantwise: grant deadlines', prodId: '-//Grantwise//deadlines//EN', refreshHours: 1 }, events)
}
