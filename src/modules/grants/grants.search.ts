import { sql } from 'drizzle-orm'
import type { Clock } from '../../core/clock.js'
import type { DbOrTx } from '../../core/db/client.js'
import { containsPattern } from '../../core/db/like.js'
import type { Logger } from '../../core/logger.js'
import { filterSql, orderSql, type GrantFilter, type GrantSort } from './grants.filters.js'
import { createGrantsRepository, type StoredGrant } from './grants.repository.js'
import type { Facets } from './grants.schema.js'
import type { GrantSearchEngine, Highlight } from './search/engine.js'
import type { Understood } from './search/query-plan.js'

// Search with the spec's fallback: the engine first; the database when the engine is disabled,
// unreachable, failing or slower than SEARCH_TIMEOUT_MS.

export interface SearchOutcome {
  rows: StoredGrant[]
  total: number
  facets: Facets | null
  highlights: Record<string, Highlight>
  used_search_engine: boolean
  corrected_query: string | null
  suggestion: string | null
  understood: Understood[]
  relaxed: boolean
}

interface Request {
  q: string; filter: GrantFilter; sort: GrantSort; limit: number; offset: number
  understand?: boolean; correct?: boolean
}

class SearchTimeout extends Error {}

function within<T> (promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new SearchTimeout(`no answer within ${ms} ms`)), ms) })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The database search: a case-insensitive substring of title or description. Without a status
 * filter only active grants (the fallback serves people looking for something to apply to).
 */
export async function substringSearch (db: DbOrTx, { q, filter, sort, limit, offset }: Request, now: Date) {
  const pattern = containsPattern(q)
  const statuses = filter.statuses ?? ['active']
  const where = sql`(grants.title ilike ${pattern} escape '\\' or grants.description ilike ${pattern} escape '\\') and ${filterSql({ ...filter, statuses }, now)}`
  return createGrantsRepository(db).list(where, orderSql(sort), { limit, offset })
}

export function createGrantSearch ({ db, engine, clock, log, timeoutMs }: { db: DbOrTx; engine: GrantSearchEngine | null; clock: Clock; log: Logger; timeoutMs: number }) {
  const repo = createGrantsRepository(db)
  return {
    async search (request: Request): Promise<SearchOutcome> {
      const now = clock.now()
      if (engine) {
        try {
          const found = await within(engine.search({ ...request, now }, { timeoutMs }), timeoutMs)
          return { ...found, rows: await repo.findByIds(found.ids), used_search_engine: true }
        } catch (err) {
          log.warn({ err, engine: engine.name }, 'search engine failed; answering from the database')
        }
      }
      const { rows, total } = await substringSearch(db, request, now)
      return {
        rows, total, facets: null, highlights: {}, used_search_engine: false,
        corrected_query: null, suggestion: null, understood: [], relaxed: false,
      }
    },
  }
}
