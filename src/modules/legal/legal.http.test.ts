import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { PASSWORD, signedInUser, tokensFor } from '../../../test/auth.js'
import { OPERATOR, OPERATOR_ENV } from '../../../test/partners.js'

// The operator publishes the imprint, privacy notice and terms; everyone reads them; once terms
// exist, a sign-up (an account, a partner application) must accept their current version, which
// is recorded with the time.

const t = useTestApp({ env: OPERATOR_ENV })
const operatorToken = async () => (await tokensFor(t, OPERATOR)).access_token

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, token?: string) => {
  const res = await t.app.inject({
    method, url: `/api/v1${url}`, payload: body as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: res.statusCode, body: res.json() }
}

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/auth/register', { email, password: PASSWORD, full_name: 'Ada Lovelace', ...extra })

describe('legal pages', () => {
  it('answers 404 for a page never published, and lists none', async () => {
    expect(await call('GET', '/legal')).toEqual({ status: 200, body: [] })
    const { status, body } = await call('GET', '/legal/imprint')
    expect(status).toBe(404)
    expect(body.type).toMatch(/legal\/not_published$/)
  })

  it('lets only the operator publish; each publication is the next version, the older ones stay readable', async () => {
    const user = await signedInUser(t)
    expect((await call('PUT', '/admin/legal/imprint', { body: 'Grantwise GmbH' }, user.access_token)).status).toBe(403)
    expect((await call('PUT', '/admin/legal/imprint', { body: 'Grantwise GmbH' })).status).toBe(401)
    const operator = await operatorToken()
    const first = await call('PUT', '/admin/legal/imprint', { body: '  Grantwise GmbH\n\nBerlin  ' }, operator)
    expect(first).toMatchObject({ status: 200, body: { kind: 'imprint', version: 1, body: 'Grantwise GmbH\n\nBerlin' } })
    const second = await call('PUT', '/admin/legal/imprint', { body: 'Grantwise GmbH, Hamburg' }, operator)
    expect(second.body.version).toBe(2)
    expect((await call('GET', '/legal/imprint')).body).toMatchObject({ version: 2, body: 'Grantwise GmbH, Hamburg' })
    expect((await call('GET', '/legal/imprint/versions/1')).body).toMatchObject({ version: 1, body: 'Grantwise GmbH\n\nBerlin' })
    expect((await call('GET', '/legal/imprint/versions/3')).status).toBe(404)
    expect((await call('GET', '/legal')).body).toEqual([{ kind: 'imprint', version: 2, published_at: expect.any(String) }])
  })

  it.each([
    ['an unknown kind', '/admin/legal/cookies', { body: 'x' }, 'kind'],
    ['an empty body', '/admin/legal/terms', { body: '  ' }, 'body'],
  ])('refuses %s with a 422 naming the field', async (_name, url, body, field) => {
    const { status, body: problem } = await call('PUT', url, body, await operatorToken())
    expect(status).toBe(422)
    expect(problem.errors[0].loc.at(-1)).toBe(field)
  })

  it('asks a sign-up to accept the current terms once there are any, and records which and when', async () => {
    expect((await signUp('before-terms@example.com')).status).toBe(201)   // none published: nothing to accept
    const operator = await operatorToken()
    await call('PUT', '/admin/legal/terms', { body: 'Terms, first edition' }, operator)
    await call('PUT', '/admin/legal/terms', { body: 'Terms, second edition' }, operator)

    const missing = await signUp('no-consent@example.com')
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([expect.objectContaining({ loc: ['body', 'accept_terms_version'], type: 'terms_required' })])
    const stale = await signUp('stale@example.com', { accept_terms_version: 1 })
    expect(stale.body.errors[0]).toMatchObject({ loc: ['body', 'accept_terms_version'], type: 'terms_changed' })
    expect((await call('POST', '/auth/login', { username: 'stale@example.com', password: PASSWORD })).status).toBe(401)

    expect((await signUp('consented@example.com', { accept_terms_version: 2 })).status).toBe(201)
    const login = await call('POST', '/auth/login', { username: 'consented@example.com', password: PASSWORD })
    const exported = await call('GET', '/account/export', undefined, login.body.access_token)
    expect(exported.body.account).toMatchObject({ terms_version: 2, terms_accepted_at: expect.any(String) })
  })

  it('asks a partner application to accept the current terms too, and records which and when', async () => {
    const apply = (email: string, extra: Record<string, unknown> = {}) => call('POST', '/partners/register', {
      email, password: PASSWORD, company_name: 'Kanzlei Berger', contact_name: 'Anna Berger', partner_type: 'tax_advisor', ...extra,
    })
    // The terms are at version 2 (the test above).
    const missing = await apply('partner-missing@example.com')
    expect(missing.status).toBe(422)
    expect(missing.body.errors[0]).toMatchObject({ loc: ['body', 'accept_terms_version'], type: 'terms_required' })
    const stale = await apply('partner-stale@example.com', { accept_terms_version: 1 })
    expect(stale.body.errors[0]).toMatchObject({ loc: ['body', 'accept_terms_version'], type: 'terms_changed' })
    expect((await apply('partner-missing@example.com', { accept_terms_version: 2 })).body)
      .toMatchObject({ terms_version: 2, terms_accepted_at: expect.any(String), status: 'pending' })
  })
})
