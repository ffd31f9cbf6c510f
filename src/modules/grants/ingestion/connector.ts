import type { Logger } from '../../../core/logger.js'
import type { GrantSource } from '../grants.tables.js'
import type { GrantInput } from '../grants.service.js'
import type { FundedProjectInsert } from './ingestion.tables.js'

// The one interface every source connector implements: read the source's public formats (a file,
// a directory of files, or the live endpoint page by page), parse, and normalise each record to a
// grant draft or a funded project. The ingestion service does the rest (classification and
// eligibility enrichment, date shifting for sample files, upsert on (source, external_id),
// bookkeeping), so a connector never touches the database.

/** A grant as a connector hands it over; the pipeline sets source, sample flag and carbon fields. */
export type GrantDraft = Omit<GrantInput, 'source' | 'is_synthetic' | 'is_sample' | 'content_hash' | 'withdrawn_at' | 'provenance'> & {
  /** Programme name or code as the source states it (the classifier and eligibility rules read it). */
  programme?: string | null
  /** Source keywords/tags beyond `thematic_areas` that the classifier should read. */
  keywords?: string[]
  /** Fields the connector itself derived by a rule, with the rule (`company_sizes: "Who can apply: SME"`). */
  provenance?: Record<string, string>
}

/** A funded project kept as evidence; `grant_external_id` names the aggregate grant it belongs to. */
export type ProjectDraft = Omit<FundedProjectInsert, 'id' | 'source' | 'is_sample' | 'content_hash' | 'created_at' | 'updated_at'>

export type ConnectorItem =
  /** A call read from the source (`derived: false`) or a grant-level record aggregated from projects. */
  | { kind: 'grant'; grant: GrantDraft; derived?: boolean }
  | { kind: 'project'; project: ProjectDraft }
  /**
   * A source record that could not be used (misaligned row, no identifier...): reported, never
   * imported. `truncated`: the input broke off here, so what follows is missing and the run is no
   * full listing (nothing absent from it may be closed).
   */
  | { kind: 'skip'; reference: string; reason: string; truncated?: true }

/** A source answered with an error status. 4xx other than 408 and 429 will not change on a retry. */
export class HttpStatusError extends Error {
  constructor (readonly status: number, message: string) { super(message) }
  get retryable (): boolean { return this.status >= 500 || this.status === 408 || this.status === 429 }
}

export interface ConnectorContext {
  /** The HTTP client for live reads (tests pass a fake serving fixture files). */
  fetch: typeof fetch
  /** Retries a network call with exponential backoff and jitter; the last error is rethrown. */
  retry: <T>(what: string, call: () => Promise<T>) => Promise<T>
  /** Only records changed or published on/after this date (when the source can tell). */
  since: Date | null
  log: Logger
}

export interface GrantSourceConnector {
  source: GrantSource
  /** Reads one file or every file of a directory in the source's formats. */
  readFiles (path: string, ctx: ConnectorContext): AsyncIterable<ConnectorItem>
  /** Reads the live public endpoint (paged). */
  readLive (ctx: ConnectorContext): AsyncIterable<ConnectorItem>
}
