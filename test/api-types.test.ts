import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_TYPES_ENV, API_TYPES_FILE, apiTypes } from '../scripts/api-types.js'
import { testDriver } from './db.js'
import { useTestApp } from './app.js'

// The web app's API types are generated from this server's OpenAPI document and committed; a
// route or schema change without `npm run web:api` fails here, so client and server never drift.
describe.skipIf(testDriver() === 'postgres')('web/src/api/schema.d.ts', () => {
  const t = useTestApp({ env: API_TYPES_ENV })

  it('is what `npm run web:api` generates from the current routes', async () => {
    const expected = await apiTypes(t.app.swagger())
    const committed = readFileSync(API_TYPES_FILE, 'utf8')
    expect(committed === expected, 'web/src/api/schema.d.ts is stale: run `npm run web:api` and commit it').toBe(true)
  })
})
