import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { v5 as uuidV5 } from 'uuid'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { orderSql, type GrantSort } from './grants.filters.js'
import { statusSql } from './grants.status.js'
import { grants, type GrantInsert, type GrantRow } from './grants.tables.js'
import type { Facets } from './grants.schema.js'
import type { CallEligibility } from './call-eligibility.js'

// Everything but the search vector, which no caller needs back.
const { search_vector: _vector, topic_vector: _topic, content_hash: _hash, text_config: _config, ...columns } = getTableColumns(grants)
export type StoredGrant = Omit<GrantRow, 'search_vector' | 'topic_vector' | 'content_hash' | 'text_config'>

export interface Slice { limit: number; offset: number }

const counts = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]))

type FacetRow = { [K in keyof Facets]: Facets[K] | null }
export const facetsOf = (row?: FacetRow): Facets => ({
  countries: row?.countries ?? {}, source: row?.source ?? {}, company_sizes: row?.company_sizes ?? {}, status: row?.status ?? {},
  record_type: row?.record_type ?? {}, carbon_categories: row?.carbon_categories ?? {},
})

// The matches with what facets and sorting need, computed once (MATERIALIZED: read twice below).
// `covered`: how much of a search query a grant covers; `kept` drops the matches below the floor
// (a share of the query), except the `atLeast` best covering ones, so a page is never emptier than
// it has to be.
/**
 * `tier`: ranks before coverage (1 for a grant naming the query's subject, search/index-query.ts);
 * `rankShare`: what rank adds to coverage in the order of the grants above the floor.
 */
export interface Coverage {
  covered: SQL; tier?: SQL; floor: number; atLeast?: number; from: SQL; cap?: number; rankShare?: number
}
const NO_COVERAGE: Coverage = { covered: sql`0`, floor: 0, from: sql`` }
const matchedCte = (
  where: SQL, now: Date, rank: SQL = sql`0`,
  { covered, tier = sql`0`, floor, atLeast = 1, from, cap, rankShare = 1 } = NO_COVERAGE,
) => sql`
  matched as materialized (
    select grants.id, grants.countries, grants.source, grants.company_sizes, ${statusSql(now)} as status,
      grants.record_type, grants.carbon_categories,
      grants.deadline, grants.funding_amount_max, grants.created_at, ${rank} as rank, ${covered} as covered,
      ${tier} as tier
    from grants ${from} where ${where}${cap ? sql` limit ${cap}` : sql``}),
  best as (select coalesce(max(covered), 0) as covered from matched),
  kth as (${atLeast > 1
    ? sql`select coalesce(min(covered), 0) as covered from (select covered from matched order by covered desc limit ${atLeast}) t`
    : sql`select covered from best`}),
  kept as materialized (
    select matched.*, (matched.covered >= least(${floor}::float8, best.covered))::int as above,
      matched.covered + ${rankShare}::float8 * matched.rank as score
    from matched, kth, best where matched.covered >= least(${floor}::float8, kth.covered))`
const FACET_COLUMNS = sql`
  (select json_object_agg(k, n) from (select unnest(countries) k, count(*)::int n from kept group by 1) x) as countries,
  (select json_object_agg(k, n) from (select source k, count(*)::int n from kept group by 1) x) as source,
  (select json_object_agg(k, n) from (select unnest(company_sizes) k, count(*)::int n from kept group by 1) x) as company_sizes,
  (select json_object_agg(k, n) from (select status k, count(*)::int n from kept group by 1) x) as status,
  (select json_object_agg(k, n) from (select record_type k, count(*)::int n from kept group by 1) x) as record_type,
  (select json_object_agg(k, n) from (select unnest(carbon_categories) k, count(*)::int n from kept group by 1) x) as carbon_categories`

// A grant's id is named by its source key (UUID version 5): the same call has the same id in every
// database it is loaded into, so ties in any order (which break by id) fall the same way
// everywhere — an evaluation's figures no longer move between two loads of one catalogue.
const GRANT_ID_NAMESPACE = 'd7f0c6a2-5b1e-4c8e-9a43-6f2b8e1d0c57'
export const grantIdOf = (source: string, externalId: string) => uuidV5(`${source}\u0000${externalId}`, GRANT_ID_NAMESPACE)
/** Rows to insert, each with the id its source key names (an update never changes an id). */
export const withGrantIds = (rows: GrantInsert[]) => rows.map((r) => ({ ...r, id: grantIdOf(r.source, r.external_id) }))

