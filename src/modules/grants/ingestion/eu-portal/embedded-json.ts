import Assembler from 'stream-json/core/assembler.js'
import { jsonParser, type Token } from 'stream-json/core/parser.js'

// SEDIA keeps structured fields as JSON *inside* a metadata string (`actions`, `budgetOverview`,
// legacy `keywords[0]`), and such strings can arrive cut mid-value (the fixture's are: its author
// truncated them). JSON.parse then throws and everything is lost, so a cut string is read with
// stream-json's tokenizer up to the cut, and the complete part is assembled: every value that was
// read to its end is kept, the unfinished one is dropped, and the open containers are closed.
// A number is only tokenised once it is followed by a delimiter, so a cut `12000000` can never be
// misread as `120`.

export interface EmbeddedJson {
  value: unknown
  /** True when the string was not valid JSON and only its complete prefix was recovered. */
  truncated: boolean
}

const CHUNK = 1_024
const VALUE_TOKENS = new Set(['stringValue', 'numberValue', 'nullValue', 'trueValue', 'falseValue', 'endObject', 'endArray'])

/** Tokens up to the first syntax error or the end of the text (a cut string fails only on flush). */
function tokensOf (text: string): Token[] {
  const parse = jsonParser({ packValues: true, streamValues: false })
  const tokens: Token[] = []
  // Fed in chunks so that a syntax error mid-string loses at most one chunk's tokens.
  for (let at = 0; at < text.length; at += CHUNK) {
    try {
      const out: unknown = parse(text.slice(at, at + CHUNK))
      if (out && typeof out === 'object' && 'values' in out && Array.isArray(out.values)) tokens.push(...(out.values as Token[]))
    } catch {
      break
    }
  }
  return tokens
}

/** The longest prefix of tokens that ends between two values, with its containers closed. */
function closedPrefix (tokens: Token[]): Token[] | null {
  const open: ('object' | 'array')[] = []
  let cut = -1
  let openAtCut: ('object' | 'array')[] = []
  tokens.forEach((token, i) => {
    if (token.name === 'startObject') open.push('object')
    else if (token.name === 'startArray') open.push('array')
    else if (token.name === 'endObject' || token.name === 'endArray') open.pop()
    // After a whole value or a container's opening the structure is consistent; after a key it
    // would still need that key's value.
    if (VALUE_TOKENS.has(token.name) || token.name === 'startObject' || token.name === 'startArray') {
      cut = i
      openAtCut = [...open]
    }
  })
  if (cut < 0) return null
  const closers: Token[] = openAtCut.reverse().map((kind) => ({ name: kind === 'object' ? 'endObject' : 'endArray' }))
  return [...tokens.slice(0, cut + 1), ...closers]
}

/** Parses JSON held in a string; a cut or damaged string yields its complete part, or null. */
export function parseEmbeddedJson (text: string): EmbeddedJson | null {
  try {
    return { value: JSON.parse(text), truncated: false }
  } catch {
    const prefix = closedPrefix(tokensOf(text))
    if (!prefix) return null
    const asm = new Assembler()
    for (const token of prefix) asm.consume(token)
    return asm.done ? { value: asm.current, truncated: true } : null
  }
}
