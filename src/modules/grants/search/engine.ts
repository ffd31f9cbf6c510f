import type { GrantFilter, GrantSort } from '../grants.filters.js'
import type { Facets } from '../grants.schema.js'
import type { Applicant } from './index-candidates.js'
import type { Understood } from './query-plan.js'

// The search engine port. Small on purpose: a Meilisearch or OpenSearch adapter needs only to
// answer `search` with ids in order, the total and the facet counts under the same filters.

export interface EngineRequest {
  q: string
  filter: GrantFilter
  sort: GrantSort
  limit: number
  offset: number
  now: Date
  /** false: every word is searched as typed (no country or size read from the words). */
  understand?: boolean
  /** false: never replace a misspelt word (offer it as `suggestion` only). */
  correct?: boolean
}

export interface Highlight { title: string; summary: string }

export interface EngineResult {
  ids: string[]
  total: number
  facets: Facets
  highlights: Record<string, Highlight>
  corrected_query: string | null   // the query actually run, when misspelled words were replaced
  suggestion: string | null        // did-you-mean, when the query as typed covered nothing in full
  understood: Understood[]         // filters read from the words (a country, "SME")
  relaxed: boolean                 // no grant covers the whole query: these cover part of it
}

/** Grant ids a caller orders again in SQL; `complete`: every grant that qualifies is among them. */
export interface RankedIds { ids: string[]; complete: boolean }

export interface GrantSearchEngine {
  readonly name: string
  /** Must give up within `timeoutMs` where the backend allows cancelling; the caller races it too. */
  search(request: EngineRequest, options: { timeoutMs: number }): Promise<EngineResult>
  /** Rebuilds derived data (the spelling dictionary) after bulk writes. */
  refresh(): Promise<void>
  /**
   * Grants whose title, summary or areas hold any of `words` (English stemming) and that the
   * applicant may apply for, best ts_rank first: at least `count` and all tied with the last
   * (matching's text candidates); null when the engine cannot say quickly (no index yet).
   */
  topicRanked?(words: string[], count: number, applicant?: Applicant): Promise<RankedIds | null>
  /**
   * Grants under any of the NACE paths that the applicant may apply for, soonest deadline first:
   * at least `count`, and all sharing the last one's deadline; null as above.
   */
  soonestInSectors?(nacePaths: string[], count: number, applicant: Applicant): Promise<RankedIds | null>
  /**
   * Grants naming any of the lexicon's `concepts` that the applicant may apply for, most of them
   * first, then soonest deadline: at least `count`, and all tied with the last; null as above.
   */
  sharingConcepts?(concepts: string[], count: number, applicant: Applicant): Promise<RankedIds | null>
  /** Builds what searches need before the first one comes (start-up, in the background); the grants it holds. */
  warm?(): Promise<number>
  close(): Promise<void>
}
