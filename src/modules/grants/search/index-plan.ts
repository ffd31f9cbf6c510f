import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { getMeta } from '../../../core/db/meta.js'
import { TEXT_CONFIG } from '../../reference/language.js'
import type { EngineRequest } from './engine.js'
import type { GrantFilter } from '../grants.filters.js'
import { rankedLexemes } from './catalogue-index.js'
import type { Alternative, IndexGroup, IndexQuery } from './index-query.js'
import type { Group, QueryPlan } from './query-plan.js'

// A query plan in the in-memory index's terms: each group's texts stemmed by PostgreSQL in every
// configuration we serve (one round trip), as the SQL path's tsqueries would stem them.

export const CONFIGS = [...new Set(Object.values(TEXT_CONFIG))]
/**
 * A concept's preferred term (ranking only) is English, as most of the catalogue is: stemmed, and
 * as written — two configurations, so SQL's ts_rank reads them as one OR, as the index does.
 */
export const RANK_CONFIGS = ['english', 'simple']
/** A programme or a role is satisfied by its tag only, never by its words in a text. */
export const byTagOnly = (group: Group) => group.kind === 'programme' || group.kind === 'role'
/** Identifiers and quoted phrases are matched as written, not stemmed as every language would. */
export const configsOf = (group: Group) =>
  group.kind === 'phrase' || group.kind === 'identifier' ? ['english', 'simple'] : CONFIGS

/**
 * The catalogue version the index must be at, read now (bumped by every write of grants, see
 * core/db/versions.ts): for an engine on a replica, whose own version may lag the primary's.
 */
export async function catalogueVersion (db: DbOrTx): Promise<string> {
  return await getMeta(db, 'grants_version') ?? '0'
}

/** The lexemes of each (text, configuration) with their positions; stop words give none. */
async function stems (db: DbOrTx, pairs: [string, string][]): Promise<Alternative[]> {
  if (pairs.length === 0) return []
  const [row] = await selectRows<{ stems: string[] }>(db, sql`
    select coalesce(json_agg(to_tsvector(x.c::regconfig, x.t)::text order by x.i), '[]') as stems
    from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[])
      with ordinality as x(t, c, i)`)
  return row!.stems.map((vector) => {
    const lexemes = rankedLexemes(vector)
    return { lexemes: lexemes.map((l) => l[0]), at: lexemes.map((l) => l[2]) }
  })
}

/** Most languages stem a word the same way ("hydrogen" in eight): each way once, none empty. */
function distinct (alternatives: Alternative[]): Alternative[] {
  const seen = new Map(alternatives.filter((a) => a.lexemes.length > 0).map((a) => [JSON.stringify(a), a]))
  return [...seen.values()]
}

/** What the engine sets of an index query (postgres-engine.ts); the rest comes from the plan. */
export type IndexOptions = Omit<IndexQuery, 'groups' | 'excluded' | 'filter' | 'sort' | 'now' | 'limit' | 'offset'>

export async function indexQueryFor (
  db: DbOrTx, plan: QueryPlan, filter: GrantFilter, request: EngineRequest, options: IndexOptions,
): Promise<IndexQuery> {
  const pairs: [string, string][] = []
  const wanted = plan.groups.map((g) => {
    const from = pairs.length
    for (const text of g.texts) for (const c of configsOf(g)) pairs.push([text, c])
    const ranking = pairs.length
    for (const text of g.rankTexts ?? []) for (const c of RANK_CONFIGS) pairs.push([text, c])
    return [from, ranking, pairs.length] as const
  })
  const excludedFrom = pairs.length
  for (const word of plan.excluded) pairs.push([word, 'english'])
  const lexemes = await stems(db, pairs)
  const groups = plan.groups.map((g, i): IndexGroup => ({
    weight: g.weight,
    alternatives: distinct(lexemes.slice(wanted[i]![0], wanted[i]![1])),
    rankAlternatives: distinct(lexemes.slice(wanted[i]![1], wanted[i]![2])),
    concepts: g.concepts,
    broader: g.broader ?? [],
    conceptsOnly: byTagOnly(g),
    ...(g.kind === 'role' ? { role: true } : {}),
    subject: g.subject === true,
    ...(g.kind === 'identifier' ? { identifier: g.text.toLowerCase() } : {}),
  }))
  return {
    groups,
    excluded: distinct(lexemes.slice(excludedFrom)),
    filter,
    sort: request.sort,
    now: request.now,
    limit: request.limit,
    offset: request.offset,
    ...options,
  }
}
