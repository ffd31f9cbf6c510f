// Carbon classifier: fills a grant's carbon columns from its text. Pure and deterministic: no I/O,
// no clock, no randomness; every decision carries the cues that made it (`evidence`). How it works,
// the thresholds and their rationale: docs/classifier.md. The vocabulary lives in carbon-cues.ts.
import { CUES, EMISSION, FIFTY_FIVE, FLAG_FIELDS, MIN_PERCENT, REDUCTION, type CueTag, type FlagField } from './carbon-cues.js'
import { CARBON_CATEGORIES, type CarbonCategory, type TaxonomyObjective } from './synthetic-vocabulary.js'
import { foldText } from '../../core/fold-text.js'

/** The grant text the classifier reads (connectors' `keywords`/`programme` included). */
export interface CarbonText {
  title: string; description: string; summary?: string; keywords?: string[]; thematic_areas?: string[]; programme?: string | null
}

export type EmissionScope = 'scope_1' | 'scope_2' | 'scope_3'

export interface CarbonClassification {
  is_carbon_focused: boolean
  carbon_categories: CarbonCategory[]
  eligible_scopes: EmissionScope[]
  eu_taxonomy_aligned: boolean; green_deal_aligned: boolean; fit_for_55_relevant: boolean
  supports_csrd_compliance: boolean; supports_sbti_alignment: boolean
  taxonomy_objectives: TaxonomyObjective[]
  min_emission_reduction_percent: number | null
  /** Per assigned category, flag, scope, objective (and `ignored` for negated cues): what fired. */
  evidence: Record<string, string[]>
}

// Titles and curated keywords say what a call is about; descriptions also carry context and
// boilerplate, so a word there counts less.
const FIELD_WEIGHTS = { title: 1.75, keywords: 1.75, thematic_areas: 1.75, summary: 1.25, programme: 1, description: 1 } as const
type Field = keyof typeof FIELD_WEIGHTS
/** A category needs one strong cue, or two weak ones, or a weak one in the title/keywords. */
export const CATEGORY_THRESHOLD = 2
/** A document is carbon-focused when its capped category scores plus climate language reach this. */
export const FOCUS_THRESHOLD = 4
const CATEGORY_CAP = 4

const CATEGORY_SCOPES: Partial<Record<CarbonCategory, EmissionScope>> = {
  industrial_decarbonization: 'scope_1', hydrogen: 'scope_1', carbon_capture: 'scope_1', sustainable_transport: 'scope_1',
  sustainable_agriculture: 'scope_1', energy_efficiency: 'scope_2', renewable_energy: 'scope_2', green_buildings: 'scope_2',
  circular_economy: 'scope_3', waste_reduction: 'scope_3',
}
const CATEGORY_OBJECTIVES: Partial<Record<CarbonCategory, TaxonomyObjective>> = {
  energy_efficiency: 'CCM', renewable_energy: 'CCM', clean_technology: 'CCM', sustainable_transport: 'CCM', green_buildings: 'CCM',
  carbon_capture: 'CCM', hydrogen: 'CCM', industrial_decarbonization: 'CCM', climate_adaptation: 'CCA', water_management: 'WTR',
  circular_economy: 'CE', waste_reduction: 'CE', biodiversity: 'BIO',
}
const OBJECTIVE_ORDER: TaxonomyObjective[] = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO']
const SCOPES: EmissionScope[] = ['scope_1', 'scope_2', 'scope_3']


// ---- the matcher: cues compiled once into integer-keyed tables ----
// Text is split into words ([a-z0-9]+ after folding); a cue is a sequence of words, each exact or a
// stem, joined in the text by a space, hyphen, apostrophe, slash or comma. Every cue is filed under
// the integer key of its first four letters; a word of the text costs that key (computed while
// tokenising) and one array look-up, so the time is linear in the text whatever the vocabulary's
// size, and only hits allocate.

interface Cue { tags: CueTag[]; w: number; words: string[]; stems: boolean[]; hashes: number[] }
interface InfixCue { tags: CueTag[]; w: number; stem: string }

/** a-z → 1-26, 0-9 → 27-36 (only word characters are ever coded). */
const CODE = new Int8Array(128).map((_, c) => c >= 97 && c <= 122 ? c - 96 : c >= 48 && c <= 57 ? c - 21 : 0)
const SHORT = 37 ** 4   // keys of words shorter than four letters are offset so they never collide
function keyOf (s: string, start: number, length: number): number {
  let key = 0
  for (let i = 0; i < Math.min(length, 4); i++) key = key * 37 + CODE[s.charCodeAt(start + i)]!
  return length < 4 ? key + SHORT * length : key
}
function hashOf (s: string, start: number, end: number): number {
  let h = 7
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) & 0x3fffffff
  return h
}

