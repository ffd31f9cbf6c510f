import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { openContainer } from '../../open-container.js'
import { createLogger } from '../../core/logger.js'

// The hourly scans: deadline reminders exactly once per (user, grant, cut-off, days-before) however
// often or concurrently they run, catching up within the day they are due; the in-app
// `deadline_approaching`; weekly digests on the user's weekday in their time zone, once a week.

const t = useTestApp()
const HOUR = 3_600_000
const DAY = 24 * HOUR
type User = Awaited<ReturnType<typeof signedInUser>>['user']
// Signs in for each call: the tests move the clock past the access token's 30 minutes.
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: User, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer((await tokensFor(t, user)).access_token), ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}
const scans = () => t.container.scheduledMail
const rows = async <T>(query: string) => ((await t.container.database.db.execute(query)) as unknown as { rows: T[] }).rows
const history = (userId: string, type: string) =>
  rows<{ dedupe_key: string; email_subject: string; status: string }>(`select dedupe_key, email_subject, status from notification_history where user_id = '${userId}' and notification_type = '${type}' order by created_at, dedupe_key`)
const reminderCount = async () => (await rows<{ n: number }>("select count(*)::int as n from notification_history where notification_type = 'deadline_reminder'"))[0]!.n
const approaching = async (user: User) => (await call('GET', '/notifications?type=deadline_approaching', user)).body

/** A new tenant whose company saved its own grant "Due soon", closing `dueIn` from now. */
async function watcher (prefs: object = {}, dueIn = 7 * DAY + 3 * HOUR) {
  const { user } = await signedInUser(t)
  const externalId = `due-${user.id}`
  const deadline = new Date(t.clock.now().getTime() + dueIn)
  await insertGrants(t, [grantInput(t, { external_id: externalId, title: 'Due soon', deadline, deadlines: [deadline] })])
  // A high threshold: only the saved grant is watched (unless a test lowers it).
  await call('PATCH', '/notifications/preferences', user, { match_threshold: 100, weekly_digest_enabled: false, ...prefs })
  const company = (await call('POST', '/companies', user, { name: 'Watcher SA', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] })).body
  await call('POST', '/matches/calculate', user, { company_id: company.id })
  const items = (await call('GET', `/matches?company_id=${company.id}&page_size=100`, user)).body.items
  const own = items.find((m: { grant: { external_id: string } }) => m.grant.external_id === externalId)
  await call('PATCH', `/matches/match/${own.id}/action`, user, { action: 'save' })
  return user
}

describe('deadline reminders', () => {
  it('sends each reminder once however often the job runs, and the next one on its own day', async () => {
    const user = await watcher()
    const first = await scans().deadlineReminders()
    expect(first.reminders).toBeGreaterThanOrEqual(1)
    expect((await scans().deadlineReminders()).reminders).toBe(0)
    const mine = await history(user.id, 'deadline_reminder')
    expect(mine).toEqual([{ dedupe_key: expect.stringMatching(/^deadline_reminder:[\w-]+:\d{4}-\d\d-\d\dT\d\d:\d\d:7$/), email_subject: 'Due soon: deadline in 7 days', status: 'pending' }])
    expect((await approaching(user)).items).toEqual([expect.objectContaining({ title: 'Deadline approaching: Due soon', message: 'Closes in 7 days.' })])

    t.clock.advance(1 * DAY)                      // 6 days left: not a reminder day, no new in-app either
    await scans().deadlineReminders()
    expect(await history(user.id, 'deadline_reminder')).toHaveLength(1)
    expect((await approaching(user)).total).toBe(1)
    t.clock.advance(3 * DAY + 2 * HOUR)           // 3 days and 1 hour left: the 3-day reminder
    await scans().deadlineReminders()
    expect((await history(user.id, 'deadline_reminder')).map((r) => r.email_subject)).toEqual(['Due soon: deadline in 7 days', 'Due soon: deadline in 3 days'])
  })

  it('honours the switches and each user\'s own days', async () => {
    const off = await watcher({ deadline_notifications: false })
    const master = await watcher({ email_notifications_enabled: false })
    const own = await watcher({ deadline_reminder_days: [6] })
    await scans().deadlineReminders()
    expect(await history(off.id, 'deadline_reminder')).toEqual([])
    expect(await history(master.id, 'deadline_reminder')).toEqual([])
    expect(await history(own.id, 'deadline_reminder')).toEqual([])
    expect((await approaching(off)).total).toBe(1)   // the inbox is not e-mail: no switch hides it
    t.clock.advance(1 * DAY)
    await scans().deadlineReminders()
    expect((await history(own.id, 'deadline_reminder')).map((r) => r.email_subject)).toEqual(['Due soon: deadline in 6 days'])
  })
})

