import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../test/auth.js'
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.js'
import { createDrivers } from '../../container.js'
import { openContainer } from '../../open-container.js'
import { createLogger } from '../../core/logger.js'
import { LEASE_MS } from './delivery.js'

// The hand-off to a slow SMTP server (its latency is simulated on the injected clock, which the
// server moves while it holds a message): the rate limit holds at the server whatever the
// latency and across workers; a send interrupted by a dead worker is retried within seconds,
// with the Message-ID it had; a live worker's slow send is never taken over.

const MINUTE = 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let smtp: TestSmtp
let t: TestApp
let user: Awaited<ReturnType<typeof signedInUser>>['user']

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '30', MAIL_FROM: 'Grantwise <mail@grantwise.test>' },
    random: () => 1,
  })
  ;({ user } = await signedInUser(t))
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})
beforeEach(async () => {
  smtp.reply = () => null
  t.clock.advance(2 * MINUTE)
  await t.container.delivery.drain()   // what is left (the welcome e-mail)...
  t.clock.advance(2 * MINUTE)   // ...out of the fresh rate window each test starts with
  smtp.received.length = 0
})

describe('the rate limit at the SMTP server', () => {
  it('holds the limit at the server in every 60 s, whatever the SMTP latency, across workers', async () => {
    // A second "process" on PostgreSQL: its own pool and sessions on the same database.
    const other = t.config.db.driver === 'postgres'
      ? await openContainer(t.config, createLogger('silent'), {
        drivers: { ...createDrivers(t.config, t.clock), random: () => 1 },
      })
      : null
    const workers = [t.container.delivery, ...(other ? [other.container.delivery] : [])]
    const receivedAt: number[] = []
    let latencyMs = 100
    smtp.reply = () => {
      t.clock.advance(latencyMs)
      receivedAt.push(t.clock.now().getTime())
      return null
    }
    try {
      await queueTo(user.email, ...Array.from({ length: 60 }, (_, i) => `Slow ${i}`))
      const start = t.clock.now().getTime()
      // The first 30 reach the server over 3 s; the next ones would be fast.
      await Promise.all(workers.map((w) => w.drain()))
      expect(receivedAt).toHaveLength(30)
      latencyMs = 0
      t.clock.set(new Date(start + MINUTE + 1_000))
      for (let i = 0; i < 120 && receivedAt.length < 60; i++) {
        await Promise.all(workers.map((w) => w.drain()))
        t.clock.advance(1_000)
      }
    } finally {
      await other?.close()
    }
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(60)
    expect(smtp.received).toHaveLength(60)
    const inWindow = (from: number) => receivedAt.filter((at) => at >= from && at <= from + MINUTE).length
    const most = Math.max(...receivedAt.map(inWindow))
    expect(most).toBe(30)
  })
})

describe('a send interrupted by a dead worker', () => {
  it('is sent again within seconds with its Message-ID; its hand-off counts until its lease ran out', async () => {
    await queueTo(user.email, 'Interrupted')
    // The worker that dies: it claimed the message, started the send and never answered.
    const { claimed } = await t.container.delivery.claimOnly()
    expect(claimed.map((c) => c.email_subject)).toEqual(['Interrupted'])
    const messageId = claimed[0]!.message_id
    expect(messageId).toMatch(/^<.+@grantwise\.test>$/)
    expect(await record('Interrupted')).toMatchObject({ status: 'pending', message_id: messageId, attempts: 1 })
    expect(await t.container.delivery.usage()).toEqual({ used: 1, limit: 30 })
    expect((await t.container.delivery.drain()).sent).toBe(0)   // still leased
    t.clock.advance(LEASE_MS + 1)
    expect(LEASE_MS).toBeLessThanOrEqual(15_000)
    expect((await t.container.delivery.drain()).sent).toBe(1)
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageId])
    expect(await record('Interrupted')).toMatchObject({ status: 'sent', message_id: messageId, attempts: 2 })
    // The dead send may have reached the server before the process died: it counts for a minute
    // after its lease, like an answered one.
    expect(await t.container.delivery.usage()).toEqual({ used: 2, limit: 30 })
    t.clock.advance(MINUTE + 1)
    expect(await t.container.delivery.usage()).toEqual({ used: 0, limit: 30 })
  })

  it('keeps the Message-ID of its first attempt through a retry', async () => {
    let refusals = 1
    smtp.reply = () => (refusals-- > 0 ? { code: 451, message: 'Try again later' } : null)
    await queueTo(user.email, 'Retried')
    await t.container.delivery.drain()
    const first = await record('Retried')
    expect(first).toMatchObject({
      status: 'pending', attempts: 1, message_id: expect.stringMatching(/@grantwise\.test>$/),
    })
    t.clock.advance(2 * MINUTE)
    await t.container.delivery.drain()
    expect(await record('Retried')).toMatchObject({ status: 'sent', attempts: 2, message_id: first.message_id })
    expect(smtp.received.map((m) => m.messageId)).toEqual([first.message_id])
  })
})

describe('a live worker\'s slow send', () => {
  let slow: TestApp
  beforeAll(async () => {
    slow = await buildTestApp({
      env: { SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '30', MAIL_FROM: 'Grantwise <mail@grantwise.test>' },
      mailLeaseMs: 900,
    })
  })
  afterAll(async () => { await slow?.close() })

  it('is never taken over by another worker while it lasts longer than a lease', async () => {
    const { user: someone } = await signedInUser(slow)
    await slow.container.delivery.drain()   // the welcome e-mail
    smtp.received.length = 0
    const passes: { sent: number }[] = []
    let calls = 0
    smtp.reply = async () => {
      // The server holds the message for 1.2 s (four thirds of the lease) on the clock and in
      // real time; meanwhile another worker looks for due mail every 150 ms of the clock.
      if (calls++ === 0) {
        for (let step = 0; step < 8; step++) {
          slow.clock.advance(150)
          await sleep(150)
          passes.push(await slow.container.delivery.drain())
        }
      }
      return null
    }
    const to = { id: someone.id, email: someone.email, timezone: 'Europe/Brussels', language: 'en' as const }
    await slow.container.emailQueue.queue(slow.container.database.db, [{
      to, type: 'test', template: 'test', subject: 'Slow one',
      data: { full_name: 'Probe', sent_at: slow.clock.now().toISOString() },
    }])
    expect((await slow.container.delivery.drain()).sent).toBe(1)
    expect(passes.map((p) => p.sent)).toEqual(Array(8).fill(0))
    expect(smtp.received.map((m) => m.subject)).toEqual(['Slow one'])
  })
})

/** The history record of this file's user with that subject, through the API. */
async function record (subject: string) {
  const headers = bearer((await tokensFor(t, user)).access_token)
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/history?page_size=100', headers })
  return res.json().items.find((r: { email_subject: string }) => r.email_subject === subject)
}

async function queueTo (address: string, ...subjects: string[]) {
  const { emailQueue, database } = t.container
  const to = { id: user.id, email: address, timezone: 'Europe/Brussels', language: 'en' as const }
  await emailQueue.queue(database.db, subjects.map((subject) => ({
    to, type: 'test' as const, template: 'test' as const, subject,
    data: { full_name: 'Probe', sent_at: t.clock.now().toISOString() },
  })))
}
