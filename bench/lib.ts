// Shared by the autocannon benchmarks (bench/run.ts, bench/grants.ts): child servers in process
// groups of their own, clean-up on errors and Ctrl-C, one fresh PostgreSQL database per run, and the
// measurement itself. Method: docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
if (!Number.isInteger(SECONDS) || SECONDS < 1) throw new Error('BENCH_SECONDS must be a whole number of seconds ≥ 1')
export const WARMUP_SECONDS = 2
export const CONNECTIONS = 10
export const STAMP = new Date().toISOString().replace(/\.\d+Z$/, 'Z')

export type Driver = 'pglite' | 'postgres'
export interface Measure { route: string; rps: number; p50: number; p99: number; failures: number }
export interface Server { url: string; pid: number; stop(): Promise<void> }

// Children get their own process group (detached) so a Ctrl-C reaches only us and we decide the
// order: servers first, then the bench database and temp dirs. `exit` is the last resort.
const live = new Map<number, Server>()   // by pid
const cleanups: (() => Promise<void> | void)[] = []
process.on('exit', () => { for (const pid of live.keys()) { try { process.kill(-pid, 'SIGKILL') } catch { /* gone */ } } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { void cleanUp().finally(() => process.exit(130)) })
// Memoised: npx/tsx may relay a second signal while the first clean-up is still running.
let cleaning: Promise<void> | undefined
export function cleanUp (): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...live.values()].map((server) => server.stop()))
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((err) => console.error('cleanup:', err))
  })()
  return cleaning
}

/** Runs the benchmark's main; whatever happens, stops the servers and removes what it created. */
export async function runBenchmark (main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (err) {
    console.error(err)
    process.exitCode = 1
  } finally {
    await cleanUp()
  }
}

export function tempDir (): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-bench-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The caller's environment without DATABASE_URL: it must never leak into a PGlite run (it would silently switch driver). */
export function childEnv (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _callerDatabase, ...inherited } = process.env
  return { ...inherited, ...env }
}

export interface StartOptions {
  startTimeoutMs?: number
  /** Every complete line the server writes (stdout and stderr), e.g. to count warnings under load. */
  onLine?: (line: string) => void
}

/** `node <args>` as a server on a free port, awaited until GET /health answers. */
export async function startServer (label: string, args: string[], env: NodeJS.ProcessEnv, { startTimeoutMs = 60_000, onLine }: StartOptions = {}): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, args, {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
  })
  let output = ''   // the tail of its output, shown only if it fails to come up
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = ''
    stream.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      if (!onLine) return
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop()!
      for (const line of lines) onLine(line)
    })
  }
  const pid = child.pid!
  let running = true
  let stopping = false
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signalName) => {
    running = false
    live.delete(pid)
    // A crash under load (out of memory, a fatal error) would otherwise show only as refused connections.
    if (!stopping) console.error(`\n${label} exited unexpectedly (${signalName ?? `code ${code}`}); its last output:\n${output}`)
    resolve()
  }))
  const signal = (name: NodeJS.Signals) => { try { if (running) process.kill(-pid, name) } catch { /* just exited */ } }
  const server: Server = {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop () {
      stopping = true
      signal('SIGTERM')   // both servers close their database cleanly on SIGTERM
      await Promise.race([exited, sleep(15_000)])
      signal('SIGKILL')
      await exited
    },
  }
  live.set(pid, server)

  const deadline = performance.now() + startTimeoutMs
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

function fire (url: string, headers: Record<string, string>, duration: number, latencies?: number[], load: Load = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: CONNECTIONS, duration, ...load }, (err, result) => err ? reject(err) : resolve(result))
    // autocannon's own histogram keeps whole milliseconds, and most answers here take less than
    // one; the per-response times it reports through this event are hrtime-precise.
    if (latencies) instance.on('response', (_client, _status, _bytes, time) => { latencies.push(time) })
  })
}

export function percentile (sorted: ArrayLike<number>, q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** What else a measured request carries: a method and body, or per-request changes (`requests`). */
export type Load = Pick<autocannon.Options, 'method' | 'body' | 'requests'>

/** `label` names the route in the results when the URL holds something run-specific (an id). */
export async function measure (base: string, route: string, headers: Record<string, string> = {}, label = route, load: Load = {}): Promise<Measure> {
  // One plain request first: a 401 or 500 route is fast and would otherwise pass for a result.
  const probe = await fetch(base + route, { headers, method: load.method ?? 'GET', ...(load.body ? { body: load.body as string } : {}) })
  if (probe.status !== 200) throw new Error(`${load.method ?? 'GET'} ${route} answered ${probe.status}: ${await probe.text()}`)
  process.stdout.write(`  ${label} ... `)
  await fire(base + route, headers, WARMUP_SECONDS, undefined, load)
  const latencies: number[] = []
  const result = await fire(base + route, headers, SECONDS, latencies, load)
  const sorted = Float64Array.from(latencies).sort()
  console.log(`${Math.round(result.requests.average)} req/s`)
  // The requests autocannon abandoned at the end still run in the server: let them finish (they
  // take about as long as the slowest answer so far) so the next route's figures are its own.
  await sleep(Math.min(sorted.at(-1) ?? 0, 30_000))
  return { route: label, rps: result.requests.average, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), failures: result.non2xx + result.errors }
}

/**
 * BENCH_DATABASE_URL, a database already holding grants — never a server's maintenance database
 * (an empty variable in a shell command once pointed a benchmark server at `postgres`, and its
 * migrations wrote the schema there).
 */
