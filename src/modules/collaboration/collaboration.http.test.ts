import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { teamCalls, type Signed } from '../../../test/team.js'
import { webRouteOf } from '../../../test/web-routes.js'

// Comments on matches and applications over HTTP: the subject must be the workspace's (404), text
// and mentions are validated (422 naming the field), each member named is told once (in-app and
// by e-mail; an edit tells only those newly named), only the author edits, the author or an
// admin deletes, every member may comment, and creation and deletion are audited. Comments go
// with their company. Assignees: assignees.http.test.ts.

const t = useTestApp()
const { call, rows, inbox, mails } = teamCalls(t)
const mentionsOf = (who: Signed) => inbox(who, 'mention')
const mailsOf = (who: Signed) => mails(who, 'mention')
const errorLocs = (body: { errors: { loc: (string | number)[] }[] }) => body.errors.map((e) => e.loc.join('.'))

let owner: Signed, admin: Signed, member: Signed, member2: Signed, outsider: Signed
let companyId: string
let matchId: string
let grantTitle: string
let applicationId: string
const matchComments = () => `/matches/match/${matchId}/comments`

beforeAll(async () => {
  await insertGrants(t, [grantInput(t, { external_id: 'comment-grant', title: 'Heat recovery <pilot>' })])
  owner = await signedInUser(t, { full_name: 'Olga Owner' })
  admin = await colleagueOf(t, owner.user, 'admin', { full_name: 'Adam Admin' })
  member = await colleagueOf(t, owner.user, 'member', { full_name: 'Anna' })
  member2 = await colleagueOf(t, owner.user, 'member', { full_name: 'Max Member' })
  outsider = await signedInUser(t, { full_name: 'Otto Outsider' })
  companyId = (
    await call('POST', '/companies', owner.headers, {
      name: 'Blechbau GmbH',
      country: 'DE',
      company_size: 'small',
      nace_codes: ['C25.11'],
    })
  ).body.id
  await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })
  const match = (await call('GET', '/matches', owner.headers)).body.items[0]
  matchId = match.id
  grantTitle = match.grant.title
  applicationId = (
    await call('POST', '/applications', owner.headers, { company_id: companyId, grant_id: match.grant_id })
  ).body.id
})

