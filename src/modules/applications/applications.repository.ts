import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { applications, type ApplicationInsert, type ApplicationRow, type ApplicationStatus } from './applications.tables.js'

export interface ApplicationFilter { company_id?: string; status?: ApplicationStatus; assigned_to?: string }

// Every read and write names the tenant: another tenant's application is simply not found.
export function createApplicationsRepository (db: DbOrTx) {
  const owned = (tenantId: string, id: string) => and(eq(applications.tenant_id, tenantId), eq(applications.id, id))
  return {
    async page (tenantId: string, f: ApplicationFilter, limit: number, offset: number) {
      const where = and(
        eq(applications.tenant_id, tenantId),
        f.company_id ? eq(applications.company_id, f.company_id) : undefined,
        f.status ? eq(applications.status, f.status) : undefined,
        f.assigned_to ? eq(applications.assigned_to, f.assigned_to) : undefined,
      )
      const [items, [total]] = await Promise.all([
        db.select().from(applications).where(where).orderBy(desc(applications.updated_at), desc(applications.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(applications).where(where),
      ])
      return { items, total: total!.n }
    },

    /** With `lock`, the row stays locked until the caller's transaction ends (one change at a time). */
    async find (tenantId: string, id: string, { lock = false } = {}): Promise<ApplicationRow | undefined> {
      const query = db.select().from(applications).where(owned(tenantId, id)).limit(1)
      const [row] = await (lock ? query.for('update') : query)
      return row
    },

    /** Undefined when the company already has an application in progress for the grant. */
    async insert (row: ApplicationInsert): Promise<ApplicationRow | undefined> {
      const [created] = await db.insert(applications).values(row).onConflictDoNothing().returning()
      return created
    },

    async update (tenantId: string, id: string, changes: Partial<ApplicationInsert>, stamps: { submitted?: true; decided?: true } = {}): Promise<ApplicationRow> {
      const [row] = await db.update(applications).set({
        ...changes,
        ...(stamps.submitted ? { submitted_at: sql`now()` } : {}),
        ...(stamps.decided ? { decided_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      }).where(owned(tenantId, id)).returning()
      return row!
    },

    async countByStatus (tenantId: string): Promise<Map<ApplicationStatus, number>> {
      const rows = await db.select({ status: applications.status, n: count() }).from(applications)
        .where(eq(applications.tenant_id, tenantId)).groupBy(applications.status)
      return new Map(rows.map((r) => [r.status, r.n]))
    },
  }
}
