import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { orderSql, type GrantSort } from './grants.filters.js'
import { statusSql } from './grants.status.js'
import { grants, type GrantInsert, type GrantRow } from './grants.tables.js'
import type { Facets } from './grants.schema.js'

// Everything but the search vector, which no caller needs back.
const { search_vector: _vector, topic_vector: _topic, content_hash: _hash, ...columns } = getTableColumns(grants)
export type StoredGrant = Omit<GrantRow, 'search_vector' | 'topic_vector' | 'content_hash'>

export interface Slice { limit: number; offset: number }

const counts = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]))

type FacetRow = { [K in keyof Facets]: Facets[K] | null }
const facetsOf = (row: FacetRow | undefined): Facets =>
  ({ countries: row?.countries ?? {}, source: row?.source ?? {}, company_sizes: row?.company_sizes ?? {}, status: row?.status ?? {} })

// The matches with what facets and sorting need, computed once (MATERIALIZED: read twice below).
const matchedCte = (where: SQL, now: Date, rank: SQL = sql`0`) => sql`matched as materialized (
  select grants.id, grants.countries, grants.source, grants.company_sizes, ${statusSql(now)} as status,
    grants.deadline, grants.funding_amount_max, grants.created_at, ${rank} as rank
  from grants where ${where})`
const FACET_COLUMNS = sql`
  (select json_object_agg(k, n) from (select unnest(countries) k, count(*)::int n from matched group by 1) x) as countries,
  (select json_object_agg(k, n) from (select source k, count(*)::int n from matched group by 1) x) as source,
  (select json_object_agg(k, n) from (select unnest(company_sizes) k, count(*)::int n from matched group by 1) x) as company_sizes,
  (select json_object_agg(k, n) from (select status k, count(*)::int n from matched group by 1) x) as status`

