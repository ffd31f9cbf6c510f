import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { teamCalls, type Signed } from '../../../test/team.js'
import { webRouteOf } from '../../../test/web-routes.js'

// Assignees of matches and applications over HTTP: members only (422 otherwise), another tenant's
// subject is 404, the assignee is told (in-app and e-mail) unless they assigned themselves, lists
// show the change at once and filter by it, recalculation keeps it, and each change is audited.

const t = useTestApp()
const { call, rows, inbox, mails } = teamCalls(t)

let owner: Signed, member: Signed, outsider: Signed
let companyId: string
let matchIds: string[]
let applicationId: string

beforeAll(async () => {
  await insertGrants(
    t,
    ['Heat recovery', 'Efficient motors'].map((title, i) =>
      grantInput(t, { external_id: `assign-${i}`, title, deadline_in_days: 30 + i }),
    ),
  )
  owner = await signedInUser(t, { full_name: 'Olga Owner' })
  member = await colleagueOf(t, owner.user, 'member', { full_name: 'Mia Member' })
  outsider = await signedInUser(t, { full_name: 'Otto Outsider' })
  companyId = (
    await call('POST', '/companies', owner.headers, {
      name: 'Blechbau GmbH',
      country: 'DE',
      company_size: 'small',
      nace_codes: ['C25.11'],
    })
  ).body.id
  expect((await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })).status).toBe(200)
  matchIds = (await call('GET', '/matches', owner.headers)).body.items.map((m: { id: string }) => m.id)
  expect(matchIds).toHaveLength(2)
  const grantId = (await call('GET', `/matches/match/${matchIds[1]}`, owner.headers)).body.grant_id
  applicationId = (await call('POST', '/applications', owner.headers, { company_id: companyId, grant_id: grantId }))
    .body.id
})

describe('PATCH /matches/match/{match_id}/assignee', () => {
  it('assigns a member, tells them in-app and by e-mail, shows it in lists at once and audits it', async () => {
    const before = (await call('GET', '/matches', owner.headers)).body.items // the list's cache holds the old rows
    expect(before.every((m: { assigned_to: string | null }) => m.assigned_to === null)).toBe(true)

    const res = await call('PATCH', `/matches/match/${matchIds[0]}/assignee`, owner.headers, {
      user_id: member.user.id,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: matchIds[0],
      assigned_to: member.user.id,
      grant: { title: expect.any(String) },
    })

    const after = (await call('GET', '/matches', owner.headers)).body.items
    expect(after.find((m: { id: string }) => m.id === matchIds[0]).assigned_to).toBe(member.user.id)
    const grantTitle = res.body.grant.title as string
    const [note, ...more] = await inbox(member, 'assignment')
    expect(more).toHaveLength(0)
    expect(note).toMatchObject({
      title: `Olga Owner assigned you ${grantTitle}`,
      data: {
        subject_type: 'match',
        subject_id: matchIds[0],
        company_id: companyId,
        grant_id: res.body.grant_id,
        assigned_by: owner.user.id,
      },
    })
    const [mail] = await mails(member, 'assignment')
    expect(mail).toMatchObject({
      email_to: member.user.email,
      email_subject: `Olga Owner assigned you: ${grantTitle}`,
      match_id: matchIds[0],
    })
    expect(await inbox(owner, 'assignment')).toHaveLength(0)

    const audit = await rows(
      'select actor_id, action, subject_type, subject_id, details from audit_events where tenant_id = $1 and action = $2',
      [owner.user.tenant_id, 'match.assigned'],
    )
    expect(audit).toEqual([
      {
        actor_id: owner.user.id,
        action: 'match.assigned',
        subject_type: 'match',
        subject_id: matchIds[0],
        details: { from: null, to: member.user.id },
      },
    ])
  })

  it('links the e-mail to the match page of the web app', async () => {
    const [record] = await mails(member, 'assignment')
    const [{ text_body: text }] = await rows('select text_body from notification_history where id = $1', [record.id])
    const link = String(text).match(/https?:\/\/\S+\/matches\/[\w-]+/)?.[0]
    expect(link).toBeDefined()
    expect(webRouteOf(new URL(link!).pathname)).toBe('/matches/$matchId')
  })

  it('filters the list by assigned_to=me or a member id', async () => {
    const mine = (await call('GET', '/matches?assigned_to=me', member.headers)).body
    expect(mine.items.map((m: { id: string }) => m.id)).toEqual([matchIds[0]])
    expect((await call('GET', '/matches?assigned_to=me', owner.headers)).body.total).toBe(0)
    expect((await call('GET', `/matches?assigned_to=${member.user.id}`, owner.headers)).body.total).toBe(1)
    expect((await call('GET', '/matches?assigned_to=nobody', owner.headers)).status).toBe(422)
  })

  it('keeps the assignee through recalculation and refresh', async () => {
    expect((await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })).status).toBe(200)
    expect((await call('POST', `/matches/${companyId}/refresh`, owner.headers)).status).toBe(200)
    expect((await call('GET', `/matches/match/${matchIds[0]}`, owner.headers)).body.assigned_to).toBe(member.user.id)
  })

  it('tells nobody when members assign themselves or unassign', async () => {
    expect(
      (await call('PATCH', `/matches/match/${matchIds[1]}/assignee`, member.headers, { user_id: member.user.id })).body
        .assigned_to,
    ).toBe(member.user.id)
    expect(
      (await call('PATCH', `/matches/match/${matchIds[1]}/assignee`, member.headers, { user_id: null })).body
        .assigned_to,
    ).toBeNull()
    expect(await inbox(member, 'assignment')).toHaveLength(1)
    expect(await mails(member, 'assignment')).toHaveLength(1)
    const audit = await rows('select details from audit_events where subject_id = $1 order by id', [matchIds[1]])
    expect(audit.map((a) => a.details)).toEqual([
      { from: null, to: member.user.id },
      { from: member.user.id, to: null },
    ])
  })

  it("refuses someone outside the workspace (422 at body.user_id) and another tenant's match (404)", async () => {
    for (const userId of [outsider.user.id, randomUUID()]) {
      const res = await call('PATCH', `/matches/match/${matchIds[0]}/assignee`, owner.headers, { user_id: userId })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([
        { loc: ['body', 'user_id'], msg: 'Not a member of this workspace', type: 'not_a_member' },
      ])
    }
    const foreign = await call('PATCH', `/matches/match/${matchIds[0]}/assignee`, outsider.headers, {
      user_id: outsider.user.id,
    })
    expect(foreign.status).toBe(404)
    expect(
      (await call('PATCH', `/matches/match/${matchIds[0]}/assignee`, owner.headers, { user_id: 'nope' })).status,
    ).toBe(422)
    expect((await call('PATCH', `/matches/match/${matchIds[0]}/assignee`, owner.headers, {})).status).toBe(422)
    expect((await call('GET', `/matches/match/${matchIds[0]}`, owner.headers)).body.assigned_to).toBe(member.user.id)
  })
})

