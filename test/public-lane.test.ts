import { describe, expect, it } from 'vitest'
import { runInPublicLane } from '../src/core/db/lanes.js'
import { useTestApp } from './app.js'
import { signedInUser } from './auth.js'
import { testDriver } from './db.js'

// Issue 23: 30 anonymous clients on the expensive catalogue routes took every connection of the
// pool and /health answered 503. Anonymous catalogue reads now go through a pool of their own
// (core/db/lanes.ts); here that pool has one connection, which the test holds busy.
const t = useTestApp({
  env: { DB_PUBLIC_POOL_MAX: '1', DB_PUBLIC_STATEMENT_TIMEOUT_MS: '8000', DB_STATEMENT_TIMEOUT_MS: '60000' },
})

/** Resolves to the order in which the named promises settled. */
async function settlingOrder (named: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = []
  await Promise.all(Object.entries(named).map(([name, p]) => p.finally(() => order.push(name))))
  return order
}

describe.skipIf(testDriver() !== 'postgres')('the public lane on PostgreSQL', () => {
  it('gives the lane its own statement timeout, and leaves the main pool its own', async () => {
    const show = () => t.container.database.executeSql('show statement_timeout')
    expect((await runInPublicLane(show)).rows).toEqual([{ statement_timeout: '8s' }])
    expect((await show()).rows).toEqual([{ statement_timeout: '1min' }])
  })

  it('keeps /health and signed-in routes answering while the catalogue waits for the lane', async () => {
    const { headers } = await signedInUser(t)
    const busy = runInPublicLane(() => t.container.database.executeSql('select pg_sleep(1)'))
    await new Promise((resolve) => setTimeout(resolve, 100))   // the sleep holds the lane's one connection
    const order = await settlingOrder({
      busy,
      stats: t.app.inject({ url: '/api/v1/grants/stats' }),
      health: t.app.inject({ url: '/api/v1/health' }).then((res) => expect(res.statusCode).toBe(200)),
      companies: t.app.inject({ url: '/api/v1/companies', headers }).then((res) => expect(res.statusCode).toBe(200)),
    })
    // The catalogue request queued behind the lane; the others had the main pool to themselves.
    expect(order.indexOf('stats')).toBeGreaterThan(order.indexOf('busy'))
    expect(order.indexOf('health')).toBeLessThan(order.indexOf('busy'))
    expect(order.indexOf('companies')).toBeLessThan(order.indexOf('busy'))
  })

  it('answers 503 with Retry-After when no lane connection comes free within 5 s, and goes on serving', async () => {
    const busy = runInPublicLane(() => t.container.database.executeSql('select pg_sleep(6)')).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const [csv, health] = await Promise.all([
      t.app.inject({ url: '/api/v1/grants/export.csv?min_funding=7' }),
      t.app.inject({ url: '/api/v1/health' }),
    ])
    expect([csv.statusCode, csv.headers['retry-after'], health.statusCode]).toEqual([503, '30', 200])
    await busy
    expect((await t.app.inject({ url: '/api/v1/grants/export.csv?min_funding=7' })).statusCode).toBe(200)
  }, 20_000)
})
