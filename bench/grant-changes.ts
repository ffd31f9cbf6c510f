// `npx tsx bench/grant-changes.ts`: what change detection adds to an ingest. A PostgreSQL database
// holds RECORDS (default 100000) grants; each round re-ingests all of them, SHARE (default 0.1) of
// them changed (a moved deadline, a larger budget or a longer description, a third each), in the
// ingestion's batches of 500, one transaction per batch — alternately with change detection (the
// upsert ingestion runs: old values read, diffs, grant_changes rows) and without it (the upsert
// alone), each round changing other records. Reports wall time per ingest and per batch, and the
// detection's own time (reading the old values + diffing and writing the records), measured
// inside the batches: on a shared machine the A/B difference of whole ingests is mostly noise.
import { generateSyntheticGrants } from '../src/modules/grants/synthetic-grants.js'
import { openPostgres } from '../src/core/db/client.js'
import { runMigrations } from '../src/core/db/migrate.js'
import { rewriteGrants } from '../src/modules/grants/ingestion/ingestion.repository.js'
import { keyOf, lockRewrites, recordChanges, written } from '../src/modules/grants/changes/change-detector.js'
import { contentHash } from '../src/modules/grants/ingestion/prepare.js'
import { createReferenceService } from '../src/modules/reference/reference.service.js'
import { loadReferenceData } from '../src/modules/reference/reference.data.js'
import type { GrantInsert } from '../src/modules/grants/grants.tables.js'
import { createBenchDatabase, fmt, machine, percentile, runBenchmark, writeResult } from './lib.js'

const RECORDS = Number(process.env.RECORDS ?? 100_000)
const SHARE = Number(process.env.SHARE ?? 0.1)
const ROUNDS = Number(process.env.ROUNDS ?? 3) // per mode
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BATCH = 500
const DAY = 86_400_000

interface Run {
  mode: 'detection' | 'upsert only'
  seconds: number
  batches: number[]
  detect: number[]
  updated: number
  changes: number
}

