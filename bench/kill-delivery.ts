// Kill -9 of e-mail workers during delivery, on PostgreSQL (issue 27): two worker processes
// (`dist/worker.js`) deliver MESSAGES queued e-mails to an SMTP sink in this process that takes
// LATENCY_MS per message (half before the final dot, half between the dot and its 250 reply, as
// a server that checks a message before accepting it). KILLS times, at a random moment of a send,
// one worker sending is killed with SIGKILL and started again. Then it reports messages lost,
// duplicates by Message-ID, and the most messages the sink accepted in any 60 s window.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/kill-delivery.ts
//
// It creates a database of its own beside DATABASE_URL's and drops it at the end. A message the
// sink commits after its client died (killed between the final dot and the 250) is counted
// apart: the client never saw it accepted, so no sender can avoid a second copy (RFC 1047); a
// server that drops a transaction whose client vanished before its reply has none of them.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { openContainer } from '../src/open-container.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'

const MESSAGES = Number(process.env.MESSAGES ?? 120)
const KILLS = Number(process.env.KILLS ?? 20)
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 2_000)
const RATE = 30
const DOMAIN = 'kill.grantwise.test'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo)

interface Commit { messageId: string; at: number; clientGone: boolean }

/** One sink per worker (so a kill can pick a worker with a send in flight); one shared record. */
async function startSink (commits: Commit[]) {
  const closed = new Set<string>()
  const sending = new Set<string>()
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 200,
    onClose (session) { closed.add(session.id); sending.delete(session.id) },
    onMailFrom (_address, session, callback) { sending.add(session.id); callback() },
    onRcptTo (_address, _session, callback) { setTimeout(callback, LATENCY_MS / 2) },
    onData (stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '?'
        setTimeout(() => {
          // Committed now, whether or not the client is still there to read the 250.
          commits.push({ messageId, at: Date.now(), clientGone: closed.has(session.id) })
          sending.delete(session.id)
          callback()
        }, LATENCY_MS / 2)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    busy: () => sending.size > 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function admin<T> (url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try { return await run(client) } finally { await client.end() }
}

/** Queues the messages as the service does (a user, then test e-mails in the outbox). */
async function queueMessages (env: Record<string, string>): Promise<string[]> {
  const config = loadConfig({ ...env, EMAIL_DELIVERY: 'off' })
  const { container, close } = await openContainer(config, createLogger('warn'))
  try {
    const user = await container.auth.createUser({
      email: 'kill@example.com', password: 'Kill-Passw0rd!', full_name: 'Kill test', platformAdmin: false,
    })
    const to = { id: user.id, email: user.email, timezone: 'Europe/Brussels', language: 'en' as const }
    return await container.emailQueue.queue(container.database.db, Array.from({ length: MESSAGES }, (_, i) => ({
      to, type: 'test' as const, template: 'test' as const, subject: `Kill test ${i}`,
      data: { full_name: 'Kill test', sent_at: new Date().toISOString() },
    })))
  } finally {
    await close()
  }
}

/** The most commits in any closed 60 s window. */
const mostInAMinute = (times: number[]) =>
  Math.max(0, ...times.map((from) => times.filter((at) => at >= from && at <= from + 60_000).length))

async function main () {
  const base = process.env.DATABASE_URL
  if (!base?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL server')
  const name = `gw_kill_${randomBytes(4).toString('hex')}`
  await admin(base, (c) => c.query(`create database ${name}`))
  const url = new URL(base)
  url.pathname = `/${name}`
  const commits: Commit[] = []
  const sinks = [await startSink(commits), await startSink(commits)]
  const workers: (ChildProcess | null)[] = [null, null]
  const env = {
    DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'gw-kill-')), LOG_LEVEL: 'error',
    JWT_SECRET: randomBytes(32).toString('hex'), EMAIL_RATE_PER_MINUTE: String(RATE), EMAIL_DELIVERY: 'on',
    MAIL_FROM: `Grantwise <mail@${DOMAIN}>`, NOTIFICATIONS_SCHEDULE: 'off', INGESTION_SCHEDULE: 'off',
    BUNDLED_DATA: 'off', SEARCH_ENGINE: 'none',
  }
  const startWorker = (i: number) => {
    const child = spawn(process.execPath, ['dist/worker.js'], {
      env: { ...process.env, ...env, SMTP_URL: sinks[i]!.url }, stdio: ['ignore', 'ignore', 'inherit'],
    })
    workers[i] = child
  }
  const started = Date.now()
  try {
    const ids = await queueMessages(env)
    console.log(`${ids.length} messages queued; ${KILLS} kills to come`)
    const pending = () => admin(url.toString(), async (c) => (await c.query(
      "select count(*)::int as n from notification_history where status = 'pending'")).rows[0].n as number)
    workers.forEach((_, i) => startWorker(i))
    let kills = 0
    const deadline = Date.now() + 20 * 60_000
    while (Date.now() < deadline) {
      if (kills < KILLS && await pending() > 0) {
        await sleep(between(2_000, 8_000))
        // A random moment of a send: from its first command to just after the server's reply.
        const sending = () => sinks.flatMap((s, i) => (s.busy() ? [i] : []))
        let busy: number[] = []
        while (Date.now() < deadline && (busy = sending()).length === 0) await sleep(20)
        await sleep(between(0, LATENCY_MS * 1.2))
        const victim = busy[Math.floor(Math.random() * busy.length)] ?? 0
        workers[victim]?.kill('SIGKILL')
        kills++
        console.log(`kill ${kills} (worker ${victim}) at ${Math.round((Date.now() - started) / 1000)} s`)
        startWorker(victim)
      } else {
        if (await pending() === 0) break
        await sleep(1_000)
      }
    }
    const statuses = await admin(url.toString(), async (c) => (await c.query(
      'select status, count(*)::int as n from notification_history group by status')).rows)
    const expected = new Set(ids.map((id) => `<${id}@${DOMAIN}>`))
    const report = (label: string, seen: Commit[]) => {
      const copies = new Map<string, number>()
      for (const c of seen) copies.set(c.messageId, (copies.get(c.messageId) ?? 0) + 1)
      const lost = [...expected].filter((id) => !copies.has(id)).length
      const duplicates = [...copies.values()].reduce((n, k) => n + k - 1, 0)
      console.log(`${label}: ${seen.length} accepted, lost ${lost}, duplicates ${duplicates}, ` +
        `most in any 60 s ${mostInAMinute(seen.map((c) => c.at))}`)
    }
    console.log(`\n${MESSAGES} messages, ${kills} kills, latency ${LATENCY_MS} ms, ` +
      `${Math.round((Date.now() - started) / 1000)} s; records: ${JSON.stringify(statuses)}`)
    report('server commits at its reply, even to a dead client', commits)
    report('server drops a transaction whose client died before its reply', commits.filter((c) => !c.clientGone))
    console.log(`commits after the client died: ${commits.filter((c) => c.clientGone).length}`)
  } finally {
    for (const w of workers) w?.kill('SIGKILL')
    await Promise.all(sinks.map((s) => s.close()))
    await admin(base, (c) => c.query(`drop database if exists ${name} with (force)`))
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
