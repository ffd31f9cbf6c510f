import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { RECORD_TYPES, type RecordType } from '../grants.tables.js'

// The catalogue as a search engine holds it: an inverted index in this process's memory. Search
// ranks every grant a query touches by how much of the query it covers and counts facets over all
// of them; PostgreSQL did that row by row (and read each match's text vector back), which cost
// hundreds of milliseconds for a common word at 50,000 grants. Here each lexeme or concept is a
// sorted list of grant numbers, so a query costs a few passes over typed arrays.
//
// Built from the database in batches (its stored vectors, so stemming stays PostgreSQL's), tagged
// with the catalogue version it was read at; a newer version (any process's write) builds it again.

/** A multi-valued field, interned: grant `d`'s values are `values[offsets[d] .. offsets[d + 1])`. */
export interface Column { offsets: Int32Array; values: Uint16Array; names: string[] }

/**
 * What filters, facets and sorts read, one typed array per field (grant numbers index them):
 * a few bytes a grant, and no objects for the collector to walk. Dates in ms; NaN: none.
 */
export interface IndexedGrants {
  count: number
  ids: string[]
  externalIds: string[]
  recordType: Uint8Array
  source: Uint8Array
  sourceNames: string[]
  startDate: Float64Array
  deadline: Float64Array
  endDate: Float64Array
  createdAt: Float64Array
  fundingMin: Float64Array
  fundingMax: Float64Array
  countries: Column
  companySizes: Column
  carbonCategories: Column
  naceCodes: Column
  nacePaths: Column
  regions: Column
}

/**
 * Grant numbers in ascending order; for the topic, what the lexeme adds to each grant's rank and
 * its positions there (posting i's are `positions[ends[i - 1] .. ends[i])`).
 */
export interface Postings { docs: Int32Array; weights?: Float32Array; ends?: Int32Array; positions?: Uint16Array }

export interface CatalogueIndex {
  readonly version: string
  readonly grants: IndexedGrants
  /** Lexemes of the whole text (`search_vector`: each grant stemmed in its own language). */
  readonly text: Map<string, Postings>
  /** Lexemes of what the call is about (`topic_vector`: title, summary, areas), weighted A-D. */
  readonly topic: Map<string, Postings>
  readonly concepts: Map<string, Postings>
}

// PostgreSQL's default ts_rank weights for the labels D, C, B and A.
const LABEL_WEIGHT: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 }
const BATCH = 5_000
const UNIT_SEPARATOR = '\u001f'

type Typed = Int32Array | Float32Array | Uint16Array
/** `array`, or a copy twice as long when it has no room at `length`. */
function room<T extends Typed> (array: T, length: number): T {
  if (length < array.length) return array
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2)
  bigger.set(array)
  return bigger
}

/**
 * A list of grant numbers that grows by doubling (4 bytes a posting while the index is built);
 * for the topic, also what each posting adds to the rank and its word positions (phrases).
 */
class Growing {
  docs = new Int32Array(8)
  weights = new Float32Array(8)
  ends = new Int32Array(8)
  positions = new Uint16Array(8)
  length = 0
  used = 0
  constructor (private readonly topic: boolean) {}
  push (doc: number, weight = 0, positions: number[] = []): void {
    this.docs = room(this.docs, this.length)
    this.docs[this.length] = doc
    if (this.topic) {
      this.weights = room(this.weights, this.length)
      this.weights[this.length] = weight
      for (const p of positions) {
        this.positions = room(this.positions, this.used)
        this.positions[this.used++] = p
      }
      this.ends = room(this.ends, this.length)
      this.ends[this.length] = this.used
    }
    this.length++
  }
  done (): Postings {
    const docs = this.docs.slice(0, this.length)
    if (!this.topic) return { docs }
    return {
      docs, weights: this.weights.slice(0, this.length),
      ends: this.ends.slice(0, this.length), positions: this.positions.slice(0, this.used),
    }
  }
}

