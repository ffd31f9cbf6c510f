import { describe, expect, it } from 'vitest'
import { useTestApp, TEST_START } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { readOutbox, type OutboxMessage } from '../../../test/mail.js'

// What a saved search finds among imported grants and how it says so: each new matching grant
// once, whatever runs concurrently; immediate, daily and weekly timing; the grouped e-mail and
// its one-click unsubscribe, which turns off that search alone.

const t = useTestApp()
type Headers = Record<string, string>
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}
const delivered = async (to: string): Promise<OutboxMessage[]> => {
  await t.container.delivery.drain()
  return (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === to && m.template === 'saved_search')
}
const grant = (title: string, extra: Parameters<typeof grantInput>[1] = {}) => grantInput(t, { title, ...extra })
const save = async (headers: Headers, name: string, query: object, frequency = 'immediately') =>
  (await call('POST', '/saved-searches', headers, { name, query, frequency })).body as { id: string }
const inApp = async (headers: Headers) =>
  (await call('GET', '/notifications?type=saved_search', headers)).body.items as {
    title: string
    data: { saved_search_id: string; grant_ids: string[]; total: number }
  }[]

describe('matching new grants', () => {
  it('alerts once per new matching grant across two imports and repeated runs; not for others, closed ones or searches off', async () => {
    const { user, headers } = await signedInUser(t)
    const search = await save(headers, 'Geothermal', { q: 'geothermal' })
    const french = await save(headers, 'Geothermal in France', { q: 'geothermal', country: 'FR' })
    const off = await save(headers, 'Off', { q: 'geothermal' }, 'off')
    await insertGrants(t, [
      grant('Geothermal heat for industrial sites'),
      grant('Geothermal district heating, forthcoming', { opens_in_days: 10 }),
      grant('Geothermal pilots, closed', { deadline_in_days: -3, opens_in_days: -60 }),
      grant('Rooftop solar for schools'),
    ])
    let mails = await delivered(user.email)
    expect(mails.map((m) => m.subject)).toEqual(['2 new grants for your search “Geothermal”'])

    await insertGrants(t, [grant('Deep geothermal drilling'), grant('Wind parks at sea')])
    await Promise.all([1, 2, 3].map(() => t.container.savedSearchAlerting.matchAndSend()))
    mails = await delivered(user.email)
    expect(mails.map((m) => m.subject)).toEqual([
      '2 new grants for your search “Geothermal”',
      '1 new grant for your search “Geothermal”',
    ])
    expect(mails[1]!.text).toContain('Deep geothermal drilling')

    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body).toMatchObject({ hits: 3, unsent_hits: 0 })
    for (const other of [french, off])
      expect((await call('GET', `/saved-searches/${other.id}`, headers)).body.hits).toBe(0)
    const notes = await inApp(headers)
    expect(notes.map((n) => n.data.total).sort()).toEqual([1, 2])
    expect(notes.every((n) => n.data.saved_search_id === search.id)).toBe(true)
  })

  it('holds grants found meanwhile against a search exactly once when matcher runs race', async () => {
    const { headers } = await signedInUser(t)
    const search = await save(headers, 'Biogas', { q: 'biogas' }, 'daily')
    await insertGrants(
      t,
      Array.from({ length: 30 }, (_, i) => grant(`Biogas plant upgrade ${i}`)),
    )
    // As if the grants had come while the search was not yet looked at.
    await t.container.database.executeSql('delete from saved_search_hits where saved_search_id = $1', [search.id])
    await t.container.database.executeSql(
      "update saved_searches set matched_until = matched_until - interval '1 hour' where id = $1",
      [search.id],
    )
    const runs = await Promise.all([1, 2, 3, 4].map(() => t.container.savedSearchAlerting.matchAndSend()))
    expect(runs.reduce((n, r) => n + r.hits, 0)).toBe(30)
    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body).toMatchObject({
      hits: 30,
      unsent_hits: 30,
    })
  })
  it('keeps the 50 soonest deadlines of a broad run as hits, and counts the rest in the one alert', async () => {
    const { user, headers } = await signedInUser(t)
    const search = await save(headers, 'Peat', { q: 'peatland' })
    // Deadlines 30-159 days away, inserted latest first: what is kept follows the deadline.
    const many = Array.from({ length: 130 }, (_, i) => grant(`Peatland rewetting ${129 - i}`, { deadline_in_days: 159 - i }))
    await insertGrants(t, many)
    const mails = await delivered(user.email)
    expect(mails.map((m) => m.subject)).toEqual(['130 new grants for your search “Peat”'])
    expect(mails[0]!.text).toContain('Peatland rewetting 0')
    expect(mails[0]!.text).toContain('120 more')
    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body).toMatchObject({ hits: 50, unsent_hits: 0 })
    const [note] = await inApp(headers)
    expect(note!.data.total).toBe(130)
    const { rows } = await t.container.database.executeSql(
      "select count(*)::int as n from grants where id = any($1::uuid[]) and title ~ ' ([0-9]|[1-4][0-9])$'",
      [note!.data.grant_ids],
    )
    expect(rows).toEqual([{ n: 50 }]) // rewetting 0-49: the soonest

    await insertGrants(t, [grant('Peatland restoration pilots')])
    expect((await delivered(user.email)).map((m) => m.subject).at(-1)).toBe('1 new grant for your search “Peat”')
  })
})

