import type { TestApp } from './app.js'
import { bearer, PASSWORD, register, tokensFor, uniqueEmail, type TestUser } from './auth.js'

// Partners, the operator and referred customers for the referral programme's tests. The
// operator comes from OPERATOR_ENV (pass it to useTestApp).

export const OPERATOR = { email: 'operator@grantwise.test', password: 'Operator-Pass-2026!' }
export const OPERATOR_ENV = { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password }
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

export interface TestPartner {
  id: string; email: string; password: string; company_name: string; contact_name: string; referral_code: string; status: string
  headers: Record<string, string>
}

export async function operatorHeaders (t: TestApp) {
  return bearer((await tokensFor(t, OPERATOR)).access_token)
}

export function partnerLogin (t: TestApp, username: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST', url: '/api/v1/partners/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  })
}

export async function registerPartner (t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail('partner'), password: PASSWORD, company_name: 'Green Ledger Advisors', contact_name: 'Pat Partner', partner_type: 'accountant', ...overrides }
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/partners/register', payload: body })
  if (res.statusCode !== 201) throw new Error(`partner register failed: ${res.statusCode} ${res.body}`)
  return { ...res.json(), password: body.password as string }
}

/** A partner, approved by the operator unless `status` says otherwise, signed in. */
export async function activePartner (t: TestApp, overrides: Record<string, unknown> = {}, status = 'active'): Promise<TestPartner> {
  const partner = await registerPartner(t, overrides)
  const tokens = (await partnerLogin(t, partner.email, partner.password)).json()
  if (status !== 'pending') await setPartnerStatus(t, partner.id, status)
  return { ...partner, status, headers: bearer(tokens.access_token) }
}

export async function setPartnerStatus (t: TestApp, partnerId: string, status: string, notes?: string) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/partners/${partnerId}/status`, headers: await operatorHeaders(t), payload: { status, ...(notes ? { notes } : {}) } })
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export interface ClickOptions { ip?: string; userAgent?: string | null; headers?: Record<string, string>; body?: Record<string, unknown> }

/** A click from a browser; each call is a new visitor unless `ip` is given. */
export function click (t: TestApp, code: string, { ip, userAgent = BROWSER, headers = {}, body = {} }: ClickOptions = {}) {
  return t.app.inject({
    method: 'POST', url: '/api/v1/referrals/click', remoteAddress: ip ?? randomIp(),
    // light-my-request adds its own agent to a request without one: an empty header is "none".
    headers: { 'user-agent': userAgent ?? '', ...headers },
    payload: { referral_code: code, ...body },
  })
}

export const randomIp = () => `10.${rnd()}.${rnd()}.${rnd()}`
const rnd = () => Math.floor(Math.random() * 254) + 1

/** Before every revenue date the tests record: revenue cannot predate the customer's sign-up. */
export const LONG_AGO = '2025-06-01T09:00:00Z'

/**
 * A visitor who clicked the partner's link and registered: the referral is signed_up. `at`: when
 * (the clock is set there for the click and the sign-up, then back), e.g. LONG_AGO for a customer
 * whose revenue is backdated.
 */
export async function referredCustomer (
  t: TestApp, partner: Pick<TestPartner, 'referral_code'>, overrides: Record<string, unknown> = {}, at?: string,
): Promise<TestUser & { referral_id: string }> {
  const now = t.clock.now()
  if (at) t.clock.set(at)
  try {
    const clicked = await click(t, partner.referral_code)
    const referralId = clicked.json().referral_id as string
    const user = await register(t, { referral_id: referralId, ...overrides })
    return { ...user, referral_id: referralId }
  } finally {
    t.clock.set(now)
  }
}

/** Revenue from a referred customer, recorded by the operator. */
export async function convert (t: TestApp, referralId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/v1/admin/referrals/${referralId}/conversions`, headers: await operatorHeaders(t), payload })
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** A JSON request to /api/v1: status, parsed body and content type. */
export async function call (t: TestApp, method: Method, url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null, type: res.headers['content-type'] }
}
