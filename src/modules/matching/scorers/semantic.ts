// Semantic score: how close a grant's text is to what the company does. Pluggable: the matching
// service only knows `SemanticScorer`, so an embedding provider (company and grant vectors, cosine
// similarity) can replace the BM25 scorer below by implementing the same two-step interface.
//
// BM25F over the request's candidate set. IDF is computed from the ~300 candidates, not from a
// global index: IDF's job is to say which query words discriminate among the documents being
// ranked, and the candidates are exactly those documents (a word every candidate contains, such as
// "project" or the country's name, cannot reorder them). It needs no index to build or refresh,
// and the scores are relative to the request anyway (normalised by the best candidate, below).
// The cost: with very few candidates IDF is flat and the ranking leans on term frequency alone.
import type { CarbonCategory } from '../../grants/synthetic-vocabulary.js'
import type { CompanyProfile, MatchGrant, SubScore } from '../scoring.js'
import { sharedVocabulary, stems, surfaceTerms, type FieldBag, type SurfaceTerm, type Vocabulary } from './text.js'
import { reason, type Reason } from '../reasons.js'

export interface SemanticScorer {
  readonly name: string
  /** Once per request, over the candidate set; the returned function scores one grant. */
  prepare (company: CompanyProfile, grants: MatchGrant[]): (grant: MatchGrant) => SubScore
}

export type GrantField = 'title' | 'summary' | 'thematic_areas' | 'description'
export type QuerySource = 'keyword' | 'description' | 'synonym' | 'nace'

export interface Bm25Options {
  /** Term-frequency saturation (BM25 k1). */
  k1?: number
  /** Length normalisation (BM25 b), the same for every field. */
  b?: number
  fieldWeights?: Partial<Record<GrantField, number>>
  queryWeights?: Partial<Record<QuerySource, number>>
}

const FIELDS: readonly GrantField[] = ['title', 'summary', 'thematic_areas', 'description']
// A title word is the call's subject; summary and thematic areas are curated; the description is
// long and full of boilerplate. BM25F adds the weighted field frequencies before saturating, so a
// word in the title counts like three in the description, not like a separate document.
const FIELD_WEIGHTS: Record<GrantField, number> = { title: 3, summary: 1.5, thematic_areas: 1.5, description: 1 }
// Keywords are the company's own summary of what it wants; NACE descriptions are generic
// ("manufacture of ...") and only a hint; synonyms are our expansion of its carbon focus.
const QUERY_WEIGHTS: Record<QuerySource, number> = { keyword: 2, description: 1, synonym: 1, nace: 0.5 }
// Query-side saturation (BM25's k3): a word the description repeats five times counts ~2.8×, not 5×.
const K3 = 4
// Normalisation: score / max(best candidate, FLOOR × ideal), where ideal = Σ qw·idf over the query
// words some candidate contains (a grant containing all of them, saturated). Dividing by the best
// candidate spreads scores over 0..1 within a request; the floor keeps a set of uniformly poor
// candidates (the best covers < 5% of the query's weight) from having one promoted to 1. On
// synthetic calls the best candidate covers 20-80% (20% for a 50-word company description).
const FLOOR = 0.05
// Keyword coverage (Lucene's classic "coord" factor, per keyword): BM25 can rank a grant all about
// one of the company's keywords above one that touches every keyword; an advisor reads the second
// as the better fit. The semantic score is (1 − COORD) × BM25 (normalised as above) + COORD × the
// mean share of each keyword's words the grant contains, normalised again by the best candidate.
// Measured on the relevance set (docs/matching.md): 0.4 lifts nDCG@10 on both halves; companies
// without keywords keep BM25 alone.
const COORD = 0.4
// Reasons only for grants that match noticeably, naming units worth ≥ 25% of the top unit.
const REASON_MIN_SCORE = 0.15
const UNIT_MIN_SHARE = 0.25
const MAX_UNITS = 3
// "Close to your activity" when NACE-description words make up at least this share of the score.
const NACE_DRIVES = 0.35

