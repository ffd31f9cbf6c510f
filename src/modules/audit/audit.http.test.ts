import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// The audit log over HTTP: the entries each wired change writes (actor and details), none when the
// change fails or rolls back, filters and paging, who may read it, workspaces kept apart, and the
// CSV export (which is itself audited).

// The event sinks can be made to fail inside the transaction of the change they announce.
const failing = { applications: false, matches: false }
const t = useTestApp({
  applicationEvents: {
    async statusChanged() {
      if (failing.applications) throw new Error('event sink down')
    },
  },
  matchEvents: {
    async calculated() {
      if (failing.matches) throw new Error('event sink down')
    },
  },
})

type Headers = Record<string, string>
interface Entry {
  id: number
  action: string
  subject_type: string
  subject_id: string | null
  actor: { id: string; email: string } | null
  details: Record<string, unknown>
  created_at: string
}

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}
const COMPANY = {
  name: 'Blechbau GmbH',
  country: 'DE',
  company_size: 'small',
  nace_codes: ['C25.11'],
  keywords: ['heat pump'],
}
const grantIds: string[] = []

/** A workspace with its owner, an admin and a member, and a company the admin created. */
async function workspace(companyOverrides: object = {}) {
  const owner = await signedInUser(t)
  const admin = await colleagueOf(t, owner.user, 'admin')
  const member = await colleagueOf(t, owner.user, 'member')
  const company = (await call('POST', '/companies', admin.headers, { ...COMPANY, ...companyOverrides })).body as {
    id: string
  }
  const log = async (query = '', headers = owner.headers) => {
    const res = await call('GET', `/audit${query}`, headers)
    expect(res.status).toBe(200)
    return res.body as { items: Entry[]; total: number; page: number; page_size: number; pages: number }
  }
  const actions = async (query = '') => (await log(query)).items.map((e) => e.action)
  return { owner, admin, member, company, log, actions }
}

beforeAll(async () => {
  await insertGrants(
    t,
    ['a', 'b', 'c'].map((k, i) =>
      grantInput(t, {
        external_id: `audit-grant-${k}`,
        title: `Heat pump programme ${k}`,
        deadline_in_days: 30 + i * 10,
      }),
    ),
  )
  const { body } = await call('GET', '/grants?page_size=10&sort_by=deadline', {})
  grantIds.push(...body.items.map((g: { id: string }) => g.id))
})

