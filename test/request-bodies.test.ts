import { describe, expect, it } from 'vitest'
import { jsonShapeProblem } from '../src/core/http/body-parsers.js'
import { useTestApp } from './app.js'
import { PASSWORD, signedInUser, uniqueEmail } from './auth.js'

// What a request body may be, for every route (security review, issue 23): JSON of a bounded
// depth and width, and form encoding only where a route says it takes it.

const t = useTestApp()
const json = { 'content-type': 'application/json' }
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

describe('JSON bodies of unbounded depth or width', () => {
  it.each([
    ['/auth/register', false], ['/companies', true],
  ])('POST %s nested 10,000 deep is a 422 problem on the body, not a 500', async (url, signedIn) => {
    const headers = signedIn ? (await signedInUser(t)).headers : {}
    for (const payload of [`{"email":${nested(10_000)}}`, `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...headers, ...json }, payload })
      expect(res.statusCode).toBe(422)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json().errors).toEqual([expect.objectContaining({ loc: ['body'], type: 'json_too_deep' })])
    }
  })

  it('refuses an object or list with more members than any route takes', async () => {
    const payload = JSON.stringify({
      email: uniqueEmail(), password: PASSWORD, full_name: 'Wide', extra: Array.from({ length: 5_000 }, (_, i) => i),
    })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([expect.objectContaining({ loc: ['body'], type: 'json_too_wide' })])
  })

  it('reads brackets and commas inside strings as text', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: '['.repeat(100) + ','.repeat(2000) + '\\"{' }))).toBeNull()
    expect(jsonShapeProblem(nested(32))).toBeNull()
    expect(jsonShapeProblem(nested(33))).toMatchObject({ type: 'json_too_deep' })
    expect(jsonShapeProblem(`[${'1,'.repeat(1000)}1]`)).toMatchObject({ type: 'json_too_wide' })
    expect(jsonShapeProblem(`[${'1,'.repeat(999)}1]`)).toBeNull()   // 1,000 members: the most
  })
})

describe('an employee count beyond the column', () => {
  it('is a 422 on body.employee_count (2³¹ − 1 is the most), not a database error', async () => {
    const { headers } = await signedInUser(t)
    const company = { name: 'Big Co', country: 'DE', company_size: 'large' }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload: { ...company, employee_count: 2 ** 31 } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toContainEqual(expect.objectContaining({ loc: ['body', 'employee_count'] }))
    const most = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers, payload: { ...company, employee_count: 2 ** 31 - 1 },
    })
    expect(most.statusCode).toBe(201)
    const patched = await t.app.inject({
      method: 'PATCH', url: `/api/v1/companies/${most.json().id}`, headers, payload: { employee_count: 1e12 },
    })
    expect(patched.statusCode).toBe(422)
  })
})

describe('form encoding', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' }

  it.each([
    ['/auth/register', `email=${encodeURIComponent(uniqueEmail())}&password=${encodeURIComponent(PASSWORD)}&full_name=Form`],
    ['/partners/register', 'email=p%40example.com&password=x&company_name=A&contact_name=B&partner_type=other'],
    ['/referrals/click', 'referral_code=ABC'],
    ['/auth/forgot-password', 'email=a%40example.com'],
  ])('is refused on the JSON route POST %s with 415 problem+json', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: form, payload })
    expect(res.statusCode).toBe(415)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().detail).toContain('application/json')
  })

  it('is refused on a signed-in JSON route too', async () => {
    const { headers } = await signedInUser(t)
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers: { ...headers, ...form },
      payload: 'name=Acme&country=DE&company_size=small',
    })
    expect(res.statusCode).toBe(415)
  })

  it('is still taken by the OAuth2-style sign-ins, which the spec defines with form data', async () => {
    const user = await signedInUser(t)
    const login = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/login', headers: form,
      payload: new URLSearchParams({ username: user.user.email, password: PASSWORD }).toString(),
    })
    expect(login.statusCode).toBe(200)
    const partnerLogin = await t.app.inject({
      method: 'POST', url: '/api/v1/partners/login', headers: form, payload: 'username=nobody%40example.com&password=x',
    })
    expect(partnerLogin.statusCode).toBe(401)
  })
})
