import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createJwt } from '../src/core/auth/jwt.js'
import { systemClock } from '../src/core/clock.js'
import { installAccessControl } from '../src/core/http/auth.js'
import { installErrorHandling } from '../src/core/http/errors.js'
import { buildTestApp, useTestApp } from './app.js'

const t = useTestApp()

describe('errors', () => {
  it('answers an unknown route with 404 problem+json carrying the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1', headers: { 'x-request-id': 'req-abc-123' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.headers['x-request-id']).toBe('req-abc-123')
    expect(res.json()).toEqual({
      type: expect.stringContaining('route_not_found'), title: 'Not found', status: 404,
      detail: 'No route for GET /api/v1/no-such-thing', instance: '/api/v1/no-such-thing', request_id: 'req-abc-123',
    })
  })

  it.each(['text/csv', 'text/plain', 'application/xml'])('answers an unsupported content type (%s) with 415 problem+json', async (type) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': type }, payload: 'a,b' })
    expect(res.statusCode).toBe(415)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })

  it('answers what the router refuses (bad URL encoding, an overlong path parameter) with problem+json too', async () => {
    for (const [url, status] of [['/api/v1/grants/%E0%A4%A', 400], [`/api/v1/grants/${'x'.repeat(200)}`, 414]] as const) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json()).toMatchObject({ status, request_id: expect.any(String) })
    }
  })

  it('turns an unexpected error into a 500 that names the request id and leaks nothing', async () => {
    const app = Fastify({ logger: false })
    installErrorHandling(app)
    app.get('/boom', async () => { throw new Error('relation "users" does not exist: SELECT password_hash FROM users') })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body.detail).toContain(body.request_id)
    expect(res.body).not.toMatch(/SELECT|password_hash|at .*\.ts/)
    await app.close()
  })
})

describe('NUL characters', () => {
  it.each([
    ['a search query', { method: 'GET' as const, url: '/api/v1/grants/search?q=a%00b' }, ['query', 'q']],
    ['a JSON body', { method: 'POST' as const, url: '/api/v1/auth/register', payload: { email: 'nul@example.com', password: 'Passw0rd!x', full_name: 'a\u0000b' } }, ['body', 'full_name']],
    ['a form body', { method: 'POST' as const, url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a%00b&password=x' }, ['body', 'username']],
  ])('in %s are a 422 naming the field, not a database error', async (_label, request, loc) => {
    const res = await t.app.inject(request)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([{ loc, msg: 'Must not contain a NUL character', type: 'string_nul' }])
  })
})

describe('access gate', () => {
  it('refuses to start with a route that declares no access level', async () => {
    const app = Fastify({ logger: false })
    installAccessControl(app, { jwt: createJwt({ secret: 'x'.repeat(40), clock: systemClock }), resolvers: { user: async () => null } })
    expect(() => app.get('/forgotten', async () => ({ ok: true }))).toThrow(/declares no config.access/)
    app.get('/declared', { config: { access: 'public' } }, async () => ({ ok: true }))
    expect((await app.inject({ method: 'GET', url: '/declared' })).statusCode).toBe(200)
  })
})

describe('health', () => {
  it.each(['/health', '/api/v1/health'])('%s reports status, database and version', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: t.config.version })
  })

  it('answers 503 when the database does not answer', async () => {
    const broken = await buildTestApp()
    try {
      await broken.container.database.close()
      const res = await broken.app.inject({ method: 'GET', url: '/api/v1/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable', version: broken.config.version })
    } finally {
      await broken.close()
    }
  })
})

