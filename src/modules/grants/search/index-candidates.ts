import type { CatalogueIndex, Column, IndexedGrants } from './catalogue-index.js'
import type { RankedIds } from './engine.js'
import { anyOf, type Test } from './index-filter.js'
import { firstK, scratchFor, type Compare } from './index-query.js'

// Matching's candidates from the index (matching.repository.ts): the grants a company may apply
// for, best-ranked by its words, naming most of its concepts, or soonest in its sectors. Each
// answer holds at least `count` and everything tied with the last, so SQL ordering them again gets
// exactly its own answer.

/** Who may apply, as matching's hard rules read it (matching.repository.ts `eligible`). */
export interface Applicant { country: string; company_size: string; region: string | null; now: Date }

/** Matching's hard rules over the typed columns: not closed, open to the country, size and region. */
function applicantTest (g: IndexedGrants, a: Applicant): Test {
  const now = a.now.getTime()
  const values = (column: Column, doc: number) => column.values.subarray(column.offsets[doc]!, column.offsets[doc + 1]!)
  const country = g.countries.names.indexOf(a.country)
  const size = g.companySizes.names.indexOf(a.company_size)
  const region = a.region
  const areas = region
    ? Uint8Array.from(g.regions.names, (area) => (region.startsWith(area) || area.startsWith(region) ? 1 : 0))
    : null
  return (doc) => {
    if (g.deadline[doc]! <= now) return false
    const countries = values(g.countries, doc)
    if (countries.length && !countries.includes(country)) return false
    const sizes = values(g.companySizes, doc)
    if (sizes.length && !sizes.includes(size)) return false
    const regions = areas ? values(g.regions, doc) : null
    return !regions?.length || regions.some((r) => areas![r] === 1)
  }
}

/**
 * The first `count` of `docs` in `order` (ids break its ties), and every other doc tied with the
 * last one — `order(doc, last)` at most `slack` — as ids; `complete` when that is all of `docs`.
 */
function firstWithTies (g: IndexedGrants, docs: Int32Array, count: number, order: Compare, slack = 0): RankedIds {
  const top = firstK(docs, count, (a, b) => order(a, b) || a - b)
  const last = top.length === count ? top.at(-1)! : undefined
  const kept = last === undefined ? [...docs] : [...docs].filter((doc) => order(doc, last) <= slack)
  return { ids: kept.map((doc) => g.ids[doc]!), complete: kept.length === docs.length }
}

/** Sooner deadline first, none last; two grants without one are tied. */
const byDeadline = (g: IndexedGrants): Compare => {
  const due = (doc: number) => (Number.isNaN(g.deadline[doc]) ? Infinity : g.deadline[doc]!)
  return (a, b) => (due(a) === due(b) ? 0 : due(a) - due(b))
}

/**
 * The grants whose topic holds any of `lexemes` (and that `applicant` may apply for), best
 * `ts_rank` first (normalisation 0, as `rankOf`): at least `count` of them, and every grant tied
 * with the last one within float4 rounding, so a caller re-ranking these in SQL under the same
 * rules gets exactly the SQL answer. `complete`: these are all the grants that qualify.
 */
export function topicRanked (
  index: CatalogueIndex, lexemes: string[], count: number, applicant?: Applicant,
): RankedIds {
  const { rank, candidates } = scratchFor(index)
  rank.fill(0)
  const distinct = [...new Set(lexemes)]
  let found = 0
  for (const lexeme of distinct) {
    const list = index.topic.get(lexeme)
    if (!list) continue
    for (let i = 0; i < list.docs.length; i++) {
      const doc = list.docs[i]!
      if (rank[doc] === 0) candidates[found++] = doc
      rank[doc]! += list.weights![i]!
    }
  }
  const may = applicant ? applicantTest(index.grants, applicant) : null
  let qualified = 0
  for (let i = 0; i < found; i++) if (!may || may(candidates[i]!)) candidates[qualified++] = candidates[i]!
  // Tied within float4 rounding of the summed weights.
  return firstWithTies(index.grants, candidates.subarray(0, qualified), count,
    (a, b) => rank[b]! - rank[a]!, 1e-6 * distinct.length)
}

/**
 * The grants under any of `nacePaths` that `applicant` may apply for, soonest deadline first (none
 * last): at least `count`, and all sharing the last one's deadline, so SQL ordering these by
 * deadline and source key gets exactly its own answer. `complete`: all that qualify.
 */
export function soonestInSectors (
  index: CatalogueIndex, nacePaths: string[], count: number, applicant: Applicant,
): RankedIds {
  const g = index.grants
  const { candidates } = scratchFor(index)
  const inSector = anyOf(g.nacePaths, nacePaths)
  const may = applicantTest(g, applicant)
  let qualified = 0
  for (let doc = 0; doc < g.count; doc++) if (inSector(doc) && may(doc)) candidates[qualified++] = doc
  return firstWithTies(g, candidates.subarray(0, qualified), count, byDeadline(g))
}

/**
 * The grants naming any of `concepts` that `applicant` may apply for, most of them named first,
 * then soonest deadline (none last): at least `count`, and every grant tied with the last on both,
 * so SQL ordering these as matching does gets exactly its own answer. `complete`: all that qualify.
 */
export function sharingConcepts (
  index: CatalogueIndex, concepts: string[], count: number, applicant: Applicant,
): RankedIds {
  const g = index.grants
  const { rank, candidates } = scratchFor(index)
  rank.fill(0)
  let found = 0
  for (const concept of new Set(concepts)) {
    for (const doc of index.concepts.get(concept)?.docs ?? []) {
      if (rank[doc] === 0) candidates[found++] = doc
      rank[doc]!++
    }
  }
  const may = applicantTest(g, applicant)
  let qualified = 0
  for (let i = 0; i < found; i++) if (may(candidates[i]!)) candidates[qualified++] = candidates[i]!
  const soonest = byDeadline(g)
  return firstWithTies(g, candidates.subarray(0, qualified), count, (a, b) => rank[b]! - rank[a]! || soonest(a, b))
}
