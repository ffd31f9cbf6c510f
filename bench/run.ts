// `npm run bench`: autocannon against the real server and against the two ceilings
// (bench/ceiling-server.ts), in one run on one machine, so the ratios mean something even on a
// noisy box. PGlite always; PostgreSQL too when DATABASE_URL is set (in a fresh database that is
// dropped at the end). Method and targets: docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
if (!Number.isInteger(SECONDS) || SECONDS < 1) throw new Error('BENCH_SECONDS must be a whole number of seconds ≥ 1')
const WARMUP_SECONDS = 2
const CONNECTIONS = 10
const PASSWORD = 'Bench-Passw0rd!'
const STAMP = new Date().toISOString().replace(/\.\d+Z$/, 'Z')

type Driver = 'pglite' | 'postgres'
interface Measure { route: string; rps: number; p50: number; p99: number; failures: number }
interface Server { url: string; stop(): Promise<void> }

// Children get their own process group (detached) so a Ctrl-C reaches only us and we decide the
// order: servers first, then the bench database and temp dirs. `exit` is the last resort.
const live = new Map<number, Server>()   // by pid
const cleanups: (() => Promise<void> | void)[] = []
process.on('exit', () => { for (const pid of live.keys()) { try { process.kill(-pid, 'SIGKILL') } catch { /* gone */ } } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { void cleanUp().finally(() => process.exit(130)) })
// Memoised: npx/tsx may relay a second signal while the first clean-up is still running.
let cleaning: Promise<void> | undefined
function cleanUp (): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...live.values()].map((server) => server.stop()))
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((err) => console.error('cleanup:', err))
  })()
  return cleaning
}

function tempDir (): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-bench-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function startServer (label: string, args: string[], env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort()
  // The caller's DATABASE_URL must never leak into a PGlite run: it would silently switch driver.
  const { DATABASE_URL: _callerDatabase, ...inherited } = process.env
  const child = spawn(process.execPath, args, {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
  })
  let output = ''   // the tail of its output, shown only if it fails to come up
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000) })
  const pid = child.pid!
  let running = true
  const exited = new Promise<void>((resolve) => child.once('exit', () => { running = false; live.delete(pid); resolve() }))
  const signal = (name: NodeJS.Signals) => { try { if (running) process.kill(-pid, name) } catch { /* just exited */ } }
  const server: Server = {
    url: `http://127.0.0.1:${port}`,
    async stop () {
      signal('SIGTERM')   // both servers close their database cleanly on SIGTERM
      await Promise.race([exited, sleep(15_000)])
      signal('SIGKILL')
      await exited
    },
  }
  live.set(pid, server)

  const deadline = performance.now() + 60_000
  while (!(await fetch(`${server.url}/health`).then((r) => r.ok, () => false))) {
    if (!running || performance.now() > deadline) {
      const why = running ? 'timeout' : 'exited'
      await server.stop()
      throw new Error(`${label} did not come up (${why}):\n${output}`)
    }
    await sleep(50)
  }
  return server
}

function fire (url: string, headers: Record<string, string>, duration: number, latencies?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, result) => err ? reject(err) : resolve(result))
    // autocannon's own histogram keeps whole milliseconds, and most answers here take less than
    // one; the per-response times it reports through this event are hrtime-precise.
    if (latencies) instance.on('response', (_client, _status, _bytes, time) => { latencies.push(time) })
  })
}

function percentile (sorted: Float64Array, q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

async function measure (base: string, route: string, headers: Record<string, string> = {}): Promise<Measure> {
  // One plain request first: a 401 or 500 route is fast and would otherwise pass for a result.
  const probe = await fetch(base + route, { headers })
  if (probe.status !== 200) throw new Error(`GET ${route} answered ${probe.status}: ${await probe.text()}`)
  process.stdout.write(`  ${route} ... `)
  await fire(base + route, headers, WARMUP_SECONDS)
  const latencies: number[] = []
  const result = await fire(base + route, headers, SECONDS, latencies)
  const sorted = Float64Array.from(latencies).sort()
  console.log(`${Math.round(result.requests.average)} req/s`)
  return { route, rps: result.requests.average, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), failures: result.non2xx + result.errors }
}

async function signIn (base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`
  const register = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, full_name: 'Bench User' }),
  })
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${await register.text()}`)
  // URLSearchParams makes fetch send application/x-www-form-urlencoded, as the login spec wants.
  const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: PASSWORD }) })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`)
  const { access_token } = await login.json() as { access_token: string }
  return access_token
}

// A database of its own per run: the figures never depend on what earlier runs or tests left.
async function createBenchDatabase (baseUrl: string): Promise<string> {
  const name = `gw_bench_${STAMP.replace(/\D/g, '')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try { await client.query(statement) } finally { await client.end() }
  }
  await admin(`create database ${name}`)
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`))
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function benchDriver (driver: Driver, databaseUrl: string | undefined): Promise<Measure[]> {
  console.log(`\n${driver}:`)
  const db = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
  const ceiling = await startServer(`${driver} ceiling server`, ['--import', 'tsx', 'bench/ceiling-server.ts'], { ...db, DATA_DIR: tempDir() })
  const results: Measure[] = []
  try {
    results.push(await measure(ceiling.url, '/bare'), await measure(ceiling.url, '/one-select'))
  } finally { await ceiling.stop() }
  const app = await startServer(`${driver} server`, ['dist/server.js'], { ...db, DATA_DIR: tempDir(), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '0' })
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
const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

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
  // Built once, as `npm start` would; the server then runs plain JavaScript from dist/.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('node scripts/build.mjs failed')
  const drivers: [Driver, string | undefined][] = [['pglite', undefined]]
  if (process.env.DATABASE_URL) drivers.push(['postgres', await createBenchDatabase(process.env.DATABASE_URL)])
  console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route`)

  const sections: string[] = []
  for (const [driver, url] of drivers) sections.push(report(driver, await benchDriver(driver, url)))
  const header = [`## Run of ${STAMP}`, '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${CONNECTIONS} connections, ` +
    `${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route; latencies in ms; req/s is autocannon's per-second average.`, '']
  const markdown = [...header, ...sections].join('\n')
  console.log(`\n${markdown}`)
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  const file = join(ROOT, 'bench', 'results', `${STAMP.replace(/:/g, '-')}.md`)
  writeFileSync(file, markdown)
  console.log(`Written to ${file}`)
}

try {
  await main()
} catch (err) {
  console.error(err)
  process.exitCode = 1
} finally {
  await cleanUp()
}
