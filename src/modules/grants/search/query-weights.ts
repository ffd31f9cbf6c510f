import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import type { Group, QueryPlan } from './query-plan.js'

// How much each word and concept of a planned query weighs, read from how many grants hold it (the
// dictionary's counts: search_lexemes, search_concepts): the rarer, the more it says.

// A word or concept in at most 1/FULL_WEIGHT_SHARE of the grants carries its full weight; commoner
// ones less ("use", "make" in a sentence; "emissions" beside "cement"): inverse document frequency,
// never below the floors.
const FULL_WEIGHT_SHARE = 20
const MIN_WORD_WEIGHT = 0.15
const MIN_CONCEPT_WEIGHT = 0.4

/** Word and concept groups weighted by how rare they are among the grants (the dictionary's counts). */
export async function weighGroups(db: DbOrTx, plan: QueryPlan): Promise<QueryPlan> {
  const words = plan.groups.filter((g) => g.kind === 'word').map((g) => g.texts[0]!)
  const concepts = [...new Set(plan.groups.filter((g) => g.kind === 'concept').flatMap((g) => g.concepts))]
  if (words.length === 0 && concepts.length === 0) return plan
  const [row] = await selectRows<{
    grants: number
    words: Record<string, number> | null
    concepts: Record<string, number> | null
  }>(
    db,
    sql`
    select (select greatest(reltuples, 1)::int from pg_class where oid = 'grants'::regclass) as grants,
      (select json_object_agg(word, documents) from (
        select w.word, coalesce(max(s.documents), 0) as documents from unnest(${sql.param(words)}::text[]) as w(word)
        left join lateral unnest(tsvector_to_array(to_tsvector('english', w.word))) as l(lexeme) on true
        left join search_lexemes s on s.lexeme = l.lexeme group by w.word) x) as words,
      (select json_object_agg(concept, documents) from search_concepts where concept = any(${sql.param(concepts)}::text[])) as concepts`,
  )
  const n = row!.grants
  const share = (documents: number) => Math.log((n + 1) / (Math.min(documents, n) + 1)) / Math.log(FULL_WEIGHT_SHARE)
  const weigh = (g: Group): number => {
    if (g.kind === 'word')
      return g.weight * Math.min(1, Math.max(MIN_WORD_WEIGHT, share(row!.words?.[g.texts[0]!] ?? 0)))
    if (g.kind !== 'concept') return g.weight
    const documents = g.concepts.reduce((sum, c) => sum + (row!.concepts?.[c] ?? 0), 0)
    return g.weight * Math.min(1, Math.max(MIN_CONCEPT_WEIGHT, share(documents)))
  }
  return { ...plan, groups: plan.groups.map((g) => ({ ...g, weight: weigh(g) })) }
}
