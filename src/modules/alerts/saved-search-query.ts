import type { GrantFilter } from '../grants/grants.filters.js'
import type { GrantStatus } from '../grants/grants.status.js'
import type { GrantSource, RecordType } from '../grants/grants.tables.js'
import { planQuery, type Group, type QueryPlan } from '../grants/search/query-plan.js'
import { SavedQuery } from './saved-searches.schema.js'

// What a saved search's query asks of a new grant (pure): the words as the search engine plans
// them (query-plan.ts) and the filters as the grants list resolves them, with what the words
// named (a country, "SME") applied as the engine applies it. Sort, page and spelling do not
// change which grants match, so they are not part of the key that groups identical searches.

export interface SearchCriteria {
  /** Identical criteria are evaluated once for all the searches that share them. */
  key: string
  groups: Group[]
  excluded: string[]
  filter: GrantFilter
  /** No words and no filter read from them: the search engine answers nothing, and so does the matcher. */
  empty: boolean
}

const list = <T extends string>(value: string | undefined, upper = false) =>
  value ? [...new Set(value.split(',').map((v) => (upper ? v.toUpperCase() : v)))].sort() as T[] : undefined

type NaceLineage = (code: string) => { code: string; lineage: string[] } | null

/** The grants list's filter resolution (grants.service.ts), for a stored query; an unknown NACE code matches nothing. */
export function filterOf (q: SavedQuery, naceLineage: NaceLineage): GrantFilter | null {
  const nace = q.nace_code ? naceLineage(q.nace_code) : undefined
  if (nace === null) return null
  return {
    countries: list(q.country, true), statuses: list<GrantStatus>(q.status), company_sizes: list(q.company_size),
    sources: list<GrantSource>(q.source), record_types: list<RecordType>(q.record_type),
    carbon_categories: list(q.carbon_category), nace, min_funding: q.min_funding, max_funding: q.max_funding, open_only: q.open_only,
  }
}

/** As the engine does (postgres-engine.ts): a filter the words named applies unless the query sets that filter itself. */
function withUnderstood (filter: GrantFilter, plan: QueryPlan): GrantFilter {
  const out = { ...filter }
  for (const u of plan.understood) {
    if (u.field === 'country' && !filter.countries) out.countries = [...u.value].sort()
    if (u.field === 'company_size' && !filter.company_sizes) out.open_to_sizes = [...u.value].sort()
  }
  return out
}

export function criteriaOf (q: SavedQuery, naceLineage: NaceLineage): SearchCriteria | null {
  const base = filterOf(q, naceLineage)
  if (!base) return null
  const plan = planQuery(q.q, { understand: q.understand !== false })
  const filter = withUnderstood(base, plan)
  const groups = plan.groups.map((g) => ({ ...g, weight: 1 }))
  const key = JSON.stringify([groups.map((g) => [g.kind, g.texts, g.concepts]), plan.excluded, filter])
  return { key, groups, excluded: plan.excluded, filter, empty: groups.length === 0 && plan.understood.length === 0 }
}

/** The key of the words alone: searches with the same words and other filters share one text match. */
export const wordsKey = (c: SearchCriteria) => JSON.stringify([c.groups.map((g) => [g.kind, g.texts, g.concepts]), c.excluded])

// The web app's search page reads its state from these parameters (web/src/app/url-state.ts:
// flat, lists comma-joined with the commas as they are).
// The page number is left out: the link opens the first page. Parameters in the schema's order
// (the database keeps JSON keys in an order of its own).
const PARAMETERS = Object.keys(SavedQuery.properties).filter((key) => key !== 'page')

/** The search in the web app: `${publicUrl}/grants?q=…&country=DE,AT…`. */
export function appUrlOf (publicUrl: string, q: SavedQuery): string {
  const values = q as Record<string, unknown>
  const parts = PARAMETERS
    .filter((key) => values[key] !== undefined && values[key] !== null && values[key] !== '')
    .map((key) => `${key}=${String(values[key]).split(',').map(encodeURIComponent).join(',')}`)
  return `${publicUrl}/grants${parts.length ? `?${parts.join('&')}` : ''}`
}
