import type { Schemas } from '../../api/client'
import { apiFilters, type GrantSearch, type GrantSearchInput } from '../grants/search-schema'

// A saved search's query is what GET /grants/search accepts (lists comma-separated); the search
// page's URL holds the same things, so one converts to the other both ways. The page and its size
// are not part of a saved search.

export type SavedQuery = Schemas['SavedSearch']['query']
export type Frequency = Schemas['SavedSearch']['frequency']
export const FREQUENCIES: readonly Frequency[] = ['immediately', 'daily', 'weekly', 'off']

const drop = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** The URL's search as a saved query, or null without words (the API needs `q`). */
export function toSavedQuery(s: GrantSearch): SavedQuery | null {
  const q = s.q?.trim()
  if (!q) return null
  return drop({
    q,
    ...apiFilters(s),
    sort_by: s.sort_by,
    sort_order: s.sort_by ? (s.sort_order ?? 'asc') : undefined,
    understand: s.understand,
    correct: s.correct,
  })
}

/** A saved query as the search page's URL state (the route's schema splits the comma lists). */
export function toSearch(query: SavedQuery): GrantSearchInput {
  const { page: _page, page_size: _size, open_only: open, ...rest } = query
  return drop({ ...rest, open_only: open || undefined })
}

/** How many filters a saved query applies beyond its words (each listed value counts). */
export function filterCount(query: SavedQuery): number {
  const lists = [
    query.country,
    query.source,
    query.status,
    query.company_size,
    query.record_type,
    query.carbon_category,
  ]
  return (
    lists.reduce((n, v) => n + (v ? v.split(',').filter(Boolean).length : 0), 0) +
    (query.nace_code ? 1 : 0) +
    (query.min_funding !== undefined ? 1 : 0) +
    (query.max_funding !== undefined ? 1 : 0) +
    (query.open_only ? 1 : 0)
  )
}
