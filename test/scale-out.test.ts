import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, uniqueEmail } from './auth.js'
import { built } from './built.js'
import { createPostgresDatabase, dropPostgresDatabase, testDriver } from './db.js'
import { startTestSmtp, type TestSmtp } from './smtp.js'

// Issue 27, the deployment the README recommends: two API processes and a worker on one fresh
// PostgreSQL, started at the same moment, each with its own caches, delivery loop and job queue.
// The test speaks HTTP to them (and runs the CLI as a fourth process); SMTP is the only fake.
// PostgreSQL only: PGlite is one process per data directory.

const LIMIT = 3                     // EMAIL_RATE_PER_MINUTE: small, so the window fills in seconds
const SMTP_DELAY_MS = 1_000         // every reply held back: sends stay in flight a while
const COHERENCE_BOUND_MS = 1_000    // CACHE_COHERENCE_MS
const OPERATOR = { email: uniqueEmail('ops'), password: PASSWORD }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Proc { name: string; child: ChildProcess; log: string; exit: number | string | null }

const procs: Proc[] = []
const dirs: string[] = []
let dbUrl = ''
let smtp: TestSmtp
/** When the sink held each complete message (before its delayed reply): what the window is about. */
const arrivals: { to: string; at: number }[] = []
const api = { a: '', b: '' }

async function freePort (): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function env (extra: Record<string, string> = {}): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-scale-'))
  dirs.push(dataDir)
  return {
    PATH: process.env.PATH!, DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info',
    JWT_SECRET: 'scale-out-test-secret-0123456789abcdef',   // one secret: a token from A opens B
    ...extra,
  }
}

function start (name: string, file: string, extra: Record<string, string>, args: string[] = []): Proc {
  const child = spawn(process.execPath, [built(file), ...args], { env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] })
  const proc: Proc = { name, child, log: '', exit: null }
  child.stdout!.on('data', (d) => { proc.log += d })
  child.stderr!.on('data', (d) => { proc.log += d })
  child.on('exit', (code, signal) => { proc.exit = code ?? signal })
  procs.push(proc)
  return proc
}

/** The CLI as one more process on the same database. */
function cli (...args: string[]): Promise<{ code: number | null; out: string }> {
  const proc = start(`cli ${args.join(' ')}`, 'cli.js', { LOG_LEVEL: 'warn' }, args)
  return new Promise((resolve) => proc.child.on('exit', (code) => resolve({ code, out: proc.log })))
}

async function until<T> (
  what: string, deadlineMs: number, probe: () => Promise<T | undefined>, everyMs = 50,
): Promise<T> {
  const deadline = performance.now() + deadlineMs
  const logs = () => procs.map((p) => `--- ${p.name} (exit ${p.exit})\n${p.log.slice(-2000)}`).join('\n')
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    // A process that died (a server crash, a failed CLI run) fails the wait at once, with the logs.
    if (procs.some((p) => p.exit !== null && p.exit !== 0)) {
      throw new Error(`a process failed while waiting for ${what}\n${logs()}`)
    }
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logs()}`)
    await sleep(everyMs)
  }
}

/** One API call; `T` is the part of the answer the caller reads. */
async function http<T = Record<string, unknown>> (
  base: string, path: string, init: { method?: string; body?: unknown; form?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {}
  let body: string | undefined
  if (init.form) {
    [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(init.form).toString()]
  } else if (init.body !== undefined) {
    [headers['content-type'], body] = ['application/json', JSON.stringify(init.body)]
  }
  const res = await fetch(`${base}/api/v1${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body })
  const text = await res.text()
  return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T }
}

