import { randomUUID } from 'node:crypto'
import type { TestApp } from './app.js'

export const PASSWORD = 'Sunny-Day-2026!'

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`

export interface TestUser { id: string; email: string; tenant_id: string; password: string }

export async function register (t: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const body = { email: uniqueEmail(), password: PASSWORD, full_name: 'Test User', ...overrides }
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return { ...res.json(), password: body.password as string }
}

export function login (t: TestApp, username: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username, password }).toString(),
  })
}

export async function tokensFor (t: TestApp, user: Pick<TestUser, 'email' | 'password'>): Promise<{ access_token: string; refresh_token: string }> {
  const res = await login(t, user.email, user.password)
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A signed-in user of a fresh tenant. */
export async function signedInUser (t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await register(t, overrides)
  const tokens = await tokensFor(t, user)
  return { user, ...tokens, headers: bearer(tokens.access_token) }
}

/**
 * A colleague signed in to `owner`'s workspace with `role`: a new account placed there directly
 * (the invitation flow has its own tests), its default workspace moved there so login opens it.
 */
export async function colleagueOf (t: TestApp, owner: Pick<TestUser, 'tenant_id'>, role: 'owner' | 'admin' | 'member', overrides: Record<string, unknown> = {}) {
  const user = await register(t, { full_name: 'Colleague', ...overrides })
  await t.container.database.executeSql(
    'insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [owner.tenant_id, user.id, role])
  await t.container.database.executeSql('update users set tenant_id = $1 where id = $2', [owner.tenant_id, user.id])
  const tokens = await tokensFor(t, user)
  return { user: { ...user, tenant_id: owner.tenant_id }, ...tokens, headers: bearer(tokens.access_token) }
}
