// Text analysis for the semantic scorer: accent folding, word splitting, stop words and Porter
// stemming. Company text is short and goes through the plain functions (`stems`, `surfaceTerms`).
// Grant text is ~300 grants of several KB (~100k words) per request, so it goes through
// `Vocabulary.bag`: one char-code loop over the raw text that hashes each word as it goes and finds
// it in a process-wide table; no lower-casing, Unicode normalisation, regex, slicing or Map look-up
// per word once the word has been seen (each of those cost ~2-10 ms per request when measured).
import { stemmer } from 'stemmer'
import { foldText } from '../../../core/fold-text.js'


/** Calls `visit` with every word ([a-z0-9]+ run) of folded text; anything else separates words,
 *  so "heat-pump" is two words and "d'energie" gives "d" (dropped later) and "energie". */
export function scanWords (folded: string, visit: (word: string) => void): void {
  let start = -1
  for (let i = 0; i <= folded.length; i++) {
    const c = i < folded.length ? folded.charCodeAt(i) : 0
    const inWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
    if (inWord) { if (start < 0) start = i } else if (start >= 0) { visit(folded.slice(start, i)); start = -1 }
  }
}

// English stop words, plus the commonest DE/FR/ES/IT function words that are not English words
// (so "und", "pour", "della" do not make every German, French or Italian call look alike; "die",
// "den", "art" stay because they are English words too). Folded, like the text they are checked in.
const STOP_WORDS = new Set(`a about above after again against all also am an and any are as at be because been before
  being below between both but by can could did do does doing down during each either etc few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just may me might more most must my myself
  no nor not now of off on once only or other our ours ourselves out over own per same shall she should so some such than that
  the their theirs them themselves then there these they this those through thus to too under until up upon very via was we
  were what when where which while who whom why will with within without would yet you your yours yourself yourselves
  und oder der des dem das ein eine einer eines einem einen mit von fur zur zum auf aus bei nach sich wird werden sind ist
  nicht auch als wie im le les du et pour avec dans une sur par aux est sont qui que ou au ces leur el los las del para con
  por una uno lo al es en su sus como il di della delle dei degli nel nella nelle che sono gli alla alle dal dalla ed`.split(/\s+/))

// Stems are memoised process-wide: grant vocabulary is bounded (tens of thousands of words), so
// after the first requests a word costs one Map look-up instead of the stemmer's regexes. Past the
// cap new words are stemmed on every call rather than evicting (no thrashing, bounded memory).
const STEM_CACHE_MAX = 200_000
const stemCache = new Map<string, string>()

/** The stem of one folded word, or '' when the word does not count: a stop word, a single
 *  character, or only digits (years, amounts and percentages say nothing about the topic). */
export function stemWord (word: string): string {
  const cached = stemCache.get(word)
  if (cached !== undefined) return cached
  const stem = computeStem(word)
  if (stemCache.size < STEM_CACHE_MAX) stemCache.set(word, stem)
  return stem
}

function computeStem (word: string): string {
  if (word.length < 2 || STOP_WORDS.has(word) || DIGITS.test(word)) return ''
  return stemmer(americanise(word))
}
const DIGITS = /^[0-9]+$/

// EU calls are written in British English ("decarbonisation", "electrolysers") and company profiles
// in either spelling; Porter stems -ise and -ize words differently ("decarbonis" vs "decarbon"), so
// -is-/-ys- suffixes are rewritten to -iz-/-yz- first. Needing 5+ letters before "is" spares
// "precise", "revise", "promise"; both spellings of a word still share a stem whatever happens.
const ISE_SUFFIXES = ['isations', 'isation', 'isers', 'iser', 'ising', 'ised', 'ises', 'ise']
const YSE_SUFFIXES = ['ysers', 'yser', 'ysing', 'ysed', 'yses', 'yse']
function americanise (word: string): string {
  for (const suffix of ISE_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 5) return `${word.slice(0, -suffix.length)}iz${suffix.slice(2)}`
  }
  for (const suffix of YSE_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return `${word.slice(0, -suffix.length)}yz${suffix.slice(2)}`
  }
  return word
}

/** The stems of a text, in order, stop words dropped. */
export function stems (text: string): string[] {
  const out: string[] = []
  scanWords(foldText(text), (word) => { const stem = stemWord(word); if (stem) out.push(stem) })
  return out
}

/** A counted word of a company's text with the form the company wrote, for reasons. */
export interface SurfaceTerm { stem: string; surface: string }

// Words of the original text (letters, digits and combining accents of any script; hyphens and
// apostrophes separate), used only for the company's short texts, never for grant text.
const SURFACE_WORD = /[\p{L}\p{N}\p{M}]+/gu

