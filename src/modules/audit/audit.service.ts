import type { Readable } from 'node:stream'
import type { Db } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { recordAudit } from './audit.js'
import { reversedRange, unusableInstant } from './audit.errors.js'
import { auditCsv } from './audit.export.js'
import { createAuditRepository, type AuditFilter, type AuditRow } from './audit.repository.js'
import { EXPORT_ROW_LIMIT, type AuditEvent, type AuditExportQuery, type AuditListQuery } from './audit.schema.js'

const EXPORT_BATCH = 1_000

/**
 * The schema's date-time format lets through two values that are no usable instant: a leap second
 * (23:59:60) is no JS Date, and the year 0 (or 10000, after a zone offset) is written in a form
 * PostgreSQL refuses. Each was a 500.
 */
function instant (name: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) throw unusableInstant(name, value)
  return date
}

/** The filters of a query as the repository reads them; from after to is a 422. */
function filterOf ({ action, actor_id, subject_type, subject_id, from, to }: AuditExportQuery): AuditFilter {
  const range = { from: instant('from', from), to: instant('to', to) }
  if (range.from && range.to && range.from > range.to) throw reversedRange(from!, to!)
  return { action, actor_id, subject_type, subject_id, ...range }
}

const toEvent = ({ actor_id, actor_email, ...row }: AuditRow): AuditEvent => ({
  ...row, actor: actor_id === null ? null : { id: actor_id, email: actor_email ?? '' },
})

export interface AuditExport {
  body: Readable
  /** Entries that matched, up to EXPORT_ROW_LIMIT + 1 (more than the limit: the file is cut). */
  matched: number
}

export function createAuditService ({ db }: { db: Db }) {
  const repo = createAuditRepository(db)

  return {
    async list (tenantId: string, q: AuditListQuery) {
      const { items, total } = await repo.page(tenantId, filterOf(q), q.page_size, offsetOf(q))
      return page(items.map(toEvent), total, q)
    },

    /**
     * The matching entries as CSV, newest first, at most EXPORT_ROW_LIMIT, read in batches while
     * they are sent. The export is itself recorded, with its filters: after the first batch was
     * read (a failing query is still a proper error response, and the export does not list
     * itself), before anything is sent.
     */
    async exportCsv (caller: Caller, q: AuditExportQuery): Promise<AuditExport> {
      const filter = filterOf(q)
      const matched = await repo.countUpTo(caller.tenant_id, filter, EXPORT_ROW_LIMIT + 1)
      const first = await repo.batch(caller.tenant_id, filter, Math.min(EXPORT_BATCH, EXPORT_ROW_LIMIT))
      const filters = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))
      await recordAudit(db, caller, {
        action: 'audit.exported', subject_type: 'audit_log', details: { filters, rows: Math.min(matched, EXPORT_ROW_LIMIT) },
      })
      async function * entries () {
        let sent = 0
        for (let batch = first; ;) {
          yield * batch
          sent += batch.length
          if (batch.length < EXPORT_BATCH || sent >= EXPORT_ROW_LIMIT) return
          batch = await repo.batch(caller.tenant_id, filter, Math.min(EXPORT_BATCH, EXPORT_ROW_LIMIT - sent), batch.at(-1)!.id)
        }
      }
      return { body: auditCsv(entries()), matched }
    },
  }
}
export type AuditService = ReturnType<typeof createAuditService>
