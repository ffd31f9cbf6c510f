import type { GrantFilter, GrantSort } from '../grants.filters.js'
import type { Facets } from '../grants.schema.js'

// The search engine port. Small on purpose: a Meilisearch or OpenSearch adapter needs only to
// answer `search` with ids in order, the total and the facet counts under the same filters.

export interface EngineRequest {
  q: string
  filter: GrantFilter
  sort: GrantSort
  limit: number
  offset: number
  now: Date
}

export interface Highlight { title: string; summary: string }

export interface EngineResult {
  ids: string[]
  total: number
  facets: Facets
  highlights: Record<string, Highlight>
  corrected_query: string | null   // the query actually run, when misspelled words were replaced
  suggestion: string | null        // did-you-mean, when nothing matched
}

export interface GrantSearchEngine {
  readonly name: string
  /** Must give up within `timeoutMs` where the backend allows cancelling; the caller races it too. */
  search(request: EngineRequest, options: { timeoutMs: number }): Promise<EngineResult>
  /** Rebuilds derived data (the spelling dictionary) after bulk writes. */
  refresh(): Promise<void>
  close(): Promise<void>
}