/** The counted words of a short text with their surface forms (lower case, accents kept:
 *  "Pompes à chaleur" → pompes/pomp, chaleur/chaleur). Same stems as `stems(text)`. */
export function surfaceTerms (text: string): SurfaceTerm[] {
  const out: SurfaceTerm[] = []
  for (const match of text.matchAll(SURFACE_WORD)) {
    const surface = match[0].toLowerCase()
    // A letter that folds to two words (rare: "½") yields each, with the whole word as surface.
    scanWords(foldText(surface), (word) => { const stem = stemWord(word); if (stem) out.push({ stem, surface }) })
  }
  return out
}

// ---- Vocabulary: raw word → stem id, for grant text ----
// Keyed by the word as written ("Energie", "énergie" and "energie" are three entries with one
// stem), so the hot loop needs no folding: a character only has to be classified as part of a word
// or not. A word is identified by two 32-bit hashes computed while it is scanned (FNV-1a and a
// polynomial hash) plus its length; comparing the characters instead tripled the scan's cost. A
// collision (odds ~1e-9 for a vocabulary of 200,000 words) would only give one word another's stem.

const WORD = 1
const SEPARATOR = 2
// Per UTF-16 code unit: 0 not classified yet, WORD, SEPARATOR. A non-ASCII character is part of a
// word when it folds to letters/digits ("é" → "e", "ß" → "ss") or is a combining accent; anything
// else (dashes, "°", "€", Greek letters, surrogates) separates words, as in `scanWords`.
const CHAR_CLASS = new Uint8Array(65536)
for (let c = 0; c < 128; c++) CHAR_CLASS[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? WORD : SEPARATOR
const FOLDS_TO_WORD = /^[a-z0-9]+$/
const MARK = /^\p{M}$/u
function classify (c: number): number {
  const ch = String.fromCharCode(c)
  const k = (c < 0xd800 || c > 0xdfff) && (FOLDS_TO_WORD.test(foldText(ch)) || MARK.test(ch)) ? WORD : SEPARATOR
  CHAR_CLASS[c] = k
  return k
}

/** A document as BM25F sees it; built by `Vocabulary.bag`. */
export interface FieldBag {
  vocabulary: Vocabulary
  fields: number
  /** Per distinct stem, `fields + 1` numbers: its id, then its count in each field (one array, not
   *  one per stem or per field: this is kept per grant). */
  entries: Int32Array
  /** Counted words per field. */
  lengths: Int32Array
}

const FNV_BASIS = -2128831035   // 0x811c9dc5 as int32: a small integer for V8, not a heap double
const FNV_PRIME = 0x01000193

/** Stem ids for raw words; ids are stable for the life of the instance. */
export class Vocabulary {
  // Open addressing; per slot, side by side (one cache line per probe): the word's two hashes,
  // its length (0 = empty slot) and its stem id.
  private table = new Int32Array(4 << 14)
  private words = 0
  private stemList: string[] = []
  private stemIds = new Map<string, number>()
  // Scratch: the stem ids of the text being scanned; for `bag`, stem id → its index in the bag
  // being built (valid where stamp = generation) and the bag itself.
  private ids = new Int32Array(1 << 12)
  private stamp = new Int32Array(1 << 12)
  private slotOf = new Int32Array(1 << 12)
  private generation = 0
  private entries = new Int32Array(5 << 12)

  /** Distinct raw words seen. */
  get size (): number { return this.words }
  /** The id of a stem (interned if new). */
  stemId (stem: string): number {
    let id = this.stemIds.get(stem)
    if (id === undefined) { id = this.stemList.length; this.stemIds.set(stem, id); this.stemList.push(stem) }
    return id
  }
  stem (id: number): string { return this.stemList[id] ?? '' }

  /** The stem id of every word of raw text, in order, or -1 for a word that does not count (stop
   *  word, digits, one letter): the same words and stems as `stems(text)`. */
  wordStems (text: string): number[] {
    return Array.from(this.ids.subarray(0, this.collect(text)))
  }

  /** The distinct stems of some fields of text (a field may be a list of texts), with per-field
   *  counts and each field's length in counted words: what BM25F needs of a document. Two tight
   *  loops over typed arrays (words → ids, ids → counts), no callback and no Map per word. */
  bag (fields: readonly (string | readonly string[])[]): FieldBag {
    const nf = fields.length
    if (++this.generation === 0x7fffffff) { this.stamp.fill(0); this.generation = 1 }
    const gen = this.generation
    const lengths = new Int32Array(nf)
    let size = 0
    for (let f = 0; f < nf; f++) {
      const field = fields[f]!
      for (let part = 0; part < (typeof field === 'string' ? 1 : field.length); part++) {
        const n = this.collect(typeof field === 'string' ? field : field[part]!)
        if (this.stemList.length > this.stamp.length || this.entries.length < this.stamp.length * (nf + 1)) this.growScratch(nf)
        const { ids, stamp, slotOf, entries } = this
        for (let i = 0; i < n; i++) {
          const id = ids[i]!
          if (id < 0) continue
          lengths[f]!++
          let at = slotOf[id]!
          if (stamp[id] !== gen) {
            stamp[id] = gen
            at = size++
            slotOf[id] = at
            const base = at * (nf + 1)
            entries[base] = id
            for (let g = 1; g <= nf; g++) entries[base + g] = 0
          }
          entries[at * (nf + 1) + 1 + f]!++
        }
      }
    }
    return { vocabulary: this, fields: nf, entries: this.entries.slice(0, size * (nf + 1)), lengths }
  }

  // A bag has at most one entry per stem, so scratch sized to the stem count always suffices.
  // Called between the texts of one bag too, hence the copies.
  private growScratch (nf: number): void {
    let size = this.stamp.length
    while (size < this.stemList.length) size *= 2
    const grown = (old: Int32Array, length: number) => { const a = new Int32Array(length); a.set(old); return a }
    this.stamp = grown(this.stamp, size)
    this.slotOf = grown(this.slotOf, size)
    this.entries = grown(this.entries, size * (nf + 1))
  }

  /** Stem ids of the words of raw text into `this.ids` (valid until the next call); returns how many. */
  private collect (text: string): number {
    const n = text.length
    // Words are separated, so a text has at most (n + 1) / 2 of them.
    if (this.ids.length <= n >> 1) this.ids = new Int32Array((n >> 1) + 1)
    const ids = this.ids
    let table = this.table
    let mask = (table.length >> 2) - 1
    let count = 0
    let start = -1
    let a = 0
    let b = 0
    for (let i = 0; i <= n; i++) {
      // One step past the end (a separator) closes the last word.
      const c = i < n ? text.charCodeAt(i) : 32
      let k = CHAR_CLASS[c]!
      if (k === 0) k = classify(c)
      if (k === WORD) {
        if (start < 0) { start = i; a = FNV_BASIS; b = 0 }
        a = Math.imul(a ^ c, FNV_PRIME)
        b = (Math.imul(b, 31) + c) | 0
        continue
      }
      if (start < 0) continue
      // Look the word up (inlined: this runs ~100,000 times per request).
      const length = i - start
      let stem = -1
      for (let p = (a ^ (a >>> 16)) & mask; ; p = (p + 1) & mask) {
        const q = p << 2
        const l = table[q + 2]!
        if (l === 0) {
          stem = this.insert(text.slice(start, i), a, b, q)
          table = this.table   // may have grown
          mask = (table.length >> 2) - 1
          break
        }
        if (l === length && table[q] === a && table[q + 1] === b) { stem = table[q + 3]!; break }
      }
      ids[count++] = stem
      start = -1
    }
    return count
  }

  private insert (word: string, a: number, b: number, q: number): number {
    let stemId = -1
    scanWords(foldText(word), (folded) => {
      const stem = stemWord(folded)
      // A character that folds to two words is rare enough to keep only the first stem.
      if (stem && stemId < 0) stemId = this.stemId(stem)
    })
    const table = this.table
    table[q] = a
    table[q + 1] = b
    table[q + 2] = word.length
    table[q + 3] = stemId
    if (++this.words * 2 > table.length >> 2) this.grow()
    return stemId
  }

  private grow (): void {
    const old = this.table
    const table = new Int32Array(old.length * 2)
    const mask = (table.length >> 2) - 1
    for (let q = 0; q < old.length; q += 4) {
      if (old[q + 2] === 0) continue
      let p = (old[q]! ^ (old[q]! >>> 16)) & mask
      while (table[(p << 2) + 2] !== 0) p = (p + 1) & mask
      table.set(old.subarray(q, q + 4), p << 2)
    }
    this.table = table
  }
}

// One vocabulary for the process, so a grant's words are stemmed once, not once per request.
// Grant text brings new raw words slowly (new calls, spellings); past the cap the next request
// starts a fresh one (callers hold on to the instance they started with, so ids stay valid).
const VOCABULARY_MAX_WORDS = 200_000   // a table of 2^19 slots × 16 bytes = 8 MB at most
let shared = new Vocabulary()

/** The process-wide vocabulary; take it once per request and use that instance throughout. */
export function sharedVocabulary (): Vocabulary {
  if (shared.size > VOCABULARY_MAX_WORDS) shared = new Vocabulary()
  return shared
}