// Words each carbon focus category adds to the query (and a keyword naming the category: "Hydrogen",
// "renewable energy", "renewables"). Multi-word entries are matched word by word, like any query.
const CARBON_SYNONYMS: Record<CarbonCategory, { aliases?: string[]; words: string[] }> = {
  energy_efficiency: { words: ['efficiency', 'insulation', 'heat pump', 'retrofit', 'energy audit', 'waste heat'] },
  renewable_energy: { aliases: ['renewables'], words: ['renewable', 'solar', 'wind', 'photovoltaic', 'geothermal', 'biomass', 'biogas'] },
  clean_technology: { aliases: ['cleantech', 'clean tech'], words: ['clean technology', 'cleantech', 'battery', 'energy storage'] },
  circular_economy: { words: ['circular', 'recycling', 'reuse', 'remanufacturing', 'repair', 'secondary raw materials'] },
  sustainable_transport: { aliases: ['sustainable mobility'], words: ['transport', 'mobility', 'electric vehicle', 'charging', 'zero-emission', 'rail'] },
  green_buildings: { aliases: ['green building'], words: ['building', 'renovation', 'insulation', 'retrofit', 'nearly zero-energy'] },
  carbon_capture: { aliases: ['ccs', 'ccus'], words: ['carbon capture', 'ccs', 'ccus', 'co2 storage', 'direct air capture', 'carbon removal'] },
  hydrogen: { words: ['hydrogen', 'electrolyser', 'fuel cell', 'electrolysis'] },
  industrial_decarbonization: { aliases: ['decarbonisation', 'decarbonization'], words: ['decarbonisation', 'industrial heat', 'process emissions', 'electrification', 'steel', 'cement'] },
  sustainable_agriculture: { words: ['agriculture', 'farming', 'agroforestry', 'soil', 'organic farming', 'agroecology'] },
  biodiversity: { words: ['biodiversity', 'ecosystem', 'habitat', 'nature restoration', 'species', 'pollinators'] },
  water_management: { words: ['water', 'wastewater', 'water reuse', 'irrigation', 'leakage', 'flood'] },
  waste_reduction: { words: ['waste', 'waste prevention', 'recycling', 'composting', 'packaging', 'landfill'] },
  climate_adaptation: { words: ['adaptation', 'resilience', 'flood', 'drought', 'heatwave', 'early warning'] },
}

// Stem sequence ("renew energi") → category, for keywords that name a category.
const CATEGORY_BY_NAME = new Map<string, CarbonCategory>()
for (const [category, entry] of Object.entries(CARBON_SYNONYMS) as [CarbonCategory, { aliases?: string[] }][]) {
  for (const name of [category, ...(entry.aliases ?? [])]) CATEGORY_BY_NAME.set(stems(name).join(' '), category)
}

/** The category a keyword names ("Renewable energies" → renewable_energy), or undefined. */
export const categoryNamedBy = (keyword: string): CarbonCategory | undefined => CATEGORY_BY_NAME.get(stems(keyword).join(' '))

/** The synonym words a category adds to the query. */
export const carbonSynonyms = (category: CarbonCategory): readonly string[] => CARBON_SYNONYMS[category].words

/** A run of query words the company (or our synonym table) wrote, named in reasons when matched. */
interface Unit { surface: string; source: QuerySource; terms: number[] }

export interface Query {
  stems: string[]
  /** Per query word: saturated weight, and the share of that weight that came from NACE text. */
  weight: Float64Array
  naceShare: Float64Array
  units: Unit[]
}

/** The company's weighted query: description, keywords, NACE descriptions and carbon synonyms. */
export function buildQuery (company: CompanyProfile, weights: Record<QuerySource, number> = QUERY_WEIGHTS): Query {
  const index = new Map<string, number>()
  const total: number[] = []
  const nace: number[] = []
  const units = new Map<string, Unit>()   // by stem sequence: the first (strongest) source names it
  const add = (surface: string, source: QuerySource, terms: SurfaceTerm[], perWord: boolean) => {
    const ids: number[] = []
    for (const { stem, surface: word } of terms) {
      let i = index.get(stem)
      if (i === undefined) { i = total.length; index.set(stem, i); total.push(0); nace.push(0) }
      total[i]! += weights[source]
      if (source === 'nace') nace[i]! += weights[source]
      if (perWord) addUnit(units, word, source, [i])
      else ids.push(i)
    }
    if (!perWord && ids.length > 0) addUnit(units, surface.trim(), source, ids)
  }
  const categories = new Set(company.carbon?.focus_categories ?? [])
  for (const keyword of company.keywords) {
    add(keyword, 'keyword', surfaceTerms(keyword), false)
    const named = categoryNamedBy(keyword)
    if (named) categories.add(named)
  }
  if (company.description) add('', 'description', surfaceTerms(company.description), true)
  for (const category of categories) {
    for (const word of CARBON_SYNONYMS[category].words) add(word, 'synonym', surfaceTerms(word), false)
  }
  for (const name of company.concept_names ?? []) add(name, 'synonym', surfaceTerms(name), false)
  for (const text of company.nace_descriptions) add(naceLabel(text), 'nace', surfaceTerms(text.replace(NACE_EXCEPT, ' ')), false)

  const weight = Float64Array.from(total, (s) => (K3 + 1) * s / (K3 + s))
  const naceShare = Float64Array.from(nace, (s, i) => s / total[i]!)
  return { stems: [...index.keys()], weight, naceShare, units: [...units.values()] }
}