/** Cues bucketed by key (4093 buckets, mostly empty: an empty bucket means "no cue starts so"). */
type Index<T> = ({ key: number; items: T[] }[] | undefined)[]
const BUCKETS = 4093
function add<T> (index: Index<T>, word: string, item: T) {
  const key = keyOf(word, 0, Math.min(word.length, 4))
  const bucket = index[key % BUCKETS] ??= []
  const group = bucket.find((g) => g.key === key)
  if (group) group.items.push(item); else bucket.push({ key, items: [item] })
}
function lookup<T> (index: Index<T>, key: number): T[] | undefined {
  const bucket = index[key % BUCKETS]
  if (bucket) for (const g of bucket) if (g.key === key) return g.items
  return undefined
}

function compile () {
  const starts: Index<Cue> = new Array(BUCKETS), infixes: Index<InfixCue> = new Array(BUCKETS)
  for (const entry of CUES) {
    const lists = [entry.any, entry.en, entry.de, entry.fr, entry.es, entry.it].filter((l): l is string => !!l)
    for (const raw of lists.flatMap((l) => l.split('|'))) {
      const cue = foldText(raw.trim())
      const parts = cue.split(/[^a-z0-9*]+/).filter(Boolean)
      if (parts.length === 0 || parts.some((p, i) => /\*./.test(p.slice(i === 0 ? 1 : 0)) || p === '*')) throw new Error(`carbon cue "${raw}": malformed`)
      const words = parts.map((p) => p.replace(/\*/g, ''))
      if (cue.startsWith('*')) {
        if (parts.length > 1 || words[0]!.length < 4) throw new Error(`carbon cue "${raw}": a compound part is one word of 4+ letters`)
        add(infixes, words[0]!, { tags: entry.tags, w: entry.w, stem: words[0]! })
        continue
      }
      const stems = parts.map((p) => p.endsWith('*'))
      if (stems[0] && words[0]!.length < 4) throw new Error(`carbon cue "${raw}": a stem needs 4+ letters`)
      add(starts, words[0]!, { tags: entry.tags, w: entry.w, words, stems, hashes: words.map((w) => hashOf(w, 0, w.length)) })
    }
  }
  return { starts, infixes }
}
const VOCABULARY = compile()
const INFIX_MIN_TOKEN = 8   // compounds are long words; shorter words are never searched inside
const PERCENT_WORDS = new Set(['percent', 'cent', 'prozent', 'ciento', 'cento'].map((w) => hashOf(w, 0, w.length)))

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
const isJoiner = (c: number) => c === 32 || c === 45 || c === 39 || c === 47 || c === 44 || (c >= 9 && c <= 13) || c === 160
const isDigit = (c: number) => c >= 48 && c <= 57
const isSentenceEnd = (s: string, i: number, c = s.charCodeAt(i)) => c === 10 || c === 59 || c === 33 || c === 63 ||
  (c === 46 && !(isDigit(s.charCodeAt(i - 1)) && isDigit(s.charCodeAt(i + 1))))   // "2.5" is no full stop

interface Hit { tags: CueTag[]; w: number; field: Field; text: string; negatedBy?: string }

// Token buffers, reused across calls (classification is synchronous) to spare the allocator.
let STARTS = new Int32Array(512), ENDS = new Int32Array(512), HASHES = new Int32Array(512), KEYS = new Int32Array(512)
const BEST: Cue[] = []
const grow = (a: Int32Array) => { const b = new Int32Array(a.length * 2); b.set(a); return b }

