import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { activePartner, OPERATOR_ENV, operatorHeaders } from '../../../test/partners.js'
import { teamCalls, type Headers } from '../../../test/team.js'

// API keys over HTTP: shown once, listed without the secret, capped by scope (read: reading;
// write: member work; never account, admin, owner or operator routes), confined to their
// workspace, dead at once when revoked or when their creator leaves; partner keys read only.

const t = useTestApp({ env: OPERATOR_ENV })
const { call, rows } = teamCalls(t)
const COMPANY = {
  name: 'Blechbau GmbH',
  country: 'DE',
  company_size: 'small',
  nace_codes: ['C25.11'],
  keywords: ['heat pump'],
}

let owner: Awaited<ReturnType<typeof signedInUser>>
let companyId: string

const newKey = async (headers: Headers, scope: 'read' | 'write', name = `${scope} key`) => {
  const res = await call('POST', '/api-keys', headers, { name, scope })
  expect(res.status).toBe(201)
  return res.body as { id: string; key: string; prefix: string }
}

beforeAll(async () => {
  await insertGrants(
    t,
    ['a', 'b'].map((k, i) =>
      grantInput(t, { external_id: `key-grant-${k}`, title: `Heat pump programme ${k}`, deadline_in_days: 30 + i }),
    ),
  )
  owner = await signedInUser(t, { full_name: 'Olga Owner' })
  companyId = (await call('POST', '/companies', owner.headers, COMPANY)).body.id
})

describe('workspace keys', () => {
  it('shows the key once, stores only its hash, and lists keys without it', async () => {
    const created = await call('POST', '/api-keys', owner.headers, { name: 'CRM sync', scope: 'read' })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'CRM sync',
      prefix: created.body.key.slice(0, 10),
      scope: 'read',
      created_at: t.clock.now().toISOString(),
      last_used_at: null,
      key: expect.stringMatching(/^gw_[0-9A-Za-z]{40}$/),
    })
    const [stored] = await rows('select key_hash from api_keys where id = $1', [created.body.id])
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(created.body.key.slice(3))

    const list = await call('GET', '/api-keys', owner.headers)
    expect(list.status).toBe(200)
    const item = list.body.items.find((k: { id: string }) => k.id === created.body.id)
    expect(item).toEqual({
      id: created.body.id,
      name: 'CRM sync',
      prefix: created.body.prefix,
      scope: 'read',
      created_at: expect.any(String),
      last_used_at: null,
      created_by: { id: owner.user.id, full_name: 'Olga Owner' },
    })
    expect(list.body.items.some((k: { key?: string }) => 'key' in k)).toBe(false)
    const [audit] = await rows(
      "select actor_id, details from audit_events where action = 'api_key.created' and subject_id = $1",
      [created.body.id],
    )
    expect(audit).toMatchObject({
      actor_id: owner.user.id,
      details: { name: 'CRM sync', scope: 'read', prefix: created.body.prefix },
    })
  })

  it('is managed by admins and owners only: a member gets 403 naming the permission', async () => {
    const member = await colleagueOf(t, owner.user, 'member')
    const res = await call('POST', '/api-keys', member.headers, { name: 'mine', scope: 'read' })
    expect(res).toMatchObject({ status: 403, body: { permission: 'integrations.manage' } })
    expect((await call('GET', '/api-keys', member.headers)).status).toBe(403)
    expect((await call('POST', '/api-keys', owner.headers, { name: '', scope: 'read' })).status).toBe(422)
    expect((await call('POST', '/api-keys', owner.headers, { name: 'x', scope: 'admin' })).status).toBe(422)
  })

  it('a read key reads the workspace, records its use, and is refused writes and account routes with 403', async () => {
    const { key, id } = await newKey(owner.headers, 'read')
    const keyed = bearer(key)
    const companies = await call('GET', '/companies', keyed)
    expect(companies.status).toBe(200)
    expect(companies.body.items.map((c: { id: string }) => c.id)).toContain(companyId)
    const listed = (await call('GET', '/api-keys', owner.headers)).body.items.find((k: { id: string }) => k.id === id)
    expect(listed.last_used_at).toBe(t.clock.now().toISOString())

    expect(await call('POST', '/companies', keyed, COMPANY)).toMatchObject({
      status: 403,
      body: { permission: 'companies.write', api_key_scope: 'read' },
    })
    expect(await call('GET', '/notifications/preferences', keyed)).toMatchObject({
      status: 403,
      body: { permission: 'account.own' },
    })
    expect((await call('GET', '/auth/me', keyed)).status).toBe(403)
    expect((await call('POST', '/matches/calculate', keyed, { company_id: companyId })).status).toBe(403)
    // A key cannot mint keys or manage integrations, whatever its creator may do.
    expect(await call('POST', '/api-keys', keyed, { name: 'child', scope: 'write' })).toMatchObject({
      status: 403,
      body: { permission: 'integrations.manage' },
    })
  })

  it('a write key does member work (saving a match) but never admin work', async () => {
    expect((await call('POST', '/matches/calculate', owner.headers, { company_id: companyId })).status).toBe(200)
    const { key } = await newKey(owner.headers, 'write')
    const keyed = bearer(key)
    const [match] = (await call('GET', `/matches?company_id=${companyId}`, keyed)).body.items
    const saved = await call('PATCH', `/matches/match/${match.id}/action`, keyed, { action: 'save' })
    expect(saved).toMatchObject({ status: 200, body: { is_saved: true } })
    expect(await call('POST', '/companies', keyed, COMPANY)).toMatchObject({
      status: 403,
      body: { permission: 'companies.write', api_key_scope: 'write' },
    })
    expect((await call('DELETE', `/companies/${companyId}`, keyed)).status).toBe(403)
    expect((await call('PATCH', '/notifications/preferences', keyed, { match_threshold: 10 })).status).toBe(403)
    expect((await call('POST', '/auth/logout', keyed, {})).status).toBe(403)
  })

  it("a key of workspace A never sees workspace B, and B cannot revoke A's key", async () => {
    const other = await signedInUser(t)
    const theirs = (await call('POST', '/companies', other.headers, { ...COMPANY, name: 'Other GmbH' })).body.id
    const { key, id } = await newKey(owner.headers, 'read')
    expect((await call('GET', `/companies/${theirs}`, bearer(key))).status).toBe(404)
    const mine = (await call('GET', '/companies', bearer(key))).body.items.map((c: { id: string }) => c.id)
    expect(mine).not.toContain(theirs)
    expect((await call('DELETE', `/api-keys/${id}`, other.headers)).status).toBe(404)
    expect((await call('GET', '/api-keys', other.headers)).body.items).toEqual([])
  })

  it('a revoked key is refused at once (401), and revoking twice is 404', async () => {
    const { key, id } = await newKey(owner.headers, 'read')
    expect((await call('GET', '/companies', bearer(key))).status).toBe(200)
    expect((await call('DELETE', `/api-keys/${id}`, owner.headers)).status).toBe(204)
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/companies', headers: bearer(key) })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"')
    expect((await call('DELETE', `/api-keys/${id}`, owner.headers)).status).toBe(404)
    expect((await call('GET', '/api-keys', owner.headers)).body.items.map((k: { id: string }) => k.id)).not.toContain(
      id,
    )
    const [audit] = await rows(
      "select actor_id from audit_events where action = 'api_key.revoked' and subject_id = $1",
      [id],
    )
    expect(audit).toMatchObject({ actor_id: owner.user.id })
  })

  it('stops working when its creator leaves the workspace or is deactivated', async () => {
    const admin = await colleagueOf(t, owner.user, 'admin')
    const { key } = await newKey(admin.headers, 'read')
    expect((await call('GET', '/companies', bearer(key))).status).toBe(200)
    expect((await call('DELETE', `/workspace/members/${admin.user.id}`, owner.headers)).status).toBe(204)
    expect((await call('GET', '/companies', bearer(key))).status).toBe(401)

    const other = await colleagueOf(t, owner.user, 'admin')
    const second = await newKey(other.headers, 'read')
    await t.container.database.executeSql('update users set is_active = false where id = $1', [other.user.id])
    expect((await call('GET', '/companies', bearer(second.key))).status).toBe(401)
  })

  it('never works on operator routes, partner routes, or when malformed', async () => {
    const operator = await operatorHeaders(t)
    const { key } = await newKey(operator, 'write')
    expect((await call('GET', '/admin/job-runs', operator)).status).toBe(200)
    expect((await call('GET', '/admin/job-runs', bearer(key))).status).toBe(403)
    expect((await call('GET', '/admin/partners', bearer(key))).status).toBe(403)
    expect((await call('GET', '/partners/referrals', bearer(key))).status).toBe(401)
    expect((await call('GET', '/companies', bearer('gw_short'))).status).toBe(401)
    expect((await call('GET', '/companies', bearer(`gw_${'A'.repeat(40)}`))).status).toBe(401)
  })
})

