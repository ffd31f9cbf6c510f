import { sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { grantChanges } from './grant-changes.tables.js'
import { diffGrant, type GrantSnapshot } from './grant-diff.js'

// The change history is written by the writes that change grants (ingestion of any source,
// importGrants, closing what disappeared), in their transaction: a rewrite and its change record
// exist together or not at all. Before a batch is upserted, ONE query reads (and locks) the old
// values of the rows the upsert will rewrite; afterwards each is compared with what was written.
// Only rows about to be rewritten are read: on a re-ingest where 10 % changed, 10 % of the batch.

export type StoredSnapshot = GrantSnapshot & { id: string; source: string; external_id: string }

/** What a write hands over per row: its key and, for ingestion, the content hash it carries. */
export type WrittenRow = { source: string; external_id: string; content_hash?: string | null } & {
  [K in keyof GrantSnapshot]?: GrantSnapshot[K] | undefined
}

const SNAPSHOT = sql.raw(`g.id, g.source, g.external_id, g.title, g.description, g.source_url, g.record_type,
  g.funding_amount_min, g.funding_amount_max, g.funding_rate_min, g.funding_rate_max, g.currency,
  g.deadline, to_json(g.deadlines) as deadlines, g.start_date, g.end_date, to_json(g.countries) as countries,
  to_json(g.regions) as regions, to_json(g.company_sizes) as company_sizes, to_json(g.nace_codes) as nace_codes,
  g.eligibility, g.withdrawn_at`)

export const keyOf = (r: { source: string; external_id: string }) => `${r.source}\u0000${r.external_id}`
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string))

// Raw rows: each driver returns dates and numbers in its own way (strings, Dates); arrays are
// read as JSON, as PGlite returns a timestamptz[] as its text.
function snapshot(raw: Record<string, unknown>): StoredSnapshot {
  const row = raw as unknown as StoredSnapshot
  return {
    ...row,
    funding_amount_min: row.funding_amount_min === null ? null : Number(row.funding_amount_min),
    funding_amount_max: row.funding_amount_max === null ? null : Number(row.funding_amount_max),
    funding_rate_min: row.funding_rate_min === null ? null : Number(row.funding_rate_min),
    funding_rate_max: row.funding_rate_max === null ? null : Number(row.funding_rate_max),
    deadline: date(row.deadline),
    start_date: date(row.start_date),
    end_date: date(row.end_date),
    withdrawn_at: date(row.withdrawn_at),
    deadlines: (row.deadlines ?? []).map((d) => new Date(d)),
  }
}

/**
 * The stored rows of `rows`' keys that the write will rewrite, locked until the transaction ends
 * (a concurrent run of the same source waits, so each diff is against what it replaces).
 * `byHash`: only those whose content hash differs or that were withdrawn (ingestion's rule).
 */
export async function lockRewrites(
  tx: DbOrTx,
  rows: WrittenRow[],
  { byHash }: { byHash: boolean },
): Promise<Map<string, StoredSnapshot>> {
  if (rows.length === 0) return new Map()
  const found = await selectRows<Record<string, unknown>>(
    tx,
    sql`
    select ${SNAPSHOT} from grants g
      join unnest(${sql.param(rows.map((r) => r.source))}::text[], ${sql.param(rows.map((r) => r.external_id))}::text[],
                  ${sql.param(rows.map((r) => r.content_hash ?? null))}::text[]) as k(source, external_id, hash)
        on g.source = k.source and g.external_id = k.external_id
     where ${byHash ? sql`g.content_hash is distinct from k.hash or g.withdrawn_at is not null` : sql`true`}
       for update of g`,
  )
  return new Map(
    found.map((raw) => {
      const s = snapshot(raw)
      return [keyOf(s), s]
    }),
  )
}

/** `row` as stored over `before`: a column the write leaves out keeps its value. */
export function written(
  before: StoredSnapshot,
  row: WrittenRow,
  overrides: Partial<GrantSnapshot> = {},
): GrantSnapshot {
  const after = { ...before } as GrantSnapshot & Record<string, unknown>
  for (const key of Object.keys(before) as (keyof GrantSnapshot)[]) {
    if (key in row && row[key] !== undefined) (after as Record<string, unknown>)[key] = row[key]
  }
  return { ...after, ...overrides }
}

/** One change row per grant whose readable fields changed; how many were written and how many matter. */
export async function recordChanges(
  tx: DbOrTx,
  pairs: { before: StoredSnapshot; after: GrantSnapshot }[],
  now: Date,
): Promise<{ recorded: number; meaningful: number }> {
  const rows = pairs.flatMap(({ before, after }) => {
    const diff = diffGrant(before, after, now)
    return diff ? [{ grant_id: before.id, changed_at: now, ...diff }] : []
  })
  if (rows.length > 0) await tx.insert(grantChanges).values(rows)
  return { recorded: rows.length, meaningful: rows.filter((r) => r.meaningful).length }
}

/**
 * Runs `write` (an upsert of `rows`) between reading the old values and recording the changes.
 * Must run inside a transaction. `overrides`: what the write sets besides the row (ingestion
 * clears `withdrawn_at`).
 */
export async function withChangeDetection<T>(
  tx: DbOrTx,
  rows: WrittenRow[],
  options: { now: Date; byHash: boolean; overrides?: Partial<GrantSnapshot> },
  write: () => Promise<T>,
): Promise<{ result: T; changes: number; meaningful: number }> {
  const before = await lockRewrites(tx, rows, { byHash: options.byHash })
  const result = await write()
  if (before.size === 0) return { result, changes: 0, meaningful: 0 }
  const pairs = rows.flatMap((row) => {
    const old = before.get(keyOf(row))
    return old ? [{ before: old, after: written(old, row, options.overrides) }] : []
  })
  const { recorded, meaningful } = await recordChanges(tx, pairs, options.now)
  return { result, changes: recorded, meaningful }
}
