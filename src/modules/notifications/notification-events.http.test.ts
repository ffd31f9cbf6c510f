import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { readOutbox, type OutboxMessage } from '../../../test/mail.js'

// What events become: new matches (immediate and batched), application status changes, the
// in-app inbox, and one-click unsubscribing from the e-mails they send.

const t = useTestApp()
type Headers = Record<string, string>
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null, res }
}
const delivered = async (to: string, template: string): Promise<OutboxMessage[]> => {
  await t.container.delivery.drain()
  return (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === to && m.template === template)
}

/** A user of a new tenant with a company whose matches are calculated. */
async function tenantWithMatches (prefs: object) {
  const signedIn = await signedInUser(t)
  await call('PATCH', '/notifications/preferences', signedIn.headers, prefs)
  const company = (await call('POST', '/companies', signedIn.headers, { name: 'Blechbau <GmbH>', country: 'DE', company_size: 'small', nace_codes: ['C25.11'] })).body
  const calc = await call('POST', '/matches/calculate', signedIn.headers, { company_id: company.id })
  expect(calc.body.new_matches).toBe(3)
  return { ...signedIn, company }
}

beforeAll(async () => {
  await insertGrants(t, ['Heat recovery', 'Efficient motors', 'Solar & storage'].map((title, i) => grantInput(t, { external_id: `g-${i}`, title, deadline_in_days: 20 + i })))
})

describe('new matches', () => {
  it('sends one new-match e-mail per calculation above the threshold, with in-app notifications', async () => {
    const { user, headers, company } = await tenantWithMatches({ match_threshold: 0 })
    const inbox = (await call('GET', '/notifications', headers)).body
    expect(inbox.items.map((n: { type: string }) => n.type).sort()).toEqual(['match_refresh', 'new_match'])
    expect(inbox.items.find((n: { type: string }) => n.type === 'new_match')).toMatchObject({ title: '3 new grants match Blechbau <GmbH>', read: false, data: { company_id: company.id } })

    const [mail, ...others] = await delivered(user.email, 'new_match')
    expect(others).toHaveLength(0)
    expect(mail!.subject).toBe('3 new grants match Blechbau <GmbH>')
    expect(mail!.html).toContain('Blechbau &lt;GmbH&gt;')
    expect(mail!.html).toContain('Solar &amp; storage')
    expect(mail!.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:8000\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+>$/)
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const record = (await call('GET', '/notifications/history?notification_type=new_match', headers)).body.items[0]
    expect(record).toMatchObject({ status: 'sent', grant_id: expect.any(String), match_id: expect.any(String) })

    await call('POST', '/matches/calculate', headers, { company_id: company.id })   // nothing new the second time
    expect(await delivered(user.email, 'new_match')).toHaveLength(1)
  })

  it('sends nothing below the threshold or with the switch off, and keeps only match_refresh in the inbox', async () => {
    for (const prefs of [{ match_threshold: 100 }, { new_match_notifications: false, match_threshold: 0 }, { email_notifications_enabled: false, match_threshold: 0 }]) {
      const { user, headers } = await tenantWithMatches(prefs)
      expect(await delivered(user.email, 'new_match'), JSON.stringify(prefs)).toHaveLength(0)
      const types = (await call('GET', '/notifications', headers)).body.items.map((n: { type: string }) => n.type)
      expect(types).toContain('match_refresh')
    }
  })

  it('batches new matches of daily users into one e-mail the next morning, once', async () => {
    const { user } = await tenantWithMatches({ match_threshold: 0, notification_frequency: 'daily', timezone: 'Europe/Berlin' })
    expect(await delivered(user.email, 'new_match')).toHaveLength(0)
    const runs = [await t.container.scheduledMail.matchBatches(), await t.container.scheduledMail.matchBatches()]
    expect(runs.map((r) => r.batches)).toEqual([1, 0])    // due today already (it is after 08:00 in Berlin), and only once
    const [mail] = await delivered(user.email, 'new_match')
    expect(mail!.subject).toBe('3 new grants match Blechbau <GmbH>')
  })

  it('batches new matches of weekly users on their digest day only', async () => {
    // The test clock's Monday: due for a user whose day is Monday (1), not for one on Wednesday (3).
    const monday = await tenantWithMatches({ match_threshold: 0, notification_frequency: 'weekly', weekly_digest_day: 1 })
    const wednesday = await tenantWithMatches({ match_threshold: 0, notification_frequency: 'weekly', weekly_digest_day: 3 })
    await t.container.scheduledMail.matchBatches()
    await t.container.scheduledMail.matchBatches()
    expect(await delivered(monday.user.email, 'new_match')).toHaveLength(1)
    expect(await delivered(wednesday.user.email, 'new_match')).toHaveLength(0)
  })
})

