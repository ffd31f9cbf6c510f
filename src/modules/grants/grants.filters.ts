import { and, sql, type SQL } from 'drizzle-orm'
import { statusCondition, type GrantStatus } from './grants.status.js'
import type { GrantSource, RecordType } from './grants.tables.js'

// Filters, already validated and resolved by the service, as SQL over the grants table. The one
// definition serves the list, the search engine, the fallback, facets and exports alike.

export interface GrantFilter {
  countries?: string[]
  nace?: { code: string; lineage: string[] }   // lineage: the code and its ancestors
  min_funding?: number
  max_funding?: number
  statuses?: GrantStatus[]
  company_sizes?: string[]
  /** Open to one of these sizes, or not stating sizes (read from a query's "SME": unknown is not "no"). */
  open_to_sizes?: string[]
  sources?: GrantSource[]
  record_types?: RecordType[]
  carbon_categories?: string[]
  open_only?: boolean
}

export type SortBy = 'deadline' | 'funding_amount' | 'created_at'
export interface GrantSort { sort_by?: SortBy; sort_order?: 'asc' | 'desc' }

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

const statusFilter = (statuses: GrantStatus[], now: Date) =>
  sql`(${sql.join(statuses.map((s) => statusCondition[s](now)), sql` or `)})`

export function filterSql (f: GrantFilter, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    // A grant with an empty list has not stated it and does not match a filter (decisions.md).
    f.countries && sql`grants.countries && ${textArray(f.countries)}`,
    f.company_sizes && sql`grants.company_sizes && ${textArray(f.company_sizes)}`,
    f.open_to_sizes && sql`(grants.company_sizes && ${textArray(f.open_to_sizes)} or grants.company_sizes = '{}')`,
    f.sources && sql`grants.source = any(${textArray(f.sources)})`,
    f.record_types && sql`grants.record_type = any(${textArray(f.record_types)})`,
    f.carbon_categories && sql`grants.carbon_categories && ${textArray(f.carbon_categories)}`,
    f.statuses && statusFilter(f.statuses, now),
    // Hierarchical both ways: tagged with the code or below it, or with one of its ancestors.
    f.nace && sql`(grants.nace_paths @> ${textArray([f.nace.code])} or grants.nace_codes && ${textArray(f.nace.lineage)})`,
    f.min_funding !== undefined && sql`grants.funding_amount_max >= ${f.min_funding}`,
    f.max_funding !== undefined && sql`coalesce(grants.funding_amount_min, grants.funding_amount_max) <= ${f.max_funding}`,
    f.open_only && sql`(grants.deadline > ${now} and grants.record_type = 'call')`,
  ].map((c) => c || undefined)
  return and(...conditions) ?? sql`true`
}

const SORT_COLUMN: Record<SortBy, string> = { deadline: 'deadline', funding_amount: 'funding_amount_max', created_at: 'created_at' }

/**
 * Missing values last in either direction; the id keeps pages stable. `alias` names the relation
 * whose columns are sorted (the grants table, or a CTE of matches carrying the same columns).
 */
export function orderSql ({ sort_by, sort_order = 'asc' }: GrantSort, fallback?: SQL, alias = 'grants'): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`)
  if (!sort_by) return sql`${fallback ?? sql`${column('created_at')} desc`}, ${column('id')}`
  // Ascending deadlines in the form of the expression index (no deadline = last).
  if (sort_by === 'deadline' && sort_order === 'asc') return sql`coalesce(${column('deadline')}, 'infinity'::timestamptz), ${column('id')}`
  const direction = sort_order === 'desc' ? sql`desc` : sql`asc`
  return sql`${column(SORT_COLUMN[sort_by])} ${direction} nulls last, ${column('id')}`
}
