import { and, count, desc, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { applications } from '../../applications/applications.tables.js'
import { grants, type GrantInsert, type GrantSource } from '../grants.tables.js'
import { fundedProjects, ingestionRuns, type FundedProjectInsert, type IngestionRunRow } from './ingestion.tables.js'

export interface WriteCounts { inserted: number; updated: number; unchanged: number }

/**
 * Upsert rows sent as ONE JSON parameter (`json_populate_recordset` over the table's row type):
 * building a 500-row, 40-column insert through the query builder cost more CPU than parsing and
 * classifying the records. A row is rewritten only when `changed` holds, so a re-read is a no-op.
 */
async function upsertJson (db: DbOrTx, table: 'grants' | 'funded_projects', rows: object[], changed: string): Promise<{ inserted: boolean }[]> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => row[k as keyof typeof row] !== undefined)))]
  const list = columns.map((c) => `"${c}"`).join(', ')
  const updates = columns.filter((c) => c !== 'source' && c !== 'external_id').map((c) => `"${c}" = excluded."${c}"`)
  const reset = table === 'grants' ? ', withdrawn_at = null' : ''
  return selectRows<{ inserted: boolean }>(db, sql`
    insert into ${sql.raw(table)} (${sql.raw(list)})
    select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::json)
    on conflict (source, external_id) do update set ${sql.raw(updates.join(', '))}${sql.raw(reset)}, updated_at = now()
    where ${sql.raw(changed)}
    returning (xmax = 0) as inserted`)
}

export function createIngestionRepository (db: DbOrTx) {
  return {
    /**
     * Upsert on (source, external_id), rewriting a row only when its content hash changed or it
     * had been withdrawn: re-reading the same input changes nothing, not even `updated_at`.
     */
    async upsertGrants (rows: GrantInsert[]): Promise<WriteCounts> {
      if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 }
      const written = await upsertJson(db, 'grants', rows, 'grants.content_hash is distinct from excluded.content_hash or grants.withdrawn_at is not null')
      const inserted = written.filter((r) => r.inserted).length
      return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length }
    },

    async upsertProjects (rows: FundedProjectInsert[]): Promise<number> {
      if (rows.length === 0) return 0
      return (await upsertJson(db, 'funded_projects', rows, 'funded_projects.content_hash is distinct from excluded.content_hash')).length
    },

    /**
     * A record that disappeared from its source is closed, never deleted: its final deadline (and
     * opening date) become `now` unless already past, so the date rule reports it closed. It keeps
     * its content hash, so if it comes back the next run restores the source's dates.
     */
    async closeMissing (source: GrantSource, isSample: boolean, seen: string[], now: Date): Promise<number> {
      const closed = await db.update(grants)
        .set({
          withdrawn_at: now,
          deadline: sql`least(coalesce(grants.deadline, ${now}), ${now})`,
          start_date: sql`least(grants.start_date, ${now})`,
          updated_at: sql`now()`,
        })
        .where(and(
          eq(grants.source, source), eq(grants.is_sample, isSample), eq(grants.is_synthetic, false),
          sql`grants.withdrawn_at is null`,
          sql`not (grants.external_id = any(${sql.param(seen)}::text[]))`,
        ))
        .returning({ id: grants.id })
      return closed.length
    },

    /** A live import replaces the bundled sample records of its source. */
    async deleteSamples (source: GrantSource): Promise<number> {
      await db.delete(fundedProjects).where(and(eq(fundedProjects.source, source), eq(fundedProjects.is_sample, true)))
      // A sample grant a company applied to stays: the application is the user's record.
      const deleted = await db.delete(grants).where(and(eq(grants.source, source), eq(grants.is_sample, true),
        sql`not exists (select 1 from ${applications} where ${applications.grant_id} = ${grants.id})`)).returning({ id: grants.id })
      return deleted.length
    },

    /**
     * The sources the bundled dataset still owes: all of them to an empty catalogue; after a load
     * that a stop interrupted, those without a succeeded start-up run; otherwise none.
     */
    async bundledSourcesOwed (all: readonly GrantSource[]): Promise<GrantSource[]> {
      const runs = await db.select({ source: ingestionRuns.source, status: ingestionRuns.status }).from(ingestionRuns).where(eq(ingestionRuns.trigger, 'startup'))
      if (runs.length === 0) {
        const [grant] = await db.select({ id: grants.id }).from(grants).limit(1)
        return grant ? [] : [...all]
      }
      const done = new Set(runs.filter((r) => r.status === 'succeeded').map((r) => r.source))
      return all.filter((source) => !done.has(source))
    },

    async startRun (run: Pick<IngestionRunRow, 'source' | 'trigger' | 'input' | 'since' | 'started_at'>): Promise<IngestionRunRow> {
      const [row] = await db.insert(ingestionRuns).values(run).returning()
      return row!
    },

    async finishRun (id: string, result: Omit<IngestionRunRow, 'id' | 'source' | 'trigger' | 'input' | 'since' | 'started_at'>): Promise<IngestionRunRow> {
      const [row] = await db.update(ingestionRuns).set(result).where(eq(ingestionRuns.id, id)).returning()
      return row!
    },

    async listRuns (filter: { source?: GrantSource; status?: IngestionRunRow['status'] }, limit: number, offset: number) {
      const where = and(filter.source && eq(ingestionRuns.source, filter.source), filter.status && eq(ingestionRuns.status, filter.status))
      const [items, [total]] = await Promise.all([
        db.select().from(ingestionRuns).where(where).orderBy(desc(ingestionRuns.started_at), desc(ingestionRuns.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(ingestionRuns).where(where),
      ])
      return { items, total: total!.n }
    },
  }
}
