import type { QueryClient } from '@tanstack/react-query'
import { $api } from '../../api/client'
import { apiFilters, type GrantSearch } from './search-schema'

// The requests behind one search state: with a keyword the faceted search answers (counts,
// highlights, did-you-mean); without one the plain list and /grants/facets give the same counts.
// The page reads them with useQuery; a facet click prefetches the next state's before the router
// has re-rendered, so the request is in flight while React works (see docs/benchmarks.md).

export function searchQueries (search: GrantSearch) {
  const q = search.q?.trim() || undefined
  const filters = apiFilters(search)
  const sort = { sort_by: search.sort_by, sort_order: search.sort_by ? search.sort_order ?? 'asc' : undefined }
  const paging = { page: search.page, page_size: search.page_size }
  return {
    q,
    found: $api.queryOptions('get', '/api/v1/grants/search', { params: { query: { q: q ?? '', ...filters, ...sort, ...paging } } }),
    list: $api.queryOptions('get', '/api/v1/grants', { params: { query: { ...filters, ...sort, ...paging } } }),
    facets: $api.queryOptions('get', '/api/v1/grants/facets', { params: { query: filters } }),
  }
}

/** Starts the requests of a search state the page is about to show. */
export function prefetchSearch (client: QueryClient, search: GrantSearch): void {
  const next = searchQueries(search)
  if (next.q) {
    void client.prefetchQuery(next.found)
  } else {
    void client.prefetchQuery(next.list)
    void client.prefetchQuery(next.facets)
  }
}
