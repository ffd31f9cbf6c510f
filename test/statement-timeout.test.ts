import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { installErrorHandling } from '../src/core/http/errors.js'
import { useTestApp } from './app.js'
import { testDriver } from './db.js'

// Security review (issue 23): a runaway public query could hold a PostgreSQL connection for as
// long as it liked. The main pool's connections carry DB_STATEMENT_TIMEOUT_MS (60 s by default).
const t = useTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '300' } })

describe.skipIf(testDriver() !== 'postgres')('on PostgreSQL', () => {
  it('gives every connection of the main pool the configured statement_timeout', async () => {
    const { rows } = await t.container.database.executeSql('show statement_timeout')
    expect(rows).toEqual([{ statement_timeout: '300ms' }])
  })

  it('cancels a statement that runs longer, and the pool goes on serving', async () => {
    await expect(t.container.database.executeSql('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' })
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200)
  })
})

it('answers a cancelled statement with 503 problem+json and Retry-After, not 500', async () => {
  const app = Fastify()
  installErrorHandling(app)
  app.get('/slow', async () => {
    // What drizzle throws when PostgreSQL cancels a statement: its own error around pg's.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })
    throw new Error('Failed query: select …', { cause: cancelled })
  })
  const res = await app.inject({ url: '/slow' })
  expect(res.statusCode).toBe(503)
  expect(res.headers['retry-after']).toBe('30')
  expect(res.json()).toMatchObject({ status: 503, type: expect.stringMatching(/server\/query_timeout$/) })
  await app.close()
})

it('answers a pool with no connection free in time with the same 503', async () => {
  const app = Fastify()
  installErrorHandling(app)
  // pg-pool's error when connectionTimeoutMillis passes with every connection taken.
  app.get('/queued', async () => { throw new Error('timeout exceeded when trying to connect') })
  const res = await app.inject({ url: '/queued' })
  expect(res.statusCode).toBe(503)
  expect(res.headers['retry-after']).toBe('30')
  await app.close()
})
