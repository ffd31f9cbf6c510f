import { and, count, desc, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { applications } from '../../applications/applications.tables.js'
import { grants, type GrantInsert, type GrantSource } from '../grants.tables.js'
import { withGrantIds } from '../grants.repository.js'
import { keyOf, lockRewrites, recordChanges, withChangeDetection, written } from '../changes/change-detector.js'
import { fundedProjects, ingestionRuns, type FundedProjectInsert, type IngestionRunRow } from './ingestion.tables.js'

export interface WriteCounts {
  inserted: number; updated: number; unchanged: number
  /** Change records written (grant_changes), and how many of them matter to followers. */
  changes: number; meaningful: number
}

/**
 * Upsert rows sent as ONE JSON parameter (`json_populate_recordset` over the table's row type):
 * building a 500-row, 40-column insert through the query builder cost more CPU than parsing and
 * classifying the records. A row is rewritten only when `changed` holds, so a re-read is a no-op.
 */
async function upsertJson (db: DbOrTx, table: 'grants' | 'funded_projects', rows: object[], changed: string): Promise<{ inserted: boolean }[]> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => row[k as keyof typeof row] !== undefined)))]
  const list = columns.map((c) => `"${c}"`).join(', ')
  const updates = columns.filter((c) => c !== 'id' && c !== 'source' && c !== 'external_id').map((c) => `"${c}" = excluded."${c}"`)
  const reset = table === 'grants' ? ', withdrawn_at = null' : ''
  return selectRows<{ inserted: boolean }>(db, sql`
    insert into ${sql.raw(table)} (${sql.raw(list)})
    select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::json)
    on conflict (source, external_id) do update set ${sql.raw(updates.join(', '))}${sql.raw(reset)}, updated_at = now()
    where ${sql.raw(changed)}
    returning (xmax = 0) as inserted`)
}

/** The upsert alone, without change records (the benchmark's baseline). */
export const rewriteGrants = (db: DbOrTx, rows: GrantInsert[]) =>
  upsertJson(db, 'grants', withGrantIds(rows),
    'grants.content_hash is distinct from excluded.content_hash or grants.withdrawn_at is not null')

export function createIngestionRepository (db: DbOrTx) {
  return {
    /**
     * Upsert on (source, external_id), rewriting a row only when its content hash changed or it
     * had been withdrawn: re-reading the same input changes nothing, not even `updated_at`. Each
     * rewrite's change record is written with it: call inside a transaction (`db` a `tx`).
     */
    async upsertGrants (rows: GrantInsert[], now: Date): Promise<WriteCounts> {
      if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0, changes: 0, meaningful: 0 }
      const { result, changes, meaningful } = await withChangeDetection(db, rows, { now, byHash: true, overrides: { withdrawn_at: null } },
        () => rewriteGrants(db, rows))
      const inserted = result.filter((r) => r.inserted).length
      return { inserted, updated: result.length - inserted, unchanged: rows.length - result.length, changes, meaningful }
    },

    async upsertProjects (rows: FundedProjectInsert[]): Promise<number> {
      if (rows.length === 0) return 0
      return (await upsertJson(db, 'funded_projects', rows, 'funded_projects.content_hash is distinct from excluded.content_hash')).length
    },

    /**
     * A record that disappeared from its source is closed, never deleted: its final deadline (and
     * opening date) become `now` unless already past, so the date rule reports it closed. It keeps
     * its content hash, so if it comes back the next run restores the source's dates. Each one
     * closed gets its (urgent) change record: call inside a transaction.
     */
    async closeMissing (source: GrantSource, isSample: boolean, seen: string[], now: Date): Promise<{ closed: number; meaningful: number }> {
      const gone = sql`grants.source = ${source} and grants.is_sample = ${isSample} and not grants.is_synthetic
        and grants.withdrawn_at is null and not (grants.external_id = any(${sql.param(seen)}::text[]))`
      const keys = await db.select({ source: grants.source, external_id: grants.external_id }).from(grants).where(gone)
      const before = await lockRewrites(db, keys, { byHash: false })
      if (before.size === 0) return { closed: 0, meaningful: 0 }
      const closed = await db.update(grants)
        .set({
          withdrawn_at: now,
          deadline: sql`least(coalesce(grants.deadline, ${now}), ${now})`,
          start_date: sql`least(grants.start_date, ${now})`,
          updated_at: sql`now()`,
        })
        .where(and(gone, sql`grants.id = any(${sql.param([...before.values()].map((b) => b.id))}::uuid[])`))
        .returning({ source: grants.source, external_id: grants.external_id, deadline: grants.deadline, start_date: grants.start_date })
      const pairs = closed.map((row) => {
        const old = before.get(keyOf(row))!
        return { before: old, after: written(old, row, { withdrawn_at: now }) }
      })
      const { meaningful } = await recordChanges(db, pairs, now)
      return { closed: closed.length, meaningful }
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
