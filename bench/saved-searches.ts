// Saved-search alerts at scale (issue 26): SEARCHES saved searches (10,000) of as many users, a
// catalogue of CATALOGUE grants, then an import of NEW (100,000) new grants, on PostgreSQL. Times
// the import's writes, the matcher's first run over the new grants, the immediate alerts it
// leaves, repeated matcher runs over the same grants (hits and watermarks reset: median, max) and
// the first hourly run of the daily/weekly sender.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/saved-searches.ts
//   (env SEARCHES, CATALOGUE, NEW, REPEATS, BENCH_KEEP_DB=1)

import { openContainer } from '../src/open-container.js'
import { fixedClock } from '../src/core/clock.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { createGrantsRepository } from '../src/modules/grants/grants.repository.js'
import { generateSyntheticGrants } from '../src/modules/grants/synthetic-grants.js'
import { TOPICS } from '../src/modules/grants/synthetic-vocabulary.js'
import { createBenchDatabase, fmt, machine, percentile, runBenchmark, tempDir } from './lib.js'

const SEARCHES = Number(process.env.SEARCHES ?? 10_000)
const CATALOGUE = Number(process.env.CATALOGUE ?? 20_000)
const NEW = Number(process.env.NEW ?? 100_000)
const REPEATS = Number(process.env.REPEATS ?? 5)
const NOW = new Date('2026-03-02T09:10:00Z') // 10:10 in Brussels (the default zone): daily alerts are due
const BATCH = 2_000

// Realistic queries: a topic (or a programme, a phrase, a plain word, an OR), often a country,
// sometimes a size, a status, a funding floor; sorts vary; every 7th repeats an earlier one.
const WORDS = [
  ...TOPICS.map((t) => t.name),
  'solar',
  'wind',
  'batteries',
  'LIFE',
  '"waste heat recovery"',
  'hydrogen OR ammonia',
  'SME digital',
  'heat pumps Germany',
]
const COUNTRIES = [
  undefined,
  undefined,
  'DE',
  'FR',
  'IT',
  'ES',
  'PL',
  'NL',
  'BE',
  'AT',
  'SE',
  'DE,AT',
  'FR,BE',
  'PT',
  'CZ',
]
const SIZES = [undefined, undefined, undefined, 'small', 'micro,small', 'medium']
const SORTS = [
  {},
  { sort_by: 'deadline' },
  { sort_by: 'funding_amount', sort_order: 'desc' },
  { sort_by: 'created_at', sort_order: 'desc' },
]
const FREQUENCIES = [
  'daily',
  'daily',
  'daily',
  'immediately',
  'immediately',
  'weekly',
  'daily',
  'off',
  'daily',
  'immediately',
]

function queryOf(i: number): Record<string, unknown> {
  const n = i % 7 === 6 ? Math.floor(i / 3) : i
  return Object.fromEntries(
    Object.entries({
      q: WORDS[n % WORDS.length],
      country: COUNTRIES[(n * 7) % COUNTRIES.length],
      company_size: SIZES[(n * 5) % SIZES.length],
      min_funding: n % 9 === 0 ? 100_000 : undefined,
      status: n % 11 === 0 ? 'active' : undefined,
      ...SORTS[n % SORTS.length],
    }).filter(([, v]) => v !== undefined),
  )
}

