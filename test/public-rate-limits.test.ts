import { describe, expect, it } from 'vitest'
import { useTestApp } from './app.js'

// Security review (issue 23): the public routes that can make the database scan the catalogue
// had no limit per client. PUBLIC_RATE_PER_MINUTE (300 by default) now caps each of them.
const t = useTestApp({ env: { PUBLIC_RATE_PER_MINUTE: '3' } })

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, remoteAddress })

describe.each([
  ['/grants/search?q=energy'], ['/grants/search/simple?q=energy'], ['/grants/export.csv'], ['/grants/deadlines.ics'],
])('GET %s', (url) => {
  it('answers a client 3 times a minute, then 429 problem+json with Retry-After; other clients still get answers', async () => {
    const client = `10.0.0.${Math.floor(Math.random() * 250) + 1}`
    for (let i = 0; i < 3; i++) expect((await get(url, client)).statusCode).toBe(200)
    const refused = await get(url, client)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toMatchObject({ status: 429, type: expect.stringMatching(/request\/rate_limited$/) })
    expect((await get(url, `10.1.0.${Math.floor(Math.random() * 250) + 1}`)).statusCode).toBe(200)
  })
})

it('counts each route on its own, and leaves the cheap lists unlimited', async () => {
  const client = '10.2.0.1'
  for (let i = 0; i < 4; i++) await get('/grants/search?q=energy', client)
  expect((await get('/grants/search?q=energy', client)).statusCode).toBe(429)
  expect((await get('/grants/export.csv', client)).statusCode).toBe(200)
  for (let i = 0; i < 5; i++) expect((await get('/grants?page_size=5', client)).statusCode).toBe(200)
})
