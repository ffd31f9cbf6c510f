// `npx tsx bench/load.ts`: the attack review's load (issue 23). 30 anonymous clients hammer the
// most expensive public routes of a PostgreSQL deployment at 50,000 grants (substring scans,
// 10,000-row exports, year-long calendars, broad searches, deep pages), every request distinct
// so no cache answers, while a monitor asks /health every 250 ms and a signed-in user reads their
// companies every 500 ms. Done when /health stays 200 and under 1 s throughout.
// PUBLIC_RATE_PER_MINUTE (default 0 here: the attack comes from many addresses, so the per-client
// limit is no defence) and the DB_* pool settings pass through to the server. DATABASE_URL is
// required; BENCH_DATABASE_URL reuses a database already holding the grants.
import { fileURLToPath } from 'node:url'
import {
  build, createBenchDatabase, fmt, generateGrants, machine, peakRssMb, percentile, runBenchmark,
  reusedBenchDatabase, searchIndexWatch, signIn, sleep, startServer, tempDir, writeResult,
} from './lib.js'

const GRANTS = Number(process.env.GRANTS ?? 50_000)
const CLIENTS = Number(process.env.CLIENTS ?? 30)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const WORDS = ['energy', 'solar', 'hydrogen', 'innovation', 'climate', 'digital', 'water', 'heat', 'transport', 'research']

/** The n-th attacking request: each kind in turn, each one distinct (a filter value nobody repeats). */
function attack (n: number): { kind: string; path: string } {
  const word = WORDS[n % WORDS.length]!
  const distinct = 1 + n   // min_funding=1, 2, 3…: changes no answer, defeats every cache
  const kinds = [
    {
      kind: 'substring search',
      path: `/api/v1/grants/search/simple?q=${encodeURIComponent(`%${word.slice(0, 2)}%`)}&limit=100&page=${1 + (n % 50)}`,
    },
    { kind: 'export.csv 10,000 rows', path: `/api/v1/grants/export.csv?limit=10000&sort_by=deadline&min_funding=${distinct}` },
    { kind: 'deadlines.ics a year', path: `/api/v1/grants/deadlines.ics?days=365&min_funding=${distinct}` },
    { kind: 'broad search', path: `/api/v1/grants/search?q=${word}&page_size=100&min_funding=${distinct}` },
    { kind: 'deep list page', path: `/api/v1/grants?page=${1 + (n % 400)}&page_size=100&min_funding=${distinct}` },
  ]
  return kinds[n % kinds.length]!
}

interface Sample { kind: string; status: number; ms: number }

async function timed (kind: string, url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now()
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) })
    await res.arrayBuffer()
    return { kind, status: res.status, ms: performance.now() - started }
  } catch {
    return { kind, status: 0, ms: performance.now() - started }   // refused, reset or timed out
  }
}

/** Calls `probe` every `everyMs` until `stop` is set; probes do not overlap. */
async function every (everyMs: number, stop: { done: boolean }, probe: () => Promise<Sample>, into: Sample[]) {
  while (!stop.done) {
    const started = performance.now()
    into.push(await probe())
    await sleep(Math.max(0, everyMs - (performance.now() - started)))
  }
}

function summary (samples: Sample[]): string[] {
  const kinds = [...new Set(samples.map((s) => s.kind))]
  return kinds.map((kind) => {
    const mine = samples.filter((s) => s.kind === kind)
    const sorted = Float64Array.from(mine.map((s) => s.ms)).sort()
    const count = (test: (status: number) => boolean) => mine.filter((s) => test(s.status)).length
    return `| ${kind} | ${mine.length} | ${count((s) => s >= 200 && s < 400)} | ${count((s) => s === 429)} | ` +
      `${count((s) => s === 503)} | ${count((s) => s === 0 || (s >= 400 && s !== 429 && s !== 503))} | ` +
      `${fmt(percentile(sorted, 0.5), 0)} | ${fmt(percentile(sorted, 0.99), 0)} | ${fmt(sorted.at(-1) ?? NaN, 0)} |`
  })
}

async function main (): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench/load.ts measures PostgreSQL: set DATABASE_URL')
  build()
  const reused = reusedBenchDatabase()
  const url = reused ?? await createBenchDatabase(process.env.DATABASE_URL, {
    prefix: 'gw_bench_load', keep: process.env.BENCH_KEEP_DB === '1',
  })
  if (!reused) await generateGrants(GRANTS, { DATABASE_URL: url, DATA_DIR: tempDir() })
  const index = searchIndexWatch()
  const passed = ['PUBLIC_RATE_PER_MINUTE', 'PUBLIC_CONCURRENCY', 'DB_POOL_MAX', 'DB_PUBLIC_POOL_MAX', 'DB_PUBLIC_STATEMENT_TIMEOUT_MS']
  const env = Object.fromEntries(passed.flatMap((k) => process.env[k] === undefined ? [] : [[k, process.env[k]!]]))
  const app = await startServer('postgres server', ['dist/server.js'], {
    DATABASE_URL: url, DATA_DIR: tempDir(), LOG_LEVEL: 'info', PUBLIC_RATE_PER_MINUTE: '0', ...env,
  }, { startTimeoutMs: 300_000, onLine: index.onLine })
  try {
    await index.ready
    const token = await signIn(app.url)
    const stop = { done: false }
    const attacks: Sample[] = []
    const health: Sample[] = []
    const signedIn: Sample[] = []
    let next = 0
    const client = async () => {
      while (!stop.done) {
        const { kind, path } = attack(next++)
        attacks.push(await timed(kind, app.url + path))
      }
    }
    console.log(`${CLIENTS} clients for ${SECONDS} s against ${app.url}`)
    const running = [
      ...Array.from({ length: CLIENTS }, client),
      every(250, stop, () => timed('GET /health (every 250 ms)', `${app.url}/health`), health),
      every(500, stop, () => timed('GET /companies, signed in (every 500 ms)', `${app.url}/api/v1/companies`,
        { authorization: `Bearer ${token}` }), signedIn),
    ]
    await sleep(SECONDS * 1000)
    stop.done = true
    await Promise.all(running)
    const healthBad = health.filter((s) => s.status !== 200 || s.ms >= 1000).length
    const lines = [
      `### Load: ${CLIENTS} anonymous clients on the worst public queries, PostgreSQL, ${fmt(GRANTS, 0)} grants (${machine()})`,
      '',
      `- ${SECONDS} s; every attacking request distinct (no cache can answer); server settings: ` +
        `${Object.entries({ PUBLIC_RATE_PER_MINUTE: '0', ...env }).map(([k, v]) => `${k}=${v}`).join(', ')}`,
      `- /health: ${health.length} probes, **${healthBad} not 200 or ≥ 1 s**; server peak RSS ${fmt(peakRssMb(app.pid), 0)} MB`,
      '',
      '| requests | sent | 2xx/304 | 429 | 503 | other | p50 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...summary([...attacks, ...health, ...signedIn]),
      '',
    ]
    console.log(lines.join('\n'))
    console.log(`written to ${writeResult(lines.join('\n'), '-load')}`)
  } finally {
    await app.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBenchmark(main)
