import { useQueries, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { $api, type Schemas } from '../../api/client'
import { apiFilters, type GrantSearch } from './search-schema'

// The requests behind one search state: with a keyword the faceted search answers (counts,
// highlights, did-you-mean); without one the plain list and /grants/facets give the same counts.
// The page reads them with useQuery; a facet click prefetches the next state's before the router
// has re-rendered, so the request is in flight while React works (see docs/benchmarks.md).

type Facets = Schemas['GrantFacets']

// The API counts every facet under all the filters, its own included. A grant has exactly one
// status, record type and source, so once "Open" is ticked every other status counts 0 and would
// vanish from the panel: nobody could tick "Open" and "Upcoming" together. For these groups, while
// one of their values is ticked, the counts come from the same search without the group's filter.
export const OWN_COUNT_GROUPS = ['status', 'record_type', 'source'] as const
type OwnCountGroup = typeof OWN_COUNT_GROUPS[number]

export function searchQueries (search: GrantSearch) {
  const q = search.q?.trim() || undefined
  const filters = apiFilters(search)
  const sort = { sort_by: search.sort_by, sort_order: search.sort_by ? search.sort_order ?? 'asc' : undefined }
  const paging = { page: search.page, page_size: search.page_size }
  const words = { understand: search.understand, correct: search.correct }
  const rest = (group: OwnCountGroup) => ({ ...filters, [group]: undefined })
  return {
    q,
    found: $api.queryOptions('get', '/api/v1/grants/search', {
      params: { query: { q: q ?? '', ...filters, ...sort, ...paging, ...words } },
    }),
    list: $api.queryOptions('get', '/api/v1/grants', { params: { query: { ...filters, ...sort, ...paging } } }),
    facets: $api.queryOptions('get', '/api/v1/grants/facets', { params: { query: filters } }),
    /** The groups with a ticked value (their own counts are asked for separately). */
    own: OWN_COUNT_GROUPS.filter((g) => search[g].length > 0),
    // A group's counts without its own filter, asked for as the search itself would be on page 1:
    // ticking a first or further value of a group then finds them in the cache (the search before
    // the tick), and no extra request is made. With a keyword …
    ownFound: (group: OwnCountGroup) => $api.queryOptions('get', '/api/v1/grants/search', {
      params: { query: { q: q ?? '', ...rest(group), ...sort, page_size: search.page_size, ...words } },
    }),
    /** … and without one. */
    ownFacets: (group: OwnCountGroup) => $api.queryOptions('get', '/api/v1/grants/facets', { params: { query: rest(group) } }),
  }
}

/** Starts the requests of a search state the page is about to show. */
export function prefetchSearch (client: QueryClient, search: GrantSearch): void {
  const next = searchQueries(search)
  if (next.q) {
    void client.prefetchQuery(next.found)
    for (const group of next.own) void client.prefetchQuery(next.ownFound(group))
  } else {
    void client.prefetchQuery(next.list)
    void client.prefetchQuery(next.facets)
    for (const group of next.own) void client.prefetchQuery(next.ownFacets(group))
  }
}

/**
 * The facet counts the panel shows: the search's own, with each group that has a ticked value
 * counted without its own filter (OWN_COUNT_GROUPS). Until those arrive the search's counts stand
 * in (ticked values stay visible either way). No counts (the fallback search): none asked for.
 */
export function usePanelFacets (search: GrantSearch, facets: Facets | null | undefined): Facets | null | undefined {
  const next = searchQueries(search)
  const groups = facets ? next.own : []
  const found = useQueries({
    queries: next.q
      ? groups.map((g) => ({ ...next.ownFound(g), select: (d: Schemas['GrantFacetedSearchResponse']) => d.facets }))
      : [],
  })
  const listed = useQueries({ queries: next.q ? [] : groups.map((g) => next.ownFacets(g)) })
  const counts = (group: OwnCountGroup) => {
    const i = groups.indexOf(group)
    return i < 0 ? undefined : (next.q ? found[i]?.data : listed[i]?.data)?.[group]
  }
  const status = counts('status')
  const recordType = counts('record_type')
  const source = counts('source')
  // Memoised on the count objects (kept by the query cache), so the memoised facet groups see
  // the same props between renders.
  return useMemo(() => facets && {
    ...facets,
    status: status ?? facets.status,
    record_type: recordType ?? facets.record_type,
    source: source ?? facets.source,
  }, [facets, status, recordType, source])
}
