import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createContainer } from '../src/container.js'
import { useTestApp } from './app.js'
import { signedInUser } from './auth.js'
import { grantInput, insertGrants } from './factories.js'

// Issue 27: caches were per process, so a write in one process stayed invisible in the others
// for up to 60 s. A second container on the same database stands for a second process (its own
// caches and search index); CACHE_COHERENCE_MS=0 makes "within a second" immediate for the test.
const t = useTestApp({ env: { CACHE_COHERENCE_MS: '0' } })

async function otherProcess () {
  const container = createContainer(t.config, t.container.database, t.container.logger, t.container.drivers)
  const app = await buildApp(container)
  await app.ready()
  return app
}

describe('a write in one process, seen by another', () => {
  it('stats, lists, search, exports and matches follow an import made elsewhere', async () => {
    const other = await otherProcess()
    try {
      const { headers } = await signedInUser(t)
      const company = await other.inject({
        method: 'POST', url: '/api/v1/companies', headers,
        payload: { name: 'Kiln works', country: 'DE', nace_codes: ['23.41'], company_size: 'small', description: 'ceramic kilns' },
      })
      expect(company.statusCode).toBe(201)
      const urls = ['/api/v1/grants/stats', '/api/v1/grants?page_size=100', '/api/v1/grants/search?q=kiln',
        '/api/v1/grants/export.csv?country=DE', `/api/v1/matches/${company.json<{ id: string }>().id}`]
      const read = () => Promise.all(urls.map((url) => other.inject({ url, headers }).then((r) => r.body)))
      const before = await read()   // every cache of the other process now holds the old catalogue
      await insertGrants(t, [grantInput(t, {
        title: 'Electric kiln retrofit for ceramics', external_id: 'kiln-1', countries: ['DE'], nace_codes: ['23.41'],
        description: 'Replacing gas kilns in ceramic works with electric kilns.',
      })])
      const after = await read()
      expect(after[0]).not.toBe(before[0])
      for (const body of after.slice(1)) expect(body).toContain('Electric kiln retrofit for ceramics')
    } finally {
      await other.close()
    }
  })
})