async function signIn (base: string, email: string, password = PASSWORD): Promise<string> {
  const res = await http<{ access_token: string }>(base, '/auth/login', { form: { username: email, password } })
  expect(res.status, `login ${email}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body.access_token
}

async function registerUser (base: string, label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label)
  const res = await http(base, '/auth/register', { body: { email, password: PASSWORD, full_name: `Scale ${label}` } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { email, token: await signIn(base, email) }
}

/** The most messages the sink held in any 60 s window. */
const busiestMinute = () =>
  Math.max(0, ...arrivals.map((a) => arrivals.filter((b) => b.at >= a.at && b.at < a.at + 60_000).length))

describe.runIf(testDriver() === 'postgres')('two API processes and a worker on one PostgreSQL', () => {
  beforeAll(async () => {
    dbUrl = await createPostgresDatabase()
    smtp = await startTestSmtp()
    smtp.reply = async (to) => {
      arrivals.push({ to, at: performance.now() })
      await sleep(SMTP_DELAY_MS)
      return null
    }
    const [portA, portB] = [await freePort(), await freePort()]
    api.a = `http://127.0.0.1:${portA}`
    api.b = `http://127.0.0.1:${portB}`
    // The settings of a container deployment; the live imports stay off (no network in tests).
    const shared = {
      OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, SMTP_URL: smtp.url,
      EMAIL_RATE_PER_MINUTE: String(LIMIT), INGESTION_SCHEDULE: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0',
    }
    // The same tick: migrations, pg-boss's schema and the operator account are all raced for.
    start('api A', 'server.js', { ...shared, HOST: '127.0.0.1', PORT: String(portA) })
    start('api B', 'server.js', { ...shared, HOST: '127.0.0.1', PORT: String(portB) })
    const worker = start('worker', 'worker.js', shared)
    await Promise.all([
      until('api A', 40_000, async () => (await fetch(`${api.a}/health`)).status === 200 || undefined),
      until('api B', 40_000, async () => (await fetch(`${api.b}/health`)).status === 200 || undefined),
      until('the worker', 40_000, async () => worker.log.includes('worker ready') || undefined),
    ])
  }, 50_000)

  afterAll(async () => {
    // Whatever happened above: no process outlives the file.
    await Promise.all(procs.filter((p) => p.exit === null).map((p) => new Promise((resolve) => {
      p.child.once('exit', resolve)
      p.child.kill('SIGKILL')
    })))
    await smtp?.close()
    if (dbUrl) await dropPostgresDatabase(dbUrl)
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('all three start at once, none fails, and exactly one of them creates the operator', async () => {
    expect(procs.map((p) => [p.name, p.exit])).toEqual([['api A', null], ['api B', null], ['worker', null]])
    const creators = procs.filter((p) => p.log.includes('operator account created from OPERATOR_EMAIL'))
    expect(creators.map((p) => p.name)).toHaveLength(1)
    for (const base of [api.a, api.b]) {
      const token = await signIn(base, OPERATOR.email)
      const me = await http(base, '/auth/me', { token })
      expect(me.body).toMatchObject({ email: OPERATOR.email, is_platform_admin: true })
      expect((await http(base, '/admin/job-runs', { token })).status).toBe(200)   // an operator route opens
    }
  })

  it(`a write made by another process reaches API B's stats and search within ${COHERENCE_BOUND_MS} ms`, async () => {
    const read = async () => {
      const [stats, search] = await Promise.all([
        http<{ total_grants: number }>(api.b, '/grants/stats'),
        http<{ total: number }>(api.b, '/grants/search?q=innovation'),
      ])
      return { total: stats.body.total_grants, found: search.body.total }
    }
    expect(await read()).toEqual({ total: 0, found: 0 })
    expect(await read()).toEqual({ total: 0, found: 0 })   // B now answers from its caches
    // The commit is timed from the database (the version every write bumps), not from the CLI's
    // exit, which comes later and would flatter the lag.
    const db = new pg.Client({ connectionString: dbUrl })
    db.on('error', () => {})   // the database is dropped with force in afterAll, even after a timeout
    await db.connect()
    try {
      const version = async () =>
        (await db.query<{ value: string }>(`select value from app_meta where key = 'grants_version'`)).rows[0]?.value
      const before = await version()
      const generating = cli('grants', 'generate', '--count', '150', '--seed', '3')
      const committedAt = await until('the commit', 30_000,
        async () => (await version()) !== before ? performance.now() : undefined, 10)
      const seenAt = await until('B to see it', 5_000, async () => {
        const now = await read()
        return now.total > 0 && now.found > 0 ? performance.now() : undefined
      }, 20)
      const lag = Math.round(seenAt - committedAt)
      console.info(`[scale-out] coherence lag (version bump seen in the database → API B's stats and search): ${lag} ms`)
      // The bound is a second plus the one small read that brings the news (decisions.md, Runtime).
      expect(lag).toBeLessThanOrEqual(COHERENCE_BOUND_MS + 250)
      expect((await generating).code).toBe(0)
      expect(await read()).toEqual({ total: 150, found: expect.any(Number) })
    } finally {
      await db.end()
    }
  })

  it(`the e-mail window: ${LIMIT} a minute across all three processes, with a slow SMTP server`, async () => {
    // Eight welcome e-mails, queued through both APIs; all three processes deliver.
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => registerUser(i % 2 ? api.a : api.b, `mail${i}`)))
    const queuedAt = performance.now()
    await sleep(10_000)
    const waited = Math.round(performance.now() - queuedAt)
    console.info(`[scale-out] e-mail window: ${arrivals.length} of ${users.length} arrived ${waited} ms after queueing`)
    expect(arrivals).toHaveLength(LIMIT)
    const statuses = await Promise.all(users.map(async (u, i) => {
      const url = '/notifications/history?notification_type=welcome'
      const history = await http<{ items: { status: string }[] }>(i % 2 ? api.b : api.a, url, { token: u.token })
      return history.body.items.map((h) => h.status).join()
    }))
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(LIMIT)
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(users.length - LIMIT)
    // The ones recorded as sent are the ones the sink holds.
    const sent = users.filter((_, i) => statuses[i] === 'sent').map((u) => u.email)
    expect(sent.sort()).toEqual(arrivals.map((a) => a.to).sort())
    // Every process counts the same window: the one asked reports it full.
    const ops = await signIn(api.a, OPERATOR.email)
    const health = await http<{ rate_limit: string }>(api.a, '/notifications/health', { token: ops })
    expect(health.body.rate_limit).toBe(`${LIMIT}/${LIMIT} per minute`)
  })

  it('deadline reminders owed once, written once by concurrent runs in several processes', async () => {
    // Grants with exactly one cut-off well inside the 31 days a reminder looks ahead, and none
    // near either edge, so what is owed does not depend on the second the scans run.
    const now = Date.now()
    const DAY = 86_400_000
    type Listed = { id: string; deadline: string | null; deadlines: string[] }
    const list = await http<{ items: Listed[] }>(api.b, '/grants?sort=deadline&open_only=true&page_size=100')
    const chosen = list.body.items.filter((g) => {
      const cuts = [...new Set([...g.deadlines, ...(g.deadline ? [g.deadline] : [])])].map((c) => Date.parse(c) - now)
      const near = cuts.some((c) => Math.abs(c) < 3_600_000 || (c > 29 * DAY && c < 33 * DAY))
      return !near && cuts.filter((c) => c > 0 && c < 29 * DAY).length === 1
    }).slice(0, 4).map((g) => g.id)
    expect(chosen.length, 'the generated catalogue has calls closing within 29 days').toBeGreaterThanOrEqual(2)
    // Three users (tenants) through both APIs, each reminded every day 0-30 before a cut-off and
    // watching every chosen grant (saved, so whatever its score).
    const users = await Promise.all(['r0', 'r1', 'r2'].map(async (label, i) => {
      const base = i % 2 ? api.b : api.a
      const user = await registerUser(base, label)
      const days = Array.from({ length: 31 }, (_, d) => d)
      const prefs = await http(base, '/notifications/preferences', {
        method: 'PATCH', token: user.token, body: { deadline_reminder_days: days },
      })
      expect(prefs.status).toBe(200)
      const company = await http<{ id: string }>(base, '/companies', {
        token: user.token, body: { name: `Firm ${label}`, country: 'DE', company_size: 'small', nace_codes: ['62.01'] },
      })
      expect(company.status, JSON.stringify(company.body)).toBe(201)
      for (const grant of chosen) {
        const saved = await http(base, `/matches/${company.body.id}/${grant}/save`, { method: 'PATCH', token: user.token })
        expect(saved.status).toBe(200)
      }
      return { ...user, base }
    }))
    const owed = users.length * chosen.length

    // Three scans at once, each in a process of its own, beside the servers and worker.
    const runs = await Promise.all([1, 2, 3].map(() => cli('jobs', 'run', 'notifications.send-deadline-reminders')))
    expect(runs.map((r) => r.code), runs.map((r) => r.out).join('\n')).toEqual([0, 0, 0])

    for (const user of users) {
      const url = '/notifications/history?notification_type=deadline_reminder&page_size=100'
      const history = await http<{ items: { grant_id: string }[] }>(user.base, url, { token: user.token })
      expect(history.body.items.map((h) => h.grant_id).sort()).toEqual([...chosen].sort())
    }
    // Every run is in the log; between them they wrote each reminder once (a scheduled scan
    // that happened to run meanwhile is counted too).
    const ops = await signIn(api.b, OPERATOR.email)
    type Run = { status: string; started_at: string; finished_at: string; counts: { reminders: number } }
    const runLog = await http<{ items: Run[] }>(api.b, '/admin/job-runs?job=notifications.send-deadline-reminders', { token: ops })
    const log = runLog.body.items
    expect(log.length).toBeGreaterThanOrEqual(3)
    expect(log.map((r) => r.status)).toEqual(log.map(() => 'succeeded'))
    expect(log.reduce((n, r) => n + r.counts.reminders, 0)).toBe(owed)
    const spans = log.map((r) => [Date.parse(r.started_at), Date.parse(r.finished_at)] as const)
    const overlapping = spans.filter((a) => spans.some((b) => b !== a && b[0] < a[1] && a[0] < b[1])).length
    const written = log.map((r) => r.counts.reminders).join(' + ')
    console.info(`[scale-out] reminders: ${owed} owed, ${written} written by ${log.length} runs (${overlapping} overlapping)`)
  })

  it(`the SMTP server never held more than ${LIMIT} messages in any 60 s window of the run`, () => {
    expect(arrivals.length).toBeGreaterThanOrEqual(LIMIT)   // the window was really filled
    console.info(`[scale-out] busiest 60 s window: ${busiestMinute()} of ${arrivals.length} arrivals`)
    expect(busiestMinute()).toBeLessThanOrEqual(LIMIT)
    expect(procs.slice(0, 3).map((p) => [p.name, p.exit])).toEqual([['api A', null], ['api B', null], ['worker', null]])
  })
})