describe('PATCH /applications/{application_id}/assignee', () => {
  it('lets a member assign a colleague, tells them, filters and audits', async () => {
    const res = await call('PATCH', `/applications/${applicationId}/assignee`, member.headers, {
      user_id: owner.user.id,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: applicationId, assigned_to: owner.user.id, status: 'draft' })
    expect((await call('GET', `/applications/${applicationId}`, member.headers)).body.assigned_to).toBe(owner.user.id)

    const [note] = await inbox(owner, 'assignment')
    expect(note).toMatchObject({
      title: `Mia Member assigned you ${res.body.grant.title}`,
      data: { subject_type: 'application', subject_id: applicationId, company_id: companyId },
    })
    const [mail] = await mails(owner, 'assignment')
    const [{ text_body: text }] = await rows('select text_body from notification_history where id = $1', [mail.id])
    expect(text).toContain(`/applications?company_id=${companyId}`)

    expect(
      (await call('GET', '/applications?assigned_to=me', owner.headers)).body.items.map((a: { id: string }) => a.id),
    ).toEqual([applicationId])
    expect((await call('GET', '/applications?assigned_to=me', member.headers)).body.total).toBe(0)
    expect((await call('GET', `/applications?assigned_to=${owner.user.id}`, member.headers)).body.total).toBe(1)

    const audit = await rows('select actor_id, details from audit_events where action = $1 and subject_id = $2', [
      'application.assigned',
      applicationId,
    ])
    expect(audit).toEqual([{ actor_id: member.user.id, details: { from: null, to: owner.user.id } }])
  })

  it("refuses a non-member (422) and another tenant's application (404)", async () => {
    const bad = await call('PATCH', `/applications/${applicationId}/assignee`, owner.headers, {
      user_id: outsider.user.id,
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].loc).toEqual(['body', 'user_id'])
    expect(
      (await call('PATCH', `/applications/${applicationId}/assignee`, outsider.headers, { user_id: null })).status,
    ).toBe(404)
  })
})