function addUnit (units: Map<string, Unit>, surface: string, source: QuerySource, ids: number[]): void {
  const terms = [...new Set(ids)]
  const key = [...terms].sort((a, b) => a - b).join(' ')
  if (!units.has(key)) units.set(key, { surface, source, terms })
}

/** "Manufacture of fabricated metal products, except machinery" → "manufacture of fabricated metal products". */
export function naceLabel (description: string): string {
  const cut = description.search(NACE_CUT)
  return (cut > 0 ? description.slice(0, cut) : description).trim().toLowerCase()
}
const NACE_CUT = /[,;(]/
// "(except rice)", ", except machinery and equipment": what the activity is not must not match.
const NACE_EXCEPT = /\([^)]*\)|\bexcept\b[^,;)]*/gi

export function createBm25Scorer (options: Bm25Options = {}): SemanticScorer {
  const k1 = options.k1 ?? 1.2
  const b = options.b ?? 0.75
  const fieldWeight = FIELDS.map((f) => options.fieldWeights?.[f] ?? FIELD_WEIGHTS[f])
  const queryWeights = { ...QUERY_WEIGHTS, ...options.queryWeights }
  return {
    name: 'bm25',
    prepare (company, grants) {
      const query = buildQuery(company, queryWeights)
      if (query.stems.length === 0) return () => ({ score: 0.5, reasons: [] })   // nothing to compare: neutral
      return prepareCorpus(query, grants, { k1, b, fieldWeight })
    },
  }
}

interface Params { k1: number; b: number; fieldWeight: number[] }
/** A grant's query-word hits: query word ids and per-field counts (4 per word), plus field lengths. */
interface Doc { terms: number[]; counts: number[]; lengths: ArrayLike<number> }

// A grant's bag of stems does not depend on the company, so it is kept with the grant object:
// when the service passes the same (cached, never mutated) row objects again, the next request
// skips the text entirely; fresh objects cost nothing extra. Tied to the vocabulary it was built
// with, whose ids it holds.
const bags = new WeakMap<MatchGrant, FieldBag>()
function bagOf (vocabulary: Vocabulary, grant: MatchGrant): FieldBag {
  const cached = bags.get(grant)
  if (cached?.vocabulary === vocabulary) return cached
  const bag = vocabulary.bag([grant.title, grant.summary, grant.thematic_areas, grant.description])
  bags.set(grant, bag)
  return bag
}

function prepareCorpus (query: Query, grants: MatchGrant[], { k1, b, fieldWeight }: Params): (grant: MatchGrant) => SubScore {
  // Stem id → query word id (-1: not a query word). Stems first seen after this point are not
  // query words, so ids past the end of the array need no entry.
  const vocabulary = sharedVocabulary()
  const queryStemIds = query.stems.map((s) => vocabulary.stemId(s))
  const queryWordOf = new Int32Array(Math.max(0, ...queryStemIds) + 1).fill(-1)
  queryStemIds.forEach((id, t) => { queryWordOf[id] = t })
  const analyse = (grant: MatchGrant): Doc => {
    const bag = bagOf(vocabulary, grant)
    const doc: Doc = { terms: [], counts: [], lengths: bag.lengths }
    const e = bag.entries
    for (let i = 0; i < e.length; i += bag.fields + 1) {
      const id = e[i]!
      const t = id < queryWordOf.length ? queryWordOf[id]! : -1
      if (t < 0) continue
      doc.terms.push(t)
      for (let f = 1; f <= bag.fields; f++) doc.counts.push(e[i + f]!)
    }
    return doc
  }

  const docs = grants.map(analyse)
  const n = docs.length
  const df = new Float64Array(query.stems.length)
  const avgLength = [0, 0, 0, 0]
  for (const doc of docs) {
    for (const t of doc.terms) df[t]!++
    for (let f = 0; f < 4; f++) avgLength[f]! += doc.lengths[f]! / n
  }
  // Lucene's BM25 IDF: never negative, so a word in most candidates still counts a little.
  const idfOf = (dfT: number, docsN: number) => Math.log(1 + (docsN - dfT + 0.5) / (dfT + 0.5))
  const idf = Float64Array.from(df, (d) => idfOf(d, n))
  let ideal = 0
  for (let t = 0; t < df.length; t++) if (df[t]! > 0) ideal += query.weight[t]! * idf[t]!

  /** Per hit word of a document: its contribution qw·idf·tf/(k1+tf), tf the BM25F pseudo-frequency. */
  const contributions = (doc: Doc, idfs: Float64Array | ((t: number) => number)): number[] => doc.terms.map((t, at) => {
    let tf = 0
    for (let f = 0; f < 4; f++) {
      const count = doc.counts[at * 4 + f]!
      if (count === 0) continue
      const norm = avgLength[f]! > 0 ? 1 - b + b * doc.lengths[f]! / avgLength[f]! : 1
      tf += fieldWeight[f]! * count / norm
    }
    const idfT = typeof idfs === 'function' ? idfs(t) : idfs[t]!
    return query.weight[t]! * idfT * tf / (k1 + tf)
  })
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0)

  const prepared = docs.map((doc) => ({ doc, parts: contributions(doc, idf), raw: 0 }))
  let best = 0
  for (const p of prepared) { p.raw = sum(p.parts); if (p.raw > best) best = p.raw }
  const bm25Scale = Math.max(best, FLOOR * ideal)

  // The blend with keyword coverage (see COORD), then normalised by the best candidate, but never
  // by less than what a grant covering none of the keywords reaches at the top of BM25, so a set
  // of uniformly poor candidates still has none promoted to 1.
  const keywordUnits = query.units.filter((u) => u.source === 'keyword')
  const coord = keywordUnits.length > 0 ? COORD : 0
  const blend = (doc: Doc, raw: number, scale = bm25Scale) =>
    (scale > 0 ? (1 - coord) * raw / scale + coord * coverage(keywordUnits, doc, idf) : 0)
  const values = prepared.map((p) => blend(p.doc, p.raw))
  const denominator = Math.max(1 - coord, ...values)
  const byGrant = new Map<MatchGrant, number>(grants.map((g, i) => [g, i]))
  const byId = new Map<string, number>(grants.map((g, i) => [g.id, i]))

  return (grant) => {
    const i = byGrant.get(grant) ?? byId.get(grant.id)
    if (i !== undefined) {
      const { doc, parts, raw } = prepared[i]!
      return result(query, doc, parts, raw, values[i]! / denominator)
    }
    // Not in the candidate set: score it as if it had been (its words count in df), with the same
    // average lengths; it can reach 1 only by beating every candidate.
    const doc = analyse(grant)
    const parts = contributions(doc, (t) => idfOf(df[t]! + 1, n + 1))
    const raw = sum(parts)
    const value = blend(doc, raw, Math.max(bm25Scale, raw))
    return result(query, doc, parts, raw, value / Math.max(denominator, value))
  }
}