describe('OpenAPI document and /docs', () => {
  const operations = [
    ['post', '/api/v1/auth/register'], ['post', '/api/v1/auth/login'], ['post', '/api/v1/auth/refresh'],
    ['get', '/api/v1/auth/me'], ['post', '/api/v1/auth/logout'], ['post', '/api/v1/auth/verify-email'],
    ['post', '/api/v1/auth/verify-email/resend'], ['post', '/api/v1/auth/forgot-password'], ['post', '/api/v1/auth/reset-password'],
    ['get', '/api/v1/reference/nace-codes'], ['get', '/api/v1/reference/countries'], ['get', '/api/v1/health'],
    ['get', '/api/v1/grants'], ['get', '/api/v1/grants/search'], ['get', '/api/v1/grants/search/simple'], ['get', '/api/v1/grants/facets'],
    ['get', '/api/v1/grants/stats'], ['get', '/api/v1/grants/sources'], ['get', '/api/v1/grants/deadlines'],
    ['get', '/api/v1/grants/{grant_id}'], ['get', '/api/v1/grants/{grant_id}/similar'], ['get', '/api/v1/grants/export.csv'],
    ['get', '/api/v1/grants/deadlines.ics'], ['get', '/api/v1/admin/ingestion-runs'],
    ['get', '/api/v1/grants/{grant_id}/changes'], ['put', '/api/v1/grants/{grant_id}/follow'], ['delete', '/api/v1/grants/{grant_id}/follow'],
    ['get', '/api/v1/follows'],
    ['get', '/api/v1/companies'], ['post', '/api/v1/companies'], ['get', '/api/v1/companies/{company_id}'],
    ['patch', '/api/v1/companies/{company_id}'], ['delete', '/api/v1/companies/{company_id}'],
    ['get', '/api/v1/companies/{company_id}/carbon-profile'], ['put', '/api/v1/companies/{company_id}/carbon-profile'],
    ['get', '/api/v1/matches/{company_id}'], ['get', '/api/v1/grants/matching/{company_id}'], ['get', '/api/v1/matches'],
    ['post', '/api/v1/matches/calculate'], ['get', '/api/v1/matches/stats'], ['get', '/api/v1/matches/match/{match_id}'],
    ['patch', '/api/v1/matches/match/{match_id}/action'], ['get', '/api/v1/matches/{company_id}/saved'],
    ['post', '/api/v1/matches/{company_id}/refresh'], ['patch', '/api/v1/matches/{company_id}/{grant_id}/view'],
    ['patch', '/api/v1/matches/{company_id}/{grant_id}/save'], ['patch', '/api/v1/matches/{company_id}/{grant_id}/dismiss'],
    ['get', '/api/v1/applications'], ['post', '/api/v1/applications'], ['get', '/api/v1/applications/{application_id}'],
    ['patch', '/api/v1/applications/{application_id}'], ['get', '/api/v1/dashboard/stats'],
    ['get', '/api/v1/audit'], ['get', '/api/v1/audit/export.csv'],
    ['get', '/api/v1/notifications/preferences'], ['patch', '/api/v1/notifications/preferences'], ['put', '/api/v1/notifications/preferences'],
    ['get', '/api/v1/notifications/history'], ['get', '/api/v1/notifications/history/{notification_id}'], ['post', '/api/v1/notifications/test'],
    ['get', '/api/v1/notifications/stats'], ['get', '/api/v1/notifications/health'], ['get', '/api/v1/notifications'],
    ['patch', '/api/v1/notifications/{notification_id}/read'], ['post', '/api/v1/notifications/read-all'],
    ['get', '/api/v1/notifications/unsubscribe'], ['post', '/api/v1/notifications/unsubscribe'],
    ['post', '/api/v1/admin/notifications/provider-events'], ['get', '/api/v1/admin/job-runs'],
    ['get', '/api/v1/saved-searches'], ['post', '/api/v1/saved-searches'], ['get', '/api/v1/saved-searches/{saved_search_id}'],
    ['patch', '/api/v1/saved-searches/{saved_search_id}'], ['delete', '/api/v1/saved-searches/{saved_search_id}'],
    ['post', '/api/v1/partners/register'], ['post', '/api/v1/partners/login'], ['post', '/api/v1/partners/refresh'], ['post', '/api/v1/partners/logout'],
    ['get', '/api/v1/partners/me'], ['patch', '/api/v1/partners/me'], ['get', '/api/v1/partners/dashboard'], ['get', '/api/v1/partners/performance'],
    ['get', '/api/v1/partners/referrals'], ['get', '/api/v1/partners/commissions'], ['post', '/api/v1/referrals/click'],
    ['get', '/api/v1/admin/partners'], ['get', '/api/v1/admin/partners/{partner_id}'], ['patch', '/api/v1/admin/partners/{partner_id}/status'],
    ['patch', '/api/v1/admin/partners/{partner_id}/tier'], ['get', '/api/v1/admin/referrals'], ['post', '/api/v1/admin/referrals/{referral_id}/conversions'],
    ['post', '/api/v1/admin/referrals/{referral_id}/refunds'], ['get', '/api/v1/admin/commissions'], ['get', '/api/v1/admin/commissions/export'],
    ['patch', '/api/v1/admin/commissions/{commission_id}'], ['post', '/api/v1/admin/commissions/status'],
    // Webhooks
    ...['/api/v1/webhooks', '/api/v1/admin/webhooks'].flatMap((b) => [
      ['post', b], ['get', b], ['get', `${b}/{webhook_id}`], ['patch', `${b}/{webhook_id}`], ['delete', `${b}/{webhook_id}`],
      ['post', `${b}/{webhook_id}/rotate-secret`], ['get', `${b}/{webhook_id}/deliveries`],
      ['post', `${b}/{webhook_id}/deliveries/{delivery_id}/redeliver`], ['post', `${b}/{webhook_id}/test`],
    ]),
    // Teams
    ['get', '/api/v1/workspaces'], ['post', '/api/v1/auth/switch-workspace'], ['get', '/api/v1/workspace'],
    ['patch', '/api/v1/workspace'], ['delete', '/api/v1/workspace'], ['get', '/api/v1/workspace/members'],
    ['patch', '/api/v1/workspace/members/{user_id}'], ['delete', '/api/v1/workspace/members/{user_id}'],
    ['post', '/api/v1/workspace/leave'], ['post', '/api/v1/workspace/transfer-ownership'],
    ['get', '/api/v1/workspace/invitations'], ['post', '/api/v1/workspace/invitations'],
    ['post', '/api/v1/workspace/invitations/{invitation_id}/resend'], ['delete', '/api/v1/workspace/invitations/{invitation_id}'],
    ['post', '/api/v1/invitations/preview'], ['post', '/api/v1/invitations/accept'], ['post', '/api/v1/invitations/register'],
    ['patch', '/api/v1/matches/match/{match_id}/assignee'], ['patch', '/api/v1/applications/{application_id}/assignee'],
    ['get', '/api/v1/matches/match/{match_id}/comments'], ['post', '/api/v1/matches/match/{match_id}/comments'],
    ['get', '/api/v1/applications/{application_id}/comments'], ['post', '/api/v1/applications/{application_id}/comments'],
    ['patch', '/api/v1/comments/{comment_id}'], ['delete', '/api/v1/comments/{comment_id}'],
    // Alerts and integrations: API keys
    ['post', '/api/v1/api-keys'], ['get', '/api/v1/api-keys'], ['delete', '/api/v1/api-keys/{api_key_id}'],
    ['post', '/api/v1/partners/api-keys'], ['get', '/api/v1/partners/api-keys'], ['delete', '/api/v1/partners/api-keys/{api_key_id}'],
    ['get', '/api/v1/account/export'], ['delete', '/api/v1/account'], ['post', '/api/v1/account/restore'],
    ['patch', '/api/v1/auth/me'], ['get', '/api/v1/reference/regions'],
    // Legal pages
    ['get', '/api/v1/legal'], ['get', '/api/v1/legal/{kind}'], ['get', '/api/v1/legal/{kind}/versions/{version}'],
    ['put', '/api/v1/admin/legal/{kind}'],
    // The partner programme's terms, tiers and payouts
    ['get', '/api/v1/partners/programme'], ['get', '/api/v1/admin/partner-tiers'], ['put', '/api/v1/admin/partner-tiers'],
    ['get', '/api/v1/partners/me/payout-details'], ['put', '/api/v1/partners/me/payout-details'],
    ['get', '/api/v1/admin/commissions/payout-run'], ['get', '/api/v1/admin/commissions/sepa'],
  ] as const

  it('covers every route, with named components and its error responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    const responses = (method: string, path: string) => Object.keys(doc.paths[path][method].responses)
    expect(doc.openapi).toBe('3.1.0')
    // Exactly these: a new route must be added here (and so be seen to be documented).
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    expect(documented.sort()).toEqual(operations.map(([m, p]) => `${m} ${p}`).sort())
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['User', 'TokenPair', 'Problem', 'FieldError', 'NaceCode', 'Country', 'Grant', 'GrantFacetedSearchResponse', 'GrantStats']))
    expect(responses('get', '/api/v1/grants/{grant_id}')).toEqual(expect.arrayContaining(['200', '404', '422']))
    expect(JSON.stringify(doc)).not.toMatch(/def-\d/)

    expect(responses('post', '/api/v1/auth/register')).toEqual(expect.arrayContaining(['201', '400', '422']))
    expect(responses('post', '/api/v1/auth/login')).toEqual(expect.arrayContaining(['200', '401', '422']))
    expect(responses('get', '/api/v1/auth/me')).toEqual(expect.arrayContaining(['200', '401']))
    expect(responses('get', '/api/v1/reference/nace-codes')).toEqual(expect.arrayContaining(['200', '422']))
    expect(responses('get', '/api/v1/health')).toEqual(expect.arrayContaining(['200', '503']))
    expect(responses('patch', '/api/v1/applications/{application_id}')).toEqual(expect.arrayContaining(['200', '401', '404', '409', '422']))
    expect(responses('patch', '/api/v1/matches/match/{match_id}/action')).toEqual(expect.arrayContaining(['200', '400', '404']))
    expect(doc.paths['/api/v1/auth/me'].get.security).toEqual([{ bearerAuth: [] }])
    expect(responses('patch', '/api/v1/admin/partners/{partner_id}/tier')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']))
    expect(responses('post', '/api/v1/referrals/click')).toEqual(expect.arrayContaining(['200', '400', '404', '422']))
    expect(responses('post', '/api/v1/partners/login')).toEqual(expect.arrayContaining(['200', '401', '403', '422']))
  })

  it('describes error bodies as application/problem+json, as they are sent', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    const errors = Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>)
      .flatMap((methods) => Object.values(methods)).flatMap((op) => Object.entries(op.responses))
      .filter(([status, response]) => Number(status) >= 400 && response !== doc.paths['/api/v1/health'].get.responses['503'])
    expect(errors.length).toBeGreaterThan(100)
    for (const [, response] of errors) expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json'])
    const wire = await t.app.inject({ method: 'GET', url: '/api/v1/grants/00000000-0000-4000-8000-000000000000' })
    expect(wire.headers['content-type']).toContain('application/problem+json')
    // The one exception is the health report, whose 503 body is the report itself.
    expect(Object.keys(doc.paths['/api/v1/health'].get.responses['503'].content)).toEqual(['application/json'])
  })

  it('documents the sign-in lockout (429) and what a 401 means there, even with the per-address limit off', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    for (const path of ['/api/v1/auth/login', '/api/v1/partners/login']) {
      const { responses } = doc.paths[path].post
      expect(Object.keys(responses), path).toEqual(expect.arrayContaining(['401', '403', '429']))
      expect(responses['401'].description).toBe('Wrong e-mail or password')
    }
  })

  it('lists 429 on rate-limited routes when the limit is on', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10' } })
    try {
      const doc = (await limited.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
      expect(Object.keys(doc.paths['/api/v1/auth/login'].post.responses)).toContain('429')
    } finally {
      await limited.close()
    }
  })

  it('serves the interactive docs at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