/** Finds the cues in one folded field: the longest cue at each word start, plus compound parts. */
function scan (s: string, field: Field): { hits: Hit[]; percent: boolean } {
  let n = 0
  let percent = false   // does the field mention a percentage? (spares the percentage regexes)
  for (let i = 0; i < s.length;) {
    const c0 = s.charCodeAt(i)
    if (!isWordChar(c0)) { if (c0 === 37) percent = true; i++; continue }
    if (n === STARTS.length) { STARTS = grow(STARTS); ENDS = grow(ENDS); HASHES = grow(HASHES); KEYS = grow(KEYS) }
    const start = i
    let h = 7, key = 0
    for (let c = c0; i < s.length && isWordChar(c); c = s.charCodeAt(++i)) {
      h = (Math.imul(h, 31) + c) & 0x3fffffff
      if (i - start < 4) key = key * 37 + CODE[c]!
    }
    STARTS[n] = start; ENDS[n] = i; HASHES[n] = h; KEYS[n++] = i - start < 4 ? key + SHORT * (i - start) : key
    if (!percent && PERCENT_WORDS.has(h)) percent = true
  }
  // The end offset of `cue` matched from token `t`, or -1.
  const match = (cue: Cue, t: number): number => {
    for (let k = 0; k < cue.words.length; k++, t++) {
      if (t >= n) return -1
      const length = ENDS[t]! - STARTS[t]!
      const word = cue.words[k]!
      if (cue.stems[k] ? length < word.length || !s.startsWith(word, STARTS[t]!) : HASHES[t] !== cue.hashes[k] || length !== word.length) return -1
      if (k > 0) {   // the words must be joined by a short run of space/hyphen/apostrophe/slash/comma
        if (STARTS[t]! - ENDS[t - 1]! > 3) return -1
        for (let i = ENDS[t - 1]!; i < STARTS[t]!; i++) if (!isJoiner(s.charCodeAt(i))) return -1
      }
    }
    // Hashes can collide: confirm the exact words by their letters (rare: only on a match).
    for (let k = 0; k < cue.words.length; k++) if (!cue.stems[k] && !s.startsWith(cue.words[k]!, STARTS[t - cue.words.length + k]!)) return -1
    return ENDS[t - 1]!
  }
  const hits: Hit[] = []
  let negatedUntil = -1, coveredUntil = -1, blockedUntil = -1
  let negation = ''
  const record = (tags: CueTag[], w: number, start: number, end: number) => {
    if (tags.includes('neg')) {
      // Negation-light: "not eligible: X, Y" silences the cues after it up to the end of its sentence.
      negatedUntil = start
      while (negatedUntil < s.length && !isSentenceEnd(s, negatedUntil)) negatedUntil++
      negation = s.slice(start, end)
    } else {
      const hit: Hit = { tags, w, field, text: s.slice(start, end) }
      if (start < negatedUntil) hit.negatedBy = negation
      hits.push(hit)
    }
  }
  for (let t = 0; t < n; t++) {
    const start = STARTS[t]!, tokenEnd = ENDS[t]!
    const candidates = lookup(VOCABULARY.starts, KEYS[t]!)
    if (candidates) {
      let end = -1, count = 0
      for (const cue of candidates) {
        const e = match(cue, t)
        if (e > end) { end = e; BEST[0] = cue; count = 1 } else if (e === end && e >= 0) BEST[count++] = cue
      }
      // Maximal matches only: "farms" inside "wind farms" or "water" inside "drinking water" is no
      // cue of its own, but "heat pumps" overlapping "industrial heat" is. A blocking phrase ("water
      // polo") swallows the cues it covers.
      let blocked = false
      for (let i = 0; i < count; i++) if (BEST[i]!.tags.includes('block')) blocked = true
      if (blocked) blockedUntil = Math.max(blockedUntil, end)
      else if (end > coveredUntil) for (let i = 0; i < count; i++) record(BEST[i]!.tags, BEST[i]!.w, start, end)
      coveredUntil = Math.max(coveredUntil, end)
    }
    if (tokenEnd - start >= INFIX_MIN_TOKEN && tokenEnd > blockedUntil) {
      // German compounds: look for known parts ("abfall" in "produktionsabfalle") at every offset.
      let key = keyOf(s, start, 3) - SHORT * 3
      for (let i = start; i + 4 <= tokenEnd; i++) {
        key = (key % 50653) * 37 + CODE[s.charCodeAt(i + 3)]!   // rolling four-letter key (37^3 = 50653)
        for (const c of lookup(VOCABULARY.infixes, key) ?? []) {
          if (i + c.stem.length <= tokenEnd && s.startsWith(c.stem, i)) record(c.tags, c.w, start, tokenEnd)
        }
      }
    }
  }
  return { hits, percent }
}

// ---- minimum emission reduction ("at least 30% reduction in GHG emissions") ----

const SENTENCES = /(?<!\d)[.;!?](?!\d)|\n/
const hasPercent = (s: string) => s.includes('%') || s.includes('cent') || s.includes('prozent')

function percentages (s: string, field: Field, out: { min: number | null; evidence: string[]; ff55: string[] }) {
  for (const sentence of s.split(SENTENCES)) {
    if (!hasPercent(sentence) || (!EMISSION.test(sentence) && !/2030/.test(sentence))) continue
    if (FIFTY_FIVE.test(sentence)) out.ff55.push(`${field}: "${sentence.trim()}"`)
    if (!EMISSION.test(sentence) || !REDUCTION.test(sentence)) continue
    for (const m of sentence.matchAll(MIN_PERCENT)) {
      const value = Number((m[1] ?? m[2])!.replace(',', '.'))
      if (!(value > 0 && value <= 100)) continue
      out.evidence.push(`${field}: "${m[0]}" in "${sentence.trim()}"`)
      if (out.min === null || value < out.min) out.min = value
    }
  }
}

// ---- classification ----

