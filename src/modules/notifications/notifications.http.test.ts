import { statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { readOutbox } from '../../../test/mail.js'

// Every notification endpoint: preferences (defaults, partial PATCH/PUT, the rules), e-mail
// history and stats, the test e-mail, health, the in-app inbox, one-click unsubscribe, and that
// one user never sees another's records.

const t = useTestApp()
type Headers = Record<string, string>
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null, res }
}

describe('preferences', () => {
  it('creates the defaults on first read', async () => {
    const { user, headers } = await signedInUser(t)
    const { status, body } = await call('GET', '/notifications/preferences', headers)
    expect(status).toBe(200)
    expect(body).toEqual({
      id: expect.any(String), user_id: user.id, email_notifications_enabled: true, notification_frequency: 'immediate',
      new_match_notifications: true, match_threshold: 70, deadline_notifications: true, deadline_reminder_days: [7, 3, 1],
      weekly_digest_enabled: true, weekly_digest_day: 1, application_status_notifications: true, team_notifications: true, timezone: 'Europe/Brussels',
      grant_change_notifications: true, quiet_hours_start: null, quiet_hours_end: null, channels: {},
      created_at: expect.any(String), updated_at: expect.any(String),
    })
    expect((await call('GET', '/notifications/preferences', headers)).body.id).toBe(body.id)
  })

  it.each(['PATCH', 'PUT'] as const)('%s changes only the fields given, ignores ids, and normalises the reminder days', async (method) => {
    const { user, headers } = await signedInUser(t)
    const { status, body } = await call(method, '/notifications/preferences', headers, { match_threshold: 55, deadline_reminder_days: [1, 14, 3, 14, 0], id: 'x', user_id: 'y' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ user_id: user.id, match_threshold: 55, deadline_reminder_days: [14, 3, 1, 0], weekly_digest_day: 1, email_notifications_enabled: true })
    const again = await call(method, '/notifications/preferences', headers, { weekly_digest_day: 5, timezone: 'america/new_york' })
    expect(again.body).toMatchObject({ match_threshold: 55, deadline_reminder_days: [14, 3, 1, 0], weekly_digest_day: 5, timezone: 'America/New_York' })
  })

  it.each([
    [{ deadline_reminder_days: [] }, 'deadline_reminder_days'],
    [{ deadline_reminder_days: [7, 31] }, 'deadline_reminder_days'],
    [{ deadline_reminder_days: [-1] }, 'deadline_reminder_days'],
    [{ match_threshold: 101 }, 'match_threshold'],
    [{ weekly_digest_day: 7 }, 'weekly_digest_day'],
    [{ notification_frequency: 'hourly' }, 'notification_frequency'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ timezone: 'EST' }, 'timezone'],
    [{ email_notifications_enabled: 'maybe' }, 'email_notifications_enabled'],
  ])('refuses %j with a 422 naming the field, and stores nothing', async (payload, field) => {
    const { headers } = await signedInUser(t)
    const { status, body } = await call('PATCH', '/notifications/preferences', headers, payload)
    expect(status).toBe(422)
    expect(body.errors.map((e: { loc: string[] }) => e.loc.slice(0, 2).join('.'))).toContain(`body.${field}`)
    expect((await call('GET', '/notifications/preferences', headers)).body).toMatchObject({ deadline_reminder_days: [7, 3, 1], match_threshold: 70, timezone: 'Europe/Brussels' })
  })
})

