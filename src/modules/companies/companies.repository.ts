import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { carbonProfiles, companies, type CarbonProfileRow, type CompanyInsert, type CompanyRow } from './companies.tables.js'

const { nace_paths: _paths, ...columns } = getTableColumns(companies)
export type StoredCompany = Omit<CompanyRow, 'nace_paths'>

// Every read and write names the tenant: another tenant's company is simply not found.
export function createCompaniesRepository (db: DbOrTx) {
  const owned = (tenantId: string, id: string) => and(eq(companies.tenant_id, tenantId), eq(companies.id, id))
  return {
    async page (tenantId: string, limit: number, offset: number) {
      const [items, total] = await Promise.all([
        db.select(columns).from(companies).where(eq(companies.tenant_id, tenantId)).orderBy(desc(companies.created_at), desc(companies.id)).limit(limit).offset(offset),
        this.count(tenantId),
      ])
      return { items, total }
    },

    async count (tenantId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.tenant_id, tenantId))
      return row!.n
    },

    /** With `lock`, the row stays locked until the caller's transaction ends. */
    async find (tenantId: string, id: string, { lock = false } = {}): Promise<CompanyRow | undefined> {
      const query = db.select().from(companies).where(owned(tenantId, id)).limit(1)
      const [row] = await (lock ? query.for('update') : query)
      return row
    },

    async insert (row: CompanyInsert): Promise<StoredCompany> {
      const [created] = await db.insert(companies).values(row).returning(columns)
      return created!
    },

    async update (tenantId: string, id: string, changes: Partial<CompanyInsert>): Promise<StoredCompany | undefined> {
      const [updated] = await db.update(companies).set({ ...changes, updated_at: sql`now()` }).where(owned(tenantId, id)).returning(columns)
      return updated
    },

    /** The deleted company's id and name, or undefined when there was none. */
    async remove (tenantId: string, id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db.delete(companies).where(owned(tenantId, id)).returning({ id: companies.id, name: companies.name })
      return row
    },

    async carbonProfile (companyId: string): Promise<CarbonProfileRow | undefined> {
      const [row] = await db.select().from(carbonProfiles).where(eq(carbonProfiles.company_id, companyId)).limit(1)
      return row
    },

    async putCarbonProfile (profile: typeof carbonProfiles.$inferInsert): Promise<CarbonProfileRow> {
      const { company_id: _id, ...fields } = profile
      const [row] = await db.insert(carbonProfiles).values(profile)
        .onConflictDoUpdate({ target: carbonProfiles.company_id, set: { ...fields, updated_at: sql`now()` } }).returning()
      return row!
    },
  }
}
