// `npm run bench`: autocannon against the real server and against the two ceilings
// (bench/ceiling-server.ts), in one run on one machine, so the ratios mean something even on a
// noisy box. PGlite always; PostgreSQL too when DATABASE_URL is set (in a fresh database that is
// dropped at the end). Method and targets: docs/benchmarks.md.
import {
  build, CONNECTIONS, signIn, createBenchDatabase, fmt, machine, measure, runBenchmark, SECONDS, STAMP, startServer, tempDir, WARMUP_SECONDS,
  writeResult, type Driver, type Measure,
} from './lib.js'

async function benchDriver (driver: Driver, databaseUrl: string | undefined): Promise<Measure[]> {
  console.log(`\n${driver}:`)
  const db = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
  const ceiling = await startServer(`${driver} ceiling server`, ['--import', 'tsx', 'bench/ceiling-server.ts'], { ...db, DATA_DIR: tempDir() })
  const results: Measure[] = []
  try {
    results.push(await measure(ceiling.url, '/bare'), await measure(ceiling.url, '/one-select'))
  } finally { await ceiling.stop() }
  // BUNDLED_DATA=off: on PGlite the server answers before it loads the bundled grants, and that
  // load (seconds of parsing, classifying and writing) ran during the measurements, taking CPU from
  // the routes measured here, none of which reads a grant.
  const app = await startServer(`${driver} server`, ['dist/server.js'], { ...db, DATA_DIR: tempDir(), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '0', BUNDLED_DATA: 'off' })
  try {
    const auth = { authorization: `Bearer ${await signIn(app.url)}` }
    results.push(await measure(app.url, '/api/v1/auth/me', auth))
    results.push(await measure(app.url, '/api/v1/reference/countries'))
    results.push(await measure(app.url, '/api/v1/reference/nace-codes?query=manufact'))
  } finally { await app.stop() }
  return results
}

// Database routes are held to the one-select ceiling, routes served from memory to the bare one.
const CEILING: Record<string, string> = {
  '/api/v1/auth/me': '/one-select', '/api/v1/reference/countries': '/bare', '/api/v1/reference/nace-codes?query=manufact': '/bare',
}
const TARGET = 0.5
const hasTarget = (driver: Driver, route: string) => route !== '/api/v1/auth/me' || driver === 'postgres'

function report (driver: Driver, rows: Measure[]): string {
  const byRoute = new Map(rows.map((m) => [m.route, m]))
  const lines = [`### ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, '',
    '| route | req/s | p50 ms | p99 ms | vs. ceiling |', '|---|---:|---:|---:|---|']
  const targets: string[] = []
  for (const m of rows) {
    const ceiling = CEILING[m.route]
    const ratio = ceiling ? m.rps / byRoute.get(ceiling)!.rps : NaN
    const versus = ceiling ? `${fmt(ratio * 100, 0)} % of ${ceiling}` : 'ceiling'
    const failed = m.failures > 0 ? ` (${m.failures} failed requests!)` : ''
    lines.push(`| GET ${m.route} | ${fmt(m.rps, 0)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${versus}${failed} |`)
    if (!ceiling) continue
    targets.push(hasTarget(driver, m.route)
      ? `- ${m.route} ≥ ${TARGET * 100} % of ${ceiling}: ${fmt(ratio * 100, 0)} % — ${ratio >= TARGET ? 'met' : '**NOT met**'}`
      : `- ${m.route}: ${fmt(ratio * 100, 0)} % of ${ceiling} — no target on this driver (informational)`)
  }
  return [...lines, '', 'Targets:', ...targets, ''].join('\n')
}

async function main (): Promise<void> {
  build()
  const drivers: [Driver, string | undefined][] = [['pglite', undefined]]
  if (process.env.DATABASE_URL) drivers.push(['postgres', await createBenchDatabase(process.env.DATABASE_URL)])
  console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route`)

  const sections: string[] = []
  for (const [driver, url] of drivers) sections.push(report(driver, await benchDriver(driver, url)))
  const header = [`## Run of ${STAMP}`, '',
    `${machine()}, ${CONNECTIONS} connections, ` +
    `${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route; latencies in ms; req/s is autocannon's per-second average.`, '']
  const markdown = [...header, ...sections].join('\n')
  console.log(`\n${markdown}`)
  console.log(`Written to ${writeResult(markdown)}`)
}

await runBenchmark(main)
