import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, login, PASSWORD, register, signedInUser, tokensFor, uniqueEmail } from '../../../test/auth.js'
import { lastMailTo, tokenFromLink } from '../../../test/mail.js'

// The invitation lifecycle: invite → e-mail → preview → join (existing account) or register
// (new account) → single use; pending list, resend (old link dies), revoke, expiry, 409s.

const t = useTestApp()
const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
const outbox = async () => {
  await t.container.delivery.drain()
  return t.config.mail.outboxDir
}
const linkFor = async (email: string) => tokenFromLink(await lastMailTo(await outbox(), email, 'invitation'))

async function ownerWithInvite(role: 'member' | 'admin' = 'member', email = uniqueEmail('invitee')) {
  const owner = await signedInUser(t, { full_name: 'Olivia Owner' })
  const res = await api('POST', '/workspace/invitations', owner.headers, { email, role })
  expect(res.statusCode).toBe(201)
  return { owner, email, invitation: res.json(), token: await linkFor(email) }
}

describe('inviting', () => {
  it('e-mails a single-use link naming the inviter and workspace, and lists the invitation as pending', async () => {
    const { owner, email, invitation, token } = await ownerWithInvite('admin')
    expect(invitation).toMatchObject({
      email,
      role: 'admin',
      invited_by: { id: owner.user.id, full_name: 'Olivia Owner' },
    })
    expect(new Date(invitation.expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000)
    const mail = await lastMailTo(await outbox(), email, 'invitation')
    expect(mail.subject).toBe('Olivia Owner invited you to Olivia Owner on Grantwise')
    expect(mail.text).toContain(`${t.config.http.publicUrl}/invite?token=${token}`)

    const list = await api('GET', '/workspace/invitations', owner.headers)
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([invitation.id])
    const preview = await api('POST', '/invitations/preview', {}, { token })
    expect(preview.json()).toMatchObject({
      workspace_name: 'Olivia Owner',
      email,
      role: 'admin',
      invited_by: 'Olivia Owner',
      account_exists: false,
    })
  })

  it('answers 409 for a member of the workspace and for an address with a pending invitation', async () => {
    const { owner, email } = await ownerWithInvite()
    const again = await api('POST', '/workspace/invitations', owner.headers, {
      email: email.toUpperCase(),
      role: 'member',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().type).toMatch(/workspaces\/invitation_pending$/)
    const self = await api('POST', '/workspace/invitations', owner.headers, { email: owner.user.email, role: 'member' })
    expect(self.statusCode).toBe(409)
    expect(self.json().type).toMatch(/workspaces\/already_member$/)
  })

  it('refuses owners as an invited role, naming the field', async () => {
    const owner = await signedInUser(t)
    const res = await api('POST', '/workspace/invitations', owner.headers, { email: uniqueEmail(), role: 'owner' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'role'])
  })
})

describe('joining', () => {
  it('registers a new account straight into the workspace, verified, signed in there, and spends the link', async () => {
    const { owner, email, token } = await ownerWithInvite('admin')
    const res = await api('POST', '/invitations/register', {}, { token, full_name: 'Nina New', password: PASSWORD })
    expect(res.statusCode).toBe(201)
    const me = (await api('GET', '/auth/me', bearer(res.json().access_token))).json()
    expect(me).toMatchObject({
      email,
      full_name: 'Nina New',
      tenant_id: owner.user.tenant_id,
      role: 'admin',
      email_verified: true,
    })
    // No workspace of their own: the one they were invited to is theirs.
    const mine = (await api('GET', '/workspaces', bearer(res.json().access_token))).json().items
    expect(mine.map((w: { id: string }) => w.id)).toEqual([owner.user.tenant_id])

    const reuse = await api('POST', '/invitations/register', {}, { token, full_name: 'Someone', password: PASSWORD })
    expect(reuse.statusCode).toBe(400)
    expect((await api('POST', '/invitations/preview', {}, { token })).statusCode).toBe(400)
    expect((await api('GET', '/workspace/invitations', owner.headers)).json().items).toEqual([])
    const members = (await api('GET', '/workspace/members', owner.headers)).json().items
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [email, 'admin'],
    ])
  })

  it('lets an existing account of the invited address join and opens the workspace for it; another account gets 403', async () => {
    const invitee = await register(t)
    const { owner, token } = await ownerWithInvite('member', invitee.email)
    expect((await api('POST', '/invitations/preview', {}, { token })).json().account_exists).toBe(true)
    const taken = await api('POST', '/invitations/register', {}, { token, full_name: 'X', password: PASSWORD })
    expect([taken.statusCode, taken.json().type]).toEqual([400, expect.stringMatching(/auth\/email_taken$/)])

    const stranger = await signedInUser(t)
    const wrong = await api('POST', '/invitations/accept', stranger.headers, { token })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().type).toMatch(/workspaces\/wrong_account$/)

    const own = await tokensFor(t, invitee)
    const res = await api('POST', '/invitations/accept', bearer(own.access_token), { token })
    expect(res.statusCode).toBe(200)
    const me = (await api('GET', '/auth/me', bearer(res.json().access_token))).json()
    expect(me).toMatchObject({ tenant_id: owner.user.tenant_id, role: 'member' })
    const workspaces = (await api('GET', '/workspaces', bearer(res.json().access_token))).json().items
    expect(workspaces.map((w: { id: string; is_current: boolean }) => [w.id, w.is_current])).toEqual([
      [owner.user.tenant_id, true],
      [invitee.tenant_id, false],
    ])
    // The session that accepted ended; the next sign-in opens the workspace joined last.
    expect((await api('GET', '/auth/me', bearer(own.access_token))).statusCode).toBe(401)
    const again = (await login(t, invitee.email)).json()
    expect((await api('GET', '/auth/me', bearer(again.access_token))).json().tenant_id).toBe(owner.user.tenant_id)
  })

  it('is single use when ten acceptances race', async () => {
    const { owner, token } = await ownerWithInvite()
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/invitations/register', {}, { token, full_name: 'Racer', password: PASSWORD }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(results.every((r) => [201, 400, 409].includes(r.statusCode))).toBe(true)
    expect((await api('GET', '/workspace/members', owner.headers)).json().items).toHaveLength(2)
  })
})

