import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'

// Saved searches as their owner sees them: create, list, read, change, delete; what is refused.

const t = useTestApp()
type Headers = Record<string, string>
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}
const locs = (body: { errors?: { loc: (string | number)[] }[] }) => body.errors?.map((e) => e.loc.join('.'))

describe('saved searches', () => {
  it('creates, lists, reads, changes and deletes your own', async () => {
    const { headers } = await signedInUser(t)
    const query = {
      q: 'heat pumps',
      country: 'DE,AT',
      company_size: 'small',
      min_funding: 10000,
      sort_by: 'deadline',
      open_only: true,
    }
    const created = await call('POST', '/saved-searches', headers, { name: 'Heat pumps', query })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Heat pumps',
      query,
      frequency: 'daily',
      hits: 0,
      unsent_hits: 0,
      last_hit_at: null,
      app_url:
        'http://localhost:8000/grants?q=heat%20pumps&country=DE,AT&min_funding=10000&company_size=small&open_only=true&sort_by=deadline',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const second = (
      await call('POST', '/saved-searches', headers, { name: 'Solar', query: { q: 'solar' }, frequency: 'immediately' })
    ).body
    expect(second).toMatchObject({ frequency: 'immediately', query: { q: 'solar' } })

    const list = await call('GET', '/saved-searches?page_size=1', headers)
    expect(list.body).toMatchObject({ total: 2, page: 1, page_size: 1, pages: 2 })
    expect(list.body.items).toHaveLength(1)
    expect((await call('GET', `/saved-searches/${created.body.id}`, headers)).body.name).toBe('Heat pumps')

    const patched = await call('PATCH', `/saved-searches/${created.body.id}`, headers, {
      name: 'Pumps',
      frequency: 'weekly',
      query: { q: 'heat pumps', country: 'FR' },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      name: 'Pumps',
      frequency: 'weekly',
      query: { q: 'heat pumps', country: 'FR' },
    })

    expect((await call('DELETE', `/saved-searches/${created.body.id}`, headers)).status).toBe(204)
    expect((await call('GET', `/saved-searches/${created.body.id}`, headers)).status).toBe(404)
    expect((await call('GET', '/saved-searches', headers)).body.total).toBe(1)
  })

  it("answers 404 for another user's search, a colleague's included", async () => {
    const owner = await signedInUser(t)
    const colleague = await colleagueOf(t, owner.user, 'admin')
    const stranger = await signedInUser(t)
    const id = (await call('POST', '/saved-searches', owner.headers, { name: 'Mine', query: { q: 'hydrogen' } })).body
      .id
    for (const other of [colleague, stranger]) {
      expect((await call('GET', `/saved-searches/${id}`, other.headers)).status).toBe(404)
      expect((await call('PATCH', `/saved-searches/${id}`, other.headers, { name: 'Theirs' })).status).toBe(404)
      expect((await call('DELETE', `/saved-searches/${id}`, other.headers)).status).toBe(404)
      expect((await call('GET', '/saved-searches', other.headers)).body.total).toBe(0)
    }
    expect((await call('GET', `/saved-searches/${id}`, owner.headers)).body.name).toBe('Mine')
  })

  it('validates the query with the search route schema, naming body.query.<field>', async () => {
    const { headers } = await signedInUser(t)
    const post = (payload: object) => call('POST', '/saved-searches', headers, payload)
    expect(locs((await post({ name: '', query: { q: 'x' } })).body)).toEqual(['body.name'])
    expect(locs((await post({ name: 'x'.repeat(121), query: { q: 'x' } })).body)).toEqual(['body.name'])
    expect(locs((await post({ name: 'No words', query: { country: 'DE' } })).body)).toEqual(['body.query.q'])
    const bad = await post({
      name: 'Bad',
      query: { q: 'solar', country: 'Germany', status: 'open', sort_by: 'title', min_funding: -1 },
    })
    expect(bad.status).toBe(422)
    expect(locs(bad.body)?.sort()).toEqual([
      'body.query.country',
      'body.query.min_funding',
      'body.query.sort_by',
      'body.query.status',
    ])
    expect(locs((await post({ name: 'Nace', query: { q: 'solar', nace_code: 'Z99' } })).body)).toEqual([
      'body.query.nace_code',
    ])
    expect(locs((await post({ name: 'Freq', query: { q: 'solar' }, frequency: 'hourly' })).body)).toEqual([
      'body.frequency',
    ])
    const id = (await post({ name: 'Ok', query: { q: 'solar' } })).body.id
    expect((await call('PATCH', `/saved-searches/${id}`, headers, {})).status).toBe(422)
    expect(
      locs((await call('PATCH', `/saved-searches/${id}`, headers, { query: { q: 'solar', open_only: 'yes' } })).body),
    ).toEqual(['body.query.open_only'])
    expect((await call('GET', '/saved-searches/not-a-uuid', headers)).status).toBe(422)
  })

  it('keeps at most 100 per user', async () => {
    const { user, headers } = await signedInUser(t)
    await t.container.database.executeSql(
      `insert into saved_searches (tenant_id, user_id, name, query)
       select $1, $2, 'Search ' || n, '{"q":"solar"}'::jsonb from generate_series(1, 100) n`,
      [user.tenant_id, user.id],
    )
    const refused = await call('POST', '/saved-searches', headers, { name: 'One more', query: { q: 'wind' } })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toMatch(/100 saved searches/)
    expect((await call('GET', '/saved-searches', headers)).body.total).toBe(100)
  })
})
