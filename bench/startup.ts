// `npx tsx bench/startup.ts`: how long a user waits after `npm start` on a fresh, empty data
// directory until the server answers. Measured from spawning `npm start` (so npm itself and the
// build steps are included, as a user experiences them) to the first successful GET /health and
// GET / (the web app), each polled every 20 ms. Run it in a fresh clone right after `npm ci`: the
// first run is then the user's first start. Always the embedded database: a caller's DATABASE_URL
// is dropped.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, sleep } from './lib.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RUNS = 5
const POLL_MS = 20
// Long enough for a first start that builds the web app itself on a busy machine (before issue 27).
const GIVE_UP_MS = 120_000


/** True while any process of the group still exists (signal 0 only checks). */
function groupAlive (pgid: number): boolean {
  try { process.kill(-pgid, 0); return true } catch { return false }
}

// `npm start` is npm -> sh -> node: killing only npm could leave the server holding the port and
// the data directory lock. Hence a process group of its own (detached) and a signal to all of it.
async function stopGroup (pgid: number): Promise<void> {
  try { process.kill(-pgid, 'SIGTERM') } catch { return }
  const deadline = performance.now() + 15_000
  while (groupAlive(pgid) && performance.now() < deadline) await sleep(50)
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
}

let current: number | undefined   // the group of the run in progress, for Ctrl-C and crashes
process.on('exit', () => { if (current !== undefined && groupAlive(current)) process.kill(-current, 'SIGKILL') })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void (current === undefined ? Promise.resolve() : stopGroup(current)).finally(() => process.exit(130)) })
}

// Data directories are removed only after the last run: deleting 40 MB just before a start makes
// the next copy of the template wait for the disk's discards, which no real first start sees.
const dataDirs: string[] = []

interface Times { health: number, page: number }

async function measureOnce (): Promise<Times> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-startup-'))
  dataDirs.push(dataDir)
  const port = await freePort()
  const { DATABASE_URL: _callerDatabase, ...inherited } = process.env
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  })
  current = child.pid!
  let output = ''   // shown only when the server never comes up
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000) })
  let exited = false
  child.once('exit', () => { exited = true })
  const ok = (path: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)
  const times: Partial<Times> = {}
  try {
    for (;;) {
      // The page after health: the web app is served by the same listener, so both come up together.
      if (times.health === undefined && await ok('/health')) times.health = performance.now() - started
      if (times.health !== undefined && await ok('/')) return { health: times.health, page: performance.now() - started }
      if (exited || performance.now() - started > GIVE_UP_MS) throw new Error(`npm start did not come up:\n${output}`)
      await sleep(POLL_MS)
    }
  } finally {
    await stopGroup(child.pid!)
    current = undefined
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)

async function main (): Promise<void> {
  console.log(`npm start on a fresh DATA_DIR until the first 200 from GET /health and GET / (poll ${POLL_MS} ms), ${RUNS} runs:`)
  const runs: Times[] = []
  for (let run = 1; run <= RUNS; run++) {
    runs.push(await measureOnce())
    console.log(`  run ${run}: /health ${seconds(runs.at(-1)!.health)} s, / ${seconds(runs.at(-1)!.page)} s`)
  }
  for (const key of ['health', 'page'] as const) {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.log(`${key === 'health' ? '/health' : '/'}: median ${seconds(median)} s, max ${seconds(sorted.at(-1)!)} s`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
}).finally(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})
