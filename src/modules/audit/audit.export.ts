import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { inertCsvText } from '../../core/csv-cell.js'
import type { AuditRow } from './audit.repository.js'

// The audit log as a spreadsheet (pure: the service supplies the entries). Every text cell passes
// the formula guard: actions and subjects are ours, but subject ids, e-mails and the details
// (names of companies) carry what users typed.

const COLUMNS = ['created_at', 'actor_email', 'action', 'subject_type', 'subject_id', 'details'] as const

const text = (value: string | null) => (value === null ? null : inertCsvText(value))

export function auditCsv(entries: AsyncIterable<AuditRow>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const e of entries) {
        yield [
          e.created_at.toISOString(),
          text(e.actor_email),
          text(e.action),
          text(e.subject_type),
          text(e.subject_id),
          text(JSON.stringify(e.details)),
        ]
      }
    })(),
  )
  // pipeline, not pipe: a batch that fails mid-export ends the response with an error instead of
  // escaping as an unhandled 'error' event.
  return pipeline(rows, stringify({ header: true, columns: [...COLUMNS] }), () => {})
}