describe('managing invitations', () => {
  it('resends with a new link (the old one stops working) and a new expiry', async () => {
    const { owner: first, email, invitation, token } = await ownerWithInvite()
    t.clock.advance(3 * 24 * 3600 * 1000)
    const owner = { headers: bearer((await tokensFor(t, first.user)).access_token) }
    const res = await api('POST', `/workspace/invitations/${invitation.id}/resend`, owner.headers)
    expect(res.statusCode).toBe(200)
    expect(new Date(res.json().expires_at).getTime()).toBe(t.clock.now().getTime() + 7 * 24 * 3600 * 1000)
    const fresh = await linkFor(email)
    expect(fresh).not.toBe(token)
    expect((await api('POST', '/invitations/preview', {}, { token })).statusCode).toBe(400)
    expect((await api('POST', '/invitations/preview', {}, { token: fresh })).statusCode).toBe(200)
  })

  it('revokes: the link stops working, the list empties, a second revoke is 404', async () => {
    const { owner, invitation, token } = await ownerWithInvite()
    expect((await api('DELETE', `/workspace/invitations/${invitation.id}`, owner.headers)).statusCode).toBe(204)
    expect((await api('POST', '/invitations/preview', {}, { token })).statusCode).toBe(400)
    expect((await api('GET', '/workspace/invitations', owner.headers)).json().items).toEqual([])
    expect((await api('DELETE', `/workspace/invitations/${invitation.id}`, owner.headers)).statusCode).toBe(404)
  })

  it('expires after 7 days; the address can then be invited again', async () => {
    const { owner: first, email, token } = await ownerWithInvite()
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000)
    const owner = { headers: bearer((await tokensFor(t, first.user)).access_token) }
    expect(
      (await api('POST', '/invitations/register', {}, { token, full_name: 'Late', password: PASSWORD })).statusCode,
    ).toBe(400)
    expect((await api('GET', '/workspace/invitations', owner.headers)).json().items).toEqual([])
    expect((await api('POST', '/workspace/invitations', owner.headers, { email, role: 'member' })).statusCode).toBe(201)
  })

  it("never shows or touches another workspace's invitations", async () => {
    const { invitation } = await ownerWithInvite()
    const other = await signedInUser(t)
    expect((await api('GET', '/workspace/invitations', other.headers)).json().items).toEqual([])
    expect((await api('DELETE', `/workspace/invitations/${invitation.id}`, other.headers)).statusCode).toBe(404)
    expect((await api('POST', `/workspace/invitations/${invitation.id}/resend`, other.headers)).statusCode).toBe(404)
  })
})