describe('timing', () => {
  it('sends immediately at once, daily from 08:00 in the user time zone once a day, weekly on the digest day', async () => {
    const { user, headers } = await signedInUser(t)
    // 09:00 UTC is 04:00 in New York.
    await call('PATCH', '/notifications/preferences', headers, { timezone: 'America/New_York', weekly_digest_day: 2 })
    const daily = await save(headers, 'Tidal daily', { q: 'tidal' }, 'daily')
    const weekly = await save(headers, 'Tidal weekly', { q: 'tidal' }, 'weekly')
    // Other tests' searches are due too: what counts is what this user received.
    const scheduled = async () => {
      await t.container.savedSearchSender.scheduled()
      return (await delivered(user.email)).map((m) => m.subject)
    }
    try {
      await insertGrants(t, [grant('Tidal energy demonstrators')])
      expect(await delivered(user.email)).toHaveLength(0)
      expect(await scheduled()).toHaveLength(0)

      t.clock.set('2026-03-02T13:30:00Z') // 08:30 in New York, a Monday
      expect(await scheduled()).toEqual(['1 new grant for your search “Tidal daily”'])
      expect(await scheduled()).toHaveLength(1)
      await insertGrants(t, [grant('Tidal stream turbines')])
      expect(await scheduled()).toHaveLength(1) // today's went out

      t.clock.set('2026-03-03T13:30:00Z') // Tuesday: the next day, and the digest day
      const subjects = await scheduled()
      expect(subjects).toHaveLength(3)
      expect(subjects.slice(1).sort()).toEqual([
        '1 new grant for your search “Tidal daily”',
        '2 new grants for your search “Tidal weekly”',
      ])
      const { rows } = await t.container.database.executeSql(
        'select count(*)::int as n from saved_search_hits where saved_search_id in ($1, $2) and sent_at is null',
        [daily.id, weekly.id],
      )
      expect(rows).toEqual([{ n: 0 }])
    } finally {
      t.clock.set(TEST_START)
    }
  })

  it('with e-mail off, notifies in the app only and marks the grants sent', async () => {
    const { user, headers } = await signedInUser(t)
    await call('PATCH', '/notifications/preferences', headers, { email_notifications_enabled: false })
    const search = await save(headers, 'Kelp', { q: 'kelp' })
    await insertGrants(t, [grant('Kelp farming for coastal SMEs')])
    expect(await delivered(user.email)).toHaveLength(0)
    expect((await inApp(headers)).map((n) => n.title)).toEqual(['1 new grant for “Kelp”'])
    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body).toMatchObject({ hits: 1, unsent_hits: 0 })
  })
})

describe('the alert e-mail', () => {
  it('groups the grants, links them and the search, and unsubscribes from that search only', async () => {
    const { user, headers } = await signedInUser(t)
    const search = await save(headers, 'Peat <restoration>', { q: 'peatland', country: 'DE', sort_by: 'deadline' })
    const other = await save(headers, 'Peat weekly', { q: 'peatland' }, 'weekly')
    await insertGrants(
      t,
      Array.from({ length: 12 }, (_, i) =>
        grant(`Peatland rewetting ${String(i).padStart(2, '0')}`, { deadline_in_days: 30 + i }),
      ),
    )
    const [mail, ...rest] = await delivered(user.email)
    expect(rest).toHaveLength(0)
    expect(mail!.subject).toBe('12 new grants for your search “Peat <restoration>”')
    expect(mail!.html).toContain('Peat &lt;restoration&gt;')
    for (let i = 0; i < 10; i++) expect(mail!.text).toContain(`Peatland rewetting 0${i}`) // soonest deadlines first
    expect(mail!.text).not.toContain('Peatland rewetting 10')
    expect(mail!.text).toContain('and 2 more')
    expect(mail!.text).toMatch(/http:\/\/localhost:8000\/grants\/[0-9a-f-]{36}/)
    expect(mail!.text).toContain('http://localhost:8000/grants?q=peatland&country=DE&sort_by=deadline')

    const link = mail!.header('list-unsubscribe')!
    expect(link).toMatch(/^<http:\/\/localhost:8000\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+>$/)
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const url = link.slice(1, -1).replace('http://localhost:8000', '')
    const page = await t.app.inject({ method: 'GET', url })
    expect(page.body).toContain('alerts of your saved search “Peat &lt;restoration&gt;”')
    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body.frequency).toBe('immediately')

    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(post.statusCode).toBe(200)
    expect(post.json()).toMatchObject({ kind: 'saved_search' })
    expect((await call('GET', `/saved-searches/${search.id}`, headers)).body.frequency).toBe('off')
    expect((await call('GET', `/saved-searches/${other.id}`, headers)).body.frequency).toBe('weekly')
    expect((await call('GET', '/notifications/preferences', headers)).body).toMatchObject({
      email_notifications_enabled: true,
      new_match_notifications: true,
    })
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Done')

    await insertGrants(t, [grant('Peatland carbon farming')])
    expect(await delivered(user.email)).toHaveLength(1)
  })
})
