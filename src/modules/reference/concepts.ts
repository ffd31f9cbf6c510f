import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { foldText } from '../../core/fold-text.js'
import { CONNECTORS, DETERMINERS, equivalents } from './query-words.js'
import { elidedReadings, switchedReadings } from './ellipsis.js'
import { withCities } from './cities.js'
import { tokenize, words, type Token } from './tokens.js'

// The multilingual concept lexicon (data/concepts/*.json, one file per domain, and
// data/programmes.json; how they are built: data/concepts.md): domain concepts with their words in
// eight languages, abbreviations and homonym guards. One finder reads it for every caller: search
// expands queries with it, ingestion tags each grant's concepts, and matching compares a company's
// concepts with a grant's. Pure; the files are read once. Text is read as tokens.ts splits it.

export { tokenize, type Token } from './tokens.js'

export const CONCEPT_KINDS = [
  'technology',
  'topic',
  'sector',
  'applicant',
  'role',
  'country',
  'region',
  'action',
  'programme',
] as const
export type ConceptKind = (typeof CONCEPT_KINDS)[number]
/** Kinds that say where, not what: a grant's are its `countries` and `regions`, a query's are filters. */
export const isPlace = (kind: ConceptKind): boolean => kind === 'country' || kind === 'region'

export interface Concept {
  id: string
  kind: ConceptKind
  broader: string[]
  terms: Record<string, string[]>
  abbreviations: string[]
  not_when: string[]
  /** Countries and regions: the ISO code of `countries.csv`. */
  country?: string
  /** Regions: the NUTS 2024 code (ITL for the UK's). */
  nuts?: string
  /** Sectors: the NACE Rev. 2 codes (division, group or class) whose activity it is. */
  nace?: string[]
  /** Programmes: the identifier prefixes of their calls (`LIFE-`, `HORIZON-`). */
  id_prefixes?: string[]
  /** Programmes: names that are also ordinary words ("life", "smart"): found only typed in capitals or alone. */
  ambiguous?: string[]
}

export interface ConceptHit {
  id: string
  kind: ConceptKind
  /** Token positions [start, end) of the words that named it. */
  start: number
  end: number
  /** The words as written. */
  text: string
  /** The languages whose terms of the concept these words are (none for an abbreviation). */
  languages: readonly string[]
}

/** One term of one concept, with every language that lists it. */
interface Entry {
  tokens: string[]
  concept: Concept
  abbreviation: string | null
  ambiguous: boolean
  languages: string[]
}

// A word at least this long may be followed by more letters and still name its concept:
// inflections ("electrolysers") and German compounds ("Wasserstofftankstelle").
const PREFIX_MIN = 7

const isUpper = (raw: string) => raw === raw.toUpperCase() && /\p{Lu}/u.test(raw)

export interface Lexicon {
  version: string
  concepts: ReadonlyMap<string, Concept>
  /**
   * Concepts named in a text, longest words first, none overlapping. `typed`: words a person typed
   * (a query, a company's description), read as people write (matchAt); `query` is typed and
   * matches abbreviations in any case.
   */
  find(text: string | Token[], options?: { query?: boolean; typed?: boolean }): ConceptHit[]
  /** The concept and every concept below it (`renewable_energy` → `solar_pv`, `wind`, …). */
  narrower(id: string): string[]
  /** The concept and every concept above it. */
  broader(id: string): string[]
  /**
   * The sectors of a company's NACE codes and the levels above them, the narrowest only (`56.30`
   * → pub, not hospitality as well; `55.90` → hospitality).
   */
  ofNace(codes: readonly string[]): string[]
  /** Whether a folded word is a word of some concept (a known word is never "corrected"). */
  knows(word: string): boolean
  /** The programmes whose calls' identifiers start with a prefix (`LIFE-`), longest prefix first. */
  idPrefixes: readonly { prefix: string; id: string }[]
}

// Folding already reads "ß" as "ss" and "ä" as "a"; typed without a German keyboard, "ä" is "ae".
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' }
const transliterated = (term: string) => term.replace(/[äöü]/g, (ch) => UMLAUTS[ch]!)

