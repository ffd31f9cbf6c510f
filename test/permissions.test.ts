import { describe, expect, it } from 'vitest'
import { PERMISSIONS, ROLES, allows, type Permission, type Role } from '../src/core/auth/permissions.js'
import { useTestApp } from './app.js'
import { colleagueOf, signedInUser } from './auth.js'

// The role × route matrix: every operation of the API document that takes a user's token names
// its permission, and every role is let through exactly where the permission table says. Path
// parameters are unknown ids and bodies empty: a role that may pass gets 404/422/200, never 403;
// one that may not gets 403 naming the permission, before anything is read or changed.

const t = useTestApp()

interface Operation { method: string; path: string; permission: Permission }

async function userOperations (): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries<Record<string, { description?: string; security?: unknown[] }>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const permission = op.description?.match(/Permission: `([a-z_.]+)`/)?.[1]
      if (op.security && !path.startsWith('/api/v1/admin') && !path.startsWith('/api/v1/partners')) {
        expect(permission, `${method.toUpperCase()} ${path} names no permission`).toBeDefined()
        ops.push({ method: method.toUpperCase(), path, permission: permission as Permission })
      }
    }
  }
  // Sign-out, leaving and deleting the account end the caller's session: they go last.
  const last = (o: Operation) => /logout|leave/.test(o.path) || (o.method === 'DELETE' && o.path === '/api/v1/account') ? 1 : 0
  return ops.sort((a, b) => last(a) - last(b))
}

const fill = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')

describe('role × route', () => {
  it('knows every permission the routes name', async () => {
    const named = new Set((await userOperations()).map((o) => o.permission))
    for (const p of named) expect(Object.keys(PERMISSIONS)).toContain(p)
    expect(named.size).toBeGreaterThanOrEqual(10)
  })

  it.each(ROLES)('lets a %s through exactly where the permission table says', async (role: Role) => {
    const owner = await signedInUser(t)
    const caller = role === 'owner' ? owner : await colleagueOf(t, owner.user, role)
    const ops = await userOperations()
    expect(ops.length).toBeGreaterThan(40)
    for (const op of ops) {
      const res = await t.app.inject({
        method: op.method as 'GET', url: fill(op.path), headers: caller.headers,
        ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method) ? { payload: {} } : {}),
      })
      const label = `${role} ${op.method} ${op.path} (${op.permission})`
      if (allows(role, op.permission)) {
        expect(res.statusCode, label).not.toBe(403)
        expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500)
      } else {
        expect(res.statusCode, label).toBe(403)
        expect(res.json().permission, label).toBe(op.permission)
      }
    }
  })
})
