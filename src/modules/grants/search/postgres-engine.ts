import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database, type DbOrTx } from '../../../core/db/client.js'
import { filterSql } from '../grants.filters.js'
import { createGrantsRepository } from '../grants.repository.js'
import type { EngineRequest, EngineResult, GrantSearchEngine, Highlight } from './engine.js'
import { checkWords, nearWords, queryWords, rebuildDictionary, replaceWords } from './spelling.js'

// PostgreSQL full-text search, identical on PGlite and PostgreSQL: the weighted, generated
// `search_vector` (GIN), websearch_to_tsquery (phrases, OR, -exclusion), ts_rank, and facets
// over the same matches. May run on a read replica (SEARCH_DATABASE_URL).

// Terms are HTML-escaped before ts_headline adds its <mark>s, so highlights are safe to render.
const escapeHtml = (column: SQL) => sql`replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`
const HEADLINE_TITLE = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true'
const HEADLINE_SUMMARY = 'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=25, MinWords=10, FragmentDelimiter=" … "'

export function createPostgresSearchEngine (database: Pick<Database, 'db' | 'driver' | 'close'>, { ownsDatabase = false } = {}): GrantSearchEngine {
  async function run (db: DbOrTx, q: string, request: EngineRequest) {
    const query = sql`websearch_to_tsquery('english', ${q})`
    const where = sql`grants.search_vector @@ ${query} and ${filterSql(request.filter, request.now)}`
    // Ranking reads every match's vector: only when the order is by relevance.
    const rank = request.sort.sort_by ? sql`0` : sql`ts_rank(grants.search_vector, ${query})`
    const page = await createGrantsRepository(db).matchPage(where, { ...request, rank })
    return { ...page, highlights: await highlights(db, page.ids, query) }
  }

  async function highlights (db: DbOrTx, ids: string[], query: SQL): Promise<Record<string, Highlight>> {
    if (ids.length === 0) return {}
    const rows = await selectRows<Highlight & { id: string }>(db, sql`
      select id, ts_headline('english', ${escapeHtml(sql`title`)}, ${query}, ${HEADLINE_TITLE}) as title,
        ts_headline('english', ${escapeHtml(sql`case when summary <> '' then summary else left(description, 2000) end`)}, ${query}, ${HEADLINE_SUMMARY}) as summary
      from grants where id = any(${sql.param(ids)}::uuid[])`)
    return Object.fromEntries(rows.map(({ id, ...h }) => [id, h]))
  }

  return {
    name: 'postgres',

    async search (request, { timeoutMs }): Promise<EngineResult> {
      return database.db.transaction(async (tx) => {
        // Cancels a slow query on PostgreSQL; PGlite cannot interrupt itself (the caller's race still answers).
        if (database.driver === 'postgres') await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(timeoutMs))}`))
        const words = queryWords(request.q)
        const checks = await checkWords(tx, words)
        const fixes = new Map(checks.filter((c) => c.fix).map((c) => [c.word, c.fix!]))
        const corrected = fixes.size > 0 ? replaceWords(request.q, fixes) : null
        const result = await run(tx, corrected ?? request.q, request)
        let suggestion: string | null = null
        if (result.total === 0) {
          const near = await nearWords(tx, checks.filter((c) => !c.found).map((c) => c.word))
          const proposal = near.size > 0 ? replaceWords(request.q, near) : null
          suggestion = proposal && proposal !== (corrected ?? request.q) ? proposal : null
        }
        return { ...result, corrected_query: corrected, suggestion }
      })
    },

    refresh: () => rebuildDictionary(database.db),

    async close () {
      if (ownsDatabase) await database.close()
    },
  }
}
