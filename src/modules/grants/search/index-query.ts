import type { GrantFilter, GrantSort } from '../grants.filters.js'
import type { Facets } from '../grants.schema.js'
import type { CatalogueIndex, IndexedGrants, Postings } from './catalogue-index.js'
import { CALL, compileFilter, countFacets, onlyIn } from './index-filter.js'
import { OPEN_TOPIC_CONCEPT } from '../grant-concepts.js'

// A planned query answered from the in-memory index (catalogue-index.ts): the same matching,
// coverage, floor, filters, facets and order as the SQL path of postgres-engine.ts, whose tests
// run against both.

/** One text stemmed in one configuration: its lexemes (all needed) and their positions in the text. */
export interface Alternative { lexemes: string[]; at: number[][] }

export interface IndexGroup {
  weight: number
  /** Ways to name the group in words (a text in each configuration); any one will do. */
  alternatives: Alternative[]
  /** The concept's own terms: they add to the rank only. */
  rankAlternatives: Alternative[]
  /** Concepts that satisfy it; `broader` ones satisfy it in part (as words only in the full text do). */
  concepts: string[]
  broader: string[]
  /** A programme or a role: only its tag (concepts) matches, never its words (a programme's rank). */
  conceptsOnly: boolean
  /** A role: its words do not rank either ("installer productivity tools" is no call to install). */
  role?: boolean
  /** Lower-case start of an `external_id`. */
  identifier?: string
  /** What the query is about: a grant naming it ranks before any that does not (subject first). */
  subject: boolean
}

export interface IndexQuery {
  groups: IndexGroup[]
  /** Grants holding all lexemes of any of these are left out (`-word`). */
  excluded: Alternative[]
  filter: GrantFilter
  sort: GrantSort
  now: Date
  limit: number
  offset: number
  /** Coverage a grant needs, unless none reaches it (then the best any grant reaches). */
  floor: number
  /** Grants kept whatever the floor, best covering first: a page is never emptier than this. */
  atLeast: number
  /** What a group covered in part adds: a broader concept, or words found beyond the topic. */
  partShare: number
  openCallBonus: number
  conceptTermsShare: number
  /** What a grant's rank adds to its coverage in the order (postgres-engine.ts, RANK_SHARE). */
  rankShare: number
  /** What a call for `localCountries` alone (national, regional) adds. */
  localBonus: number
  /** The country asked for, or where the query's language is spoken (postgres-engine.ts). */
  localCountries?: string[]
}

export interface IndexAnswer { ids: string[]; total: number; facets: Facets; best: number }

/**
 * Marks every grant holding all lexemes of some alternative; with `phrase`, in the text's order
 * and spacing (phraseto_tsquery: "heat pump" is not "heat recovery ... pump"). `count` is zeroed
 * scratch space.
 */
function markAlternatives (
  mark: Uint8Array, count: Uint8Array, map: Map<string, Postings>, alternatives: Alternative[], phrase = false,
) {
  for (const { lexemes, at } of alternatives) {
    const lists = lexemes.map((l) => map.get(l))
    if (lists.length === 0 || lists.some((l) => !l)) continue
    if (lists.length === 1) {
      for (const doc of lists[0]!.docs) mark[doc] = 1
      continue
    }
    for (const list of lists) for (const doc of list!.docs) count[doc]!++
    for (const doc of lists[0]!.docs) {
      if (count[doc] === lists.length && (!phrase || inOrder(lists as Postings[], at, doc))) mark[doc] = 1
    }
    for (const list of lists) for (const doc of list!.docs) count[doc] = 0
  }
}

/** Where `doc`'s positions of a lexeme are in its postings (the docs are sorted). */
function positionsOf (list: Postings, doc: number): Uint16Array {
  let low = 0
  let high = list.docs.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (list.docs[middle]! < doc) low = middle + 1
    else high = middle
  }
  return list.positions!.subarray(low ? list.ends![low - 1]! : 0, list.ends![low]!)
}

/** Some placing of the text in `doc` puts every lexeme at its offset from the first. */
function inOrder (lists: Postings[], at: number[][], doc: number): boolean {
  const positions = lists.map((list) => positionsOf(list, doc))
  const first = at[0]![0]!
  return [...positions[0]!].some((p) => at.every((offsets, i) => offsets.every((a) => positions[i]!.includes(p + a - first))))
}

