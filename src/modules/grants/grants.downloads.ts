import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { addDays, type Clock } from '../../core/clock.js'
import { createBodyCache } from '../../core/body-cache.js'
import { deadlinesCalendar, grantsCsv } from './grants.export.js'
import { filterSql, orderSql, type GrantFilter } from './grants.filters.js'
import type { GrantsRepository, StoredGrant } from './grants.repository.js'
import type { CalendarQuery, ExportQuery, FacetQuery, GrantResponse } from './grants.schema.js'
import type { createGrantSearch } from './grants.search.js'

// The catalogue's downloads (CSV export, deadlines calendar) are the most expensive public
// answers: up to 10,000 rows, or every cut-off of a year. They are kept whole, by query and
// catalogue version, for a minute; calendar apps poll the same feed again and again, and get a
// 304 while nothing could have changed. The ETag names the catalogue version (bumped by any
// process's write), the hour (cut-offs pass and statuses change with time) and the query.

export interface Download {
  etag: string
  /** null: the client holds this version already (its If-None-Match names the ETag). */
  body: Buffer | Readable | null
}

const TTL_MS = 60_000
const HOUR_MS = 3_600_000
const EXPORT_BATCH = 1_000
const CALENDAR_LIMIT = 1_000

interface Deps {
  /** The catalogue's current version (core/db/versions.ts). */
  version: () => Promise<string>
  clock: Clock
  repo: GrantsRepository
  searcher: ReturnType<typeof createGrantSearch>
  resolveFilter: (q: FacetQuery) => GrantFilter
  toResponse: (row: StoredGrant, now: Date) => GrantResponse
  publicUrl: string
  /** Bytes of bodies kept. */
  maxBytes: number
}

export function createDownloads (
  { version: catalogueVersion, clock, repo, searcher, resolveFilter, toResponse, publicUrl, maxBytes }: Deps,
) {
  const bodies = createBodyCache({ maxBytes, ttlMs: TTL_MS, now: () => clock.now().getTime() })

  /**
   * The filtered, sorted list (or, with `q`, the search's answer), read in batches. The first is
   * read before anything is sent, so a busy database still answers 503, not a broken 200.
   */
  async function csv (q: ExportQuery): Promise<Readable> {
    const now = clock.now()
    const filter = resolveFilter(q)
    const where = filterSql(filter, now)
    const batchOf = q.q
      ? async (limit: number, offset: number) => (await searcher.search({
        q: q.q!, filter, sort: q, limit, offset, understand: q.understand, correct: q.correct,
      })).rows
      : (limit: number, offset: number) => repo.page(where, orderSql(q), { limit, offset })
    const first = await batchOf(Math.min(EXPORT_BATCH, q.limit), 0)
    async function * rows () {
      let batch = first
      for (let offset = 0; ; batch = await batchOf(Math.min(EXPORT_BATCH, q.limit - offset), offset)) {
        yield * batch.map((r) => toResponse(r, now))
        offset += batch.length
        if (batch.length < EXPORT_BATCH || offset >= q.limit) return
      }
    }
    return grantsCsv(rows())
  }

  async function calendar (q: CalendarQuery): Promise<string> {
    const now = clock.now()
    const until = addDays(now, q.days)
    const filter = resolveFilter(q)
    // The same "next cut-off in the window" rule as /grants/deadlines, under the list's filters
    // and, with `q`, among the search's best CALENDAR_LIMIT answers.
    let where = filterSql({ ...filter, statuses: filter.statuses ?? ['active', 'upcoming'] }, now)
    if (q.q) {
      const found = await searcher.search({
        q: q.q, filter, sort: {}, limit: CALENDAR_LIMIT, offset: 0, understand: q.understand, correct: q.correct,
      })
      where = sql`${where} and grants.id = any(${sql.param(found.rows.map((r) => r.id))}::uuid[])`
    }
    const rows = await repo.withDeadlinesBetween(now, until, CALENDAR_LIMIT, where)
    return deadlinesCalendar(rows.map((r) => toResponse(r, now)), { now, until, publicUrl })
  }

  async function download (
    kind: string, query: object, ifNoneMatch: string | undefined, produce: () => Promise<Readable | string>,
  ): Promise<Download> {
    const version = await catalogueVersion()
    const hour = Math.floor(clock.now().getTime() / HOUR_MS)
    const asked = createHash('sha256').update(`${kind}\n${canonicalJson(query)}`).digest('base64url').slice(0, 22)
    const etag = `W/"${version}.${hour}.${asked}"`
    if (notModified(ifNoneMatch, etag)) return { etag, body: null }
    const kept = bodies.get(etag)
    if (kept) return { etag, body: kept }
    const made = await produce()
    if (typeof made === 'string') {
      const body = Buffer.from(made)
      bodies.set(etag, body)
      return { etag, body }
    }
    return { etag, body: bodies.keep(etag, made) }
  }
  return {
    /** CSV of up to 10,000 rows: streamed while it is made, kept whole when it fits. */
    csv: (q: ExportQuery, ifNoneMatch?: string) => download('csv', q, ifNoneMatch, () => csv(q)),
    calendar: (q: CalendarQuery, ifNoneMatch?: string) => download('ics', q, ifNoneMatch, () => calendar(q)),
    /** Bytes held (for the memory figures). */
    get bytes () { return bodies.bytes },
    clear: () => bodies.clear(),
    sweep: () => bodies.sweep(),
  }
}

/** JSON with object keys sorted, so the same query in any parameter order is one key. */
function canonicalJson (value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
    : v)
}

/** True when the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function notModified (ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
