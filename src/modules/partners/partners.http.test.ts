import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { bearer, PASSWORD, signedInUser, uniqueEmail } from '../../../test/auth.js'
import { activePartner, OPERATOR_ENV, partnerLogin, registerPartner, setPartnerStatus } from '../../../test/partners.js'

const t = useTestApp({ env: OPERATOR_ENV })
const api = '/api/v1'

describe('POST /partners/register', () => {
  it('creates a pending bronze partner with a generated code and the default rates', async () => {
    const email = uniqueEmail('Partner')
    const res = await t.app.inject({
      method: 'POST', url: `${api}/partners/register`,
      payload: {
        email, password: PASSWORD, company_name: 'Müller Steuerberatung GmbH', contact_name: 'Anna Müller', partner_type: 'tax_advisor',
        phone: '+49 30 1234567', website: 'https://mueller.example', status: 'active', tier: 'platinum', referral_code: 'MINE-2026-XXXX', first_year_commission_rate: 1,
      },
    })
    expect(res.statusCode).toBe(201)
    const partner = res.json()
    expect(partner).toEqual({
      id: expect.any(String), email: email.toLowerCase(), company_name: 'Müller Steuerberatung GmbH', contact_name: 'Anna Müller',
      partner_type: 'tax_advisor', phone: '+49 30 1234567', website: 'https://mueller.example', status: 'pending', tier: 'bronze',
      referral_code: expect.stringMatching(/^MUERS-2026-[A-HJKMNP-Z2-9]{4}$/), first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1,
      language: 'en', terms_version: null, terms_accepted_at: null,   // no terms published: none to accept
      created_at: '2026-03-02T09:00:00.000Z', updated_at: '2026-03-02T09:00:00.000Z',
    })
    expect(JSON.stringify(partner)).not.toContain('password')
  })

  it('gives every partner its own code', async () => {
    const codes = await Promise.all(Array.from({ length: 8 }, () => registerPartner(t, { company_name: 'Same Name Consulting' }).then((p) => p.referral_code)))
    expect(new Set(codes).size).toBe(8)
  })

  it('answers 400 for an e-mail already registered, in any letter case', async () => {
    const first = await registerPartner(t)
    const res = await t.app.inject({ method: 'POST', url: `${api}/partners/register`, payload: { email: first.email.toUpperCase(), password: PASSWORD, company_name: 'X', contact_name: 'Y', partner_type: 'other' } })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().detail).toContain('already exists')
  })

  it.each([
    ['partner_type', { partner_type: 'lawyer' }],
    ['email', { email: 'not-an-email' }],
    ['company_name', { company_name: '' }],
    ['contact_name', { contact_name: '   ' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['phone', { phone: 'call me' }],
    ['password', { password: 'weakpass' }],
  ])('answers 422 naming %s', async (field, override) => {
    const res = await t.app.inject({
      method: 'POST', url: `${api}/partners/register`,
      payload: { email: uniqueEmail(), password: PASSWORD, company_name: 'Valid', contact_name: 'Valid', partner_type: 'accountant', ...override },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain(`body.${field}`)
  })
})

describe('POST /partners/login', () => {
  it('returns a partner token pair with expires_in, also while pending', async () => {
    const partner = await registerPartner(t)
    const res = await partnerLogin(t, partner.email, partner.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer', expires_in: 1800 })
    const claims = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({ sub: partner.email, type: 'access', aud: 'partner' })
    expect(claims.tenant_id).toBeUndefined()
  })

  it('answers 401 for a wrong password or an unknown e-mail', async () => {
    const partner = await registerPartner(t)
    expect((await partnerLogin(t, partner.email, 'Wrong-Pass-2026!')).statusCode).toBe(401)
    expect((await partnerLogin(t, uniqueEmail(), PASSWORD)).statusCode).toBe(401)
  })

  it('locks an e-mail after five wrong passwords, with Retry-After, separately from user logins', async () => {
    const partner = await registerPartner(t)
    for (let i = 0; i < 5; i++) expect((await partnerLogin(t, partner.email, 'Wrong-Pass-2026!')).statusCode).toBe(401)
    const locked = await partnerLogin(t, partner.email, partner.password)
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    t.clock.advance(61_000)
    try {
      expect((await partnerLogin(t, partner.email, partner.password)).statusCode).toBe(200)
    } finally {
      t.clock.advance(-61_000)
    }
  })

  it.each(['suspended', 'inactive'])('answers 403 for a %s partner, and only with the right password', async (status) => {
    const partner = await activePartner(t, {}, status)
    expect((await partnerLogin(t, partner.email, partner.password)).statusCode).toBe(403)
    expect((await partnerLogin(t, partner.email, 'Wrong-Pass-2026!')).statusCode).toBe(401)
  })
})

describe('partner tokens', () => {
  it('are refused on user endpoints, and user tokens on partner endpoints', async () => {
    const partner = await activePartner(t)
    const user = await signedInUser(t)
    // Each accepted where it belongs first: a token verified once is still refused for the other kind.
    expect((await t.app.inject({ url: `${api}/partners/me`, headers: partner.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: user.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: partner.headers })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `${api}/companies`, headers: partner.headers })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `${api}/partners/me`, headers: user.headers })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `${api}/partners/dashboard`, headers: user.headers })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `${api}/partners/me` })).statusCode).toBe(401)
  })

  it('refresh once: the used refresh token is refused afterwards, and its reuse ends the session', async () => {
    const partner = await registerPartner(t)
    const { refresh_token: refreshToken } = (await partnerLogin(t, partner.email, partner.password)).json()
    const first = await t.app.inject({ method: 'POST', url: `${api}/partners/refresh`, payload: { refresh_token: refreshToken } })
    expect(first.statusCode).toBe(200)
    expect(first.json().expires_in).toBe(1800)
    expect((await t.app.inject({ method: 'POST', url: `${api}/partners/refresh`, payload: { refresh_token: refreshToken } })).statusCode).toBe(401)
    // Reuse means the token leaked (RFC 9700 §4.14.2): the newest pair of the session is dead too.
    expect((await t.app.inject({ url: `${api}/partners/me`, headers: bearer(first.json().access_token) })).statusCode).toBe(401)
  })

  it('of concurrent refreshes with one token, exactly one succeeds', async () => {
    const partner = await registerPartner(t)
    const { refresh_token: refreshToken } = (await partnerLogin(t, partner.email, partner.password)).json()
    const results = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `${api}/partners/refresh`, payload: { refresh_token: refreshToken } })))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(401)])
  })

  it('a user refresh token is not a partner refresh token', async () => {
    const user = await signedInUser(t)
    expect((await t.app.inject({ method: 'POST', url: `${api}/partners/refresh`, payload: { refresh_token: user.refresh_token } })).statusCode).toBe(401)
  })

  it('logout revokes the presented access token', async () => {
    const partner = await activePartner(t)
    expect((await t.app.inject({ method: 'POST', url: `${api}/partners/logout`, headers: partner.headers })).json()).toEqual({ message: 'Successfully logged out' })
    expect((await t.app.inject({ url: `${api}/partners/me`, headers: partner.headers })).statusCode).toBe(401)
  })

  it('stop working when the partner is suspended, and its refresh token too', async () => {
    const partner = await registerPartner(t)
    const tokens = (await partnerLogin(t, partner.email, partner.password)).json()
    await setPartnerStatus(t, partner.id, 'suspended')
    expect((await t.app.inject({ url: `${api}/partners/me`, headers: bearer(tokens.access_token) })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: `${api}/partners/refresh`, payload: { refresh_token: tokens.refresh_token } })).statusCode).toBe(401)
  })

  it('expire after 30 minutes', async () => {
    const partner = await activePartner(t)
    t.clock.advance(30 * 60_000 + 1000)
    try {
      expect((await t.app.inject({ url: `${api}/partners/me`, headers: partner.headers })).statusCode).toBe(401)
    } finally {
      t.clock.advance(-(30 * 60_000 + 1000))
    }
  })
})

