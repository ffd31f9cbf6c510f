import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { bearer, login, OPERATOR, PASSWORD, registerPartner, termsConsent, uniqueEmail, type Tokens } from './api'
import { a11y } from './test'

// Set-up of the partner scenarios (7–9) through the API: what a scenario is not about (the
// operator's decisions, a click, a sign-up) is done here, fast and the same every time.

/** A real browser's user agent: the click endpoint does not count bots or clients without one. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** A company name no other test uses, so the operator's searches find exactly this partner. */
export const uniqueCompany = (prefix = 'Kanzlei Berger') => `${prefix} ${randomUUID().slice(0, 6)}`

export const operatorTokens = (request: APIRequestContext): Promise<Tokens> => login(request, OPERATOR.email, OPERATOR.password)

export async function setPartnerStatus (request: APIRequestContext, operator: Tokens, id: string, status: 'active' | 'suspended' | 'inactive' | 'pending', notes = 'e2e set-up'): Promise<void> {
  const res = await request.patch(`/api/v1/admin/partners/${id}/status`, { headers: bearer(operator), data: { status, notes } })
  expect(res.status(), `partner ${id} → ${status}: ${await res.text()}`).toBe(200)
}

export async function setPartnerTier (request: APIRequestContext, operator: Tokens, id: string, tier: 'bronze' | 'silver' | 'gold' | 'platinum', firstYear: number, ongoing: number): Promise<void> {
  const res = await request.patch(`/api/v1/admin/partners/${id}/tier`, {
    headers: bearer(operator), data: { tier, first_year_commission_rate: firstYear, ongoing_commission_rate: ongoing },
  })
  expect(res.status(), `partner ${id} tier: ${await res.text()}`).toBe(200)
}

export interface ActivePartner { email: string; id: string; referral_code: string; company: string; tokens: Tokens }

/** Registered, approved by the operator and on the given tier; signed in through the API. */
export async function activePartner (request: APIRequestContext, operator: Tokens, tier?: { tier: 'gold'; firstYear: number; ongoing: number }): Promise<ActivePartner> {
  const company = uniqueCompany()
  const partner = await registerPartner(request, uniqueEmail('partner'), company)
  await setPartnerStatus(request, operator, partner.id, 'active')
  if (tier) await setPartnerTier(request, operator, partner.id, tier.tier, tier.firstYear, tier.ongoing)
  return { ...partner, company, tokens: await login(request, partner.email, PASSWORD, 'partner') }
}

/** A counted click on the partner's link, as a visitor's browser would send it. */
export async function click (request: APIRequestContext, code: string, utm: Record<string, string> = {}): Promise<string> {
  const res = await request.post('/api/v1/referrals/click', {
    headers: { 'user-agent': BROWSER_UA }, data: { referral_code: code, landing_page: '/', ...utm },
  })
  expect(res.status(), await res.text()).toBe(200)
  const body = await res.json() as { referral_id: string | null; counted: boolean }
  expect(body.counted, 'the click is counted').toBe(true)
  return body.referral_id!
}

/** A company user who signs up through the referral. */
export async function signUpReferred (request: APIRequestContext, referralId: string, email = uniqueEmail('customer')): Promise<string> {
  const res = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, full_name: 'Jonas Weber', referral_id: referralId, ...await termsConsent(request) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return email
}

export interface Run { id: string; source: string; status: string; trigger: string; input: string; fetched: number; inserted: number; updated: number; unchanged: number; skipped: number; errors: unknown[]; skipped_records: unknown[] }

/** The ingestion runs as the operator's API lists them, newest first. */
export async function ingestionRuns (request: APIRequestContext, operator: Tokens): Promise<Run[]> {
  const res = await request.get('/api/v1/admin/ingestion-runs?page_size=50', { headers: bearer(operator) })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json() as { items: Run[] }).items
}

/**
 * axe once the page has settled: no loader left (a query or a lazy chunk still on its way; the
 * shared Loading spinner is a labelled <span> without a role, which axe rightly reports).
 */
export async function settledA11y (page: Page): Promise<void> {
  await expect(page.getByLabel('Loading…')).toHaveCount(0)
  await a11y(page)
}

/** Revenue on a referral as the operator records it; answers the commission the server computed. */
export async function recordRevenue (request: APIRequestContext, operator: Tokens, referralId: string, kind: 'conversions' | 'refunds', amount: number): Promise<{ id: string; amount: number; status: string }> {
  const res = await request.post(`/api/v1/admin/referrals/${referralId}/${kind}`, { headers: bearer(operator), data: { amount } })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json() as { commission: { id: string; amount: number; status: string } }).commission
}

export async function moveCommission (request: APIRequestContext, operator: Tokens, id: string, status: 'approved' | 'paid' | 'cancelled'): Promise<void> {
  const res = await request.patch(`/api/v1/admin/commissions/${id}`, { headers: bearer(operator), data: { status } })
  expect(res.status(), await res.text()).toBe(200)
}