describe('partner keys', () => {
  it("read the partner's referrals and figures, and nothing else", async () => {
    const partner = await activePartner(t)
    const created = await call('POST', '/partners/api-keys', partner.headers, { name: 'Reporting' })
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Reporting', scope: 'read', key: expect.stringMatching(/^gw_/) },
    })
    const keyed = bearer(created.body.key)
    for (const url of [
      '/partners/referrals',
      '/partners/commissions',
      '/partners/dashboard',
      '/partners/performance',
      '/partners/me',
    ]) {
      expect((await call('GET', url, keyed)).status, url).toBe(200)
    }
    expect((await call('PATCH', '/partners/me', keyed, { phone: '+32 2 555 01 01' })).status).toBe(403)
    expect((await call('POST', '/partners/logout', keyed, {})).status).toBe(403)
    expect((await call('POST', '/partners/api-keys', keyed, { name: 'child' })).status).toBe(403)
    expect((await call('GET', '/companies', keyed)).status).toBe(401)

    const list = await call('GET', '/partners/api-keys', partner.headers)
    expect(list.body.items).toEqual([expect.objectContaining({ id: created.body.id, scope: 'read', created_by: null })])
    expect((await call('DELETE', `/partners/api-keys/${created.body.id}`, partner.headers)).status).toBe(204)
    expect((await call('GET', '/partners/referrals', keyed)).status).toBe(401)
  })

  it('stop working when the partner is suspended', async () => {
    const partner = await activePartner(t)
    const { key } = (await call('POST', '/partners/api-keys', partner.headers, { name: 'Reporting' })).body
    await t.container.database.executeSql("update partners set status = 'suspended' where id = $1", [partner.id])
    expect((await call('GET', '/partners/referrals', bearer(key))).status).toBe(401)
  })
})