export function reusedBenchDatabase (): string | undefined {
  const url = process.env.BENCH_DATABASE_URL
  if (url === undefined) return undefined
  const name = new URL(url).pathname.replace(/^\//, '')
  if (['', 'postgres', 'template0', 'template1'].includes(name)) {
    throw new Error(`BENCH_DATABASE_URL must name a benchmark database, not "${name || '(none)'}"`)
  }
  return url
}

/**
 * A database of its own per run: the figures never depend on what earlier runs or tests left.
 * Dropped at the end unless `keep` (then its URL is printed, for EXPLAIN ANALYZE afterwards).
 */
export async function createBenchDatabase (baseUrl: string, { prefix = 'gw_bench', keep = false } = {}): Promise<string> {
  const name = `${prefix}_${STAMP.replace(/\D/g, '')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try { await client.query(statement) } finally { await client.end() }
  }
  await admin(`create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  if (keep) cleanups.push(() => console.log(`Kept the bench database: ${url.toString()} (drop database ${name} when done)`))
  else cleanups.push(() => admin(`drop database if exists ${name} with (force)`))
  return url.toString()
}

const PASSWORD = 'Bench-Passw0rd!'

/** A new user of a new tenant, signed in: its access token. */
export async function signIn (base: string): Promise<string> {
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

/** `grants generate --count N` into the database `env` names, before any server opens it; seconds taken. */
export async function generateGrants (count: number, env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`\ngrants generate --count ${count}`)
  const started = performance.now()
  const child = spawn(process.execPath, ['dist/cli.js', 'grants', 'generate', '--count', String(count)],
    { cwd: ROOT, stdio: 'inherit', env: childEnv({ ...env, LOG_LEVEL: 'warn' }) })
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve))
  if (code !== 0) throw new Error(`grants generate exited with ${code}`)
  return (performance.now() - started) / 1000
}

/** Built once, as `npm start` would; the servers then run plain JavaScript from dist/. */
export function build (): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('node scripts/build.mjs failed')
}

/** A dash for NaN: no answer completed within the run (a percentile of nothing). */
export const fmt = (n: number, digits = 2) => Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`

/** Peak resident set size of a process in MB (Linux: VmHWM), or NaN where /proc is missing. */
export function peakRssMb (pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : NaN
  } catch { return NaN }
}

/** Writes the Markdown to bench/results/<timestamp><suffix>.md (git-ignored) and returns the path. */
export function writeResult (markdown: string, suffix = ''): string {
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  const file = join(ROOT, 'bench', 'results', `${STAMP.replace(/:/g, '-')}${suffix}.md`)
  writeFileSync(file, markdown)
  return file
}

/**
 * Watches a server's log (LOG_LEVEL info) for its search index being built after start-up: pass
 * `onLine` to startServer, await `ready` before measuring (searches meanwhile are answered in SQL).
 */
export function searchIndexWatch (): { onLine: (line: string) => void; ready: Promise<{ grants: number; ms: number }> } {
  let resolve: (info: { grants: number; ms: number }) => void = () => {}
  const ready = new Promise<{ grants: number; ms: number }>((r) => (resolve = r))
  const onLine = (line: string) => {
    if (line.includes('"search index ready"')) resolve(JSON.parse(line) as { grants: number; ms: number })
  }
  return { onLine, ready }
}

const COMPANY_COUNTRIES = ['DE', 'FR', 'ES', 'IT', 'PL', 'NL', 'AT', 'BE', 'SE', 'DK', 'PT', 'IE', 'CZ', 'FI']
const COMPANY_NACE = ['C25.11', 'A01.1', 'H49.41', 'F43.2', 'C10.71', 'I55.1', 'C20.1', 'D35.11', 'E38.1', 'J62.01',
  'C13.1', 'G47.1']
const COMPANY_WORDS = ['heat pumps', 'solar panels', 'energy efficiency', 'electric vehicles', 'recycling', 'hydrogen',
  'insulation', 'biogas', 'water reuse', 'circular economy', 'wind', 'batteries']

/** The i-th of a series of distinct new companies (14 countries, 12 NACE classes, three sizes, keywords, a sentence). */
export function benchCompany (i: number, label: string) {
  const word = (n: number) => COMPANY_WORDS[n % COMPANY_WORDS.length]!
  return {
    name: `${label} ${i}`, country: COMPANY_COUNTRIES[i % COMPANY_COUNTRIES.length],
    company_size: ['micro', 'small', 'medium'][i % 3], nace_codes: [COMPANY_NACE[i % COMPANY_NACE.length]],
    keywords: [word(i), word(i * 7 + 3)], description: `We want to invest in ${word(i * 5)} for our site.`,
  }
}

/**
 * `node dist/server.js` as `npm start` runs it, on a fresh embedded database, once the bundled
 * grants it loads after answering are all in (as a visitor would find them).
 */
export async function startServerWithBundledGrants (): Promise<Server> {
  const server = await startServer('server', ['--max-old-space-size=320', 'dist/server.js'], {
    DATA_DIR: tempDir(), LOG_LEVEL: 'warn', PUBLIC_RATE_PER_MINUTE: '0',
  })
  for (let i = 0; i < 600; i++) {
    const stats = await fetch(`${server.url}/api/v1/grants?page_size=1`).then((r) => r.json() as Promise<{ total: number }>)
    if (stats.total > 300) break
    await sleep(100)
  }
  return server
}