function markConcepts (mark: Uint8Array, map: Map<string, Postings>, concepts: string[]) {
  for (const concept of concepts) for (const doc of map.get(concept)?.docs ?? []) mark[doc] = 1
}

export type Compare = (a: number, b: number) => number

/** How a page is ordered by relevance: the floor a grant is above, and the weight of its rank. */
interface Relevance {
  covered: Float64Array
  rank: Float64Array
  onSubject: Uint8Array
  floor: number
  rankShare: number
}

/**
 * `orderSql` (grants.filters.ts): a sort column with missing values last, or relevance (the
 * query's subject named, above the floor, coverage plus a share of rank); then the id.
 */
function comparator (g: IndexedGrants, sort: GrantSort, r: Relevance): Compare {
  const desc = sort.sort_order === 'desc'
  const column = (values: Float64Array, missing = NaN): Compare => (a, b) => {
    const x = Number.isNaN(values[a]) ? missing : values[a]!
    const y = Number.isNaN(values[b]) ? missing : values[b]!
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1
    return (desc ? y - x : x - y) || a - b
  }
  switch (sort.sort_by) {
    case 'deadline': return desc ? column(g.deadline) : column(g.deadline, Infinity)
    case 'funding_amount': return column(g.fundingMax)
    case 'created_at': return column(g.createdAt)
    default: {
      const { covered, rank, onSubject, floor, rankShare } = r
      const above = (doc: number) => Number(covered[doc]! >= floor)
      const score = (doc: number) => covered[doc]! + rankShare * rank[doc]!
      return (a, b) => onSubject[b]! - onSubject[a]! || above(b) - above(a) || score(b) - score(a) || a - b
    }
  }
}

/** The first `k` of `docs` in `compare` order: a bounded heap, so a page never sorts every match. */
export function firstK (docs: Int32Array, k: number, compare: Compare): number[] {
  if (docs.length <= k * 4) return [...docs].sort(compare).slice(0, k)
  const heap: number[] = []   // the worst kept on top
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0
  const swap = (i: number, j: number) => { [heap[i], heap[j]] = [heap[j]!, heap[i]!] }
  for (const doc of docs) {
    if (heap.length === k) {
      if (compare(doc, heap[0]!) >= 0) continue
      heap[0] = doc
      for (let i = 0; ;) {   // sift down
        const l = 2 * i + 1
        const r = l + 1
        let top = i
        if (l < k && worse(l, top)) top = l
        if (r < k && worse(r, top)) top = r
        if (top === i) break
        swap(i, top)
        i = top
      }
    } else {
      heap.push(doc)
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1)
    }
  }
  return heap.sort(compare)
}

// One set of work arrays per index, reused by every query (answering is synchronous, so no two
// queries share them at once): nine arrays of 50,000 per query were most of the collector's work.
const scratch = new WeakMap<CatalogueIndex, ReturnType<typeof newScratch>>()
const newScratch = (n: number) => ({
  matched: new Uint8Array(n), covered: new Float64Array(n), inText: new Uint8Array(n), inTopic: new Uint8Array(n),
  partly: new Uint8Array(n), count: new Uint8Array(n), excluded: new Uint8Array(n), rank: new Float64Array(n),
  candidates: new Int32Array(n), onSubject: new Uint8Array(n), openTopic: new Uint8Array(n),
})
export function scratchFor (index: CatalogueIndex) {
  let arrays = scratch.get(index)
  if (!arrays) {
    scratch.set(index, (arrays = newScratch(index.grants.count)))
    // Which grants are calls open to any topic is the index's, not a query's: marked once.
    markConcepts(arrays.openTopic, index.concepts, [OPEN_TOPIC_CONCEPT])
  }
  return arrays
}

/** How many of `docs` have a value of at least `low`. */
function countFrom (values: Float64Array, docs: Int32Array, low: number): number {
  let n = 0
  for (const doc of docs) if (values[doc]! >= low) n++
  return n
}

/** The `k`-th largest of `values` at `docs` (the smallest when there are fewer; 0 for none). */
function kthLargest (values: Float64Array, docs: Int32Array, k: number): number {
  if (docs.length === 0) return 0
  const sorted = Float64Array.from(docs, (doc) => values[doc]!).sort()
  return sorted[Math.max(0, sorted.length - k)]!
}

