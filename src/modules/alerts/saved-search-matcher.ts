import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import type { Logger } from '../../core/logger.js'
import type { ReferenceService } from '../reference/reference.service.js'
import { createSavedSearchHitsRepository, filterRow, wordsSql, type FilterRow, type SearchRow } from './saved-search-hits.repository.js'
import { criteriaOf, wordsKey, type SearchCriteria } from './saved-search-query.js'
import type { SavedQuery } from './saved-searches.schema.js'

// Holds every alerting saved search against the grants created since its watermark, and records
// what each found (saved_search_hits). Set-based for 10,000 searches and 100,000 new grants:
// searches with the same words share one statement, which reads only the new grants that have
// those words (full-text and concept indexes beside the created_at one), holds them against each
// distinct filter of those searches once, and writes the hits of every search in the group.

export interface MatchRun { searches: number; statements: number; hits: number; watermark: Date }

interface WordsGroup { criteria: SearchCriteria; filters: Map<string, FilterRow>; searches: SearchRow[] }

const DEADLOCK = '40P01'
// Hits kept per search and run: more than the e-mail shows (10), fewer than the in-app record can
// list (100); the rest of a broad search's new grants are a count ("and 1,900 more"). Each kept
// hit is a row with two foreign-key checks (~40 µs): 10,000 broad searches over a 100,000-record
// ingest owed ~20 million of them uncapped, ~0.5 million at 50 (docs/decisions.md, Alerts).
export const HITS_PER_RUN = 50
const PARALLEL_STATEMENTS = 2

export function createSavedSearchMatcher ({ db, clock, log, reference }: {
  db: Db; clock: Clock; log: Logger; reference: Pick<ReferenceService, 'naceLineage'>
}) {
  const repo = createSavedSearchHitsRepository(db)

  /** Searches grouped by their words; ids of those that can never match (unknown NACE code, nothing to search for). */
  function group (rows: { id: string; query: Record<string, unknown>; after: string }[]) {
    const groups = new Map<string, WordsGroup>()
    const idle: string[] = []
    for (const row of rows) {
      const criteria = criteriaOf(row.query as SavedQuery, (code) => reference.naceLineage(code))
      if (!criteria || criteria.empty) { idle.push(row.id); continue }
      const key = wordsKey(criteria)
      let g = groups.get(key)
      if (!g) groups.set(key, g = { criteria, filters: new Map(), searches: [] })
      const filterKey = JSON.stringify(criteria.filter)
      let f = g.filters.get(filterKey)
      if (!f) g.filters.set(filterKey, f = filterRow(g.filters.size, criteria.filter))
      // Only open or forthcoming grants alert: a search for closed ones only waits for nothing.
      if (!f.active && !f.upcoming) { idle.push(row.id); continue }
      g.searches.push({ id: row.id, f: f.f, after: new Date(row.after) })
    }
    return { groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, g]) => g), idle }
  }

  // Runs insert in the same order, but a concurrent statement of another shape can still cross
  // (a run's watermark update against another's count of unlisted hits): once more then.
  async function onceMoreOnDeadlock<T> (what: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step()
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK) throw err
      log.warn({ err }, `saved searches: deadlock in ${what}, retrying once`)
      return step()
    }
  }

  function insertHits (g: WordsGroup, to: Date, now: Date): Promise<number> {
    const filters = [...g.filters.values()]
    const words = wordsSql(g.criteria.groups, g.criteria.excluded)
    return onceMoreOnDeadlock('hits', () => repo.insertHits(words, filters, g.searches, to, now, HITS_PER_RUN))
  }

  return {
    /** One pass: idempotent, and safe beside other passes and imports (see the repository). */
    async run (): Promise<MatchRun> {
      const started = performance.now()
      const watermark = await repo.watermark()
      const rows = await repo.alerting(watermark)
      const result: MatchRun = { searches: rows.length, statements: 0, hits: 0, watermark }
      if (rows.length === 0) return result
      const earliest = new Date(Math.min(...rows.map((r) => new Date(r.after).getTime())))
      // The usual hourly pass: nothing was created since the searches' watermarks.
      if (await repo.anyCreated(earliest, watermark)) {
        const queue = group(rows).groups.filter((g) => g.searches.length > 0)
        const now = clock.now()
        // Groups hold disjoint searches, so their statements never insert the same keys: two at
        // a time keep both cores of a small server busy (PGlite, one connection, queues them).
        const worker = async () => {
          for (let g = queue.shift(); g; g = queue.shift()) {
            const hits = await insertHits(g, watermark, now)   // then added: `+= await` would add to a stale sum
            result.hits += hits
            result.statements++
          }
        }
        await Promise.all(Array.from({ length: PARALLEL_STATEMENTS }, worker))
      }
      await onceMoreOnDeadlock('watermarks', () => repo.advance(rows.map((r) => r.id), watermark))
      log.info({ ...result, ms: Math.round(performance.now() - started) }, 'saved searches matched')
      return result
    },
  }
}

export type SavedSearchMatcher = ReturnType<typeof createSavedSearchMatcher>
