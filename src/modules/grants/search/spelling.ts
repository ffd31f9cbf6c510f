import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'

// Typo tolerance. Only a word that matches no grant at all is treated as misspelled (a rare but
// real word is left alone); it is replaced by the most similar word of the corpus (trigram
// similarity, ties to the commoner word). The dictionary is rebuilt after bulk writes, from the
// titles, summaries, areas and categories: descriptions would make it four times slower to build
// (5 s per 50,000 grants as it is) for words that rarely need correcting.

const CORRECT_AT = 0.4    // similarity needed to correct silently
const SUGGEST_AT = 0.3    // and to merely suggest, when nothing matched
// A word, not a piece of a token glued to digits or `_` ("e_ergy", "h2ydrogen"): correcting the
// piece ("e_energy") changed the query without making it find anything.
const WORD = /(?<![\p{L}\p{N}_'])[\p{L}][\p{L}']{2,}(?![\p{L}\p{N}_'])/gu
const OPERATORS = new Set(['or', 'and', 'not'])

export const queryWords = (q: string) =>
  [...new Set([...q.toLowerCase().matchAll(WORD)].map((m) => m[0]).filter((w) => !OPERATORS.has(w)))]

export function replaceWords (q: string, replacements: Map<string, string>): string {
  return q.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word)
}

interface WordCheck { word: string; found: boolean; fix: string | null }

const closest = (word: string, threshold: number) => sql`(
  select t.word from search_terms t where t.word % ${word} and t.word <> ${word} and similarity(t.word, ${word}) >= ${threshold}
  order by similarity(t.word, ${word}) desc, t.documents desc limit 1)`

const MAX_LOOKUPS = 8

/**
 * For each word: does any grant contain it, and if not, its correction. Dictionary words are
 * found by definition; the others are looked up among the corpus's lexemes.
 */
export async function checkWords (db: DbOrTx, words: string[]): Promise<WordCheck[]> {
  if (words.length === 0) return []
  const known = new Set((await selectRows<{ word: string }>(db, sql`select word from search_terms where word = any(${sql.param(words)}::text[])`)).map((r) => r.word))
  const checks: WordCheck[] = []
  let lookedUp = 0
  for (const word of words) {
    // Each unknown word costs a trigram query: past MAX_LOOKUPS (a long query of nonsense words,
    // say) the rest run as typed.
    if (known.has(word) || lookedUp >= MAX_LOOKUPS) {
      checks.push({ word, found: true, fix: null })
      continue
    }
    lookedUp++
    // Found when every lexeme of the word occurs in some grant; a stop word has none.
    const [row] = await selectRows<{ meaningful: boolean; found: boolean; fix: string | null }>(db, sql`
      select count(*) > 0 as meaningful, coalesce(bool_and(l.lexeme is not null), true) as found, ${closest(word, CORRECT_AT)} as fix
      from unnest(tsvector_to_array(to_tsvector('english', ${word}))) as w(lexeme)
      left join search_lexemes l on l.lexeme = w.lexeme`)
    const missing = row!.meaningful && !row!.found
    checks.push({ word, found: !missing, fix: missing ? row!.fix : null })
  }
  return checks
}

/** Did-you-mean for the words no grant contains (asked only when a search found nothing). */
export async function nearWords (db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  const near = new Map<string, string>()
  for (const word of words.slice(0, MAX_LOOKUPS)) {
    const [row] = await selectRows<{ near: string | null }>(db, sql`select ${closest(word, SUGGEST_AT)} as near`)
    if (row?.near) near.set(word, row.near)
  }
  return near
}

export async function rebuildDictionary (db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_lexemes`)
    await tx.execute(sql`insert into search_lexemes (lexeme) select word from ts_stat('select search_vector from grants')`)
    await tx.execute(sql`delete from search_terms`)
    await tx.execute(sql`
      insert into search_terms (word, documents)
      select word, ndoc from ts_stat($$select to_tsvector('simple', title || ' ' || summary || ' ' || grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)) from grants$$)
      where length(word) between 4 and 40 and word ~ '^[[:alpha:]]+$'`)
  })
}