describe('entries of the changes', () => {
  it('records company changes with the actor who made them and what changed', async () => {
    const w = await workspace()
    const actor = { id: w.admin.user.id, email: w.admin.user.email }
    expect(
      (
        await call('PATCH', `/companies/${w.company.id}`, w.admin.headers, {
          name: 'Blechbau AG',
          country: 'de',
          keywords: ['heat pump'],
        })
      ).status,
    ).toBe(200)
    expect((await call('PATCH', `/companies/${w.company.id}`, w.admin.headers, { name: 'Blechbau AG' })).status).toBe(
      200,
    ) // changes nothing
    expect(
      (await call('PUT', `/companies/${w.company.id}/carbon-profile`, w.owner.headers, { reporting_year: 2025 }))
        .status,
    ).toBe(200)
    expect((await call('DELETE', `/companies/${w.company.id}`, w.admin.headers)).status).toBe(204)
    const { items } = await w.log()
    const subject = { subject_type: 'company', subject_id: w.company.id }
    expect(items).toEqual([
      {
        id: expect.any(Number),
        action: 'company.deleted',
        ...subject,
        actor,
        details: { name: 'Blechbau AG' },
        created_at: expect.any(String),
      },
      expect.objectContaining({
        action: 'carbon_profile.updated',
        subject_type: 'carbon_profile',
        subject_id: w.company.id,
        actor: { id: w.owner.user.id, email: w.owner.user.email },
      }),
      expect.objectContaining({ action: 'company.updated', ...subject, actor, details: { fields: ['name'] } }),
      expect.objectContaining({ action: 'company.created', ...subject, actor, details: { name: 'Blechbau GmbH' } }),
    ])
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id)
  })

  it('records applications: creation, status changes from and to, and other changes by field', async () => {
    const w = await workspace()
    const created = await call('POST', '/applications', w.member.headers, {
      company_id: w.company.id,
      grant_id: grantIds[0],
    })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    expect(
      (await call('PATCH', `/applications/${id}`, w.member.headers, { status: 'submitted', notes: 'Sent by post' }))
        .status,
    ).toBe(200)
    expect(
      (await call('PATCH', `/applications/${id}`, w.member.headers, { status: 'submitted', requested_amount: 50_000 }))
        .status,
    ).toBe(200)
    const { items } = await w.log('?subject_type=application')
    const by = { actor: { id: w.member.user.id, email: w.member.user.email }, subject_id: id }
    expect(items.map(({ action, details, actor, subject_id }) => ({ action, details, actor, subject_id }))).toEqual([
      { action: 'application.updated', details: { fields: ['requested_amount'] }, ...by },
      { action: 'application.updated', details: { fields: ['notes'] }, ...by },
      { action: 'application.status_changed', details: { from: 'draft', to: 'submitted' }, ...by },
      { action: 'application.created', details: { company_id: w.company.id, grant_id: grantIds[0] }, ...by },
    ])
  })

  it('records match calculations and actions, but not marking a match viewed', async () => {
    const w = await workspace()
    const calculated = await call('POST', '/matches/calculate', w.admin.headers, { company_id: w.company.id })
    expect(calculated.status).toBe(200)
    const total = calculated.body.total_matches as number
    expect(total).toBeGreaterThan(0)
    const list = (await call('GET', `/matches?company_id=${w.company.id}`, w.member.headers)).body.items as {
      id: string
      grant_id: string
    }[]
    const [first, second] = list
    const pair = `${w.company.id}/${first!.grant_id}`
    await call('PATCH', `/matches/match/${first!.id}/action`, w.member.headers, { action: 'save' })
    await call('PATCH', `/matches/${pair}/save?saved=false`, w.member.headers)
    await call('PATCH', `/matches/${pair}/dismiss?dismissed=true`, w.member.headers)
    await call('PATCH', `/matches/match/${first!.id}/action`, w.member.headers, { action: 'restore' })
    await call('PATCH', `/matches/${w.company.id}/${second!.grant_id}/view`, w.member.headers)
    await call('POST', `/matches/${w.company.id}/refresh?save_results=false`, w.admin.headers)
    await call('POST', `/matches/${w.company.id}/refresh?save_results=true`, w.admin.headers)
    const { items } = await w.log('?action=match')
    expect(items).toEqual([]) // an action without a dot is exact: there is no action "match"
    const entries = (await w.log('?page_size=100')).items.filter((e) => e.action !== 'company.created')
    const matchDetails = { company_id: w.company.id, grant_id: first!.grant_id }
    expect(
      entries.map(({ action, subject_type, subject_id, details }) => ({ action, subject_type, subject_id, details })),
    ).toEqual([
      {
        action: 'matches.calculated',
        subject_type: 'company',
        subject_id: w.company.id,
        details: { company_id: w.company.id, total },
      },
      ...['match.restored', 'match.dismissed', 'match.unsaved', 'match.saved'].map((action) => ({
        action,
        subject_type: 'match',
        subject_id: first!.id,
        details: matchDetails,
      })),
      {
        action: 'matches.calculated',
        subject_type: 'company',
        subject_id: w.company.id,
        details: { company_id: w.company.id, total },
      },
    ])
    expect(entries[1]!.actor).toEqual({ id: w.member.user.id, email: w.member.user.email })
  })

  it('records a bookmark of a grant the company had no match for', async () => {
    const w = await workspace()
    const saved = await call('PATCH', `/matches/${w.company.id}/${grantIds[1]}/save?saved=true`, w.member.headers)
    expect(saved.status).toBe(200)
    expect((await w.log('?action=match.saved')).items).toEqual([
      expect.objectContaining({
        subject_type: 'match',
        subject_id: saved.body.id,
        details: { company_id: w.company.id, grant_id: grantIds[1] },
      }),
    ])
  })
})