describe('application status changes', () => {
  it('notifies in the app and by e-mail, and only in the app with the switch off; never e-mails who made the change', async () => {
    for (const on of [true, false]) {
      const { user, headers, company } = await tenantWithMatches({ application_status_notifications: on })
      const colleague = await colleagueOf(t, user, 'member')
      const grantId = (await call('GET', `/matches?company_id=${company.id}`, headers)).body.items[0].grant_id
      const application = (await call('POST', '/applications', headers, { company_id: company.id, grant_id: grantId })).body
      await call('PATCH', `/applications/${application.id}`, colleague.headers, { status: 'submitted' })
      const inbox = (await call('GET', '/notifications?type=application_status', headers)).body
      expect(inbox.items).toEqual([expect.objectContaining({
        message: "Blechbau <GmbH>'s application moved from draft to submitted.",
        data: expect.objectContaining({ application_id: application.id, to: 'submitted' }),
      })])
      const mails = await delivered(user.email, 'application_status')
      expect(mails.map((m) => m.subject), `switch ${on}`).toEqual(on ? [expect.stringContaining('application submitted')] : [])
      // The colleague who moved it sees it in the app like everyone, and gets no e-mail about it.
      expect((await call('GET', '/notifications?type=application_status', colleague.headers)).body.items).toHaveLength(1)
      expect(await delivered(colleague.user.email, 'application_status')).toEqual([])
    }
  })
})

describe('in-app inbox', () => {
  it('lists newest first, filters unread, marks one or all read, and hides other users\' notifications', async () => {
    const { headers } = await tenantWithMatches({ match_threshold: 0 })
    const other = await tenantWithMatches({ match_threshold: 0 })
    const list = (await call('GET', '/notifications?page_size=1', headers)).body
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 1, pages: 2 })
    const [first] = list.items
    const read = await call('PATCH', `/notifications/${first.id}/read`, headers)
    expect(read.body).toMatchObject({ id: first.id, read: true, read_at: t.clock.now().toISOString() })
    expect((await call('GET', '/notifications?read=false', headers)).body.total).toBe(1)
    expect((await call('POST', '/notifications/read-all', headers)).body).toEqual({ updated: 1 })
    expect((await call('GET', '/notifications?read=false', headers)).body.total).toBe(0)

    const theirs = (await call('GET', '/notifications', other.headers)).body.items[0]
    expect((await call('PATCH', `/notifications/${theirs.id}/read`, headers)).status).toBe(404)
    expect((await call('PATCH', '/notifications/nope/read', headers)).status).toBe(400)
    expect((await call('GET', '/notifications?read=false', other.headers)).body.total).toBe(2)
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it('shows a confirmation on GET, turns the kind off on POST without login, and refuses a forged link', async () => {
    const { user, headers } = await tenantWithMatches({ match_threshold: 0 })
    const [mail] = await delivered(user.email, 'new_match')
    const link = mail!.header('list-unsubscribe')!.slice(1, -1).replace('http://localhost:8000', '')
    const page = await t.app.inject({ method: 'GET', url: link })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('new grant match e-mails')
    expect((await call('GET', '/notifications/preferences', headers)).body.new_match_notifications).toBe(true)

    const post = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })
    expect(post.statusCode).toBe(200)
    expect(post.json()).toMatchObject({ kind: 'new_match' })
    expect((await call('GET', '/notifications/preferences', headers)).body).toMatchObject({ new_match_notifications: false, deadline_notifications: true })
    expect((await t.app.inject({ method: 'GET', url: link })).body).toContain('Done')

    const browser = await t.app.inject({ method: 'POST', url: link, headers: { accept: 'text/html' } })
    expect(browser.statusCode).toBe(303)
    const forged = await t.app.inject({ method: 'POST', url: `${link.split('token=')[0]}token=${link.split('token=')[1]!.slice(0, -3)}abc` })
    expect(forged.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unsubscribe?token=x' })).statusCode).toBe(400)
  })
})