const time = async <T>(what: string, run: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now()
  const result = await run()
  const ms = performance.now() - started
  console.log(`${what}: ${fmt(ms / 1000)} s ${JSON.stringify(result)}`)
  return { ms, result }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (PostgreSQL) is required: the target is on PostgreSQL')
  const url = await createBenchDatabase(process.env.DATABASE_URL, {
    prefix: 'gw_bench_searches',
    keep: process.env.BENCH_KEEP_DB === '1',
  })
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  })
  const clock = fixedClock(NOW)
  const mailer = { backend: 'none', send: async () => ({ message_id: '' }), verify: async () => {}, close() {} }
  const { container, close } = await openContainer(config, createLogger('warn'), { drivers: { clock, mailer } })
  const run = (statement: string, params: unknown[] = []) => container.database.executeSql(statement, params)
  const countries = container.reference.countries({}).map((c) => c.code)
  const naceCodes = container.reference.naceCodes({ limit: 10_000 }).map((c) => c.code)
  // The writes as an ingestion run makes them (batched upserts), then its one `changed()`'s work, timed apart.
  const write = async (seed: number, count: number) => {
    const repo = createGrantsRepository(container.database.db)
    for (let offset = 0; offset < count; offset += BATCH) {
      const batch = generateSyntheticGrants({
        count: Math.min(BATCH, count - offset),
        seed,
        now: NOW,
        naceCodes,
        countries,
        offset,
      })
      // 500 rows a statement, as importGrants writes them (PostgreSQL's 65,535 parameters).
      for (let i = 0; i < batch.length; i += 500)
        await repo.upsertMany(batch.slice(i, i + 500).map((g) => container.grants.toRow(g)))
    }
    await container.grants.refreshSearch()
    return { grants: count }
  }
  try {
    await time(`catalogue of ${fmt(CATALOGUE, 0)} grants`, () => write(1, CATALOGUE))
    await run(
      `insert into tenants (id, name)
       select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Bench ' || i
         from generate_series(0, ${SEARCHES - 1}) i`,
    )
    await run(`insert into users (id, email, full_name, password_hash, tenant_id)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'bench-' || i || '@example.com', 'Bench User ' || i, 'x',
             ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid from generate_series(0, ${SEARCHES - 1}) i`)
    await run(`insert into memberships (tenant_id, user_id, role) select tenant_id, id, 'owner' from users`)
    const rows = Array.from({ length: SEARCHES }, (_, i) => ({
      i,
      name: `Search ${i}`,
      query: queryOf(i),
      frequency: FREQUENCIES[i % FREQUENCIES.length],
    }))
    await run(
      `insert into saved_searches (tenant_id, user_id, name, query, frequency)
      select ('00000000-0000-4000-8000-' || lpad(r.i::text, 12, '0'))::uuid, ('00000000-0000-4000-9000-' || lpad(r.i::text, 12, '0'))::uuid, r.name, r.query, r.frequency
        from json_to_recordset($1::json) as r(i int, name text, query jsonb, frequency text)`,
      [JSON.stringify(rows)],
    )
    const distinct = new Set(rows.map((r) => JSON.stringify(r.query))).size
    const { t0 } = (await run('select now() as t0')).rows[0] as { t0: string }
    console.log(
      `${fmt(SEARCHES, 0)} saved searches (${fmt(distinct, 0)} distinct queries); importing ${fmt(NEW, 0)} new grants…`,
    )

    const imported = await time(`import of ${fmt(NEW, 0)} new grants (writes + search refresh)`, () => write(2, NEW))
    const first = await time('matcher, first run', () => container.savedSearchMatcher.run())
    const immediate = await time('immediate alerts', () => container.savedSearchSender.immediate())
    const repeats: number[] = []
    for (let k = 0; k < REPEATS; k++) {
      await run('delete from saved_search_hits')
      await run('update saved_searches set matched_until = $1', [t0])
      repeats.push((await time(`matcher, run ${k + 2}`, () => container.savedSearchMatcher.run())).ms)
    }
    await run('update saved_search_hits set sent_at = null')
    const scheduled = await time('daily/weekly sender, first run', () => container.savedSearchSender.scheduled())
    const sorted = [...repeats].sort((a, b) => a - b)
    console.log(
      [
        '',
        `### Saved searches: ${fmt(SEARCHES, 0)} searches, ${fmt(NEW, 0)} new grants over ${fmt(CATALOGUE, 0)}`,
        '',
        `${machine()}; \`npx tsx bench/saved-searches.ts\``,
        '',
        '| step | seconds | result |',
        '|---|---:|---|',
        `| import writes + search refresh | ${fmt(imported.ms / 1000)} | ${NEW} grants |`,
        `| matcher, first run | ${fmt(first.ms / 1000)} | ${first.result.hits} hits, ${first.result.statements} statements |`,
        `| matcher, repeated (median / max of ${REPEATS}) | ${fmt(percentile(sorted, 0.5) / 1000)} / ${fmt(sorted.at(-1)! / 1000)} | |`,
        `| immediate alerts after the first run | ${fmt(immediate.ms / 1000)} | ${JSON.stringify(immediate.result)} |`,
        `| daily/weekly sender, first run | ${fmt(scheduled.ms / 1000)} | ${JSON.stringify(scheduled.result)} |`,
      ].join('\n'),
    )
  } finally {
    await close()
  }
}

await runBenchmark(main)
