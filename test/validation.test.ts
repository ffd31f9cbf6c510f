import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { booleanWord } from '../src/core/http/validation.js'
import { useTestApp } from './app.js'
import { signedInUser, uniqueEmail } from './auth.js'
import { grantInput, insertGrants } from './factories.js'

const t = useTestApp()

describe('JSON bodies are checked as sent, never coerced', () => {
  it.each([
    ['null for a list', { deadline_reminder_days: null }, ['body', 'deadline_reminder_days']],
    ['null inside a list', { deadline_reminder_days: [null] }, ['body', 'deadline_reminder_days', 0]],
    ['a number for a list', { deadline_reminder_days: 5 }, ['body', 'deadline_reminder_days']],
    ['a string for a number', { match_threshold: '70' }, ['body', 'match_threshold']],
    ['null for a switch', { email_notifications_enabled: null }, ['body', 'email_notifications_enabled']],
  ])('422 for %s, and the stored preferences stay as they were', async (_label, body, loc) => {
    const { headers } = await signedInUser(t)
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers })).json()
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/notifications/preferences', headers, payload: body })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.map((e: { loc: unknown }) => e.loc)).toContainEqual(loc)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers })).json()).toEqual(before)
  })

  it('refuses a number where a string is expected instead of turning 7 into "7"', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: uniqueEmail(), password: 'Sunny-Day-2026!', full_name: 7 } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toContainEqual(expect.objectContaining({ loc: ['body', 'full_name'] }))
  })
})

describe('query strings', () => {
  it.each([
    ['true', 27], ['True', 27], ['TRUE', 27], ['1', 27], ['yes', 27], ['on', 27],
    ['false', 43], ['False', 43], ['0', 43], ['no', 43], ['off', 43],
  ])('reads the boolean eu_only=%s as HTTP clients send it', async (value, count) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/reference/countries?eu_only=${value}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(count)
  })

  it('still refuses a word that is not a boolean, naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reference/countries?eu_only=maybe' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([expect.objectContaining({ loc: ['query', 'eu_only'] })])
  })

  it('leaves values of other types and non-words alone', () => {
    expect([booleanWord(' Yes '), booleanWord('OFF'), booleanWord('2'), booleanWord(1)]).toEqual(['true', 'false', '2', 1])
  })

  describe('a parameter the route does not declare is dropped before any code reads it', () => {
    beforeAll(async () => {
      await insertGrants(t, [
        grantInput(t, { title: 'Energy audits for bakeries', funding_amount_max: 10_000 }),
        grantInput(t, { title: 'Energy storage pilots', funding_amount_max: 2_000_000, deadline_in_days: -3 }),
      ])
    })

    it.each([
      ['min_funding=abc'], ['max_funding=abc'], ['min_funding=1&min_funding=2'], ['open_only=false'], ['min_funding=-100'],
    ])('simple search ignores %s (not one of its filters): same answer as without it', async (extra) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/grants/search/simple?q=energy' })
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/grants/search/simple?q=energy&${extra}` })
      expect(res.statusCode).toBe(200)
      expect(res.json().total).toBe(plain.json().total)
      expect(res.json().items.map((g: { id: string }) => g.id)).toEqual(plain.json().items.map((g: { id: string }) => g.id))
    })
  })
})

describe('numbers are finite everywhere (security review: Infinity passed minimum and maximum)', () => {
  it.each([
    ['/reference/nace-codes?limit=1e309', 'limit'],
    ['/reference/nace-codes?limit=Infinity', 'limit'],
    ['/grants?page_size=1e309', 'page_size'],
    ['/grants?page=Infinity', 'page'],
    ['/grants/deadlines?days=1e309', 'days'],
    ['/grants/export.csv?limit=Infinity', 'limit'],
    ['/grants/deadlines.ics?days=-Infinity', 'days'],
    ['/grants/search?min_funding=1e309', 'min_funding'],   // with another error (no q): both listed
  ])('GET %s is a 422 naming the parameter', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` })
    expect(res.statusCode).toBe(422)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().errors).toContainEqual(expect.objectContaining({ loc: ['query', field] }))
  })

  it('refuses Infinity in the query of signed-in routes too (matches refresh)', async () => {
    const { headers } = await signedInUser(t)
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/matches/${randomUUID()}/refresh?limit=1e309`, headers })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toContainEqual(expect.objectContaining({ loc: ['query', 'limit'] }))
  })

  it('refuses 1e309 in a JSON body (it parses to Infinity), naming the field', async () => {
    const { headers } = await signedInUser(t)
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":"Acme","country":"DE","company_size":"small","annual_revenue":1e309}',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toContainEqual(expect.objectContaining({ loc: ['body', 'annual_revenue'] }))
  })

  it('still takes ordinary numbers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/reference/nace-codes?limit=1e1' })).json()).toHaveLength(10)
  })
})