/** Values interned as they come; finished into a Column. */
class ColumnBuilder {
  private readonly codes = new Map<string, number>()
  private readonly values: number[] = []
  private readonly offsets: number[] = [0]
  add (values: string[]): void {
    for (const v of values) {
      let code = this.codes.get(v)
      if (code === undefined) this.codes.set(v, (code = this.codes.size))
      this.values.push(code)
    }
    this.offsets.push(this.values.length)
  }
  done (): Column {
    return { offsets: Int32Array.from(this.offsets), values: Uint16Array.from(this.values), names: [...this.codes.keys()] }
  }
}

function add (map: Map<string, Growing>, key: string, doc: number, weight?: number, positions?: number[]): void {
  let list = map.get(key)
  if (!list) map.set(key, (list = new Growing(weight !== undefined)))
  list.push(doc, weight, positions)
}

// `'heat':1A,5B 'pump':2A` (a tsvector as text; label D is not written): each lexeme with what it
// adds to ts_rank (PostgreSQL's calc_rank_or: the best position's weight, the others diminishing
// by 1/(j+1)², over π²/6), so the in-memory rank orders as SQL's did.
const QUOTE = 39   // '
const COLON = 58
const COMMA = 44
const SPACE = 32
const LABEL: Record<number, number> = { 65: LABEL_WEIGHT.A!, 66: LABEL_WEIGHT.B!, 67: LABEL_WEIGHT.C! }   // A B C

// A hand-written scan: a regular expression over 50,000 vectors took seconds of the build.
export function rankedLexemes (vector: string): [string, number, number[]][] {
  const out: [string, number, number[]][] = []
  for (let i = vector.indexOf("'"); i >= 0 && i < vector.length; i = vector.indexOf("'", i)) {
    let end = i + 1
    let escaped = false
    for (; end < vector.length; end++) {
      if (vector.charCodeAt(end) !== QUOTE) continue
      if (vector.charCodeAt(end + 1) !== QUOTE) break
      escaped = true
      end++
    }
    const raw = vector.slice(i + 1, end)
    // What each position adds, in order; the best one counts in full (calc_rank_or).
    let sum = 0
    let best = -1
    let bestAt = 0
    let j = 0
    let k = end + 1
    const positions: number[] = []
    for (let at = k + 1; vector.charCodeAt(k) === COLON && at <= vector.length; at++) {
      const c = vector.charCodeAt(at)
      if (at < vector.length && c !== COMMA && c !== SPACE) continue
      const label = vector.charCodeAt(at - 1)
      positions.push(parseInt(vector.slice(vector.lastIndexOf(j ? ',' : ':', at - 1) + 1, at), 10))
      const w = LABEL[label] ?? LABEL_WEIGHT.D!
      sum += w / ((j + 1) * (j + 1))
      if (w > best) [best, bestAt] = [w, j]
      j++
      if (c !== COMMA) { k = at; break }
    }
    if (j === 0) [sum, best] = [LABEL_WEIGHT.D!, LABEL_WEIGHT.D!]
    out.push([escaped ? raw.replace(/''/g, "'") : raw, (best + sum - best / ((bestAt + 1) * (bestAt + 1))) / 1.64, positions])
    i = k + 1
  }
  return out
}

