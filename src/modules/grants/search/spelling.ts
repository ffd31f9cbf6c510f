import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'

// Typo tolerance. Only a word that matches no grant at all is treated as misspelled (a rare but
// real word is left alone); it is replaced by the most similar word of the corpus (trigram
// similarity, ties to the commoner word). The dictionary is rebuilt after bulk writes, from the
// titles, summaries, areas and categories: descriptions would make it four times slower to build
// (5 s per 50,000 grants as it is) for words that rarely need correcting.

const CORRECT_AT = 0.4    // similarity needed to correct silently
const SUGGEST_AT = 0.3    // and to merely suggest, when nothing matched
const WORD = /[\p{L}][\p{L}']{2,}/gu
const OPERATORS = new Set(['or', 'and', 'not'])

export const queryWords = (q: string) =>
  [...new Set([...q.toLowerCase().matchAll(WORD)].map((m) => m[0]).filter((w) => !OPERATORS.has(w)))]

export function replaceWords (q: string, replacements: Map<string, string>): string {
  return q.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word)
}

interface WordCheck { word: string; found: boolean; fix: string | null; near: string | null }

/** For each word: does any grant contain it, and its closest corpus words (to fix, to suggest). */
export async function checkWords (db: DbOrTx, words: string[]): Promise<WordCheck[]> {
  if (words.length === 0) return []
  return selectRows<WordCheck>(db, sql`
    select w.word, w.found,
      case when w.meaningful and not w.found then (
        select t.word from search_terms t where t.word % w.word and similarity(t.word, w.word) >= ${CORRECT_AT}
        order by similarity(t.word, w.word) desc, t.documents desc limit 1) end as fix,
      case when w.meaningful then (
        select t.word from search_terms t where t.word % w.word and t.word <> w.word and similarity(t.word, w.word) >= ${SUGGEST_AT}
        order by similarity(t.word, w.word) desc, t.documents desc limit 1) end as near
    from (
      select u.word, numnode(plainto_tsquery('english', u.word)) > 0 as meaningful,
        exists (select 1 from grants where search_vector @@ plainto_tsquery('english', u.word)) as found
      from unnest(${sql.param(words)}::text[]) as u(word)
    ) w`)
}

export async function rebuildDictionary (db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`)
    await tx.execute(sql`
      insert into search_terms (word, documents)
      select word, ndoc from ts_stat($$select to_tsvector('simple', title || ' ' || summary || ' ' || grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)) from grants$$)
      where length(word) between 4 and 40 and word ~ '^[[:alpha:]]+$'`)
  })
}
