// `npx tsx bench/grants.ts`: the grant catalogue under load. A fresh database per driver is filled
// with GRANTS synthetic grants (`grants generate`, timed) BEFORE any server starts (PGlite allows
// one process per data directory); then the one-select ceiling and the real server (`node
// dist/server.js`, so /proc/<pid> is the server itself) are measured with autocannon, and the
// server's peak RSS is read. PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh
// database, dropped at the end unless BENCH_KEEP_DB=1). Method and targets: docs/benchmarks.md.
import {
  build, CONNECTIONS, generateGrants, createBenchDatabase, fmt, machine, measure, peakRssMb, runBenchmark, SECONDS, STAMP,
  startServer, tempDir, WARMUP_SECONDS, writeResult, type Driver, type Measure,
} from './lib.js'

const GRANTS = Number(process.env.GRANTS ?? 50_000)
if (!Number.isInteger(GRANTS) || GRANTS < 1) throw new Error('GRANTS must be a whole number ≥ 1')
const KEEP_DB = process.env.BENCH_KEEP_DB === '1'
const RSS_TARGET_MB = 500

interface Route {
  path: string | ((id: string) => string)
  label?: string
  p50?: number       // targets in ms, on PostgreSQL
  p99?: number
  search?: 'plain' | 'misspelled'
}

const ROUTES: Route[] = [
  { path: '/api/v1/grants/search?q=renewable%20energy&country=DE', p50: 15, p99: 50, search: 'plain' },
  { path: '/api/v1/grants/search?q=renewabel%20enrgy&country=DE', p99: 80, search: 'misspelled' },
  { path: '/api/v1/grants?country=DE&status=active&company_size=small&sort_by=deadline', p99: 25 },
  { path: '/api/v1/grants/stats', p99: 50 },
  { path: (id) => `/api/v1/grants/${id}/similar`, label: '/api/v1/grants/{id}/similar', p99: 25 },
  { path: (id) => `/api/v1/grants/${id}`, label: '/api/v1/grants/{id}' },   // no target: one row by primary key
]

interface Result extends Measure { target?: Route; rows: string; notes: string[] }
interface DriverRun { driver: Driver; generateSeconds: number; rssMb: number; results: Result[] }