interface Row {
  id: string
  external_id: string
  record_type: RecordType
  source: string
  start_date: number | null
  deadline: number | null
  end_date: number | null
  created_at: number
  funding_amount_min: number | null
  funding_amount_max: number | null
  countries: string[]
  company_sizes: string[]
  carbon_categories: string[]
  nace_codes: string[]
  nace_paths: string[]
  regions: string[]
  concepts: string[]
  /** The lexemes joined by U+001F: one string to parse where an array of 150 cost seconds. */
  text: string
  topic: string
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`)
const orNaN = (value: number | null) => value ?? NaN

/**
 * Reads the whole catalogue, a batch at a time in id order (so a grant's number orders as its id
 * does: ties in ranking break by number as SQL breaks them by id). `signal` ends it between batches.
 */
export async function buildCatalogueIndex (db: DbOrTx, version: string, signal?: AbortSignal): Promise<CatalogueIndex | null> {
  const ids: string[] = []
  const externalIds: string[] = []
  const numbers = { recordType: [] as number[], source: [] as number[], startDate: [] as number[],
    deadline: [] as number[], endDate: [] as number[], createdAt: [] as number[],
    fundingMin: [] as number[], fundingMax: [] as number[] }
  const sources = new Map<string, number>()
  const columns = { countries: new ColumnBuilder(), companySizes: new ColumnBuilder(),
    carbonCategories: new ColumnBuilder(), naceCodes: new ColumnBuilder(), nacePaths: new ColumnBuilder(),
    regions: new ColumnBuilder() }
  const text = new Map<string, Growing>()
  const topic = new Map<string, Growing>()
  const concepts = new Map<string, Growing>()
  // The next batch is read while this one is indexed (the database's time hides behind ours).
  const batch = (after: string) => selectRows<Row>(db, sql`
    select id, lower(external_id) as external_id, record_type, source,
      ${epochMs('start_date')} as start_date, ${epochMs('deadline')} as deadline, ${epochMs('end_date')} as end_date,
      ${epochMs('created_at')} as created_at, funding_amount_min::float8 as funding_amount_min,
      funding_amount_max::float8 as funding_amount_max, countries, company_sizes, carbon_categories,
      nace_codes, nace_paths, regions, concepts, topic_vector::text as topic,
      array_to_string(tsvector_to_array(search_vector), chr(31)) as text
    from grants ${after ? sql`where id > ${after}::uuid` : sql``} order by id limit ${BATCH}`)
  for (let next = batch(''); ;) {
    if (signal?.aborted) return next.then(() => null, () => null)
    const rows = await next
    if (rows.length === BATCH) next = batch(rows.at(-1)!.id)
    for (const row of rows) {
      const doc = ids.length
      ids.push(row.id)
      externalIds.push(row.external_id)
      if (!sources.has(row.source)) sources.set(row.source, sources.size)
      numbers.recordType.push(RECORD_TYPES.indexOf(row.record_type))
      numbers.source.push(sources.get(row.source)!)
      numbers.startDate.push(orNaN(row.start_date))
      numbers.deadline.push(orNaN(row.deadline))
      numbers.endDate.push(orNaN(row.end_date))
      numbers.createdAt.push(row.created_at)
      numbers.fundingMin.push(orNaN(row.funding_amount_min))
      numbers.fundingMax.push(orNaN(row.funding_amount_max))
      columns.countries.add(row.countries)
      columns.companySizes.add(row.company_sizes)
      columns.carbonCategories.add(row.carbon_categories)
      columns.naceCodes.add(row.nace_codes)
      columns.nacePaths.add(row.nace_paths)
      columns.regions.add(row.regions)
      for (const lexeme of row.text.split(UNIT_SEPARATOR)) if (lexeme) add(text, lexeme, doc)
      for (const [lexeme, weight, at] of rankedLexemes(row.topic)) add(topic, lexeme, doc, weight, at)
      for (const concept of row.concepts) add(concepts, concept, doc)
    }
    if (rows.length < BATCH) break
  }
  const finish = (map: Map<string, Growing>) => new Map([...map].map(([k, v]) => [k, v.done()]))
  const grants: IndexedGrants = {
    count: ids.length, ids, externalIds,
    recordType: Uint8Array.from(numbers.recordType), source: Uint8Array.from(numbers.source), sourceNames: [...sources.keys()],
    startDate: Float64Array.from(numbers.startDate), deadline: Float64Array.from(numbers.deadline),
    endDate: Float64Array.from(numbers.endDate), createdAt: Float64Array.from(numbers.createdAt),
    fundingMin: Float64Array.from(numbers.fundingMin), fundingMax: Float64Array.from(numbers.fundingMax),
    countries: columns.countries.done(), companySizes: columns.companySizes.done(),
    carbonCategories: columns.carbonCategories.done(), naceCodes: columns.naceCodes.done(), nacePaths: columns.nacePaths.done(),
    regions: columns.regions.done(),
  }
  return { version, grants, text: finish(text), topic: finish(topic), concepts: finish(concepts) }
}
