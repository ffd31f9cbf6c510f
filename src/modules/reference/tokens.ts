import { foldText } from '../../core/fold-text.js'

// Text as the lexicon's finder reads it (pure): folded words, each with its sentence and its span
// in the original, so a hit can quote the words as written and a guard can look at its sentence.

export interface Token {
  word: string
  raw: string
  sentence: number
  from: number
  to: number
  /** Cut short with a hyphen, its ending said by a later word: "Wasser-" in "Wasser- und Energieverbrauch". */
  truncated?: boolean
}

// A number with decimal points ("Industrie 4.0", "EUR 2.5 million", "28.11.2026") is one word,
// not the end of a sentence.
const TOKEN = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+|[.!?;:\n]/gu
const SENTENCE_END = /^[.!?;:\n]$/
// A full stop before a lower-case word ends an abbreviation ("Europejska Rada ds. Innowacji",
// "z.B. Wärmepumpen"), not a sentence.
const CONTINUES = /\s*\p{Ll}/uy

/** Folded words with their sentence number and character span in the original text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let sentence = 0
  for (const m of text.matchAll(TOKEN)) {
    if (SENTENCE_END.test(m[0])) {
      CONTINUES.lastIndex = m.index + 1
      if (m[0] !== '.' || !CONTINUES.test(text)) sentence++
      continue
    }
    const to = m.index + m[0].length
    const token: Token = { word: foldText(m[0]), raw: m[0], sentence, from: m.index, to }
    if (text[to] === '-' && !/[\p{L}\p{N}]/u.test(text[to + 1] ?? '')) token.truncated = true
    tokens.push(token)
  }
  return tokens
}

export const words = (text: string) => tokenize(text).map((t) => t.word)
