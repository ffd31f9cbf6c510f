import type { GrantFilter } from '../grants.filters.js'
import type { Facets } from '../grants.schema.js'
import type { GrantStatus } from '../grants.status.js'
import { RECORD_TYPES } from '../grants.tables.js'
import type { Column, IndexedGrants } from './catalogue-index.js'

// The request's filters and the facets over the in-memory index's typed columns (pure): the same
// grants as the SQL of grants.filters.ts keeps, the same counts as its facet query. Used by search
// (index-query.ts) and by matching's candidates (index-candidates.ts).

export type Test = (doc: number) => boolean

/** Grants whose `column` holds one of `wanted`. */
export function anyOf (column: Column, wanted: string[]): Test {
  const mask = Uint8Array.from(column.names, (name) => (wanted.includes(name) ? 1 : 0))
  const { offsets, values } = column
  return (doc) => {
    for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) if (mask[values[i]!]) return true
    return false
  }
}

/** Grants whose `column` holds values, all of them among `wanted`. */
export function onlyIn (column: Column, wanted: string[]): Test {
  const mask = Uint8Array.from(column.names, (name) => (wanted.includes(name) ? 1 : 0))
  const { offsets, values } = column
  return (doc) => {
    if (offsets[doc] === offsets[doc + 1]) return false
    for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) if (!mask[values[i]!]) return false
    return true
  }
}

const STATUSES: GrantStatus[] = ['active', 'closed', 'upcoming']
const [ACTIVE, CLOSED, UPCOMING] = [0, 1, 2]
export const CALL = RECORD_TYPES.indexOf('call')
const PAST_TOPIC = RECORD_TYPES.indexOf('past_topic')

/** `grantStatus` (grants.status.ts) over the typed columns; NaN compares false as SQL's null does. */
function statusOf (g: IndexedGrants, doc: number, now: number): number {
  if (g.recordType[doc] === PAST_TOPIC) return CLOSED
  if (g.startDate[doc]! > now) return UPCOMING
  if (g.deadline[doc]! <= now || g.endDate[doc]! <= now) return CLOSED
  return ACTIVE
}

/** `filterSql` (grants.filters.ts) over the typed columns; null when nothing is filtered. */
export function compileFilter (g: IndexedGrants, f: GrantFilter, nowDate: Date): Test | null {
  const now = nowDate.getTime()
  const tests: Test[] = []
  const codes = (names: readonly string[], wanted: readonly string[]) => Uint8Array.from(names, (n) => (wanted.includes(n) ? 1 : 0))
  if (f.countries) tests.push(anyOf(g.countries, f.countries))
  if (f.company_sizes) tests.push(anyOf(g.companySizes, f.company_sizes))
  if (f.open_to_sizes) {
    const open = anyOf(g.companySizes, f.open_to_sizes)
    tests.push((doc) => g.companySizes.offsets[doc] === g.companySizes.offsets[doc + 1] || open(doc))
  }
  if (f.sources) {
    const mask = codes(g.sourceNames, f.sources)
    tests.push((doc) => mask[g.source[doc]!] === 1)
  }
  if (f.record_types) {
    const mask = codes(RECORD_TYPES, f.record_types)
    tests.push((doc) => mask[g.recordType[doc]!] === 1)
  }
  if (f.carbon_categories) tests.push(anyOf(g.carbonCategories, f.carbon_categories))
  if (f.statuses) {
    const mask = codes(STATUSES, f.statuses)
    tests.push((doc) => mask[statusOf(g, doc, now)] === 1)
  }
  if (f.nace) {
    const below = anyOf(g.nacePaths, [f.nace.code])
    const above = anyOf(g.naceCodes, f.nace.lineage)
    tests.push((doc) => below(doc) || above(doc))
  }
  const { min_funding: min, max_funding: max } = f
  if (min !== undefined) tests.push((doc) => g.fundingMax[doc]! >= min)
  if (max !== undefined) {
    tests.push((doc) => (Number.isNaN(g.fundingMin[doc]) ? g.fundingMax[doc]! : g.fundingMin[doc]!) <= max)
  }
  if (f.open_only) tests.push((doc) => g.recordType[doc] === CALL && g.deadline[doc]! > now)
  return tests.length ? (doc) => tests.every((t) => t(doc)) : null
}

export function countFacets (g: IndexedGrants, kept: Int32Array, nowDate: Date): Facets {
  const now = nowDate.getTime()
  const counted = (column: Column) => {
    const counts = new Int32Array(column.names.length)
    for (const doc of kept) for (let i = column.offsets[doc]!; i < column.offsets[doc + 1]!; i++) counts[column.values[i]!]!++
    return named(column.names, counts)
  }
  const byCode = (names: readonly string[], code: (doc: number) => number) => {
    const counts = new Int32Array(names.length)
    for (const doc of kept) counts[code(doc)]!++
    return named(names, counts)
  }
  return {
    countries: counted(g.countries),
    source: byCode(g.sourceNames, (doc) => g.source[doc]!),
    company_sizes: counted(g.companySizes),
    status: byCode(STATUSES, (doc) => statusOf(g, doc, now)),
    record_type: byCode(RECORD_TYPES, (doc) => g.recordType[doc]!),
    carbon_categories: counted(g.carbonCategories),
  }
}

function named (names: readonly string[], counts: Int32Array): Record<string, number> {
  const out: Record<string, number> = {}
  names.forEach((name, code) => { if (counts[code]) out[name] = counts[code]! })
  return out
}
