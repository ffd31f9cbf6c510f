import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { namesOf, seedCatalogue, type GrantName } from '../../../test/grant-catalogue.js'
import { failingEngine, hangingEngine } from '../../../test/search-twins.js'

// The spec's fallback: the database answers when the engine is disabled, unreachable, failing or
// too slow, with substring semantics over active grants, no facets and used_search_engine false.

const apps: TestApp[] = []
afterAll(async () => { for (const app of apps) await app.close() })

async function appWith (options: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(options)
  apps.push(app)
  return { app, ids: await seedCatalogue(app) }
}

async function expectFallback ({ app, ids }: { app: TestApp; ids: Record<GrantName, string> }) {
  const started = performance.now()
  const res = await app.app.inject({ method: 'GET', url: '/api/v1/grants/search?q=ENERG&country=DE,IT,ES' })
  const elapsed = performance.now() - started
  expect(res.statusCode).toBe(200)
  const body = res.json()
  expect(body).toMatchObject({ used_search_engine: false, facets: null, corrected_query: null, suggestion: null, query: 'ENERG' })
  expect(namesOf(ids, body.items).sort()).toEqual(['efficiency', 'foerderung', 'retrofit'])   // substring; active only
  return elapsed
}

describe('search dictionary', () => {
  it('is rebuilt at start-up when grants exist without one (an upgraded database)', async () => {
    const first = await buildTestApp()
    await seedCatalogue(first)
    await first.container.database.db.execute(sql`delete from search_lexemes`)
    await first.container.database.db.execute(sql`delete from search_terms`)
    await first.close({ keepData: true })
    const again = await buildTestApp({ reuse: first })
    apps.push(again)
    const body = (await again.app.inject({ method: 'GET', url: '/api/v1/grants/search?q=hydrogne' })).json()
    expect(body).toMatchObject({ corrected_query: 'hydrogen', total: 1, used_search_engine: true })
    expect((await again.app.inject({ method: 'GET', url: '/api/v1/grants/search?q=irrigation' })).json()).toMatchObject({ corrected_query: null, total: 1 })
  })
})

describe('search fallback', () => {
  it('answers from the database when SEARCH_ENGINE=none', async () => {
    await expectFallback(await appWith({ env: { SEARCH_ENGINE: 'none' } }))
  })

  it('answers from the database when the engine errors', async () => {
    await expectFallback(await appWith({ searchEngine: failingEngine }))
  })

  it('gives up on a hanging engine after SEARCH_TIMEOUT_MS', async () => {
    const elapsed = await expectFallback(await appWith({ searchEngine: hangingEngine, env: { SEARCH_TIMEOUT_MS: '300' } }))
    expect(elapsed).toBeGreaterThanOrEqual(290)
  })

  it('answers from the database when SEARCH_DATABASE_URL points nowhere', async () => {
    await expectFallback(await appWith({ env: { SEARCH_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere' } }))
  })

  it('keeps the filters and the literal meaning of % and _ in the fallback', async () => {
    const { app, ids } = await appWith({ env: { SEARCH_ENGINE: 'none' } })
    const get = async (qs: string) => namesOf(ids, (await app.app.inject({ method: 'GET', url: `/api/v1/grants/search?${qs}` })).json().items)
    expect(await get('q=100%25')).toEqual(['retrofit'])
    expect(await get('q=c_b')).toEqual(['retrofit'])
    expect(await get('q=energ&source=eu_portal&company_size=medium')).toEqual(['efficiency'])
  })
})
