import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { likePrefix } from '../../core/db/like.js'
import { statusCondition } from '../grants/grants.status.js'
import type { Group } from '../grants/search/query-plan.js'
import { configsOf } from '../grants/search/index-plan.js'
import type { GrantFilter } from '../grants/grants.filters.js'

// The matcher's SQL. Grants are read here directly (read-only), as the search engine reads them:
// a per-search call of the search service could never hold 10,000 searches against 100,000 grants.

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

/** A group of the query plan as the engine matches it (postgres-engine.ts groupMatch, whole text). */
function groupSql(g: Group): SQL {
  const fn = sql.raw(g.kind === 'phrase' ? 'phraseto_tsquery' : 'plainto_tsquery')
  const parts = g.texts.flatMap((t) => configsOf(g).map((c) => sql`${fn}(${sql.raw(`'${c}'`)}, ${t})`))
  const conditions =
    g.kind === 'programme' || parts.length === 0 ? [] : [sql`grants.search_vector @@ (${sql.join(parts, sql` || `)})`]
  if (g.concepts.length) conditions.push(sql`grants.concepts && ${textArray(g.concepts)}`)
  if (g.kind === 'identifier') conditions.push(sql`lower(grants.external_id) like ${likePrefix(g.text.toLowerCase())}`)
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`
}

/**
 * Every group covered (an alert is a promise the grant is what was asked for) and no excluded
 * word; null when the search has no words (filters only).
 */
export function wordsSql(groups: Group[], excluded: string[]): SQL | null {
  const all = groups.map(groupSql)
  if (excluded.length)
    all.push(
      sql`not grants.search_vector @@ (${sql.join(
        excluded.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )})`,
    )
  return all.length ? sql.join(all, sql` and `) : null
}

/** One filter row per distinct filter of the searches sharing the words; null: no such filter. */
export interface FilterRow {
  f: number
  countries: string[] | null
  company_sizes: string[] | null
  open_to_sizes: string[] | null
  sources: string[] | null
  record_types: string[] | null
  carbon: string[] | null
  nace_code: string | null
  nace_lineage: string[] | null
  min_funding: number | null
  max_funding: number | null
  open_only: boolean
  /** Statuses allowed: only open (active) and forthcoming (upcoming) grants alert. */
  active: boolean
  upcoming: boolean
}

export const filterRow = (f: number, filter: GrantFilter): FilterRow => ({
  f,
  countries: filter.countries ?? null,
  company_sizes: filter.company_sizes ?? null,
  open_to_sizes: filter.open_to_sizes ?? null,
  sources: filter.sources ?? null,
  record_types: filter.record_types ?? null,
  carbon: filter.carbon_categories ?? null,
  nace_code: filter.nace?.code ?? null,
  nace_lineage: filter.nace?.lineage ?? null,
  min_funding: filter.min_funding ?? null,
  max_funding: filter.max_funding ?? null,
  open_only: filter.open_only === true,
  active: !filter.statuses || filter.statuses.includes('active'),
  upcoming: !filter.statuses || filter.statuses.includes('upcoming'),
})

// grants.filters.ts's conditions, with each value from the row of the filter being held.
const FILTER = sql.raw(`(f.countries is null or grants.countries && f.countries)
  and (f.company_sizes is null or grants.company_sizes && f.company_sizes)
  and (f.open_to_sizes is null or grants.company_sizes && f.open_to_sizes or grants.company_sizes = '{}')
  and (f.sources is null or grants.source = any(f.sources))
  and (f.record_types is null or grants.record_type = any(f.record_types))
  and (f.carbon is null or grants.carbon_categories && f.carbon)
  and (f.nace_code is null or grants.nace_paths @> array[f.nace_code] or grants.nace_codes && f.nace_lineage)
  and (f.min_funding is null or grants.funding_amount_max >= f.min_funding)
  and (f.max_funding is null or coalesce(grants.funding_amount_min, grants.funding_amount_max) <= f.max_funding)`)
const FILTER_COLUMNS =
  sql.raw(`f int, countries text[], company_sizes text[], open_to_sizes text[], sources text[], record_types text[],
  carbon text[], nace_code text, nace_lineage text[], min_funding float8, max_funding float8, open_only boolean, active boolean, upcoming boolean`)

export interface SearchRow {
  id: string
  f: number
  after: Date
}

export function createSavedSearchHitsRepository(db: DbOrTx) {
  return {
    /**
     * The watermark a run may advance to: grants created before it are all visible now. A grant's
     * created_at is its transaction's start, and that transaction may commit later, so the
     * watermark stays below the start of every transaction still open (an import in progress);
     * PGlite runs one transaction at a time. An hour at most behind: a session left open in a
     * transaction must not stop alerts.
     */
    async watermark(): Promise<Date> {
      const [row] = await selectRows<{ at: string }>(
        db,
        sql`
        select greatest(least(clock_timestamp(), (
          select min(xact_start) from pg_stat_activity
           where xact_start is not null and pid <> pg_backend_pid() and datname = current_database())),
          clock_timestamp() - interval '1 hour') as at`,
      )
      return new Date(row!.at)
    },

    async alerting(before: Date) {
      return selectRows<{ id: string; query: Record<string, unknown>; after: string }>(
        db,
        sql`
        select id, query, matched_until as after from saved_searches
         where frequency <> 'off' and matched_until < ${before} order by id`,
      )
    },

    async anyCreated(from: Date, to: Date): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`
        select exists (select 1 from grants where created_at >= ${from} and created_at < ${to}) as found`,
      )
      return row!.found
    },

    /**
     * Holds the grants created in [search's watermark, `to`) against searches sharing these words:
     * the words once, on their own (materialised, so that the full-text and concept indexes
     * answer them: read beside the created_at range, every new grant's text vector was unpacked
     * from TOAST once per group, most of a big run's time), then each
     * distinct filter, then each distinct watermark. A search keeps at most `cap` hits a run, the
     * soonest deadlines first (what its alert shows); the rest are counted in `unlisted_hits`, and
     * only by the run that inserted its hits (a concurrent run over the same grants adds nothing).
     * Inserts are ordered, so concurrent runs take the same keys in the same order (no deadlock);
     * each (search, grant) once by the primary key.
     */
    async insertHits(words: SQL | null, filters: FilterRow[], searches: SearchRow[], to: Date, now: Date, cap: number): Promise<number> {
      const from = new Date(Math.min(...searches.map((s) => s.after.getTime())))
      const rows = await selectRows<{ n: number }>(
        db,
        sql`
        with w as materialized (
          select id from grants where ${words ?? sql`grants.created_at >= ${from} and grants.created_at < ${to}`}),
        m as (
          select f.f, grants.id as grant_id, grants.created_at, grants.deadline
            from grants
            join json_to_recordset(${JSON.stringify(filters)}::json) as f(${FILTER_COLUMNS}) on ${FILTER}
             and ((f.active and ${statusCondition.active(now)}) or (f.upcoming and ${statusCondition.upcoming(now)}))
             and (not f.open_only or (grants.deadline > ${now} and grants.record_type = 'call'))
           where grants.created_at >= ${from} and grants.created_at < ${to} and grants.id in (select id from w)),
        s as (select * from json_to_recordset(${JSON.stringify(searches)}::json) as s(id uuid, f int, after timestamptz)),
        ranked as (
          select p.f, p.after, m.grant_id, count(*) over w as total,
                 row_number() over (w order by coalesce(m.deadline, 'infinity'::timestamptz), m.grant_id) as n
            from (select distinct f, after from s) p join m on m.f = p.f and m.created_at >= p.after
          window w as (partition by p.f, p.after)),
        ins as (
          insert into saved_search_hits (saved_search_id, grant_id)
          select s.id, r.grant_id from ranked r join s on s.f = r.f and s.after = r.after
           where r.n <= ${cap}
           order by 1, 2
          on conflict do nothing
          returning saved_search_id),
        over_cap as materialized (select f, after, total::int - ${cap} as more from ranked where n = 1 and total > ${cap}),
        more as (
          update saved_searches ss set unlisted_hits = ss.unlisted_hits + o.more
            from s join over_cap o on o.f = s.f and o.after = s.after
           where ss.id = s.id and s.id in (select saved_search_id from ins))
        select count(*)::int as n from ins`,
      )
      return rows[0]!.n
    },

    /** Never backwards: a slower concurrent run must not undo a faster one's progress. */
    async advance(ids: string[], to: Date): Promise<void> {
      if (ids.length === 0) return
      await db.execute(sql`
        update saved_searches set matched_until = greatest(matched_until, ${to})
         where id = any(${sql.param(ids)}::uuid[])`)
    },
  }
}
