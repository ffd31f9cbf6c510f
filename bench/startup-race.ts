// `DATABASE_URL=postgres://… npx tsx bench/startup-race.ts [--web]`: two `npm start` and one
// `npm run worker` started at once from this checkout, 5 trials, each after touching src/server.ts
// (and with --web web/index.html too) so that every starter finds a rebuild due: they must queue on
// the build (scripts/fresh-build.mjs) and all three come up. Issue 27 lost a process in 1 of 5.
// PostgreSQL because PGlite admits one process per data directory; the database must exist and
// may be empty (the starters migrate it under their advisory lock).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, sleep } from './lib.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TRIALS = 5
const POLL_MS = 50
const GIVE_UP_MS = 180_000
const DATABASE_URL = process.env.DATABASE_URL
if (!DATABASE_URL?.startsWith('postgres')) {
  console.error('DATABASE_URL=postgres://… is required (PGlite cannot be shared by several processes)')
  process.exit(2)
}
const TOUCH = ['src/server.ts', ...(process.argv.includes('--web') ? ['web/index.html'] : [])]


interface Starter { name: string, child: ChildProcess, output: string, exit?: number | null, ready?: number }

const groups = new Set<number>()   // every process group still to stop, for Ctrl-C and crashes
process.on('exit', () => { for (const g of groups) try { process.kill(-g, 'SIGKILL') } catch { /* gone */ } })

// npm -> sh -> node: a group of its own (detached) so a signal reaches the server, not only npm.
function launch (name: string, script: string[], env: Record<string, string>): Starter {
  const { DATABASE_URL: _, ...inherited } = process.env
  const child = spawn('npm', script, {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, DATABASE_URL: DATABASE_URL!, HOST: '127.0.0.1', JWT_SECRET: 'startup-race-only-'.repeat(3), ...env },
  })
  groups.add(child.pid!)
  const starter: Starter = { name, child, output: '' }
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => { starter.output = (starter.output + chunk.toString()).slice(-6000) })
  }
  child.once('exit', (code) => { starter.exit = code })
  return starter
}

async function stop (starter: Starter): Promise<void> {
  const pgid = starter.child.pid!
  const alive = () => { try { process.kill(-pgid, 0); return true } catch { return false } }
  try { process.kill(-pgid, 'SIGTERM') } catch { /* already gone */ }
  const deadline = performance.now() + 15_000
  while (alive() && performance.now() < deadline) await sleep(50)
  if (alive()) process.kill(-pgid, 'SIGKILL')
  groups.delete(pgid)
}

const ok = (url: string) => fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)

/** One trial: true when both servers answered /health and / and the worker said it was ready. */
async function trial (n: number): Promise<boolean> {
  const now = new Date()
  for (const file of TOUCH) utimesSync(join(ROOT, file), now, now)
  const dataDirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'gw-race-')))
  const ports = [await freePort(), await freePort()]
  const started = performance.now()
  const starters = [
    launch('server A', ['start'], { PORT: String(ports[0]), DATA_DIR: dataDirs[0]!, LOG_LEVEL: 'warn' }),
    launch('server B', ['start'], { PORT: String(ports[1]), DATA_DIR: dataDirs[1]!, LOG_LEVEL: 'warn' }),
    launch('worker', ['run', 'worker'], { DATA_DIR: dataDirs[2]!, LOG_LEVEL: 'info' }),
  ]
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      for (const [i, s] of starters.entries()) {
        if (s.ready !== undefined || s.exit !== undefined) continue
        const up = s.name === 'worker'
          ? s.output.includes('"msg":"worker ready"')
          : await ok(`http://127.0.0.1:${ports[i]}/health`) && await ok(`http://127.0.0.1:${ports[i]}/`)
        if (up) s.ready = performance.now() - started
      }
      if (starters.every((s) => s.ready !== undefined || s.exit !== undefined)) break
      await sleep(POLL_MS)
    }
    // Still running a moment later: a process that came up on a half-written tree could die late.
    await sleep(1_000)
    const failed = starters.filter((s) => s.ready === undefined || s.exit !== undefined)
    const times = starters.map((s) => `${s.name} ${s.ready === undefined ? 'DOWN' : `${(s.ready / 1000).toFixed(1)} s`}`)
    console.log(`  trial ${n}: ${failed.length === 0 ? 'all up' : `${failed.length} lost`} (${times.join(', ')})`)
    for (const s of failed) console.log(`    ${s.name} (exit ${s.exit ?? 'none'}):\n${s.output.replace(/^/gm, '      ')}`)
    return failed.length === 0
  } finally {
    await Promise.all(starters.map(stop))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
}

async function main (): Promise<void> {
  console.log(`${TRIALS} trials: 2 × npm start + npm run worker at once, after touching ${TOUCH.join(' and ')}`)
  let up = 0
  for (let n = 1; n <= TRIALS; n++) if (await trial(n)) up++
  console.log(`${up} of ${TRIALS} trials with every process up`)
  if (up < TRIALS) process.exitCode = 1
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
