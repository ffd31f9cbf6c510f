// `npx tsx bench/matching.ts`: matching under load. For each catalogue size in GRANTS (comma-separated,
// default 50000) a fresh database is filled with synthetic grants (`grants generate`) before the
// server starts; then, as a signed-in user with a company (German small metalworker with a carbon
// profile), it measures with autocannon the real-time GET /matches/{company_id} (warm: its results are kept a
// minute), times it cold and POST /matches/calculate one request at a time after an edit of the
// company (CALCULATIONS, default 30), and measures the persisted
// GET /matches after calculating companies until at least 500 matches are stored. PostgreSQL when
// DATABASE_URL is set (fresh database per size, dropped unless BENCH_KEEP_DB=1), else PGlite.
// Targets are on PostgreSQL at 50,000 grants. Method: docs/benchmarks.md.
import {
  build, CONNECTIONS, createBenchDatabase, fmt, generateGrants, machine, measure, peakRssMb, percentile, runBenchmark, SECONDS, signIn, STAMP,
  startServer, tempDir, WARMUP_SECONDS, writeResult, type Driver, type Measure,
} from './lib.js'

const SIZES = (process.env.GRANTS ?? '50000').split(',').map(Number)
if (SIZES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('GRANTS must be whole numbers ≥ 1, comma-separated')
const CALCULATIONS = Number(process.env.CALCULATIONS ?? 30)
const KEEP_DB = process.env.BENCH_KEEP_DB === '1'
const PERSISTED = 500
const TARGETS = { realtime: { p50: 60, p99: 150 }, calculate: { max: 500 }, persisted: { p99: 25 } }

const COMPANIES = [
  { name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11', 'C25.62'], keywords: ['heat recovery', 'energy efficiency', 'steel'], develops_technology: false, region: 'DEA2', description: 'Sheet-metal works making steel structures; we want to cut the gas use of our paint shop and install heat pumps.' },
  { name: 'Agro Verde SRL', country: 'IT', company_size: 'micro', nace_codes: ['A01.1'], keywords: ['irrigation', 'soil'], develops_technology: false, region: 'ITF4', description: 'Family farm growing cereals; water-saving irrigation and soil carbon.' },
  { name: 'Logística Norte SL', country: 'ES', company_size: 'medium', nace_codes: ['H49.41'], keywords: ['electric trucks', 'logistics'], develops_technology: false, region: 'ES61', description: 'Road haulage company moving to electric and hydrogen trucks.' },
  { name: 'Bâtiment Durable SAS', country: 'FR', company_size: 'small', nace_codes: ['F43.2'], keywords: ['renovation', 'insulation'], develops_technology: false, region: 'FRK2', description: 'Energy renovation of buildings: insulation, heat pumps, solar panels.' },
]
const CARBON = { reporting_year: 2025, scope1_emissions_tco2e: 820, scope2_emissions_tco2e: 410, reduction_target_percent: 42, target_year: 2030, focus_categories: ['energy_efficiency', 'renewable_energy'], taxonomy_objectives: ['CCM'] }

interface Timing { p50: number; p99: number; max: number; n: number }
interface SizeRun { grants: number; realtime: Measure & { total: number }; cold: Timing; calculate: Timing & { matches: number }; persisted: Measure & { total: number }; rssMb: number }

async function api<T = { id: string; total: number; total_matches: number }> (base: string, method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(base + path, {
    method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<T>
}

function timing (samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1)!, n: sorted.length }
}

async function benchSize (driver: Driver, grants: number): Promise<SizeRun> {
  const db = driver === 'postgres' ? { DATABASE_URL: await createBenchDatabase(process.env.DATABASE_URL!, { prefix: `gw_bench_matching_${grants}`, keep: KEEP_DB }) } : {}
  const dataDir = tempDir()
  await generateGrants(grants, { ...db, DATA_DIR: dataDir })
  const app = await startServer(`${driver} server`, ['dist/server.js'], { ...db, DATA_DIR: dataDir, LOG_LEVEL: 'warn', BUNDLED_DATA: 'off' }, { startTimeoutMs: 300_000 })
  try {
    const headers = { authorization: `Bearer ${await signIn(app.url)}` }
    const ids: string[] = []
    for (const company of COMPANIES) {
      const { id } = await api(app.url, 'POST', '/api/v1/companies', company, headers)
      await api(app.url, 'PUT', `/api/v1/companies/${id}/carbon-profile`, CARBON, headers)
      ids.push(id)
    }
    const first = ids[0]!
    const { total: realtimeTotal } = await api(app.url, 'GET', `/api/v1/matches/${first}`, undefined, headers)
    const realtime = { ...await measure(app.url, `/api/v1/matches/${first}`, headers, 'GET /api/v1/matches/{company_id}'), total: realtimeTotal }

    // Cold: an edit of the company (a new keyword order) before each request, so nothing cached is reused.
    const timed = async (label: string, request: () => Promise<unknown>) => {
      process.stdout.write(`  ${label} × ${CALCULATIONS}, cold ... `)
      const samples: number[] = []
      for (let i = 0; i < CALCULATIONS; i++) {
        await api(app.url, 'PATCH', `/api/v1/companies/${first}`, { keywords: i % 2 ? COMPANIES[0]!.keywords : [...COMPANIES[0]!.keywords].reverse() }, headers)
        const started = performance.now()
        await request()
        samples.push(performance.now() - started)
      }
      const t = timing(samples)
      console.log(`p50 ${fmt(t.p50)} ms`)
      return t
    }
    const cold = await timed('GET /api/v1/matches/{company_id}', () => api(app.url, 'GET', `/api/v1/matches/${first}`, undefined, headers))
    let matches = 0
    const samples = await timed('POST /api/v1/matches/calculate', async () => {
      matches = (await api(app.url, 'POST', '/api/v1/matches/calculate', { company_id: first }, headers)).total_matches
    })
    const calculate = { ...samples, matches }

    let stored = matches
    for (const id of ids.slice(1)) {
      if (stored >= PERSISTED) break
      stored = (await api(app.url, 'POST', '/api/v1/matches/calculate', { company_id: id }, headers)).total_matches + stored
    }
    const { total: persistedTotal } = await api(app.url, 'GET', '/api/v1/matches', undefined, headers)
    const persisted = { ...await measure(app.url, '/api/v1/matches', headers, 'GET /api/v1/matches'), total: persistedTotal }
    return { grants, realtime, cold, calculate, persisted, rssMb: peakRssMb(app.pid) }
  } finally { await app.stop() }
}

const met = (ok: boolean) => (ok ? 'met' : '**NOT met**')

function report (driver: Driver, runs: SizeRun[]): string {
  const lines = [`### ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, '',
    '| grants | route | rows | req/s | p50 ms | p99 ms | target (50,000 grants) |', '|---:|---|---:|---:|---:|---:|---|']
  for (const r of runs) {
    const at50k = r.grants === 50_000
    const failures = (m: Measure) => (m.failures ? `; **${m.failures} failed requests!**` : '')
    lines.push(`| ${fmt(r.grants, 0)} | GET /matches/{company_id} | ${r.realtime.total} | ${fmt(r.realtime.rps, 0)} | ${fmt(r.realtime.p50)} | ${fmt(r.realtime.p99)} | ${at50k ? `p50 ≤ 60, p99 ≤ 150: ${met(r.realtime.p50 <= TARGETS.realtime.p50 && r.realtime.p99 <= TARGETS.realtime.p99)}` : '–'}${failures(r.realtime)} |`)
    lines.push(`| ${fmt(r.grants, 0)} | GET /matches/{company_id}, cold (sequential, n=${r.cold.n}, max ${fmt(r.cold.max)}) | ${r.realtime.total} | – | ${fmt(r.cold.p50)} | ${fmt(r.cold.p99)} | – |`)
    lines.push(`| ${fmt(r.grants, 0)} | POST /matches/calculate, cold (sequential, n=${r.calculate.n}, max ${fmt(r.calculate.max)}) | ${r.calculate.matches} | – | ${fmt(r.calculate.p50)} | ${fmt(r.calculate.p99)} | ${at50k ? `≤ 500 each: ${met(r.calculate.max <= TARGETS.calculate.max)}` : '–'} |`)
    lines.push(`| ${fmt(r.grants, 0)} | GET /matches (persisted) | ${r.persisted.total} | ${fmt(r.persisted.rps, 0)} | ${fmt(r.persisted.p50)} | ${fmt(r.persisted.p99)} | ${at50k ? `p99 ≤ 25: ${met(r.persisted.p99 <= TARGETS.persisted.p99)}` : '–'}${failures(r.persisted)} |`)
  }
  lines.push('', `Server peak RSS: ${runs.map((r) => `${fmt(r.grants, 0)} grants ${fmt(r.rssMb, 0)} MB`).join(', ')}`, '')
  return lines.join('\n')
}

async function main (): Promise<void> {
  build()
  const driver: Driver = process.env.DATABASE_URL ? 'postgres' : 'pglite'
  console.log(`${driver}; ${SIZES.map((n) => fmt(n, 0)).join(', ')} grants; autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route`)
  const runs: SizeRun[] = []
  for (const size of SIZES) runs.push(await benchSize(driver, size))
  const markdown = [`## Matching, run of ${STAMP}`, '',
    `${machine()}, synthetic grants, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per GET route; latencies in ms; ` +
    'rows: matches in one answer\'s `total` (real-time: eligible grants scored; calculate: matches stored for the company; persisted: the tenant\'s stored matches).', '',
    report(driver, runs)].join('\n')
  console.log(`\n${markdown}`)
  console.log(`Written to ${writeResult(markdown, `-matching-${SIZES.join('-')}`)}`)
}

await runBenchmark(main)
