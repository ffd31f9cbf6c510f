import { getTableColumns, getTableName, isTable } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import * as schema from '../../core/db/schema.js'
import { EXCLUDED_TABLES, EXPORTED_TABLES } from './account-export.js'

// GET /account/export: what a person may ask for under GDPR Art. 15 and 20.

const t = useTestApp()

async function withCompany (name: string) {
  const user = await signedInUser(t)
  const created = await t.app.inject({
    method: 'POST', url: '/api/v1/companies', headers: user.headers,
    payload: { name, country: 'DE', company_size: 'small', nace_codes: ['25.11'] },
  })
  expect(created.statusCode).toBe(201)
  return user
}

describe('GET /account/export', () => {
  it('downloads the account, its mail and its workspace\'s data as JSON, without secrets or other people\'s data', async () => {
    const me = await withCompany('Müller Metallbau GmbH')
    await withCompany('Someone Else Ltd')
    const res = await t.app.inject({ url: '/api/v1/account/export', headers: me.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="grantwise-export-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers['cache-control']).toBe('no-store')
    const doc = res.json()
    expect(doc).toMatchObject({
      format: 'grantwise-account-export/1',
      account: { id: me.user.id, email: me.user.email, full_name: 'Test User' },
      workspaces: [{ tenant_id: me.user.tenant_id, role: 'owner' }],
      workspace: { tenant: { id: me.user.tenant_id }, companies: [{ name: 'Müller Metallbau GmbH' }] },
    })
    expect(doc.emails.length).toBeGreaterThan(0)   // the registration's e-mail, with its text
    expect(doc.emails[0]).toMatchObject({ to: me.user.email, text: expect.any(String) })
    const text = res.body
    for (const secret of ['password_hash', 'token_version', me.access_token, 'unsubscribe']) expect(text).not.toContain(secret)
    expect(text).not.toContain('Someone Else Ltd')
  })

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/v1/account/export' })).statusCode).toBe(401)
  })

  it('reads or excludes, with a reason, every table that holds a user or a workspace', () => {
    const personal = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value))
      .filter((table) => Object.keys(getTableColumns(table)).some((c) => ['user_id', 'tenant_id', 'author_id', 'actor_id'].includes(c)))
      .map((table) => getTableName(table))
    const accounted = new Set([...EXPORTED_TABLES, ...Object.keys(EXCLUDED_TABLES)])
    expect(personal.filter((name) => !accounted.has(name))).toEqual([])
  })
})
