import { expect, it } from 'vitest'
import { useTestApp } from './app.js'

// The catalogue admits PUBLIC_CONCURRENCY requests at a time (core/http/lane-gate.ts). With one
// place, a place that any kind of answer failed to give back would make the next request wait
// 10 s and answer 503.
const t = useTestApp({ env: { PUBLIC_CONCURRENCY: '1' } })

it('gives its place back after every kind of answer, and serves parallel requests in turn', async () => {
  const urls = [
    '/api/v1/grants', '/api/v1/grants/00000000-0000-4000-8000-000000000000', '/api/v1/grants?page_size=0',
    '/api/v1/grants/export.csv', '/api/v1/grants/deadlines.ics', '/api/v1/grants/search?q=solar', '/api/v1/grants/stats',
  ]
  const statuses: number[] = []
  for (const url of urls) statuses.push((await t.app.inject({ url })).statusCode)
  expect(statuses).toEqual([200, 404, 422, 200, 200, 200, 200])
  const parallel = await Promise.all(urls.map((url) => t.app.inject({ url })))
  expect(parallel.map((r) => r.statusCode)).toEqual([200, 404, 422, 200, 200, 200, 200])
})