export function classifyCarbon (text: CarbonText): CarbonClassification {
  const fields: [Field, string][] = [
    ['title', text.title], ['keywords', (text.keywords ?? []).join('; ')], ['thematic_areas', (text.thematic_areas ?? []).join('; ')],
    ['summary', text.summary ?? ''], ['programme', text.programme ?? ''], ['description', text.description],
  ]
  const evidence: Record<string, string[]> = {}
  const note = (key: string, line: string) => { if (!(evidence[key] ??= []).includes(line)) evidence[key].push(line) }
  const scores = new Map<CueTag, number>()
  const pct = { min: null as number | null, evidence: [] as string[], ff55: [] as string[] }
  for (const [field, raw] of fields) {
    if (!raw) continue
    const folded = foldText(raw)
    const { hits, percent } = scan(folded, field)
    if (percent && field !== 'programme') percentages(folded, field, pct)
    for (const hit of hits) {
      const line = `${field}: "${hit.text}"`
      if (hit.negatedBy) { note('ignored', `${line} (after "${hit.negatedBy}")`); continue }
      for (const tag of hit.tags) {
        // Each distinct word form counts once per field: repetition is not extra evidence.
        const lines = evidence[tag] ??= []
        if (lines.includes(line)) continue
        lines.push(line)
        scores.set(tag, (scores.get(tag) ?? 0) + hit.w * FIELD_WEIGHTS[field])
      }
    }
  }
  const score = (tag: CueTag) => scores.get(tag) ?? 0

  const categories = CARBON_CATEGORIES.filter((c) => score(c) >= CATEGORY_THRESHOLD)
    .sort((a, b) => score(b) - score(a) || CARBON_CATEGORIES.indexOf(a) - CARBON_CATEGORIES.indexOf(b))
  const climate = score('ccm') + score('ppc') + score('climate')
  const focus = categories.reduce((sum, c) => sum + Math.min(score(c), CATEGORY_CAP), 0) + Math.min(climate, CATEGORY_CAP)
  const focused = focus >= FOCUS_THRESHOLD

  const result: CarbonClassification = {
    is_carbon_focused: focused, carbon_categories: focused ? categories : [], eligible_scopes: [], taxonomy_objectives: [],
    eu_taxonomy_aligned: false, green_deal_aligned: false, fit_for_55_relevant: false, supports_csrd_compliance: false, supports_sbti_alignment: false,
    min_emission_reduction_percent: pct.min, evidence: {},
  }
  const explained: Record<string, string[]> = {}
  const explain = (key: string, lines: string[]) => { if (lines.length > 0) explained[key] = [...(explained[key] ?? []), ...lines] }
  explain('is_carbon_focused', [`focus score ${round(focus)} ${focused ? '≥' : '<'} ${FOCUS_THRESHOLD}: ${
    [...categories.map((c) => `${c} ${round(score(c))}`), `climate language ${round(climate)}`].join(', ')}`])
  for (const c of result.carbon_categories) explain(c, evidence[c] ?? [])
  for (const flag of FLAG_FIELDS) if (score(flag) > 0) { result[flag as FlagField] = true; explain(flag, evidence[flag] ?? []) }
  if (pct.ff55.length > 0) { result.fit_for_55_relevant = true; explain('fit_for_55_relevant', pct.ff55) }
  if (pct.min !== null) explain('min_emission_reduction_percent', pct.evidence)

  if (focused) {
    // Scopes: each category's typical scope (documented rules) plus explicit cues ("Scope 3", "PPA").
    const scopes = derive(categories, CATEGORY_SCOPES, SCOPES, (s) => score(s) > 0 ? evidence[s] ?? [] : [])
    result.eligible_scopes = [...scopes.keys()]
    // Objectives: from the categories, plus explicit mitigation (CCM) and pollution (PPC) language.
    const objectives = derive(categories, CATEGORY_OBJECTIVES, OBJECTIVE_ORDER, (o) =>
      o === 'CCM' && score('ccm') >= CATEGORY_THRESHOLD ? evidence.ccm ?? [] : o === 'PPC' && score('ppc') >= CATEGORY_THRESHOLD ? evidence.ppc ?? [] : [])
    result.taxonomy_objectives = [...objectives.keys()]
    for (const [key, lines] of [...scopes, ...objectives]) explain(key, lines)
  }
  if (evidence.ignored) explain('ignored', evidence.ignored)
  result.evidence = explained
  return result
}

const round = (n: number) => Math.round(n * 10) / 10

/** Values implied by the categories or by explicit cues, in `order`, each with its reasons. */
function derive<T extends string> (categories: CarbonCategory[], implied: Partial<Record<CarbonCategory, T>>, order: readonly T[], cues: (value: T) => string[]) {
  const reasons = new Map<T, string[]>()
  for (const value of order) {
    const lines = [...categories.filter((c) => implied[c] === value).map((c) => `category ${c}`), ...cues(value)]
    if (lines.length > 0) reasons.set(value, lines)
  }
  return reasons
}
