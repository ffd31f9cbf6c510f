import { describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, colleagueOf, login, signedInUser, tokensFor } from '../../../test/auth.js'

// DELETE /account: every session ends at once, the account waits 30 days (signing in and POST
// /account/restore cancel), then goes with the workspaces it was alone in; a shared workspace
// stays, and its only owner must hand it on before asking.

const t = useTestApp()
const DAY = 86_400_000
const api = '/api/v1'

async function companyOf (headers: Record<string, string>, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST', url: `${api}/companies`, headers, payload: { name, country: 'DE', company_size: 'small', nace_codes: ['25.11'] },
  })
  expect(res.statusCode).toBe(201)
  return res.json().id
}
const count = async (sql: string, params: unknown[]) =>
  Number(((await t.container.database.executeSql(sql, params)).rows[0] as { n: number | string }).n)

describe('deleting one\'s account', () => {
  it('ends every session, can be cancelled within 30 days, and then removes the account and its own workspace', async () => {
    t.clock.set(TEST_START)
    const me = await signedInUser(t)
    const company = await companyOf(me.headers, 'Alone GmbH')
    const asked = await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers: me.headers })
    expect(asked.statusCode).toBe(202)
    const due = new Date(Date.parse(TEST_START) + 30 * DAY).toISOString()
    expect(asked.json()).toEqual({ deletion_due_at: due })
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: me.headers })).statusCode).toBe(401)

    // Signing in again shows the pending deletion; restoring cancels it.
    let again = bearer((await tokensFor(t, me.user)).access_token)
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: again })).json()).toMatchObject({ deletion_due_at: due })
    const restored = await t.app.inject({ method: 'POST', url: `${api}/account/restore`, headers: again })
    expect(restored.json()).toEqual({ deletion_due_at: null })
    t.clock.set(new Date(Date.parse(TEST_START) + 31 * DAY).toISOString())
    expect(await t.container.accountDeletion.purgeDue()).toBe(0)
    again = bearer((await tokensFor(t, me.user)).access_token)   // a month later: a new sign-in
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: again })).json()).toMatchObject({ deletion_due_at: null })

    // Asked again: a day early nothing happens; when due, the account and its workspace go.
    expect((await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers: again })).statusCode).toBe(202)
    t.clock.set(new Date(Date.parse(TEST_START) + 60 * DAY).toISOString())
    expect(await t.container.accountDeletion.purgeDue()).toBe(0)
    t.clock.set(new Date(Date.parse(TEST_START) + 61 * DAY + 1000).toISOString())
    expect(await t.container.accountDeletion.purgeDue()).toBe(1)
    expect(await count('select count(*) as n from users where id = $1', [me.user.id])).toBe(0)
    expect(await count('select count(*) as n from tenants where id = $1', [me.user.tenant_id])).toBe(0)
    expect(await count('select count(*) as n from companies where id = $1', [company])).toBe(0)
    expect((await login(t, me.user.email, me.user.password)).statusCode).toBe(401)
  })

  it('asks the only owner of a shared workspace to hand it on first; a member\'s workspace stays', async () => {
    t.clock.set(TEST_START)
    const owner = await signedInUser(t)
    const colleague = await colleagueOf(t, owner.user, 'member')
    const company = await companyOf(owner.headers, 'Shared GmbH')
    const refused = await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers: owner.headers })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ workspaces: [expect.any(String)], detail: expect.stringMatching(/only owner of/) })
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: owner.headers })).json().deletion_due_at).toBeNull()

    // The member may go: the workspace and its data stay with the owner.
    expect((await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers: colleague.headers })).statusCode).toBe(202)
    t.clock.set(new Date(Date.parse(TEST_START) + 31 * DAY).toISOString())
    expect(await t.container.accountDeletion.purgeDue()).toBe(1)
    expect(await count('select count(*) as n from users where id = $1', [colleague.user.id])).toBe(0)
    expect(await count('select count(*) as n from companies where id = $1', [company])).toBe(1)
    expect(await count('select count(*) as n from memberships where tenant_id = $1', [owner.user.tenant_id])).toBe(1)
  })
})