describe('the test e-mail, history and stats', () => {
  it('sends the test e-mail, records it as sent and counts it', async () => {
    const { user, headers } = await signedInUser(t)
    const sent = await call('POST', '/notifications/test', headers, { custom_subject: 'Checking the pipes' })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ success: true, message: expect.stringContaining(user.email), message_id: expect.stringMatching(/^<.+>$/) })
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.messageId === sent.body.message_id)
    expect(mail).toMatchObject({ to: user.email, subject: 'Checking the pipes', template: 'test' })

    const history = await call('GET', '/notifications/history', headers)
    expect(history.body).toMatchObject({ total: 2, page: 1, page_size: 20, total_pages: 1 })   // the welcome e-mail and the test
    const record = history.body.items.find((r: { notification_type: string }) => r.notification_type === 'test')
    expect(record).toMatchObject({ user_id: user.id, email_to: user.email, email_subject: 'Checking the pipes', email_template: 'test', status: 'sent', message_id: sent.body.message_id, grant_id: null })
    expect(record).not.toHaveProperty('text_body')
    expect((await call('GET', `/notifications/history/${record.id}`, headers)).body).toEqual(record)
    expect((await call('GET', '/notifications/history?notification_type=welcome&status=pending', headers)).body).toMatchObject({ total: 1 })
    expect((await call('GET', '/notifications/history?page_size=1&page=2', headers)).body).toMatchObject({ total: 2, total_pages: 2, items: [expect.any(Object)] })

    const stats = await call('GET', '/notifications/stats', headers)
    expect(stats.body).toEqual({ total_notifications: 2, notifications_last_7_days: 2, by_type: { welcome: 1, test: 1 }, by_status: { pending: 1, sent: 1 } })
  })

  it('renders any template as a sample, and refuses an unknown one with 422', async () => {
    const { headers } = await signedInUser(t)
    const sent = await call('POST', '/notifications/test', headers, { email_type: 'deadline_reminder' })
    expect(sent.status).toBe(200)
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.messageId === sent.body.message_id)
    expect(mail).toMatchObject({ template: 'deadline_reminder', subject: expect.stringContaining('deadline in 7 days') })
    expect((await call('POST', '/notifications/test', headers, { email_type: 'spam' })).status).toBe(422)
    const injected = await call('POST', '/notifications/test', headers, { custom_subject: 'Hi\r\nBcc: someone@example.com' })
    expect(injected.status).toBe(422)
    expect(injected.body.errors[0].loc).toEqual(['body', 'custom_subject'])
    expect((await call('POST', '/notifications/test', headers)).status).toBe(200)
  })

  it('answers a malformed id with 400 and another user\'s record with 404', async () => {
    const mine = await signedInUser(t)
    const other = await signedInUser(t)
    const theirs = (await call('GET', '/notifications/history', other.headers)).body.items[0]
    expect((await call('GET', '/notifications/history/not-a-uuid', mine.headers)).status).toBe(400)
    const foreign = await call('GET', `/notifications/history/${theirs.id}`, mine.headers)
    expect(foreign.status).toBe(404)
    expect(foreign.res.headers['content-type']).toContain('application/problem+json')
    expect((await call('GET', '/notifications/history', mine.headers)).body.items.map((r: { id: string }) => r.id)).not.toContain(theirs.id)
  })

  it('writes the outbox readable by the service\'s user only: live sign-in links are in it (security review)', async () => {
    const { headers } = await signedInUser(t)
    const sent = await call('POST', '/notifications/test', headers, {})
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.messageId === sent.body.message_id)!
    expect(statSync(t.config.mail.outboxDir).mode & 0o777).toBe(0o700)
    expect(statSync(join(t.config.mail.outboxDir, mail.file)).mode & 0o777).toBe(0o600)
  })

  it('reports a healthy outbox and the minute\'s sending rate', async () => {
    const { headers } = await signedInUser(t)
    expect((await call('GET', '/notifications/health', headers)).body).toEqual({ status: 'healthy', backend: 'outbox', rate_limit: expect.stringMatching(/^\d+\/100000 per minute$/) })
  })

  it('requires a user token on every route', async () => {
    for (const [method, url] of [['GET', '/notifications/preferences'], ['PATCH', '/notifications/preferences'], ['GET', '/notifications/history'], ['POST', '/notifications/test'], ['GET', '/notifications/stats'], ['GET', '/notifications/health'], ['GET', '/notifications'], ['POST', '/notifications/read-all']] as const) {
      expect((await call(method, url, {})).status, `${method} ${url}`).toBe(401)
    }
  })
})