/** The mean, over the company's keywords, of the share of each keyword's words the grant contains. */
function coverage (units: Unit[], doc: Doc, idf: Float64Array): number {
  if (units.length === 0) return 0
  const present = new Set(doc.terms)
  let total = 0
  for (const unit of units) {
    let hits = 0
    let all = 0
    for (const t of unit.terms) {
      all += idf[t]!
      if (present.has(t)) hits += idf[t]!
    }
    total += all > 0 ? hits / all : 0
  }
  return total / units.length
}

function result (query: Query, doc: Doc, parts: number[], raw: number, value: number): SubScore {
  if (raw <= 0 || value <= 0) return { score: 0, reasons: [] }
  const score = Math.min(1, value)
  return { score, reasons: score >= REASON_MIN_SCORE ? reasonsFor(query, doc, parts, raw) : [] }
}

function reasonsFor (query: Query, doc: Doc, parts: number[], raw: number): Reason[] {
  const part = new Map(doc.terms.map((t, at) => [t, parts[at]!]))
  const scored = query.units.map((unit) => {
    let value = 0
    let matched = 0
    for (const t of unit.terms) { const p = part.get(t); if (p !== undefined) { value += p; matched++ } }
    return { unit, value, all: matched === unit.terms.length, most: matched * 2 > unit.terms.length }
  })

  // The company's own words (and our synonyms of its focus): only fully matched runs, so
  // "heat pumps" is named only when the grant has both words, strongest first, no repeats.
  const named: string[] = []
  const covered = new Set<number>()
  const candidates = scored.filter((s) => s.unit.source !== 'nace' && s.all && s.value > 0).sort((x, y) => y.value - x.value)
  for (const { unit, value } of candidates) {
    if (named.length >= MAX_UNITS || value < UNIT_MIN_SHARE * candidates[0]!.value) break
    if (unit.terms.every((t) => covered.has(t))) continue
    unit.terms.forEach((t) => covered.add(t))
    named.push(unit.surface)
  }
  const reasons = named.length > 0 ? [reason('keywords', { words: named })] : []

  let naceValue = 0
  for (const [t, p] of part) naceValue += p * query.naceShare[t]!
  if (naceValue >= NACE_DRIVES * raw) {
    // Most of the activity's words, so "manufacturing" alone does not make a grant
    // "close to manufacture of metal structures" (but does make it close to "manufacturing").
    const activity = scored.filter((s) => s.unit.source === 'nace' && s.most && s.value > 0).sort((x, y) => y.value - x.value)[0]
    if (activity) reasons.push(reason('activity', { activity: activity.unit.surface }))
  }
  return reasons
}