export function createGrantsRepository (db: DbOrTx) {
  return {
    /** Insert or update on (source, external_id); reports how many rows were new. */
    async upsertMany (rows: GrantInsert[]): Promise<{ inserted: number; updated: number }> {
      if (rows.length === 0) return { inserted: 0, updated: 0 }
      // Never the id on update: a grant stored before ids were named keeps its own.
      const updatable = Object.keys(rows[0]!).filter((c) => c !== 'id' && c !== 'source' && c !== 'external_id')
      const result = await db.insert(grants).values(withGrantIds(rows))
        .onConflictDoUpdate({
          target: [grants.source, grants.external_id],
          set: { ...Object.fromEntries(updatable.map((c) => [c, sql.raw(`excluded."${c}"`)])), updated_at: sql`now()` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
      const inserted = result.filter((r) => r.inserted).length
      return { inserted, updated: result.length - inserted }
    },

    /** What concepts are read from, a batch at a time in id order. */
    async conceptSources (afterId: string, limit: number) {
      return db.select({
        id: grants.id, source: grants.source, record_type: grants.record_type, external_id: grants.external_id,
        title: grants.title, summary: grants.summary, description: grants.description,
        thematic_areas: grants.thematic_areas, programme: grants.programme, action_types: grants.action_types,
        nace_codes: grants.nace_codes, regions: grants.regions, company_sizes: grants.company_sizes,
        provenance: grants.provenance,
      }).from(grants).where(afterId ? sql`grants.id > ${afterId}` : sql`true`).orderBy(grants.id).limit(limit)
    },

    /** Writes concepts, stemming language and eligibility where they changed; how many rows changed. */
    async setConcepts (rows: { id: string; concepts: string[]; text_config: string; eligibility: CallEligibility }[]): Promise<number> {
      const changed = await selectRows<{ id: string }>(db, sql`
        update grants set concepts = r.concepts, text_config = r.text_config::regconfig, eligibility = r.eligibility
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, concepts text[], text_config text, eligibility jsonb)
        where grants.id = r.id and (grants.concepts is distinct from r.concepts or grants.text_config::text <> r.text_config
          or grants.eligibility is distinct from r.eligibility)
        returning grants.id`)
      return changed.length
    },

    async isEmpty (): Promise<boolean> {
      const [row] = await selectRows<{ empty: boolean }>(db, sql`select not exists (select 1 from grants) as empty`)
      return row!.empty
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

    /** Ids and change times of the grants not closed, most recently changed first (the sitemap). */
    async sitemapRows (now: Date, limit: number): Promise<{ id: string; updated_at: Date }[]> {
      return db.select({ id: grants.id, updated_at: grants.updated_at }).from(grants)
        .where(sql`${statusSql(now)} <> 'closed'`).orderBy(sql`grants.updated_at desc, grants.id`).limit(limit)
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

    /**
     * Search in one pass over the matches: the page's ids in order, the total, the facets and the
     * best coverage (`coverage` ranks by how much of the query each grant covers plus a share of
     * its `rank`, those above the floor first).
     */
    async matchPage (where: SQL, { now, rank, sort, limit, offset, coverage }: {
      now: Date; rank: SQL; sort: GrantSort; limit: number; offset: number; coverage?: Coverage
    }) {
      // The page is cut with a plain ORDER BY ... LIMIT (a top-N sort); the at most 100 rows are
      // then put in order again for json_agg. A window function here would sort every match.
      const relevance = (alias: string) => sql.raw(`${alias}.tier desc, ${alias}.above desc, ${alias}.score desc`)
      const [row] = await selectRows<FacetRow & { total: number; ids: string[] | null; best: number }>(db, sql`
        with ${matchedCte(where, now, rank, coverage)}
        select (select count(*)::int from kept) as total, (select covered from best)::float8 as best,
          (select json_agg(p.id order by ${orderSql(sort, relevance('p'), 'p')}) from (
            select kept.* from kept order by ${orderSql(sort, relevance('kept'), 'kept')} limit ${limit} offset ${offset}) p) as ids,
          ${FACET_COLUMNS}`)
      return { total: row?.total ?? 0, ids: row?.ids ?? [], facets: facetsOf(row), best: row?.best ?? 0 }
    },

    async stats (now: Date) {
      const status = statusSql(now)
      type Totals = { total: number; active: number; open_calls: number; closed: number; upcoming: number; carbon: number }
      const [totals] = await selectRows<Totals>(db, sql`
        select count(*)::int as total,
          (count(*) filter (where ${status} = 'active'))::int as active,
          (count(*) filter (where ${status} = 'active' and record_type = 'call'))::int as open_calls,
          (count(*) filter (where ${status} = 'closed'))::int as closed,
          (count(*) filter (where ${status} = 'upcoming'))::int as upcoming,
          (count(*) filter (where is_carbon_focused))::int as carbon
        from grants`)
      const bySource = await selectRows<{ key: string; n: number }>(db, sql`select source as key, count(*)::int as n from grants group by 1`)
      const byType = await selectRows<{ key: string; n: number }>(db, sql`
        select record_type as key, count(*)::int as n from grants group by 1`)
      const byCountry = await selectRows<{ key: string; n: number }>(db, sql`select unnest(countries) as key, count(*)::int as n from grants group by 1`)
      const byCategory = await selectRows<{ key: string; n: number }>(db, sql`select unnest(carbon_categories) as key, count(*)::int as n from grants group by 1`)
      return {
        totals: totals!, by_source: counts(bySource), by_record_type: counts(byType),
        by_country: counts(byCountry), by_carbon_category: counts(byCategory),
      }
    },

    async sources (now: Date) {
      return selectRows<{ source: string; total: number; active: number; last_updated: Date | string | null }>(db, sql`
        select source, count(*)::int as total, (count(*) filter (where ${statusSql(now)} = 'active'))::int as active,
          max(updated_at) as last_updated
        from grants group by source`)
    },

    /** Calls (active ones unless `where` says otherwise) whose next cut-off falls in (now, until], soonest first. */
    async withDeadlinesBetween (now: Date, until: Date, limit: number, where: SQL = sql`${statusSql(now)} = 'active'`): Promise<StoredGrant[]> {
      const next = sql`(select min(d) from unnest(grants.deadlines || grants.deadline) d where d > ${now})`
      return db.select(columns).from(grants)
        .where(sql`grants.deadline > ${now} and grants.record_type = 'call' and ${where} and ${next} <= ${until}`)
        .orderBy(next, grants.id).limit(limit)
    },

    /**
     * Grants about the same things as `source`: the 400 sharing most of its lexicon concepts
     * (programmes included) and the 200 sharing its countries or NACE codes, each set read
     * backwards off the deadline index (open and rolling calls first), scored by the share of its
     * concepts they name (a hydrogen call's neighbours are hydrogen calls), then an exact NACE
     * code, a country, funding closeness (log scale) and being open. Bounded work at any size.
     */
    async similar (source: StoredGrant, now: Date, limit: number): Promise<StoredGrant[]> {
      const param = (values: string[]) => sql`${sql.param(values)}::text[]`
      const closeness = source.funding_amount_max && source.funding_amount_max > 0
        ? sql`coalesce(1 - least(abs(ln(greatest(c.funding_amount_max, 1) / ${source.funding_amount_max})) / 3, 1), 0)`
        : sql`0`
      const columns = sql`grants.id, grants.countries, grants.nace_codes, grants.nace_paths, grants.concepts,
        grants.funding_amount_max, ${statusSql(now)} as status`
      const concepts = source.concepts ?? []
      const rows = await selectRows<{ id: string }>(db, sql`
        select c.id from (
          (select ${columns} from grants where grants.id <> ${source.id} and grants.concepts && ${param(concepts)}
            order by grants.deadline desc nulls first limit 400)
          union
          (select ${columns} from grants
            where grants.id <> ${source.id}
              and (grants.countries && ${param(source.countries)} or grants.nace_paths && ${param(source.nace_paths)})
            order by grants.deadline desc nulls first limit 200)) c
        order by 6 * cardinality(array(select unnest(c.concepts) intersect select unnest(${param(concepts)})))
            / greatest(${concepts.length}, 1)::float8
          + 2 * (c.nace_codes && ${param(source.nace_codes)})::int + (c.countries && ${param(source.countries)})::int
          + (c.nace_paths && ${param(source.nace_paths)})::int + ${closeness} + (c.status = 'active')::int desc, c.id
        limit ${limit}`)
      return this.findByIds(rows.map((r) => r.id))
    },
  }
}
export type GrantsRepository = ReturnType<typeof createGrantsRepository>
