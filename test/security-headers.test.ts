import { describe, expect, it } from 'vitest'
import { API_CSP } from '../src/core/http/security-headers.js'
import { useTestApp } from './app.js'
import { signedInUser } from './auth.js'
import { OPERATOR_ENV, operatorHeaders } from './partners.js'

// Headers on every kind of answer (security review, issue 23). The web app's own are checked in
// web-app.test.ts.

const t = useTestApp({ env: OPERATOR_ENV })

const common = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
}

describe('the API', () => {
  it('sends nosniff, no-referrer and a CSP that allows nothing, on answers and on problems', async () => {
    for (const url of ['/api/v1/health', '/api/v1/reference/countries', '/api/v1/companies', '/api/v1/nope']) {
      const res = await t.app.inject({ url })
      common(res.headers)
      expect(res.headers['content-security-policy'], url).toBe(API_CSP)
    }
  })

  it('marks signed-in answers no-store (a user\'s companies, the payout CSV) and leaves public caching alone', async () => {
    const { headers } = await signedInUser(t)
    expect((await t.app.inject({ url: '/api/v1/companies', headers })).headers['cache-control']).toBe('no-store')
    expect((await t.app.inject({ url: '/api/v1/dashboard/stats', headers })).headers['cache-control']).toBe('no-store')
    const csv = await t.app.inject({ url: '/api/v1/admin/commissions/export?period=2026-03', headers: await operatorHeaders(t) })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['cache-control']).toBe('no-store')
    common(csv.headers)
    expect((await t.app.inject({ url: '/api/v1/reference/countries' })).headers['cache-control']).toMatch(/^public, max-age=/)
  })
})

describe('/docs', () => {
  it('serves the docs page and its assets under a CSP that forbids framing and other origins', async () => {
    for (const url of ['/docs', '/docs/static/swagger-initializer.js']) {
      const page = await t.app.inject({ url })
      expect(page.statusCode, url).toBe(200)
      common(page.headers)
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toMatch(/https:|swagger\.io|upgrade-insecure-requests/)
    }
  })
})
