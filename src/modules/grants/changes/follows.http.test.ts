import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../../test/auth.js'
import { grantInput, insertGrants } from '../../../../test/factories.js'
import { sediaPage, sediaTopic, type SediaTopic } from '../../../../test/sedia.js'
import { teamCalls, type Signed } from '../../../../test/team.js'

// Following calls (PUT/DELETE /grants/{id}/follow, GET /follows), saving a match follows its
// grant, and change detection on an ingestion run: a moved deadline, a record gone from its
// source (withdrawn: urgent) and back (reopened), each told to the followers.

const t = useTestApp()
const { call, rows, inbox } = teamCalls(t)
const put = async (url: string, who: Signed) =>
  (await t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: who.headers })).statusCode
const follows = async (who: Signed, query = '') => (await call('GET', `/follows${query}`, who.headers)).body
const idOf = async (externalId: string) =>
  (await rows('select id from grants where external_id = $1', [externalId]))[0].id as string

let me: Signed
let other: Signed
let grantIds: string[]

beforeAll(async () => {
  me = await signedInUser(t)
  other = await colleagueOf(t, me.user, 'member')
  const inputs = [0, 1, 2].map((i) =>
    grantInput(t, { source: 'innovate_uk', title: `Followed call ${i}`, deadline_in_days: 30 + i }),
  )
  await insertGrants(t, inputs)
  grantIds = await Promise.all(inputs.map((g) => idOf(g.external_id)))
})

