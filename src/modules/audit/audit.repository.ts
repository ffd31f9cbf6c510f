import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { auditEvents, type AuditEventRow } from './audit.tables.js'

export interface AuditFilter {
  /** Exact, or a prefix when it ends in a dot. */
  action?: string
  actor_id?: string
  subject_type?: string
  subject_id?: string
  from?: Date
  to?: Date
}

const columns = {
  id: auditEvents.id,
  action: auditEvents.action,
  subject_type: auditEvents.subject_type,
  subject_id: auditEvents.subject_id,
  actor_id: auditEvents.actor_id,
  actor_email: auditEvents.actor_email,
  details: auditEvents.details,
  created_at: auditEvents.created_at,
}
export type AuditRow = Omit<AuditEventRow, 'tenant_id'>

// Newest first; entries of one transaction share created_at, so the id breaks the tie.
const NEWEST_FIRST = [desc(auditEvents.created_at), desc(auditEvents.id)]

// Every read names the tenant: another workspace's entries do not exist for a reader.
export function createAuditRepository(db: DbOrTx) {
  const where = (tenantId: string, f: AuditFilter) =>
    and(
      eq(auditEvents.tenant_id, tenantId),
      // starts_with, not LIKE: the underscores of action names would be wildcards there.
      f.action
        ? f.action.endsWith('.')
          ? sql`starts_with(${auditEvents.action}, ${f.action})`
          : eq(auditEvents.action, f.action)
        : undefined,
      f.actor_id ? eq(auditEvents.actor_id, f.actor_id) : undefined,
      f.subject_type ? eq(auditEvents.subject_type, f.subject_type) : undefined,
      f.subject_id ? eq(auditEvents.subject_id, f.subject_id) : undefined,
      f.from ? gte(auditEvents.created_at, f.from) : undefined,
      f.to ? lt(auditEvents.created_at, f.to) : undefined,
    )

  return {
    async page(
      tenantId: string,
      f: AuditFilter,
      limit: number,
      offset: number,
    ): Promise<{ items: AuditRow[]; total: number }> {
      const condition = where(tenantId, f)
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(auditEvents)
          .where(condition)
          .orderBy(...NEWEST_FIRST)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditEvents).where(condition),
      ])
      return { items, total: total!.n }
    },

    /** How many entries match, counting no further than `upTo`. */
    async countUpTo(tenantId: string, f: AuditFilter, upTo: number): Promise<number> {
      const matching = db
        .select({ one: sql`1` })
        .from(auditEvents)
        .where(where(tenantId, f))
        .limit(upTo)
        .as('matching')
      const [row] = await db.select({ n: count() }).from(matching)
      return row!.n
    },

    /**
     * The next `limit` entries after the entry `afterId` (newest first), or the first ones. The
     * cursor's created_at is read in the database: a JS Date would cut its microseconds off and
     * skip entries.
     */
    async batch(tenantId: string, f: AuditFilter, limit: number, afterId?: number): Promise<AuditRow[]> {
      const after =
        afterId === undefined
          ? undefined
          : sql`(${auditEvents.created_at}, ${auditEvents.id}) < (select c.created_at, c.id from ${auditEvents} c where c.id = ${afterId})`
      return db
        .select(columns)
        .from(auditEvents)
        .where(and(where(tenantId, f), after))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
    },
  }
}