describe('no entry without its change', () => {
  it('writes none for a company update refused inside its transaction, a missing company or a refused status change', async () => {
    const w = await workspace()
    expect((await call('PATCH', `/companies/${w.company.id}`, w.admin.headers, { region: 'ITH5' })).status).toBe(422) // not in DE
    expect((await call('PATCH', `/companies/${w.company.id}`, w.admin.headers, { nace_codes: ['Z99'] })).status).toBe(
      422,
    )
    expect((await call('DELETE', '/companies/00000000-0000-4000-8000-000000000000', w.admin.headers)).status).toBe(404)
    const app = (
      await call('POST', '/applications', w.member.headers, { company_id: w.company.id, grant_id: grantIds[0] })
    ).body
    expect((await call('PATCH', `/applications/${app.id}`, w.member.headers, { status: 'approved' })).status).toBe(409)
    expect(
      (await call('POST', '/applications', w.member.headers, { company_id: w.company.id, grant_id: grantIds[0] }))
        .status,
    ).toBe(409)
    expect(await w.actions()).toEqual(['application.created', 'company.created'])
  })

  it('rolls the entry back with the change when a later step of the transaction fails', async () => {
    const w = await workspace()
    const app = (
      await call('POST', '/applications', w.member.headers, { company_id: w.company.id, grant_id: grantIds[0] })
    ).body
    failing.applications = true
    failing.matches = true
    try {
      expect(
        (await call('PATCH', `/applications/${app.id}`, w.member.headers, { status: 'submitted', notes: 'x' })).status,
      ).toBe(500)
      expect((await call('POST', '/matches/calculate', w.admin.headers, { company_id: w.company.id })).status).toBe(500)
    } finally {
      failing.applications = false
      failing.matches = false
    }
    expect((await call('GET', `/applications/${app.id}`, w.member.headers)).body).toMatchObject({
      status: 'draft',
      notes: null,
    })
    expect((await call('GET', `/matches?company_id=${w.company.id}`, w.member.headers)).body.total).toBe(0)
    expect(await w.actions()).toEqual(['application.created', 'company.created'])
  })
})