describe('following a call', () => {
  it('PUT follows (idempotent), GET /follows lists with title, deadline and status', async () => {
    expect(await put(`/grants/${grantIds[0]}/follow`, me)).toBe(204)
    expect(await put(`/grants/${grantIds[0]}/follow`, me)).toBe(204)
    expect(await put(`/grants/${grantIds[1]}/follow`, me)).toBe(204)
    const list = await follows(me)
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 20, pages: 1 })
    expect(list.items.map((f: { title: string }) => f.title).sort()).toEqual(['Followed call 0', 'Followed call 1'])
    expect(list.items[0]).toMatchObject({
      tenant_id: me.user.tenant_id,
      status: 'active',
      deadline: expect.any(String),
      latest_change: null,
    })
    expect((await follows(me, '?page=2&page_size=1')).items).toHaveLength(1)
    expect((await follows(other)).total).toBe(0)
  })

  it('shows the latest meaningful change of a followed call', async () => {
    const [row] = await rows('select external_id from grants where id = $1', [grantIds[0]])
    const input = grantInput(t, {
      source: 'innovate_uk',
      external_id: row.external_id as string,
      title: 'Followed call 0',
      deadline_in_days: 45,
    })
    await insertGrants(t, [input])
    await insertGrants(t, [{ ...input, title: 'Followed call 0 (renamed)' }]) // wording: not shown as the latest
    const item = (await follows(me)).items.find((f: { grant_id: string }) => f.grant_id === grantIds[0])
    expect(item.title).toBe('Followed call 0 (renamed)')
    expect(item.latest_change).toMatchObject({ meaningful: true, changes: [{ field: 'deadline' }] })
  })

  it('DELETE unfollows (idempotent); an unknown grant is 404; signing in is required', async () => {
    expect((await call('DELETE', `/grants/${grantIds[1]}/follow`, me.headers)).status).toBe(204)
    expect((await call('DELETE', `/grants/${grantIds[1]}/follow`, me.headers)).status).toBe(204)
    expect((await follows(me)).total).toBe(1)
    expect(await put('/grants/00000000-0000-4000-8000-000000000000/follow', me)).toBe(404)
    expect((await call('DELETE', '/grants/00000000-0000-4000-8000-000000000000/follow', me.headers)).status).toBe(404)
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/grants/${grantIds[2]}/follow` })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/follows' })).statusCode).toBe(401)
  })

  it('saving a match follows its grant for the one who saved; unsaving does not unfollow', async () => {
    const company = await call('POST', '/companies', me.headers, {
      name: 'Follow GmbH',
      country: 'DE',
      company_size: 'small',
      nace_codes: ['C25.11'],
    })
    expect(company.status).toBe(201)
    const saved = await call('PATCH', `/matches/${company.body.id}/${grantIds[2]}/save?saved=true`, other.headers)
    expect(saved.status).toBe(200)
    expect((await follows(other)).items.map((f: { grant_id: string }) => f.grant_id)).toEqual([grantIds[2]])
    expect((await follows(me)).items.map((f: { grant_id: string }) => f.grant_id)).not.toContain(grantIds[2])
    await call('PATCH', `/matches/${company.body.id}/${grantIds[2]}/save?saved=false`, other.headers)
    expect((await follows(other)).total).toBe(1)

    // …and through the action route, for a match already stored.
    await call('DELETE', `/grants/${grantIds[2]}/follow`, other.headers)
    const action = await call('PATCH', `/matches/match/${saved.body.id}/action`, me.headers, { action: 'save' })
    expect(action.status).toBe(200)
    expect((await follows(me)).items.map((f: { grant_id: string }) => f.grant_id)).toContain(grantIds[2])
  })
})

describe('changes an ingestion run makes', () => {
  let dir: string
  const A = sediaTopic('HORIZON-CL5-2027-D3-01-09', 'Heat networks for industrial parks', { deadline: '2027-03-12' })
  const B = sediaTopic('LIFE-2027-CET-NETWORKS', 'Heat network roll-out', { deadline: '2027-05-01' })
  const ingest = (topics: SediaTopic[]) => {
    writeFileSync(join(dir, 'search-page-1.json'), JSON.stringify(sediaPage(topics)))
    return t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'file', path: dir }, trigger: 'cli' })
  }
  const changesOf = async (id: string) => (await call('GET', `/grants/${id}/changes`, {})).body
  let id: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gw-changes-'))
    await ingest([A, B])
    id = await idOf(A.metadata.identifier![0]!)
    expect(await put(`/grants/${id}/follow`, me)).toBe(204)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('records a moved deadline and tells the follower right after the run', async () => {
    expect(
      await ingest([
        sediaTopic('HORIZON-CL5-2027-D3-01-09', 'Heat networks for industrial parks', { deadline: '2027-03-26' }),
        B,
      ]),
    ).toMatchObject({ updated: 1, unchanged: 1 })
    const page = await changesOf(id)
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({ meaningful: true, urgent: false })
    expect(page.items[0].changes.find((c: { field: string }) => c.field === 'deadline')).toMatchObject({
      from: expect.stringMatching(/^2027-03-1[12]T/),
      to: expect.stringMatching(/^2027-03-2[56]T/),
    })
    expect((await inbox(me, 'grant_changed'))[0].title).toBe('Deadline moved: Heat networks for industrial parks')
  })

  it('a record gone from its source is withdrawn: urgent, and said so', async () => {
    expect(await ingest([B])).toMatchObject({ closed: 1 })
    const [latest] = (await changesOf(id)).items
    expect(latest).toMatchObject({ meaningful: true, urgent: true })
    expect(latest.changes[0]).toEqual({ field: 'status', from: 'active', to: 'withdrawn' })
    expect((await inbox(me, 'grant_changed'))[0].title).toBe('Withdrawn: Heat networks for industrial parks')
    const [mail] = await rows(
      `select email_subject, priority from notification_history
      where user_id = $1 and notification_type = 'grant_changed' and email_subject like 'Urgent:%'`,
      [me.user.id],
    )
    expect(mail).toEqual({ email_subject: 'Urgent: Heat networks for industrial parks withdrawn', priority: 0 })
  })

  it('coming back reopens it (meaningful, not urgent); the same input again records nothing', async () => {
    const back = sediaTopic('HORIZON-CL5-2027-D3-01-09', 'Heat networks for industrial parks', {
      deadline: '2027-03-26',
    })
    await ingest([back, B])
    const page = await changesOf(id)
    expect(page.items[0]).toMatchObject({
      meaningful: true,
      urgent: false,
      changes: expect.arrayContaining([{ field: 'status', from: 'withdrawn', to: 'active' }]),
    })
    expect((await inbox(me, 'grant_changed'))[0].title).toBe('Reopened: Heat networks for industrial parks')
    await ingest([back, B])
    expect((await changesOf(id)).total).toBe(page.total)
  })
})