await runBenchmark(async () => {
  const url = await createBenchDatabase(BASE_URL, { prefix: 'gw_bench_changes' })
  const database = openPostgres(url)
  await runMigrations(database, { driver: 'postgres', url })
  const { db } = database
  const reference = createReferenceService({ db, data: loadReferenceData() })
  await reference.seed()
  const countries = reference
    .countries({})
    .sort((a, b) => Number(b.is_eu_member) - Number(a.is_eu_member))
    .map((c) => c.code)
  const naceCodes = reference.naceCodes({ limit: 10_000 }).map((c) => c.code)
  const now = new Date()
  const withHash = (r: GrantInsert): GrantInsert => ({
    ...r,
    content_hash: contentHash({ ...r, content_hash: undefined }),
  })
  let rows = generateSyntheticGrants({ count: RECORDS, seed: 26, now, naceCodes, countries }).map(withHash)

  const started = performance.now()
  for (let i = 0; i < rows.length; i += BATCH) await rewriteGrants(db, rows.slice(i, i + BATCH))
  console.log(`loaded ${RECORDS.toLocaleString('en-US')} grants in ${fmt((performance.now() - started) / 1000, 1)} s`)
  await database.executeSql('analyze grants')

  // Round r changes every record whose index falls in its slice: other records each round.
  const changeRound = (round: number) => {
    const every = Math.round(1 / SHARE)
    rows = rows.map((r, i) => {
      if (i % every !== round % every) return r
      const kind = Math.floor(i / every) % 3
      if (kind === 0 && r.deadline)
        return withHash({ ...r, deadline: new Date(r.deadline.getTime() + 14 * DAY), deadlines: [] })
      if (kind === 1) return withHash({ ...r, funding_amount_max: Math.round((r.funding_amount_max ?? 100_000) * 1.2) })
      return withHash({
        ...r,
        description: `${r.description} Applicants must also submit an energy audit of round ${round}.`,
      })
    })
  }

  async function ingest(mode: Run['mode']): Promise<Run> {
    const run: Run = { mode, seconds: 0, batches: [], detect: [], updated: 0, changes: 0 }
    const t0 = performance.now()
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH)
      const b0 = performance.now()
      if (mode === 'detection') {
        // ingestion.repository.ts upsertGrants (change-detector.ts withChangeDetection), timed by phase.
        await db.transaction(async (tx) => {
          const d0 = performance.now()
          const before = await lockRewrites(tx, batch, { byHash: true })
          const d1 = performance.now()
          run.updated += (await rewriteGrants(tx, batch)).length
          const d2 = performance.now()
          const pairs = batch.flatMap((row) => {
            const old = before.get(keyOf(row))
            return old ? [{ before: old, after: written(old, row, { withdrawn_at: null }) }] : []
          })
          run.changes += (await recordChanges(tx, pairs, new Date())).recorded
          run.detect.push(d1 - d0 + performance.now() - d2)
        })
      } else {
        run.updated += (await db.transaction((tx) => rewriteGrants(tx, batch))).length
      }
      run.batches.push(performance.now() - b0)
    }
    run.seconds = (performance.now() - t0) / 1000
    console.log(`${mode}: ${fmt(run.seconds, 2)} s, ${run.updated} rewritten, ${run.changes} change records`)
    return run
  }

  const runs: Run[] = []
  for (let round = 0; round < ROUNDS * 2; round++) {
    changeRound(round)
    runs.push(await ingest(round % 2 === 0 ? 'detection' : 'upsert only'))
  }
  await database.close()

  const summary = (mode: Run['mode']) => {
    const mine = runs.filter((r) => r.mode === mode)
    const totals = mine.map((r) => r.seconds).sort((a, b) => a - b)
    const batches = mine.flatMap((r) => r.batches).sort((a, b) => a - b)
    return {
      mode,
      median: percentile(totals, 0.5),
      worst: totals.at(-1)!,
      p50: percentile(batches, 0.5),
      p99: percentile(batches, 0.99),
      changes: mine[0]!.changes,
    }
  }
  const detection = runs.filter((r) => r.mode === 'detection')
  const perIngest = detection.map((r) => r.detect.reduce((a, b) => a + b, 0) / 1000).sort((a, b) => a - b)
  const perBatch = detection.flatMap((r) => r.detect).sort((a, b) => a - b)
  const [withDetection, without] = [summary('detection'), summary('upsert only')]
  const markdown = [
    `### Change detection: ${RECORDS.toLocaleString('en-US')} records re-ingested, ${SHARE * 100} % changed (PostgreSQL)`,
    '',
    `${machine()}; \`npx tsx bench/grant-changes.ts\` (RECORDS=${RECORDS} SHARE=${SHARE} ROUNDS=${ROUNDS})`,
    '',
    '| ingest | median total (s) | slowest (s) | batch of 500 p50 (ms) | p99 (ms) | change records |',
    '|---|---:|---:|---:|---:|---:|',
    ...[withDetection, without].map(
      (s) => `| ${s.mode} | ${fmt(s.median)} | ${fmt(s.worst)} | ${fmt(s.p50, 1)} | ${fmt(s.p99, 1)} | ${s.changes} |`,
    ),
    '',
    `Detection's own time per ingest (old values read + diff + records): ` +
      `median ${fmt(percentile(perIngest, 0.5))} s, slowest ${fmt(perIngest.at(-1)!)} s;`,
    `per batch of 500: p50 ${fmt(percentile(perBatch, 0.5), 1)} ms, p99 ${fmt(percentile(perBatch, 0.99), 1)} ms.`,
    `Whole ingests, detection minus upsert only (medians): ${fmt(withDetection.median - without.median)} s.`,
  ].join('\n')
  console.log(`\n${markdown}\n\nWritten to ${writeResult(markdown, '-grant-changes')}`)
})