export function buildLexicon(concepts: Concept[]): Lexicon {
  const byId = new Map(concepts.map((c) => [c.id, c]))
  const index = new Map<string, Entry[]>()
  const known = new Set<string>()
  // A term several languages share ("hotel", "biomasa") is one entry that knows them all.
  const entries = new Map<string, Entry>()
  const add = (phrase: string, concept: Concept, abbreviation: string | null, ambiguous = false, language?: string) => {
    const tokens = words(phrase)
    if (tokens.length === 0) return
    const key = `${concept.id} ${abbreviation ?? ''} ${tokens.join(' ')}`
    const same = entries.get(key)
    if (same) {
      if (language && !same.languages.includes(language)) same.languages.push(language)
      return
    }
    tokens.forEach((t) => known.add(t))
    const entry = { tokens, concept, abbreviation, ambiguous, languages: language ? [language] : [] }
    entries.set(key, entry)
    const list = index.get(tokens[0]!) ?? []
    list.push(entry)
    index.set(tokens[0]!, list)
  }
  for (const c of concepts) {
    const ambiguous = new Set((c.ambiguous ?? []).map(foldText))
    for (const [language, terms] of Object.entries(c.terms)) {
      for (const t of terms) {
        add(t, c, null, ambiguous.has(foldText(t)), language)
        // Without a German keyboard "Wärmepumpe" is typed "Waermepumpe", "München" "Muenchen".
        const typed = transliterated(t)
        if (typed !== t) add(typed, c, null, ambiguous.has(foldText(t)), language)
      }
    }
    // An abbreviation that is also a word ("DIGITAL") is as ambiguous as a term that is.
    for (const a of c.abbreviations) add(a, c, a, ambiguous.has(foldText(a)))
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length)

  const children = new Map<string, string[]>()
  for (const c of concepts) for (const b of c.broader) children.set(b, [...(children.get(b) ?? []), c.id])
  // Closures are asked per query word and per grant: each is computed once.
  const closures = new Map<string, string[]>()
  const closure = (id: string, direction: 'narrower' | 'broader', next: (id: string) => string[]) => {
    const key = `${direction} ${id}`
    const known = closures.get(key)
    if (known) return known
    const seen = new Set<string>([id])
    const queue = [id]
    while (queue.length)
      for (const n of next(queue.pop()!))
        if (!seen.has(n)) {
          seen.add(n)
          queue.push(n)
        }
    closures.set(key, [...seen])
    return closures.get(key)!
  }
  const broaderOf = (id: string) => closure(id, 'broader', (n) => byId.get(n)?.broader ?? [])
  const byNace = new Map<string, string[]>()
  for (const c of concepts) for (const code of c.nace ?? []) byNace.set(code, [...(byNace.get(code) ?? []), c.id])

  const guards = new Map(
    concepts.filter((c) => c.not_when.length).map((c) => [c.id, c.not_when.map((g) => ` ${words(g).join(' ')} `)]),
  )

  // Every entry of the longest words matching at `i` (a phrase may name several concepts: "water
  // utility" is a sector and an infrastructure operator), with the position after its last word.
  // A query reads a phrase as people type it: a possessive or an article may stand between its
  // words ("cut our water use"), and some words stand for one another ("cut" for "reduce").
  function matchAt(tokens: Token[], i: number, query: boolean, typed: boolean): { entries: Entry[]; end: number } {
    const found: Entry[] = []
    let end = i
    const same = typed ? (word: string, term: string) => equivalents(word).includes(term) : (word: string, term: string) => word === term
    // Most words have no equivalents: their own list, already longest first, without a copy.
    const words = typed ? equivalents(tokens[i]!.word) : [tokens[i]!.word]
    const candidates = words.length === 1
      ? index.get(words[0]!) ?? []
      : words.flatMap((w) => index.get(w) ?? []).sort((a, b) => b.tokens.length - a.tokens.length)
    for (const e of candidates) {
      if (found.length && e.tokens.length < found[0]!.tokens.length) break
      let j = i + 1
      let ok = true
      for (let k = 1; k < e.tokens.length && ok; k++) {
        while (typed && j < tokens.length && !same(tokens[j]!.word, e.tokens[k]!) && DETERMINERS.has(tokens[j]!.word)) j++
        // A preposition or article between two of the term's words that the person left out.
        const omitted = typed && k < e.tokens.length - 1 && CONNECTORS.has(e.tokens[k]!)
        if (omitted && !(j < tokens.length && same(tokens[j]!.word, e.tokens[k]!))) continue
        ok = j < tokens.length && same(tokens[j]!.word, e.tokens[k]!) && tokens[j]!.sentence === tokens[i]!.sentence
        j++
      }
      if (!ok) continue
      // In a text an abbreviation counts only as written ("PV", "NbS"; not "pv"); a query may be typed in lower case.
      if (e.abbreviation && !query && !isUpper(tokens[i]!.raw) && tokens[i]!.raw !== e.abbreviation) continue
      if (e.ambiguous && !(isUpper(tokens[i]!.raw) || (query && tokens.length === e.tokens.length))) continue
      if (!found.some((f) => f.concept === e.concept)) found.push(e)
      end = Math.max(end, j)
    }
    return { entries: found, end }
  }

  // A long word that begins with a one-word term: the longest such term. Not a role's verb: an
  // "installer" is no "install" (a role is named by its own forms, listed as terms).
  function prefixAt(token: Token): Entry | null {
    const w = token.word
    for (let k = w.length - 1; k >= PREFIX_MIN; k--) {
      const entry = index.get(w.slice(0, k))
        ?.find((e) => e.tokens.length === 1 && !e.abbreviation && !e.ambiguous && e.concept.kind !== 'role')
      if (entry) return entry
    }
    return null
  }

  function guarded(concept: Concept, tokens: Token[], hit: { start: number; end: number }): boolean {
    const list = guards.get(concept.id)
    if (!list) return false
    const sentence = tokens[hit.start]!.sentence
    const text = ` ${tokens
      .filter((t) => t.sentence === sentence)
      .map((t) => t.word)
      .join(' ')} `
    return list.some((g) => text.includes(g))
  }

  /** The hits the words from `start` to `end` make, one per entry its concept's guards allow. */
  function hitsAt(tokens: Token[], entries: Entry[], start: number, end: number): ConceptHit[] {
    const text = tokens.slice(start, end).map((t) => t.raw).join(' ')
    return entries.filter((e) => !guarded(e.concept, tokens, { start, end }))
      .map((e) => ({ id: e.concept.id, kind: e.concept.kind, start, end, text, languages: e.languages }))
  }

  // "cut our water use and energy bills", "replace gas ovens with electric ones": words said once
  // (ellipsis.ts).
  function elided(tokens: Token[], hits: ConceptHit[], query: boolean): ConceptHit[] {
    const named = (i: number) => hits.find((h) => h.start <= i && i < h.end)
    const match = (words: Token[]) => matchAt(words, 0, query, true)
    const readings = [...elidedReadings(tokens, named, match), ...switchedReadings(tokens, match)]
    return readings.flatMap(({ entries, start, end }) => hitsAt(tokens, entries, start, end))
  }

  return {
    version: createHash('sha1').update(JSON.stringify(concepts)).digest('hex').slice(0, 12),
    concepts: byId,
    find(text, { query = false, typed = query } = {}) {
      const tokens = typeof text === 'string' ? tokenize(text) : text
      const hits: ConceptHit[] = []
      for (let i = 0; i < tokens.length;) {
        let { entries, end } = matchAt(tokens, i, query, typed)
        if (entries.length === 0 && tokens[i]!.word.length > PREFIX_MIN) {
          const e = prefixAt(tokens[i]!)
          if (e) [entries, end] = [[e], i + 1]
        }
        if (entries.length === 0) {
          i++
          continue
        }
        hits.push(...hitsAt(tokens, entries, i, end))
        i = end
      }
      return typed ? [...hits, ...elided(tokens, hits, query)].sort((a, b) => a.start - b.start) : hits
    },
    narrower: (id) => closure(id, 'narrower', (n) => children.get(n) ?? []),
    broader: broaderOf,
    ofNace: (codes) => {
      const found = new Set(codes.flatMap((code) => naceLevels(code).flatMap((level) => byNace.get(level) ?? [])))
      // A pub (56.30) is not also said to be in hospitality (56): the narrowest sectors only.
      return [...found].filter((id) => ![...found].some((other) => other !== id && broaderOf(other).includes(id)))
    },
    knows: (word) => known.has(word),
    idPrefixes: concepts
      .flatMap((c) => (c.id_prefixes ?? []).map((prefix) => ({ prefix, id: c.id })))
      .sort((a, b) => b.prefix.length - a.prefix.length),
  }
}