describe('concurrent runs', () => {
  let second: Awaited<ReturnType<typeof openContainer>> | null = null
  afterAll(async () => { await second?.close() })

  it('writes each reminder once when two workers scan at the same moment', async () => {
    const users = [await watcher({}, 1 * DAY + HOUR), await watcher({}, 1 * DAY + HOUR)]
    // On PostgreSQL the second worker is a second process's container on the same database.
    const other = t.config.db.driver === 'postgres'
      ? (second = await openContainer(t.config, createLogger('silent'), { drivers: t.container.drivers })).container.scheduledMail
      : scans()
    const before = await reminderCount()
    const runs = await Promise.all([scans().deadlineReminders(), other.deadlineReminders(), scans().deadlineReminders()])
    expect(await reminderCount() - before).toBe(runs.reduce((n, r) => n + r.reminders, 0))
    for (const user of users) expect(await history(user.id, 'deadline_reminder'), user.email).toHaveLength(1)
  })
})

describe('weekly digest', () => {
  it('goes out on the user\'s weekday from 08:00 in their time zone, once that week', async () => {
    // Move to the next Wednesday 05:30 UTC: 06:30 in Brussels, 00:30 in New York.
    const now = t.clock.now()
    const daysToWednesday = (3 - now.getUTCDay() + 7) % 7 || 7
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToWednesday, 5, 30)))
    const brussels = await watcher({ weekly_digest_enabled: true, weekly_digest_day: 3, match_threshold: 0 })
    const newYork = await watcher({ weekly_digest_enabled: true, weekly_digest_day: 3, match_threshold: 0, timezone: 'America/New_York' })
    const never = await watcher({ weekly_digest_enabled: false, weekly_digest_day: 3, match_threshold: 0 })
    expect((await scans().weeklyDigests()).digests).toBe(0)              // before 08:00 everywhere
    t.clock.advance(2 * HOUR)                                           // 08:30 in Brussels
    expect((await scans().weeklyDigests()).digests).toBe(1)
    expect((await scans().weeklyDigests()).digests).toBe(0)
    const [digest] = await history(brussels.id, 'weekly_digest')
    expect(digest).toMatchObject({ dedupe_key: expect.stringMatching(/^weekly_digest:\d{4}-W\d\d$/), email_subject: expect.stringMatching(/^Your Grantwise week \d{4}-W\d\d$/) })
    // Its content: the saved grant closing within two weeks, and the week's new matches.
    const text = (await rows<{ text_body: string }>(`select text_body from notification_history where user_id = '${brussels.id}' and notification_type = 'weekly_digest'`))[0]!.text_body
    expect(text).toMatch(/New matches[\s\S]*Due soon/)
    expect(text).toMatch(/Deadlines coming up[\s\S]*Due soon/)
    t.clock.advance(6 * HOUR)                                           // 08:30 in New York
    await scans().weeklyDigests()
    expect(await history(newYork.id, 'weekly_digest')).toHaveLength(1)
    expect(await history(never.id, 'weekly_digest')).toHaveLength(0)
    expect(await history(brussels.id, 'weekly_digest')).toHaveLength(1)
  })
})