export function answerFromIndex (index: CatalogueIndex, q: IndexQuery): IndexAnswer {
  const g = index.grants
  const n = g.count
  const { matched, covered, inText, inTopic, partly, count, excluded, rank, candidates, onSubject, openTopic } = scratchFor(index)
  matched.fill(0)
  onSubject.fill(0)
  covered.fill(0)
  excluded.fill(0)
  for (const group of q.groups) {
    inText.fill(0)
    inTopic.fill(0)
    partly.fill(0)
    if (!group.conceptsOnly) {
      markAlternatives(inText, count, index.text, group.alternatives)
      markAlternatives(inTopic, count, index.topic, group.alternatives, true)
    }
    markConcepts(inText, index.concepts, group.concepts)
    markConcepts(inTopic, index.concepts, group.concepts)
    markConcepts(partly, index.concepts, group.broader)
    if (group.identifier) {
      for (let doc = 0; doc < n; doc++) {
        if (g.externalIds[doc]!.startsWith(group.identifier)) inText[doc] = inTopic[doc] = 1
      }
    }
    const part = group.weight * q.partShare
    for (let doc = 0; doc < n; doc++) {
      if (inText[doc] || partly[doc]) matched[doc] = 1
      if (inTopic[doc]) covered[doc]! += group.weight
      // A call open to any topic covers every subject in part, but is found only through something
      // else the query names (who applies, a place): it is no answer to "heat pumps" alone.
      else if (partly[doc] || inText[doc] || (group.subject && openTopic[doc])) covered[doc]! += part
      if (group.subject && (inTopic[doc] || inText[doc])) onSubject[doc] = 1
    }
  }
  markAlternatives(excluded, count, index.text, q.excluded)

  const passes = compileFilter(g, q.filter, q.now)
  let found = 0
  let best = 0
  for (let doc = 0; doc < n; doc++) {
    if (!matched[doc] || excluded[doc] || (passes && !passes(doc))) continue
    candidates[found++] = doc
    if (covered[doc]! > best) best = covered[doc]!
  }
  const matches = candidates.subarray(0, found)
  const nominal = Math.min(q.floor, best)
  let floor = nominal
  if (countFrom(covered, matches, floor) < q.atLeast) floor = Math.min(floor, kthLargest(covered, matches, q.atLeast))
  let total = 0
  for (let i = 0; i < found; i++) if (covered[candidates[i]!]! >= floor) candidates[total++] = candidates[i]!
  const kept = candidates.subarray(0, total)
  if (!q.sort.sort_by) rankOf(index, q, kept, rank)
  const relevance = { covered, rank, onSubject, floor: nominal, rankShare: q.rankShare }
  const page = firstK(kept, q.offset + q.limit, comparator(g, q.sort, relevance)).slice(q.offset)
  return { ids: page.map((doc) => g.ids[doc]!), total, facets: countFacets(g, kept, q.now), best }
}

/**
 * ts_rank (normalisation 0) of the topic lexemes against the query's lexemes as typed — the sum of
 * what each present lexeme adds, over how many distinct lexemes the query has — plus a share of the
 * same against its concepts' English names, plus a small bonus for an open call and one for a
 * local call. A share of it adds to coverage in the order (comparator).
 */
function rankOf (index: CatalogueIndex, q: IndexQuery, kept: Int32Array, rank: Float64Array): void {
  const g = index.grants
  rank.fill(0)
  // A programme's name counts here too, as it does in SQL's ts_rank against the whole query.
  const typed = new Set(q.groups.flatMap((g) => (g.role ? [] : g.alternatives.flatMap((a) => a.lexemes))))
  const named = new Set(q.groups.flatMap((g) => g.rankAlternatives.flatMap((a) => a.lexemes)))
  const add = (lexemes: Set<string>, share: number) => {
    for (const lexeme of lexemes) {
      const list = index.topic.get(lexeme)
      if (!list) continue
      const scale = share / lexemes.size
      for (let i = 0; i < list.docs.length; i++) rank[list.docs[i]!]! += list.weights![i]! * scale
    }
  }
  add(typed, 1)
  add(named, q.conceptTermsShare)
  const now = q.now.getTime()
  const local = q.localCountries ? onlyIn(g.countries, q.localCountries) : null
  for (const doc of kept) {
    const open = g.recordType[doc] === CALL && !(g.deadline[doc]! <= now)
    rank[doc] = rank[doc]! + (open ? q.openCallBonus : 0) + (local?.(doc) ? q.localBonus : 0)
  }
}
