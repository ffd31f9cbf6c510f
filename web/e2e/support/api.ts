import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'

// Set-up through the API (fast, and not what a scenario is about): accounts, tokens, and signing a
// browser in by giving it the refresh token it would have kept after a login.

export const OPERATOR = { email: 'operator@grantwise.test', password: 'Operator-2026!' }
export const PASSWORD = 'Grant-Wise-2026!'
/** The terms of use legal.setup.ts publishes before the scenarios. */
export const TERMS = '1. You may use Grantwise to find grants for your company.\n\n2. Grantwise may end an account that abuses it.'

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

export interface Tokens { access_token: string; refresh_token: string }

export async function login (request: APIRequestContext, email: string, password = PASSWORD, kind: 'user' | 'partner' = 'user'): Promise<Tokens> {
  const res = await request.post(kind === 'user' ? '/api/v1/auth/login' : '/api/v1/partners/login', { form: { username: email, password } })
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`)
  return await res.json() as Tokens
}

/**
 * The consent a sign-up gives once the operator has published terms (the legal scenario does;
 * the scenarios share one server): the current version, or nothing while there are none.
 */
export async function termsConsent (request: APIRequestContext): Promise<{ accept_terms_version?: number }> {
  const published = await (await request.get('/api/v1/legal')).json() as { kind: string; version: number }[]
  const terms = published.find((d) => d.kind === 'terms')
  return terms ? { accept_terms_version: terms.version } : {}
}

/** Ticks the sign-up form's terms box when terms are published (see termsConsent). */
export async function acceptTermsIfPublished (page: Page): Promise<void> {
  if ((await termsConsent(page.request)).accept_terms_version) {
    // The form's only box, in whatever language the page is shown.
    await page.getByRole('main').getByRole('checkbox').check()
  }
}

export async function registerUser (request: APIRequestContext, email = uniqueEmail('user')): Promise<{ email: string; tokens: Tokens }> {
  const res = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, full_name: 'Erika Mustermann', ...await termsConsent(request) },
  })
  if (res.status() !== 201) throw new Error(`register ${email}: ${res.status()} ${await res.text()}`)
  return { email, tokens: await login(request, email) }
}

export async function registerPartner (request: APIRequestContext, email = uniqueEmail('partner'), company = 'Kanzlei Berger'): Promise<{ email: string; id: string; referral_code: string }> {
  const res = await request.post('/api/v1/partners/register', {
    data: {
      email, password: PASSWORD, company_name: company, contact_name: 'Anna Berger', partner_type: 'tax_advisor',
      ...await termsConsent(request),
    },
  })
  if (res.status() !== 201) throw new Error(`partner register ${email}: ${res.status()} ${await res.text()}`)
  const partner = await res.json() as { id: string; referral_code: string }
  return { email, ...partner }
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` })

/** Signs the browser in as after a login: the app keeps only the refresh token across reloads. */
export async function signIn (page: Page, kind: 'user' | 'partner', tokens: Tokens): Promise<void> {
  await page.addInitScript(([k, refresh]) => {
    if (!sessionStorage.getItem('e2e.signed-in')) {
      localStorage.setItem('grantwise.session', JSON.stringify({ kind: k, refresh }))
      sessionStorage.setItem('e2e.signed-in', '1')
    }
  }, [kind, tokens.refresh_token] as const)
}
