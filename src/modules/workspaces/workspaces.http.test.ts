import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, colleagueOf, login, signedInUser } from '../../../test/auth.js'

// Members, roles and workspaces: the last-owner rule, who may change whom, switching (a token of
// one workspace never reads another), removal and leaving ending that workspace's sessions at once.

const t = useTestApp()
const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
const company = (headers: Record<string, string>, name: string) =>
  api('POST', '/companies', headers, { name, country: 'DE', company_size: 'small' })

describe('roles', () => {
  it('lets an admin change members and admins but not owners; an owner may make owners', async () => {
    const owner = await signedInUser(t)
    const admin = await colleagueOf(t, owner.user, 'admin')
    const member = await colleagueOf(t, owner.user, 'member')
    const promoted = await api('PATCH', `/workspace/members/${member.user.id}`, admin.headers, { role: 'admin' })
    expect(promoted.json()).toMatchObject({ user_id: member.user.id, role: 'admin' })

    const toOwner = await api('PATCH', `/workspace/members/${member.user.id}`, admin.headers, { role: 'owner' })
    expect(toOwner.statusCode).toBe(403)
    expect(toOwner.json()).toMatchObject({ permission: 'owners.manage', required_roles: ['owner'], role: 'admin' })
    const demoteOwner = await api('PATCH', `/workspace/members/${owner.user.id}`, admin.headers, { role: 'member' })
    expect(demoteOwner.statusCode).toBe(403)
    expect((await api('DELETE', `/workspace/members/${owner.user.id}`, admin.headers)).statusCode).toBe(403)

    expect(
      (await api('PATCH', `/workspace/members/${member.user.id}`, owner.headers, { role: 'owner' })).json().role,
    ).toBe('owner')
    // The role is read on every request: the new owner's existing token carries the new rights.
    expect((await api('GET', '/auth/me', member.headers)).json().role).toBe('owner')
  })

  it('answers 403 naming the permission when a member tries an admin action', async () => {
    const owner = await signedInUser(t)
    const member = await colleagueOf(t, owner.user, 'member')
    const res = await company(member.headers, 'Not allowed GmbH')
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/)
    expect(res.json()).toMatchObject({
      permission: 'companies.write',
      required_roles: ['admin', 'owner'],
      role: 'member',
    })
    expect(res.json().detail).toContain('companies.write')
  })

  it('keeps at least one owner: the last owner can be neither demoted, removed nor leave', async () => {
    const owner = await signedInUser(t)
    await colleagueOf(t, owner.user, 'admin')
    for (const res of [
      await api('PATCH', `/workspace/members/${owner.user.id}`, owner.headers, { role: 'admin' }),
      await api('DELETE', `/workspace/members/${owner.user.id}`, owner.headers),
      await api('POST', '/workspace/leave', owner.headers),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json().type).toMatch(/workspaces\/last_owner$/)
    }
    expect((await api('GET', '/auth/me', owner.headers)).json().role).toBe('owner')
  })

  it('keeps an owner when two owners demote themselves at the same moment', async () => {
    const owner = await signedInUser(t)
    const second = await colleagueOf(t, owner.user, 'owner')
    const results = await Promise.all([
      api('PATCH', `/workspace/members/${owner.user.id}`, owner.headers, { role: 'admin' }),
      api('PATCH', `/workspace/members/${second.user.id}`, second.headers, { role: 'admin' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const members = (await api('GET', '/workspace/members', owner.headers)).json().items
    expect(members.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1)
  })

  it('transfers ownership: the member becomes an owner, the caller an admin', async () => {
    const owner = await signedInUser(t)
    const member = await colleagueOf(t, owner.user, 'member')
    const res = await api('POST', '/workspace/transfer-ownership', owner.headers, { user_id: member.user.id })
    expect(res.json()).toMatchObject({ user_id: member.user.id, role: 'owner' })
    expect((await api('GET', '/auth/me', owner.headers)).json().role).toBe('admin')
    expect(
      (await api('POST', '/workspace/transfer-ownership', owner.headers, { user_id: owner.user.id })).statusCode,
    ).toBe(403)
  })
})

describe('several workspaces', () => {
  it('switches with a new token pair; a token of workspace A never reads workspace B', async () => {
    const advisor = await signedInUser(t, { full_name: 'Ada Advisor' })
    const client = await signedInUser(t, { full_name: 'Client AG' })
    await api('POST', '/companies', client.headers, { name: 'Client company', country: 'DE', company_size: 'small' })
    await company(advisor.headers, 'Advisor firm')
    await t.container.database.executeSql('insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [
      client.user.tenant_id,
      advisor.user.id,
      'admin',
    ])

    const names = async (headers: Record<string, string>) =>
      (await api('GET', '/companies', headers)).json().items.map((c: { name: string }) => c.name)
    expect(await names(advisor.headers)).toEqual(['Advisor firm'])
    const switched = await api('POST', '/auth/switch-workspace', advisor.headers, { tenant_id: client.user.tenant_id })
    expect(switched.statusCode).toBe(200)
    const inClient = bearer(switched.json().access_token)
    expect(await names(inClient)).toEqual(['Client company'])
    expect((await api('GET', '/auth/me', inClient)).json()).toMatchObject({
      tenant_id: client.user.tenant_id,
      role: 'admin',
    })
    // The session of the first workspace ended with the switch.
    expect((await api('GET', '/companies', advisor.headers)).statusCode).toBe(401)
    const list = (await api('GET', '/workspaces', inClient)).json().items
    expect(
      list.map((w: { name: string; role: string; is_current: boolean }) => [w.name, w.role, w.is_current]),
    ).toEqual([
      ['Client AG', 'admin', true],
      ['Ada Advisor', 'owner', false],
    ])

    const stranger = await signedInUser(t)
    const refused = await api('POST', '/auth/switch-workspace', inClient, { tenant_id: stranger.user.tenant_id })
    expect(refused.statusCode).toBe(404)
    const back = await api('POST', '/auth/switch-workspace', inClient, { tenant_id: advisor.user.tenant_id })
    expect(await names(bearer(back.json().access_token))).toEqual(['Advisor firm'])
  })

  it('ends the removed member’s sessions in that workspace at once, refresh included; they sign in to their own', async () => {
    const owner = await signedInUser(t)
    const member = await colleagueOf(t, owner.user, 'member')
    expect((await api('GET', '/companies', member.headers)).statusCode).toBe(200)
    expect((await api('DELETE', `/workspace/members/${member.user.id}`, owner.headers)).statusCode).toBe(204)
    expect((await api('GET', '/companies', member.headers)).statusCode).toBe(401)
    expect((await api('POST', '/auth/refresh', {}, { refresh_token: member.refresh_token })).statusCode).toBe(401)
    const again = (await login(t, member.user.email)).json()
    const me = (await api('GET', '/auth/me', bearer(again.access_token))).json()
    expect(me.tenant_id).not.toBe(owner.user.tenant_id)
    expect((await api('GET', '/workspace/members', owner.headers)).json().items).toHaveLength(1)
  })

  it('lets a member leave and answers a session in a workspace of their own', async () => {
    const owner = await signedInUser(t)
    const member = await colleagueOf(t, owner.user, 'member')
    const res = await api('POST', '/workspace/leave', member.headers)
    expect(res.statusCode).toBe(200)
    const me = (await api('GET', '/auth/me', bearer(res.json().access_token))).json()
    expect(me).toMatchObject({ email: member.user.email, role: 'owner' })
    expect(me.tenant_id).not.toBe(owner.user.tenant_id)
    expect((await api('GET', '/auth/me', member.headers)).statusCode).toBe(401)
  })
})

describe('the workspace', () => {
  it('is renamed by an admin, not by a member', async () => {
    const owner = await signedInUser(t)
    const member = await colleagueOf(t, owner.user, 'member')
    expect((await api('PATCH', '/workspace', member.headers, { name: 'Mine' })).statusCode).toBe(403)
    const res = await api('PATCH', '/workspace', owner.headers, { name: '  Müller & Partner  ' })
    expect(res.json()).toMatchObject({ name: 'Müller & Partner', role: 'owner', member_count: 2, is_current: true })
  })

  it('is deleted by its owner with its data; members keep their accounts and land elsewhere', async () => {
    const owner = await signedInUser(t, { full_name: 'Doomed Ltd' })
    const admin = await colleagueOf(t, owner.user, 'admin')
    await company(owner.headers, 'Gone GmbH')
    expect((await api('DELETE', '/workspace', admin.headers, { confirm_name: 'Doomed Ltd' })).statusCode).toBe(403)
    const mismatch = await api('DELETE', '/workspace', owner.headers, { confirm_name: 'doomed' })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors[0].loc).toEqual(['body', 'confirm_name'])

    expect((await api('DELETE', '/workspace', owner.headers, { confirm_name: 'Doomed Ltd' })).statusCode).toBe(204)
    const left = await t.container.database.executeSql(
      'select count(*)::int as n from companies where tenant_id = $1',
      [owner.user.tenant_id],
    )
    expect(left.rows).toEqual([{ n: 0 }])
    for (const who of [owner, admin]) {
      expect((await api('GET', '/auth/me', who.headers)).statusCode).toBe(401)
      const me = (await api('GET', '/auth/me', bearer((await login(t, who.user.email)).json().access_token))).json()
      expect(me).toMatchObject({ email: who.user.email, role: 'owner' })
    }
  })
})
