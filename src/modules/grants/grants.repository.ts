import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { statusSql } from './grants.status.js'
import { grants, type GrantInsert, type GrantRow } from './grants.tables.js'
import type { Facets } from './grants.schema.js'

// Everything but the search vector, which no caller needs back.
const { search_vector: _vector, ...columns } = getTableColumns(grants)
export type StoredGrant = Omit<GrantRow, 'search_vector'>

export interface Slice { limit: number; offset: number }

const counts = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]))

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

    /** A filtered, sorted page and the total (one query: the total rides along as a window count). */
    async list (where: SQL, order: SQL, { limit, offset }: Slice): Promise<{ rows: StoredGrant[]; total: number }> {
      const rows = await db.select({ ...columns, total: sql<number>`(count(*) over ())::int` })
        .from(grants).where(where).orderBy(order).limit(limit).offset(offset)
      const total = rows[0]?.total ?? (offset > 0 ? await this.count(where) : 0)
      return { rows: rows.map(({ total: _t, ...row }) => row), total }
    },

    async count (where: SQL): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(grants).where(where)
      return row!.n
    },

    /** Facet counts under `where`; status by the same rule as the filters. */
    async facets (where: SQL, now: Date): Promise<Facets> {
      const [row] = await selectRows<{ countries: Facets['countries'] | null; source: Facets['source'] | null; company_sizes: Facets['company_sizes'] | null; status: Facets['status'] | null }>(db, sql`
        with matched as (select grants.countries, grants.source, grants.company_sizes, ${statusSql(now)} as status from grants where ${where})
        select
          (select json_object_agg(k, n) from (select unnest(countries) k, count(*)::int n from matched group by 1) x) as countries,
          (select json_object_agg(k, n) from (select source k, count(*)::int n from matched group by 1) x) as source,
          (select json_object_agg(k, n) from (select unnest(company_sizes) k, count(*)::int n from matched group by 1) x) as company_sizes,
          (select json_object_agg(k, n) from (select status k, count(*)::int n from matched group by 1) x) as status`)
      return { countries: row?.countries ?? {}, source: row?.source ?? {}, company_sizes: row?.company_sizes ?? {}, status: row?.status ?? {} }
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
    async withDeadlinesBetween (now: Date, until: Date, limit: number): Promise<StoredGrant[]> {
      const next = sql`(select min(d) from unnest(grants.deadlines || grants.deadline) d where d > ${now})`
      return db.select(columns).from(grants)
        .where(sql`grants.deadline > ${now} and ${statusSql(now)} = 'active' and ${next} <= ${until}`)
        .orderBy(next, grants.id).limit(limit)
    },

    /**
     * Grants sharing countries or NACE codes with `source`, scored by what they share and how
     * close their funding is; open grants first. Candidates come through the GIN indexes.
     */
    async similar (source: StoredGrant, now: Date, limit: number): Promise<StoredGrant[]> {
      const countries = sql`${sql.param(source.countries)}::text[]`
      const nace = sql`${sql.param(source.nace_paths)}::text[]`
      const funding = source.funding_amount_max
      const closeness = funding
        ? sql`coalesce(1 - least(abs(ln(greatest(grants.funding_amount_max, 1) / ${funding})) / 3, 1), 0)`
        : sql`0`
      const score = sql`(
        2 * cardinality(array(select unnest(grants.countries) intersect select unnest(${countries})))::float / greatest(cardinality(${countries}), 1)
        + 2 * cardinality(array(select unnest(grants.nace_paths) intersect select unnest(${nace})))::float / greatest(cardinality(${nace}), 1)
        + ${closeness} + (case when ${statusSql(now)} = 'active' then 1 else 0 end))`
      return db.select(columns).from(grants)
        .where(sql`grants.id <> ${source.id} and (grants.countries && ${countries} or grants.nace_paths && ${nace})`)
        .orderBy(sql`${score} desc`, grants.id).limit(limit)
    },
  }
}
export type GrantsRepository = ReturnType<typeof createGrantsRepository>
