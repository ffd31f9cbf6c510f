import { expect, it } from 'vitest'
import { useTestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'

// Issue 27: caches are bounded by bytes (CACHE_MAX_MB), not entries: 500 cached list pages of 100
// wide grants each once held most of the catalogue. With 1 MB in all, the catalogue's caches keep
// at most their three quarters however many distinct pages are asked for, and still answer.
const t = useTestApp({ env: { CACHE_MAX_MB: '1' } })

it('keeps the catalogue caches within their share of CACHE_MAX_MB under many distinct pages', async () => {
  const long = 'A call text long enough to weigh something in a cache. '.repeat(40)
  await insertGrants(t, Array.from({ length: 120 }, (_, i) =>
    grantInput(t, { title: `Budget grant ${i}`, external_id: `budget-${i}`, description: long })))
  for (let min = 0; min < 40; min++) {
    const res = await t.app.inject({ url: `/api/v1/grants?page_size=100&min_funding=${min}` })
    expect(res.statusCode).toBe(200)
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(100)
  }
  const held = t.container.grants.cachedBytes
  expect(held).toBeGreaterThan(0)
  expect(held).toBeLessThanOrEqual(0.75 * 1024 * 1024)
})