describe('comments on a match', () => {
  let commentId: string

  it('lets a member comment and tells each member mentioned once, not the author', async () => {
    const res = await call('POST', matchComments(), member.headers, {
      body: '  Can you check the budget, @Olga @Adam?  ',
      mentions: [owner.user.id, admin.user.id, member.user.id],
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(String),
      subject_type: 'match',
      subject_id: matchId,
      body: 'Can you check the budget, @Olga @Adam?',
      author: { id: member.user.id, full_name: 'Anna', email: member.user.email },
      mentions: [
        { id: owner.user.id, full_name: 'Olga Owner' },
        { id: admin.user.id, full_name: 'Adam Admin' },
        { id: member.user.id, full_name: 'Anna' },
      ],
      created_at: expect.any(String),
      edited_at: null,
    })
    commentId = res.body.id
    for (const who of [owner, admin]) {
      const notes = await mentionsOf(who)
      expect(notes).toHaveLength(1)
      expect(notes[0]).toMatchObject({
        title: `Anna mentioned you on ${grantTitle}`,
        message: 'Can you check the budget, @Olga @Adam?',
        data: {
          subject_type: 'match',
          subject_id: matchId,
          comment_id: commentId,
          company_id: companyId,
          grant_id: expect.any(String),
        },
      })
      const mails = await mailsOf(who)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({
        email_to: who.user.email,
        email_subject: `Anna mentioned you: ${grantTitle}`,
        match_id: matchId,
      })
    }
    expect(await mentionsOf(member)).toHaveLength(0)
    expect(await mentionsOf(member2)).toHaveLength(0)
  })

  it('links the e-mail to the match page and escapes the comment', async () => {
    const [mail] = await mailsOf(owner)
    const [{ text_body: text, html_body: html }] = await rows(
      'select text_body, html_body from notification_history where id = $1',
      [mail.id],
    )
    const link = String(text).match(/https?:\/\/\S+\/matches\/[\w-]+/)?.[0]
    expect(webRouteOf(new URL(link!).pathname)).toBe('/matches/$matchId')
    expect(link!.endsWith(`/matches/${matchId}`)).toBe(true)
    expect(html).toContain('Heat recovery &lt;pilot&gt;')
  })

  it('does not send the e-mail when team notifications are off (the in-app one still arrives)', async () => {
    await call('PATCH', '/notifications/preferences', member2.headers, { team_notifications: false })
    expect(
      (await call('POST', matchComments(), owner.headers, { body: 'FYI', mentions: [member2.user.id] })).status,
    ).toBe(201)
    expect(await mentionsOf(member2)).toHaveLength(1)
    expect(await mailsOf(member2)).toHaveLength(0)
  })

  it('lists oldest first, paginated', async () => {
    const all = (await call('GET', matchComments(), member2.headers)).body
    expect(all).toMatchObject({ total: 2, page: 1, page_size: 20, pages: 1 })
    expect(all.items.map((c: { body: string }) => c.body)).toEqual(['Can you check the budget, @Olga @Adam?', 'FYI'])
    const second = (await call('GET', `${matchComments()}?page=2&page_size=1`, owner.headers)).body
    expect(second).toMatchObject({
      total: 2,
      page: 2,
      page_size: 1,
      pages: 2,
      items: [{ body: 'FYI', author: { full_name: 'Olga Owner' } }],
    })
  })

  it('validates text and mentions (422 naming the field)', async () => {
    const stranger = await call('POST', matchComments(), member.headers, {
      body: 'Hi',
      mentions: [owner.user.id, outsider.user.id, randomUUID()],
    })
    expect(stranger.status).toBe(422)
    expect(errorLocs(stranger.body)).toEqual(['body.mentions.1', 'body.mentions.2'])
    const blank = await call('POST', matchComments(), member.headers, { body: ' \n ' })
    expect(errorLocs(blank.body)).toEqual(['body.body'])
    for (const payload of [
      { body: 'x'.repeat(5001) },
      { body: '' },
      { mentions: [] },
      { body: 'Hi', mentions: [owner.user.id, owner.user.id] },
      { body: 'Hi', mentions: Array.from({ length: 21 }, () => randomUUID()) },
      { body: 'Hi', mentions: ['nope'] },
    ]) {
      expect(
        (await call('POST', matchComments(), member.headers, payload)).status,
        JSON.stringify(payload).slice(0, 80),
      ).toBe(422)
    }
    expect((await call('GET', matchComments(), owner.headers)).body.total).toBe(2)
  })

  it('lets only the author edit; an edit tells only the members newly mentioned', async () => {
    const denied = await call('PATCH', `/comments/${commentId}`, member2.headers, { body: 'Hijacked' })
    expect(denied.status).toBe(403)
    expect((await call('PATCH', `/comments/${commentId}`, owner.headers, { body: 'Hijacked' })).status).toBe(403)
    const edited = await call('PATCH', `/comments/${commentId}`, member.headers, {
      body: 'Budget checked?',
      mentions: [owner.user.id, admin.user.id, member2.user.id],
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      body: 'Budget checked?',
      edited_at: expect.any(String),
      mentions: [{ id: owner.user.id }, { id: admin.user.id }, { id: member2.user.id }],
    })
    expect(await mentionsOf(owner)).toHaveLength(1)
    expect(await mentionsOf(admin)).toHaveLength(1)
    expect(await mentionsOf(member2)).toHaveLength(2)
    const textOnly = await call('PATCH', `/comments/${commentId}`, member.headers, { body: 'Budget checked!' })
    expect(textOnly.body.mentions).toHaveLength(3) // mentions left out stay
    expect(
      (await call('PATCH', `/comments/${commentId}`, member.headers, { mentions: [outsider.user.id] })).body.errors[0]
        .loc,
    ).toEqual(['body', 'mentions', 0])
  })

  it('lets the author, an admin or an owner delete; another member gets 403', async () => {
    expect((await call('DELETE', `/comments/${commentId}`, member2.headers)).status).toBe(403)
    const own = (await call('POST', matchComments(), member2.headers, { body: 'Mine' })).body.id
    expect((await call('DELETE', `/comments/${own}`, member2.headers)).status).toBe(204)
    expect((await call('DELETE', `/comments/${commentId}`, admin.headers)).status).toBe(204)
    expect((await call('DELETE', `/comments/${commentId}`, admin.headers)).status).toBe(404)
    expect((await call('GET', matchComments(), owner.headers)).body.items.map((c: { body: string }) => c.body)).toEqual(
      ['FYI'],
    )

    const audit = await rows(
      `select actor_id, action, subject_id, details from audit_events where tenant_id = $1 and action like 'comment.%' order by id`,
      [owner.user.tenant_id],
    )
    expect(audit.map((a) => `${a.action} ${a.subject_id === commentId ? 'first' : 'other'}`)).toEqual([
      'comment.created first',
      'comment.created other',
      'comment.created other',
      'comment.deleted other',
      'comment.deleted first',
    ])
    expect(audit[0]).toMatchObject({
      actor_id: member.user.id,
      details: { subject_type: 'match', subject_id: matchId, mentions: [owner.user.id, admin.user.id, member.user.id] },
    })
    expect(audit.at(-1)).toMatchObject({
      actor_id: admin.user.id,
      details: { subject_type: 'match', subject_id: matchId, author_id: member.user.id },
    })
  })

  it("answers 404 for another workspace's match or comment, and for an unknown match", async () => {
    const [{ id: remaining }] = (await call('GET', matchComments(), owner.headers)).body.items
    expect((await call('GET', matchComments(), outsider.headers)).status).toBe(404)
    expect((await call('POST', matchComments(), outsider.headers, { body: 'Hello' })).status).toBe(404)
    expect((await call('PATCH', `/comments/${remaining}`, outsider.headers, { body: 'Hello' })).status).toBe(404)
    expect((await call('DELETE', `/comments/${remaining}`, outsider.headers)).status).toBe(404)
    expect((await call('GET', `/matches/match/${randomUUID()}/comments`, owner.headers)).status).toBe(404)
    expect((await call('GET', matchComments(), {})).status).toBe(401)
  })
})

