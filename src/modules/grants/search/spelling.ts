import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import wordListPath from 'word-list'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'

// Typo tolerance that asks before it rewrites. Only words that neither the lexicon (query-plan.ts
// keeps those out), any grant nor an English dictionary knows are candidates; each gets the corpus
// word nearest by edits — a doubled or missing letter, a swap ("pannels", "hydorgen") — among the
// trigram-similar ones (pg_trgm's default threshold, 0.3), ties to the commoner word. The engine
// shows corrected results only when the query as typed finds nothing that covers it. The
// dictionary is rebuilt after bulk writes, from the titles, summaries, areas and categories
// (descriptions would make it four times slower to build).

// A real English word is never a typo, even when no grant uses it: "grooming" is no misspelt
// "growing", "dental" no "deal" (the word-list package: 274,000 English words, MIT). Read on the
// first correction a process makes (35 MB, about 0.1 s), not at start-up.
let englishWords: Set<string> | undefined
const isEnglishWord = (word: string) =>
  (englishWords ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'))).has(word)

const CANDIDATES = 12
const MAX_LOOKUPS = 8

/** Damerau-Levenshtein distance (adjacent swaps count one), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
    }
  }
  return d[a.length]![b.length]!
}

/** Edits allowed for a word of this length: one for short words, two from eight letters. */
const allowedEdits = (word: string) => (word.length <= 4 ? 0 : word.length < 8 ? 1 : 2)

/** Corrections for the words no grant contains (a word found anywhere is never touched). */
export async function corrections(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  const fixes = new Map<string, string>()
  const candidates = words.filter((w) => allowedEdits(w) > 0 && !isEnglishWord(w)).slice(0, MAX_LOOKUPS)
  if (candidates.length === 0) return fixes
  const present = new Set(
    (
      await selectRows<{ word: string }>(
        db,
        sql`
    select w.word from unnest(${sql.param(candidates)}::text[]) as w(word)
    where exists (select 1 from search_terms t where t.word = w.word)
      or exists (select 1 from unnest(tsvector_to_array(to_tsvector('english', w.word))) as l(lexeme)
        join search_lexemes s on s.lexeme = l.lexeme)`,
      )
    ).map((r) => r.word),
  )
  for (const word of candidates.filter((w) => !present.has(w))) {
    const near = await selectRows<{ word: string; documents: number; similarity: number }>(
      db,
      sql`
      select t.word, t.documents, similarity(t.word, ${word}) as similarity from search_terms t
      where t.word % ${word} and t.word <> ${word}
      order by similarity(t.word, ${word}) desc, t.documents desc limit ${CANDIDATES}`,
    )
    const best = near
      .map((n) => ({ ...n, edits: editDistance(word, n.word) }))
      // Typos keep the first letter: "cogeneration" is no misspelt "generation".
      .filter((n) => n.edits <= allowedEdits(word) && n.word[0] === word[0])
      .sort((a, b) => a.edits - b.edits || b.documents - a.documents)[0]
    if (best) fixes.set(word, best.word)
  }
  return fixes
}

export async function rebuildDictionary(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_lexemes`)
    await tx.execute(
      sql`insert into search_lexemes (lexeme, documents) select word, ndoc from ts_stat('select search_vector from grants')`,
    )
    await tx.execute(sql`delete from search_concepts`)
    await tx.execute(
      sql`insert into search_concepts (concept, documents) select c, count(*)::int from grants, unnest(concepts) as c group by c`,
    )
    await tx.execute(sql`delete from search_terms`)
    await tx.execute(sql`
      insert into search_terms (word, documents)
      select word, ndoc from ts_stat($$select to_tsvector('simple', title || ' ' || summary || ' ' || grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)) from grants$$)
      where length(word) between 4 and 40 and word ~ '^[[:alpha:]]+$'`)
  })
}