describe('GET /audit', () => {
  it('filters by action, action prefix, actor, subject and time, pages newest first', async () => {
    const w = await workspace()
    const other = (await call('POST', '/companies', w.owner.headers, { ...COMPANY, name: 'Zweite GmbH' })).body
    await call('PATCH', `/companies/${other.id}`, w.owner.headers, { name: 'Zweite AG' })
    await call('PUT', `/companies/${other.id}/carbon-profile`, w.owner.headers, {})
    expect(await w.actions()).toEqual([
      'carbon_profile.updated',
      'company.updated',
      'company.created',
      'company.created',
    ])
    expect(await w.actions('?action=company.')).toEqual(['company.updated', 'company.created', 'company.created'])
    expect(await w.actions('?action=company.created')).toEqual(['company.created', 'company.created'])
    expect(await w.actions(`?actor_id=${w.admin.user.id}`)).toEqual(['company.created'])
    expect(await w.actions(`?subject_type=company&subject_id=${other.id}`)).toEqual([
      'company.updated',
      'company.created',
    ])
    const page2 = await w.log('?page=2&page_size=3')
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 3, pages: 2 })
    expect(page2.items.map((e) => e.action)).toEqual(['company.created'])

    const all = (await w.log()).items
    const pivot = all[1]! // company.updated
    const since = (await w.log(`?from=${encodeURIComponent(pivot.created_at)}`)).items
    expect(since.map((e) => e.id)).toEqual(expect.arrayContaining([pivot.id, all[0]!.id]))
    expect(since.every((e) => e.created_at >= pivot.created_at)).toBe(true)
    const before = (await w.log(`?to=${encodeURIComponent(pivot.created_at)}`)).items
    expect(before.map((e) => e.id)).not.toContain(pivot.id)
    expect(before.every((e) => e.created_at <= pivot.created_at)).toBe(true)
    expect((await w.log('?from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z')).total).toBe(0)
  })

  it.each([
    ['from after to', '?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z', ['query', 'from']],
    ['a from that is no date-time', '?from=yesterday', ['query', 'from']],
    ['an impossible date', '?to=2026-02-30T00:00:00Z', ['query', 'to']],
    ['the year 0, which PostgreSQL has not', '?from=0000-01-01T00:00:00Z', ['query', 'from']],
    ['a leap second, which a Date cannot hold', '?to=2026-12-31T23:59:60Z', ['query', 'to']],
    ['the year 10000 in UTC', `?to=${encodeURIComponent('9999-12-31T23:00:00-05:00')}`, ['query', 'to']],
    ['an actor that is no uuid', '?actor_id=42', ['query', 'actor_id']],
    ['an action with a wildcard', '?action=company.%25', ['query', 'action']],
    ['a page size over 100', '?page_size=101', ['query', 'page_size']],
  ])('answers 422 naming the filter for %s', async (_name, query, loc) => {
    const { owner } = await workspace()
    const paths = loc[1] === 'page_size' ? ['/audit'] : ['/audit', '/audit/export.csv'] // the export has no pages
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}${query}`, headers: owner.headers })
      expect(res.statusCode).toBe(422)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json().errors.map((e: { loc: unknown[] }) => e.loc)).toContainEqual(loc)
    }
  })

  it('is for owners and admins: a member gets 403 naming audit.read', async () => {
    const w = await workspace()
    expect((await w.log('', w.admin.headers)).total).toBe(1)
    for (const path of ['/audit', '/audit/export.csv']) {
      const res = await call('GET', path, w.member.headers)
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ permission: 'audit.read', required_roles: ['admin', 'owner'], role: 'member' })
      expect(res.body.detail).toContain('audit.read')
    }
    expect((await call('GET', '/audit', {})).status).toBe(401)
  })

  it("never shows another workspace's entries", async () => {
    const w = await workspace()
    const stranger = await signedInUser(t)
    const theirs = (await call('GET', `/audit?subject_id=${w.company.id}`, stranger.headers)).body
    expect(theirs).toMatchObject({ total: 0, items: [] })
    await call('POST', '/companies', stranger.headers, COMPANY)
    expect((await call('GET', '/audit', stranger.headers)).body.items.map((e: Entry) => e.actor?.id)).toEqual([
      stranger.user.id,
    ])
    expect((await w.log()).items.map((e) => e.subject_id)).toEqual([w.company.id])
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/audit/export.csv', headers: stranger.headers })
    expect(csv.body).not.toContain(w.company.id)
  })
})

describe('GET /audit/export.csv', () => {
  it('exports the filtered log as CSV with formula cells neutralised, and records the export', async () => {
    const w = await workspace()
    // An e-mail address may start with "=": a spreadsheet would run it as a formula.
    const sly = await colleagueOf(t, w.owner.user, 'admin', { email: `=1+2-${randomUUID().slice(0, 8)}@example.com` })
    await call('PATCH', `/companies/${w.company.id}`, sly.headers, { name: 'Renamed' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit/export.csv?action=company.',
      headers: w.owner.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit.csv"')
    expect(res.headers).toMatchObject({ 'x-export-row-limit': '50000', 'x-export-truncated': 'false' })
    const rows = parse(res.body) as string[][]
    expect(rows[0]).toEqual(['created_at', 'actor_email', 'action', 'subject_type', 'subject_id', 'details'])
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      [`'${sly.user.email}`, 'company.updated', 'company', w.company.id, '{"fields":["name"]}'],
      [w.admin.user.email, 'company.created', 'company', w.company.id, '{"name":"Blechbau GmbH"}'],
    ])
    expect(new Date(rows[1]![0]!).toISOString()).toBe(rows[1]![0])

    const [exported] = (await w.log('?action=audit.exported')).items
    expect(exported).toMatchObject({
      subject_type: 'audit_log',
      subject_id: null,
      actor: { id: w.owner.user.id },
      details: { filters: { action: 'company.' }, rows: 2 },
    })
    // The next export lists the first one (an export never lists itself).
    const again = parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/audit/export.csv', headers: w.owner.headers })).body,
    ) as string[][]
    expect(again.slice(1).map((r) => r[2])).toEqual(['audit.exported', 'company.updated', 'company.created'])
  })

  it('reads past its first batch without losing or repeating an entry (entries of one transaction share their time)', async () => {
    const w = await workspace()
    await t.container.database.executeSql(
      `insert into audit_events (tenant_id, actor_id, actor_email, action, subject_type, subject_id)
      select $1, $2, $3, 'company.updated', 'company', 'bulk-' || g from generate_series(1, 2345) g`,
      [w.owner.user.tenant_id, w.owner.user.id, w.owner.user.email],
    )
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/audit/export.csv', headers: w.owner.headers })
    const ids = (parse(res.body) as string[][]).slice(1).map((r) => r[4])
    expect(ids).toHaveLength(2346)
    expect(new Set(ids).size).toBe(2346)
    expect(ids.slice(0, 2)).toEqual(['bulk-2345', 'bulk-2344'])
    expect(ids.at(-1)).toBe(w.company.id)
  })
})