describe('comments on an application', () => {
  it("are listed with the application and link the mention e-mail to its company's applications", async () => {
    const res = await call('POST', `/applications/${applicationId}/comments`, owner.headers, {
      body: 'Draft is ready',
      mentions: [member2.user.id],
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ subject_type: 'application', subject_id: applicationId })
    const [note] = await mentionsOf(member2)
    expect(note.data).toMatchObject({
      subject_type: 'application',
      subject_id: applicationId,
      comment_id: res.body.id,
      company_id: companyId,
    })
    expect((await call('GET', `/applications/${applicationId}/comments`, member.headers)).body.items).toHaveLength(1)
    expect((await call('GET', matchComments(), member.headers)).body.items).toHaveLength(1) // the match's own
    expect((await call('GET', `/applications/${applicationId}/comments`, outsider.headers)).status).toBe(404)

    await call('POST', `/applications/${applicationId}/comments`, member.headers, {
      body: 'Thanks',
      mentions: [admin.user.id],
    })
    // The clock stands still: the admin's earlier mention (of the match) has the same time, so
    // the mail is picked by its link rather than by its place in the history.
    const ids = (await mailsOf(admin)).map((m: { id: string }) => m.id)
    const bodies = await rows('select text_body from notification_history where id = any($1::uuid[])', [ids])
    const link = bodies
      .map((b) => String(b.text_body).match(/https?:\/\/\S+\/applications\?company_id=[\w-]+/)?.[0])
      .find(Boolean)
    expect(webRouteOf(new URL(link!).pathname)).toBe('/applications')
  })

  it('go with their company, in the transaction that deletes it', async () => {
    const count = async () =>
      Number((await rows('select count(*)::int as n from comments where tenant_id = $1', [owner.user.tenant_id]))[0].n)
    expect(await count()).toBe(3)
    expect((await call('DELETE', `/companies/${companyId}`, owner.headers)).status).toBe(204)
    expect(await count()).toBe(0)
  })
})
