import { addDays, type Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { getMeta, setMeta } from '../../core/db/meta.js'
import type { Versions } from '../../core/db/versions.js'
import { approxBytes } from '../../core/approx-bytes.js'
import { createTtlCache } from '../../core/ttl-cache.js'
import { bundledLexiconVersion } from '../reference/concepts.js'
import type { Logger } from '../../core/logger.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import type { ReferenceService } from '../reference/reference.service.js'
import { grantNotFound, unknownNaceCode } from './grants.errors.js'
import { filterSql, orderSql, type GrantFilter } from './grants.filters.js'
import { createGrantsRepository, type StoredGrant } from './grants.repository.js'
import type { FacetQuery, GrantListQuery, GrantResponse, GrantSearchQuery, GrantStats, SimpleSearchQuery } from './grants.schema.js'
import { createDownloads } from './grants.downloads.js'
import { derivedText } from './grant-concepts.js'
import { withChangeDetection } from './changes/change-detector.js'
import { createGrantSearch, substringSearch, type SearchOutcome } from './grants.search.js'
import { deadlineTimeZone, readTimeFields, type GrantStatus } from './grants.status.js'
import { GRANT_SOURCES, type GrantInsert, type GrantSource, type RecordType } from './grants.tables.js'
import type { GrantSearchEngine, Highlight } from './search/engine.js'

/** A grant as callers write it: what the service derives on each write is left out. */
export type GrantInput = Omit<GrantInsert,
  'nace_paths' | 'concepts' | 'text_config' | 'eligibility' | 'id' | 'search_vector' | 'topic_vector' | 'created_at' | 'updated_at'>

const SOURCE_INFO: Record<GrantSource, { name: string; url: string }> = {
  eu_portal: { name: 'EU Funding & Tenders Portal', url: 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/' },
  cordis: { name: 'CORDIS (EU research results)', url: 'https://cordis.europa.eu/' },
  cohesion: { name: 'EU cohesion policy programmes (Kohesio)', url: 'https://kohesio.ec.europa.eu/' },
  innovate_uk: { name: 'Innovate UK (Innovation Funding Service)', url: 'https://apply-for-innovation-funding.service.gov.uk/competition/search' },
}
const CACHE_TTL_MS = 60_000
// Stored concepts follow the lexicon file and these rules (grant-concepts.ts): bump on a rule change.
const CONCEPTS_RULES = 9
const CONCEPTS_META = 'grant_concepts_version'
const conceptsVersion = () => `${bundledLexiconVersion()}/${CONCEPTS_RULES}`
const RETAG_BATCH = 1_000
const WRITE_BATCH = 500

interface Deps {
  db: Db
  reference: Pick<ReferenceService, 'naceLineage'>
  clock: Clock
  log: Logger
  search: { engine: GrantSearchEngine | null; timeoutMs: number }
  publicUrl: string
  /** The catalogue's version, shared by every process (core/db/versions.ts). */
  versions: Versions
  /** Memory the caches below may hold in all (CACHE_MAX_MB's share): pages, searches, exports, embedded grants. */
  cacheBytes: number
  /** Tells followers of the grants an import changed in a way that matters (the announcer). */
  announceChanges?: () => Promise<unknown>
}

const list = <T extends string>(value: string | undefined, upper = false) =>
  value ? [...new Set(value.split(',').map((v) => (upper ? v.toUpperCase() : v)))] as T[] : undefined

export function createGrantsService ({ db, reference, clock, log, search, publicUrl, versions, cacheBytes, announceChanges }: Deps) {
  const repo = createGrantsRepository(db)
  const written: (() => Promise<void>)[] = []
  const searcher = createGrantSearch({ db, engine: search.engine, clock, log, timeoutMs: search.timeoutMs })
  // Totals of filtered lists, per filter, for a minute (dropped on every write): counting every
  // match is what makes a list slow, and the same filters come back again and again.
  const listTotals = createTtlCache<number>({ ttlMs: CACHE_TTL_MS, maxEntries: 1_000, clock })
  const statsCache = createTtlCache<GrantStats>({ ttlMs: CACHE_TTL_MS, maxEntries: 1, clock })
  // Engine answers per query, filters and page, likewise: popular searches repeat, and ranking
  // every match costs ~20 ms of database time at 50,000 grants. Fallback answers are not kept
  // (the engine may be back on the next request).
  const searches = createTtlCache<SearchOutcome>({
    ttlMs: CACHE_TTL_MS, maxEntries: 200, clock, bytesOf: approxBytes, maxBytes: cacheBytes * 0.3,
  })
  // List pages and similar grants the same way: the catalogue changes only when data is imported.
  const pages = createTtlCache<StoredGrant[]>({
    ttlMs: CACHE_TTL_MS, maxEntries: 500, clock, bytesOf: approxBytes, maxBytes: cacheBytes * 0.3,
  })
  // Grants embedded in other resources (matches, applications), per id: a page of matches
  // re-read twenty wide grant rows per request, the largest part of its database time.
  const embedded = createTtlCache<StoredGrant>({
    ttlMs: CACHE_TTL_MS, maxEntries: 5_000, clock, bytesOf: approxBytes, maxBytes: cacheBytes * 0.1,
  })
  // Every cache here is derived from the catalogue: a write by any process drops them all, seen
  // here within a second (core/db/versions.ts); `fresh()` is awaited before a cache is read.
  const fresh = () => versions.current('grants_version')
  versions.onChange('grants_version', () => {
    for (const cache of [statsCache, listTotals, searches, pages, embedded, downloads]) cache.clear()
  })

  function resolveFilter (q: FacetQuery): GrantFilter {
    const nace = q.nace_code ? reference.naceLineage(q.nace_code) : undefined
    if (nace === null) throw unknownNaceCode(q.nace_code!)
    return {
      countries: list(q.country, true), statuses: list<GrantStatus>(q.status), company_sizes: list(q.company_size),
      sources: list<GrantSource>(q.source), record_types: list<RecordType>(q.record_type),
      carbon_categories: list(q.carbon_category), nace, min_funding: q.min_funding, max_funding: q.max_funding, open_only: q.open_only,
    }
  }

  // What a response adds to the stored row: the clock's fields and the source's deadline zone.
  const readFields = (row: StoredGrant, now: Date) =>
    ({ ...readTimeFields(row, now), deadline_time_zone: row.record_type === 'programme' ? null : deadlineTimeZone(row.source) })
  // The stored row is the prototype and only the read-time fields are own properties: copying
  // ~45 fields per grant was a tenth of a cached list's CPU time. Rows may be shared by the caches,
  // so they are never written to.
  const toResponse = (row: StoredGrant, now: Date, highlight?: Highlight): GrantResponse =>
    Object.assign(Object.create(row) as StoredGrant, readFields(row, now), highlight ? { highlights: highlight } : {})
  const downloads = createDownloads({
    version: fresh, clock, repo, searcher, resolveFilter, toResponse, publicUrl, maxBytes: cacheBytes * 0.3,
  })
  const respond = (rows: StoredGrant[], highlights: Record<string, Highlight> = {}) => {
    const now = clock.now()
    return rows.map((r) => toResponse(r, now, highlights[r.id]))
  }
  // For other modules, which may copy or spread what they get: plain objects with own properties
  // (a spread of a prototype-backed response would silently lose every stored field).
  const plain = (rows: StoredGrant[]): GrantResponse[] => {
    const now = clock.now()
    return rows.map((r) => ({ ...r, ...readFields(r, now) }))
  }
  // Embedded grants: one response per stored row, reused while its read-time fields stay as they
  // are. A page of matches embeds twenty grants, and copying them per request was half of the
  // garbage that answer left. Shared by requests, so frozen.
  const embeddedResponses = new WeakMap<StoredGrant, GrantResponse>()
  const sharedResponse = (row: StoredGrant, now: Date): GrantResponse => {
    const fields = readFields(row, now)
    const last = embeddedResponses.get(row)
    if (last && last.status === fields.status && last.days_until_deadline === fields.days_until_deadline &&
      last.next_deadline?.getTime() === fields.next_deadline?.getTime()) return last
    const response = Object.freeze({ ...row, ...fields })
    embeddedResponses.set(row, response)
    return response
  }

  /**
   * Codes in canonical form with their ancestors, so the hierarchical filters are index look-ups;
   * the lexicon's concepts and the language's stemming, so search and matching read them.
   */
  function normalise (input: GrantInput): GrantInsert {
    const codes = (input.nace_codes ?? []).flatMap((c) => reference.naceLineage(c) ?? [])
    const nace = [...new Set(codes.map((c) => c.code))]
    return {
      ...input,
      countries: [...new Set((input.countries ?? []).map((c) => c.toUpperCase()))],
      nace_codes: nace,
      nace_paths: [...new Set(codes.flatMap((c) => c.lineage))],
      ...derivedText({ ...input, nace_codes: nace }),
    }
  }

  return {
    async list (q: GrantListQuery) {
      await fresh()
      const now = clock.now()
      const filter = resolveFilter(q)
      const where = filterSql(filter, now)
      const key = JSON.stringify(filter)
      const [rows, total] = await Promise.all([
        pages.get(`list ${key} ${q.sort_by} ${q.sort_order} ${q.page} ${q.page_size}`, () => repo.page(where, orderSql(q), { limit: q.page_size, offset: offsetOf(q) })),
        listTotals.get(key, () => repo.count(where)),
      ])
      return page(respond(rows), total, q)
    },

    facets: (q: FacetQuery) => { const now = clock.now(); return repo.facets(filterSql(resolveFilter(q), now), now) },

    async search (q: GrantSearchQuery) {
      const started = performance.now()
      await fresh()
      const request = {
        q: q.q, filter: resolveFilter(q), sort: { sort_by: q.sort_by, sort_order: q.sort_order }, limit: q.page_size, offset: offsetOf(q),
        understand: q.understand, correct: q.correct,
      }
      const found = await searches.get(JSON.stringify(request), () => searcher.search(request), (o) => o.used_search_engine)
      return {
        ...page(respond(found.rows, found.highlights), found.total, q),
        query: q.q,
        processing_time_ms: Math.round(performance.now() - started),
        facets: found.facets,
        used_search_engine: found.used_search_engine,
        corrected_query: found.corrected_query,
        suggestion: found.suggestion,
        understood: found.understood,
        relaxed: found.relaxed,
      }
    },

    /**
     * The older clients' search: the same engine (database full-text search, so it finds what
     * people mean, in any language we serve), among active grants unless a status is asked for;
     * the substring search it replaced answers when the engine finds nothing ("100%", a piece of
     * a word) or cannot answer.
     */
    async simpleSearch (q: SimpleSearchQuery) {
      await fresh()
      const filter = resolveFilter(q)
      const statuses = filter.statuses ?? ['active' as const]
      const request = { q: q.q, filter: { ...filter, statuses }, sort: {}, limit: q.page_size, offset: offsetOf(q) }
      let found = await searches.get(`simple ${JSON.stringify(request)}`, () => searcher.search(request), (o) => o.used_search_engine)
      if (found.total === 0) found = { ...found, ...await substringSearch(db, request, clock.now()) }
      return { ...page(respond(found.rows), found.total, q), query: q.q }
    },

    /** Cached for a minute (and dropped on every write): counting 200,000 rows per call is waste. */
    async stats (): Promise<GrantStats> {
      await fresh()
      return statsCache.get('stats', async () => {
        const { totals, ...groups } = await repo.stats(clock.now())
        return {
          total_grants: totals.total, active_grants: totals.active, closed_grants: totals.closed, upcoming_grants: totals.upcoming,
          open_calls: totals.open_calls,
          carbon_focused_grants: totals.carbon, ...groups,
        }
      })
    },

    async sources () {
      const rows = new Map((await repo.sources(clock.now())).map((r) => [r.source, r]))
      return GRANT_SOURCES.map((source) => {
        const row = rows.get(source)
        return {
          source, ...SOURCE_INFO[source], total_grants: row?.total ?? 0, active_grants: row?.active ?? 0,
          last_updated: row?.last_updated ? new Date(row.last_updated) : null,
        }
      })
    },

    async deadlines ({ days, limit }: { days: number; limit: number }) {
      const now = clock.now()
      return respond(await repo.withDeadlinesBetween(now, addDays(now, days), limit))
    },

    /** CSV of the filtered, sorted list (or, with `q`, of the search's answer); see grants.downloads.ts. */
    exportCsv: downloads.csv,
    calendar: downloads.calendar,

    async get (id: string): Promise<GrantResponse> {
      const row = await repo.findById(id)
      if (!row) throw grantNotFound(`No grant with id ${id}`)
      return toResponse(row, clock.now())
    },

    async similar (id: string, limit: number) {
      await fresh()
      const source = await repo.findById(id)
      if (!source) throw grantNotFound(`No grant with id ${id}`)
      return respond(await pages.get(`similar ${id} ${limit} ${source.updated_at.getTime()}`, () => repo.similar(source, clock.now(), limit)))
    },

    /**
     * Idempotent bulk write (upsert on source + external_id), then the search dictionary; a caller
     * writing many batches passes `refresh: false` and calls refreshSearch() once at the end. A
     * rewritten grant gets its change record in the same transaction; followers are told after.
     */
    async importGrants (inputs: GrantInput[], { refresh = true } = {}): Promise<{ inserted: number; updated: number }> {
      const totals = { inserted: 0, updated: 0, meaningful: 0 }
      await db.transaction(async (tx) => {
        for (let i = 0; i < inputs.length; i += WRITE_BATCH) {
          const rows = inputs.slice(i, i + WRITE_BATCH).map(normalise)
          const { result, meaningful } = await withChangeDetection(tx, rows, { now: clock.now(), byHash: false },
            () => createGrantsRepository(tx).upsertMany(rows))
          totals.inserted += result.inserted
          totals.updated += result.updated
          totals.meaningful += meaningful
        }
      })
      await this.changed({ refresh })
      if (totals.meaningful > 0) await announceChanges?.().catch((err: unknown) => log.error({ err }, 'announcing grant changes failed'))
      return { inserted: totals.inserted, updated: totals.updated }
    },

    /** Stored grants as API responses (read-time fields by the clock). */
    present: (rows: StoredGrant[]) => plain(rows),

    /** Rows that reference a grant (matches, applications), each with its grant as the API shows it (frozen), in order. */
    async embed<R extends { grant_id: string }> (rows: R[]): Promise<(R & { grant: GrantResponse })[]> {
      await fresh()
      const ids = [...new Set(rows.map((r) => r.grant_id))]
      const cached = ids.flatMap((id) => embedded.peek(id) ?? [])
      const kept = await Promise.all(cached)
      const keptIds = new Set(kept.map((g) => g.id))
      const loaded = await repo.findByIds(ids.filter((id) => !keptIds.has(id)))
      for (const grant of loaded) void embedded.get(grant.id, () => Promise.resolve(grant))
      const now = clock.now()
      const byId = new Map([...kept, ...loaded].map((g) => [g.id, sharedResponse(g, now)]))
      return rows.map((row) => ({ ...row, grant: byId.get(row.grant_id)! }))
    },

    /** Drops expired cache entries (on a timer: memory returns to idle when traffic stops). */
    sweepCaches (): void {
      for (const cache of [statsCache, listTotals, searches, pages, embedded]) cache.sweep()
      downloads.sweep()
    },

    /** Bytes the caches hold, roughly (for the memory figures). */
    get cachedBytes (): number {
      return [searches, pages, embedded].reduce((n, c) => n + c.bytes, downloads.bytes)
    },

    /** Calls `listener` whenever the catalogue changed (other modules' caches of grant-derived results). */
    onChange (listener: () => void): void { versions.onChange('grants_version', listener) },

    /** A grant input as stored: upper-case countries, known NACE codes with their lineage. */
    toRow: normalise,

    /**
     * After writes (here or by ingestion): the next catalogue version, which drops every cache
     * derived from the catalogue, here at once and in other processes within a second; then a
     * fresh search dictionary.
     */
    async changed ({ refresh = true } = {}): Promise<void> {
      await versions.bump('grants_version')
      if (refresh) await this.refreshSearch()
      for (const listener of written) await listener()
    },

    /**
     * Calls `listener` in this process after each write of the catalogue here (an import, an
     * ingestion run), once the writes are committed: saved searches are held against new grants.
     */
    afterWrites (listener: () => Promise<void>): void { written.push(listener) },

    /**
     * After start-up, in the background: grants tagged by another version of the lexicon (or
     * before it existed) get their concepts, stemming language and eligibility again, in batches;
     * a no-op when the version matches. A stop ends it between batches (the next start resumes).
     */
    async ensureConcepts (signal?: AbortSignal): Promise<number> {
      const version = conceptsVersion()
      if (await getMeta(db, CONCEPTS_META) === version) return 0
      let changed = 0
      for (let after = ''; ;) {
        if (signal?.aborted) return changed
        const rows = await repo.conceptSources(after, RETAG_BATCH)
        if (rows.length === 0) break
        changed += await repo.setConcepts(rows.map((r) => ({ id: r.id, ...derivedText(r) })))
        after = rows.at(-1)!.id
      }
      await setMeta(db, CONCEPTS_META, version)
      if (changed > 0) await this.changed()
      return changed
    },

    /**
     * At start-up, before anything writes: an empty catalogue is current by definition (every
     * grant written from now on is read with this lexicon), so a new database never re-reads the
     * grants it is about to be filled with.
     */
    async stampConceptsIfEmpty (): Promise<void> {
      if (await repo.isEmpty()) await setMeta(db, CONCEPTS_META, conceptsVersion())
    },

    /** At start-up: build the search dictionary if grants exist without one (e.g. after an upgrade). */
    async ensureSearchDictionary (): Promise<void> {
      if (search.engine && await repo.needsDictionary()) await this.refreshSearch()   // SEARCH_ENGINE=none keeps none
    },

    /** After bulk writes: fresh planner statistics (the GIN filters are misjudged without) and dictionary. */
    async refreshSearch (): Promise<void> {
      await repo.analyze()
      await search.engine?.refresh().catch((err: unknown) => log.warn({ err }, 'search dictionary refresh failed'))
    },
  }
}
export type GrantsService = ReturnType<typeof createGrantsService>
