import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, tokensFor } from '../../../test/auth.js'
import { createDrivers } from '../../container.js'
import { openContainer } from '../../open-container.js'
import { createLogger } from '../../core/logger.js'

// OPERATOR_EMAIL/OPERATOR_PASSWORD with several processes starting at once (containers): all of
// them find no account, exactly one creates it, and none fails.

const t = useTestApp()
const count = async (email: string) => {
  const result = await t.container.database.db.execute(`select count(*)::int as n from users where email = '${email}'`)
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
}

describe('operator bootstrap', () => {
  it('creates the account once when many ask at the same moment; the others find it', async () => {
    const operator = { email: 'Boot@Grantwise.test', password: 'Operator-Passw0rd!', fullName: 'Ops' }
    const results = await Promise.all(Array.from({ length: 5 }, () => t.container.auth.ensureOperator(operator)))
    expect(results.filter((r) => r === 'created')).toHaveLength(1)
    expect(results.filter((r) => r === 'exists')).toHaveLength(4)
    expect(await count('boot@grantwise.test')).toBe(1)
    const me = await t.app.inject({
      method: 'GET', url: '/api/v1/auth/me', headers: bearer((await tokensFor(t, operator)).access_token),
    })
    expect(me.json()).toMatchObject({ email: 'boot@grantwise.test', is_platform_admin: true })
  })

  it('starts every process of a simultaneous start on PostgreSQL', async (context) => {
    if (t.config.db.driver !== 'postgres') return context.skip()   // PGlite: one process per data directory
    const operator = { email: 'many@grantwise.test', password: 'Operator-Passw0rd!', fullName: 'Ops' }
    const config = { ...t.config, auth: { ...t.config.auth, operator } }
    const started = await Promise.allSettled(Array.from({ length: 3 }, () =>
      openContainer(config, createLogger('silent'), { drivers: createDrivers(config, t.clock) })))
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)))
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    expect(await count('many@grantwise.test')).toBe(1)
  })
})