/** A NACE code and the levels above it, most specific first: `56.30`, `56.3`, `56`. */
const naceLevels = (code: string) => [code, code.slice(0, 4), code.slice(0, 2)].filter((c, i, all) => all.indexOf(c) === i)

function readConcepts(url: URL): Concept[] {
  const file = JSON.parse(readFileSync(url, 'utf8')) as { concepts: Partial<Concept>[] }
  return file.concepts.map((c) => ({
    ...c,
    id: c.id!,
    kind: c.kind!,
    broader: c.broader ?? [],
    terms: c.terms ?? {},
    abbreviations: c.abbreviations ?? [],
    not_when: c.not_when ?? [],
  }))
}

let shared: Lexicon | undefined
const DATA = new URL('./data/', import.meta.url)
const CITIES = new URL('cities.json', DATA)

/** The bundled lexicon's files: one per domain, then the programmes. */
function bundledFiles(): URL[] {
  const dir = new URL('concepts/', DATA)
  const parts = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  return [...parts.map((f) => new URL(f, dir)), new URL('programmes.json', DATA)]
}

/** The bundled lexicon: domain concepts and programmes, built once per process. */
export function lexicon(): Lexicon {
  shared ??= buildLexicon(withCities(bundledFiles().flatMap(readConcepts), CITIES))
  return shared
}

let sharedVersion: string | undefined
/**
 * What the stored grants' concepts were derived with: a hash of the lexicon's files, read without
 * building the lexicon (a third of a second), so a server can check it before it listens.
 */
export function bundledLexiconVersion(): string {
  if (sharedVersion) return sharedVersion
  const hash = createHash('sha1')
  for (const file of [...bundledFiles(), CITIES]) hash.update(readFileSync(file))
  sharedVersion = hash.digest('hex').slice(0, 12)
  return sharedVersion
}