async function getJson (base: string, path: string): Promise<unknown> {
  const response = await fetch(base + path)
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** One request per route before any load: what it returned (rows) and anything suspicious. */
async function check (base: string, path: string, route: Route): Promise<{ rows: string; notes: string[] }> {
  const body = await getJson(base, path) as Record<string, unknown> | unknown[]
  const notes: string[] = []
  if (Array.isArray(body)) return { rows: fmt(body.length, 0), notes }
  if (route.search) {
    if (body.used_search_engine !== true) notes.push('**fallback search: used_search_engine is not true**')
    if (route.search === 'misspelled' && !body.corrected_query) notes.push('**not corrected**')
    if (route.search === 'misspelled' && body.corrected_query) notes.push(`ran as "${String(body.corrected_query)}"`)
  }
  const rows = typeof body.total === 'number' ? body.total : typeof body.total_grants === 'number' ? body.total_grants : undefined
  if (rows === 0) notes.push('**no rows: the figures mean little**')
  return { rows: rows === undefined ? '1' : fmt(rows, 0), notes }
}

async function benchDriver (driver: Driver, databaseUrl: string | undefined): Promise<DriverRun> {
  const db = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
  const dataDir = tempDir()
  const generateSeconds = await generateGrants(GRANTS, { ...db, DATA_DIR: dataDir })

  const results: Result[] = []
  const ceiling = await startServer(`${driver} ceiling server`, ['--import', 'tsx', 'bench/ceiling-server.ts'], { ...db, DATA_DIR: tempDir() })
  try {
    results.push({ ...await measure(ceiling.url, '/one-select'), rows: '1', notes: [] })
  } finally { await ceiling.stop() }

  // The search falls back to the database (used_search_engine false) when the engine is slower than
  // SEARCH_TIMEOUT_MS, and logs a warning each time: counted per route (warm-up included), under
  // load too. measure() waits for the abandoned requests, so the count is the route's own.
  let fallbacks = 0
  const onLine = (line: string) => { if (line.includes('search engine failed')) fallbacks++ }
  // Opening a large PGlite database takes longer than the default minute on a slow box.
  const app = await startServer(`${driver} server`, ['dist/server.js'], { ...db, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, { startTimeoutMs: 300_000, onLine })
  try {
    const page = await getJson(app.url, '/api/v1/grants?page_size=1') as { items: { id: string }[]; total: number }
    const id = page.items[0]?.id
    if (!id) throw new Error(`GET /api/v1/grants?page_size=1 listed no grant (total ${page.total})`)
    // How much /similar has to score depends on the grant: say which one it was.
    const grant = await getJson(app.url, `/api/v1/grants/${id}`) as { countries: string[]; nace_codes: string[] }
    const about = `grant with countries [${grant.countries.join(', ')}] and ${grant.nace_codes.length} NACE codes`
    const checked = []
    for (const route of ROUTES) {   // every route answers before any is measured
      const path = typeof route.path === 'string' ? route.path : route.path(id)
      const { rows, notes } = await check(app.url, path, route)
      checked.push({ route, path, rows, notes: path.endsWith('/similar') ? [about, ...notes] : notes })
    }
    for (const { route, path, rows, notes } of checked) {
      fallbacks = 0
      const measured = await measure(app.url, path, {}, route.label ?? path)
      if (fallbacks > 0) notes.push(`**${fmt(fallbacks, 0)} answers from the fallback search (engine too slow or failing)**`)
      results.push({ ...measured, target: route, rows, notes })
    }
    return { driver, generateSeconds, rssMb: peakRssMb(app.pid), results }
  } finally { await app.stop() }
}

function verdict (driver: Driver, r: Result): string {
  const { p50, p99 } = r.target ?? {}
  if (p50 === undefined && p99 === undefined) return r.target ? 'no target' : 'ceiling'
  const met = (p50 === undefined || r.p50 <= p50) && (p99 === undefined || r.p99 <= p99)
  const limits = [p50 !== undefined && `p50 ≤ ${p50}`, p99 !== undefined && `p99 ≤ ${p99}`].filter(Boolean).join(', ')
  if (driver === 'pglite') return `${limits}: ${met ? 'within' : 'over'} (target on PostgreSQL only)`
  return `${limits}: ${met ? 'met' : '**NOT met**'}`
}

function report ({ driver, generateSeconds, rssMb, results }: DriverRun): string {
  const ceiling = results.find((r) => r.route === '/one-select')!
  const rssVerdict = Number.isNaN(rssMb) ? 'not measured (no /proc)'
    : driver === 'pglite' ? `${rssMb <= RSS_TARGET_MB ? 'within' : 'over'} ${RSS_TARGET_MB} MB (target on PostgreSQL only)`
      : `target ≤ ${RSS_TARGET_MB} MB: ${rssMb <= RSS_TARGET_MB ? 'met' : '**NOT met**'}`
  const lines = [`### ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${fmt(GRANTS, 0)} grants`, '',
    `- \`grants generate --count ${GRANTS}\` (insert and dictionary rebuild, process start included): ${fmt(generateSeconds, 1)} s`,
    `- server peak RSS (VmHWM of \`node dist/server.js\`, whole run): ${fmt(rssMb, 0)} MB — ${rssVerdict}`, '',
    '| route | rows | req/s | p50 ms | p99 ms | vs. /one-select | target |', '|---|---:|---:|---:|---:|---:|---|']
  for (const r of results) {
    const notes = [...r.notes, ...(r.failures > 0 ? [`**${r.failures} failed requests!**`] : [])]
    const ratio = r === ceiling ? 'ceiling' : `${fmt(r.rps / ceiling.rps * 100, 0)} %`
    lines.push(`| GET ${r.route} | ${r.rows} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${ratio} | ${[verdict(driver, r), ...notes].join('; ')} |`)
  }
  return [...lines, ''].join('\n')
}

async function main (): Promise<void> {
  build()
  const drivers: [Driver, string | undefined][] = [['pglite', undefined]]
  if (process.env.DATABASE_URL) {
    drivers.push(['postgres', await createBenchDatabase(process.env.DATABASE_URL, { prefix: 'gw_bench_grants', keep: KEEP_DB })])
  }
  console.log(`${fmt(GRANTS, 0)} grants; autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route`)

  // One driver failing (PGlite running out of memory on a large catalogue) still reports the other.
  const sections: string[] = []
  for (const [driver, url] of drivers) {
    try {
      sections.push(report(await benchDriver(driver, url)))
    } catch (err) {
      console.error(err)
      process.exitCode = 1
      sections.push(`### ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${fmt(GRANTS, 0)} grants\n\n**Failed:** ${err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err)}\n`)
    }
  }
  const header = [`## Grants catalogue, run of ${STAMP}`, '',
    `${machine()}, ${fmt(GRANTS, 0)} synthetic grants, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route; ` +
    'latencies in ms; req/s is autocannon\'s per-second average; rows is the `total` (or list length) of one answer.', '']
  const markdown = [...header, ...sections].join('\n')
  console.log(`\n${markdown}`)
  console.log(`Written to ${writeResult(markdown, `-grants-${GRANTS}`)}`)
}

await runBenchmark(main)