describe('GET and PATCH /partners/me', () => {
  it('returns the profile', async () => {
    const partner = await activePartner(t, { phone: '+33 1 23 45 67 89' })
    const res = await t.app.inject({ url: `${api}/partners/me`, headers: partner.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: partner.id, email: partner.email, status: 'active', referral_code: partner.referral_code, phone: '+33 1 23 45 67 89' })
  })

  it('changes company_name, phone and website only; other fields are ignored', async () => {
    const partner = await activePartner(t)
    const res = await t.app.inject({
      method: 'PATCH', url: `${api}/partners/me`, headers: partner.headers,
      payload: { company_name: 'Ledger & Sons', phone: '+32 2 555 01 01', website: 'https://ledger.example', email: 'x@y.example', status: 'suspended', tier: 'platinum', referral_code: 'HACK-2026-AAAA', ongoing_commission_rate: 1 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ company_name: 'Ledger & Sons', phone: '+32 2 555 01 01', website: 'https://ledger.example', email: partner.email, status: 'active', tier: 'bronze', referral_code: partner.referral_code, ongoing_commission_rate: 0.1 })
  })

  it('clears phone and website with null', async () => {
    const partner = await activePartner(t, { phone: '+49 1', website: 'https://a.example' })
    const res = await t.app.inject({ method: 'PATCH', url: `${api}/partners/me`, headers: partner.headers, payload: { phone: null, website: null } })
    expect(res.json()).toMatchObject({ phone: null, website: null })
  })

  it('answers 422 for an invalid website', async () => {
    const partner = await activePartner(t)
    const res = await t.app.inject({ method: 'PATCH', url: `${api}/partners/me`, headers: partner.headers, payload: { website: 'ftp://files.example' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'website'])
  })
})
