// The keyword baseline both evaluations report (scripts/eval-search.ts, scripts/eval-matching.ts):
// grants ranked by how many distinct content words of a text (a query, a company's description and
// keywords) their title, summary and description contain; ties by key. No stemming, no lexicon:
// what a plain keyword tool does.
import { foldText } from '../src/core/fold-text.js'
import { ignoredInQuery } from '../src/modules/reference/language.js'

export interface KeywordDoc { key: string; text: string }

const words = (text: string) => [...foldText(text).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0])

/** A grant's words, padded for whole-word look-ups. */
export const keywordDoc = (key: string, g: { title: string; summary: string; description: string }): KeywordDoc =>
  ({ key, text: ` ${words(`${g.title} ${g.summary} ${g.description}`).join(' ')} ` })

export function keywordRanking (text: string, docs: KeywordDoc[]): string[] {
  const terms = [...new Set(words(text).filter((w) => w.length >= 3 && !ignoredInQuery(w)))]
  return docs.map((d) => ({ key: d.key, n: terms.filter((t) => d.text.includes(` ${t} `)).length }))
    .filter((d) => d.n > 0).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key)).map((d) => d.key)
}