export function createGrantsRepository (db: DbOrTx) {
  return {
    /** Insert or update on (source, external_id); reports how many rows were new. */
    async upsertMany (rows: GrantInsert[]): Promise<{ inserted: number; updated: number }> {
      if (rows.length === 0) return { inserted: 0, updated: 0 }
      const updatable = Object.keys(rows[0]!).filter((c) => c !== 'source' && c !== 'external_id')
      const result = await db.insert(grants).values(rows)
        .onConflictDoUpdate({
          target: [grants.source, grants.external_id],
          set: { ...Object.fromEntries(updatable.map((c) => [c, sql.raw(`excluded."${c}"`)])), updated_at: sql`now()` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
      const inserted = result.filter((r) => r.inserted).length
      return { inserted, updated: result.length - inserted }
    },

    async needsDictionary (): Promise<boolean> {
      const [row] = await selectRows<{ needed: boolean }>(db, sql`
        select exists (select 1 from grants) and not exists (select 1 from search_lexemes) as needed`)
      return row!.needed
    },

    async analyze (): Promise<void> {
      await db.execute(sql`analyze grants`)
    },

    async findById (id: string): Promise<StoredGrant | undefined> {
      const [row] = await db.select(columns).from(grants).where(eq(grants.id, id)).limit(1)
      return row
    },

    async findByIds (ids: string[]): Promise<StoredGrant[]> {
      if (ids.length === 0) return []
      const rows = await db.select(columns).from(grants).where(sql`grants.id = any(${sql.param(ids)}::uuid[])`)
      const byId = new Map(rows.map((r) => [r.id, r]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    /**
     * A filtered, sorted page. Sorting narrow rows (ids and sort keys) and fetching the page's rows
     * afterwards keeps wide rows out of the sort; without a total to count, the scan stops at the page.
     */
    async page (where: SQL, order: SQL, { limit, offset }: Slice): Promise<StoredGrant[]> {
      const page = await selectRows<{ id: string }>(db, sql`select grants.id from grants where ${where} order by ${order} limit ${limit} offset ${offset}`)
      return this.findByIds(page.map((r) => r.id))
    },

    /** A page and the total under `where` (the total is a second query: ask only when it is shown). */
    async list (where: SQL, order: SQL, slice: Slice): Promise<{ rows: StoredGrant[]; total: number }> {
      return { rows: await this.page(where, order, slice), total: await this.count(where) }
    },

    async count (where: SQL): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(grants).where(where)
      return row!.n
    },

    /** Facet counts under `where`; status by the same rule as the filters. */
    async facets (where: SQL, now: Date): Promise<Facets> {
      const [row] = await selectRows<FacetRow>(db, sql`with ${matchedCte(where, now)} select ${FACET_COLUMNS}`)
      return facetsOf(row)
    },

    /** Search in one pass over the matches: the page's ids in order, the total and the facets. */
    async matchPage (where: SQL, { now, rank, sort, limit, offset }: { now: Date; rank: SQL; sort: GrantSort; limit: number; offset: number }) {
      // The page is cut with a plain ORDER BY ... LIMIT (a top-N sort); the at most 100 rows are
      // then put in order again for json_agg. A window function here would sort every match.
      const [row] = await selectRows<FacetRow & { total: number; ids: string[] | null }>(db, sql`
        with ${matchedCte(where, now, rank)}
        select (select count(*)::int from matched) as total,
          (select json_agg(p.id order by ${orderSql(sort, sql`p.rank desc`, 'p')}) from (
            select matched.* from matched order by ${orderSql(sort, sql`matched.rank desc`, 'matched')} limit ${limit} offset ${offset}) p) as ids,
          ${FACET_COLUMNS}`)
      return { total: row?.total ?? 0, ids: row?.ids ?? [], facets: facetsOf(row) }
    },

    async stats (now: Date) {
      const status = statusSql(now)
      const [totals] = await selectRows<{ total: number; active: number; closed: number; upcoming: number; carbon: number }>(db, sql`
        select count(*)::int as total,
          (count(*) filter (where ${status} = 'active'))::int as active,
          (count(*) filter (where ${status} = 'closed'))::int as closed,
          (count(*) filter (where ${status} = 'upcoming'))::int as upcoming,
          (count(*) filter (where is_carbon_focused))::int as carbon
        from grants`)
      const bySource = await selectRows<{ key: string; n: number }>(db, sql`select source as key, count(*)::int as n from grants group by 1`)
      const byCountry = await selectRows<{ key: string; n: number }>(db, sql`select unnest(countries) as key, count(*)::int as n from grants group by 1`)
      const byCategory = await selectRows<{ key: string; n: number }>(db, sql`select unnest(carbon_categories) as key, count(*)::int as n from grants group by 1`)
      return { totals: totals!, by_source: counts(bySource), by_country: counts(byCountry), by_carbon_category: counts(byCategory) }
    },

    async sources (now: Date) {
      return selectRows<{ source: string; total: number; active: number; last_updated: Date | string | null }>(db, sql`
        select source, count(*)::int as total, (count(*) filter (where ${statusSql(now)} = 'active'))::int as active,
          max(updated_at) as last_updated
        from grants group by source`)
    },

    /** Active grants with a cut-off between now and `until`, soonest cut-off first. */
    /** Grants (active ones unless `where` says otherwise) whose next cut-off falls in (now, until], soonest first. */
    async withDeadlinesBetween (now: Date, until: Date, limit: number, where: SQL = sql`${statusSql(now)} = 'active'`): Promise<StoredGrant[]> {
      const next = sql`(select min(d) from unnest(grants.deadlines || grants.deadline) d where d > ${now})`
      return db.select(columns).from(grants)
        .where(sql`grants.deadline > ${now} and ${where} and ${next} <= ${until}`)
        .orderBy(next, grants.id).limit(limit)
    },

    /**
     * Grants sharing countries or NACE codes with `source`: the 400 with the latest deadlines (open
     * and rolling calls first, read backwards off the deadline index) are scored by what they share
     * (an exact NACE code counts most, then a country, then a related code), funding closeness
     * (log scale) and being open; the best `limit` win. Bounded work at any catalogue size.
     */
    async similar (source: StoredGrant, now: Date, limit: number): Promise<StoredGrant[]> {
      const param = (values: string[]) => sql`${sql.param(values)}::text[]`
      const closeness = source.funding_amount_max && source.funding_amount_max > 0
        ? sql`coalesce(1 - least(abs(ln(greatest(c.funding_amount_max, 1) / ${source.funding_amount_max})) / 3, 1), 0)`
        : sql`0`
      const rows = await selectRows<{ id: string }>(db, sql`
        select c.id from (
          select grants.id, grants.countries, grants.nace_codes, grants.nace_paths, grants.funding_amount_max, ${statusSql(now)} as status
          from grants
          where grants.id <> ${source.id} and (grants.countries && ${param(source.countries)} or grants.nace_paths && ${param(source.nace_paths)})
          order by grants.deadline desc nulls first limit 400) c
        order by 3 * (c.nace_codes && ${param(source.nace_codes)})::int + 2 * (c.countries && ${param(source.countries)})::int
          + (c.nace_paths && ${param(source.nace_paths)})::int + ${closeness} + (c.status = 'active')::int desc, c.id
        limit ${limit}`)
      return this.findByIds(rows.map((r) => r.id))
    },
  }
}
export type GrantsRepository = ReturnType<typeof createGrantsRepository>
