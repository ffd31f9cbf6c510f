import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../test/auth.js'
import {
  activePartner, call as request, click, LONG_AGO, OPERATOR, OPERATOR_ENV, operatorHeaders, partnerLogin,
  referredCustomer, registerPartner, setPartnerStatus, type Method,
} from '../../../test/partners.js'

// The operator's console for partners: who may use it, the partner list and detail, status
// changes (history, notes, what they do to sign-in and clicks), tiers and rates, and referrals.

const t = useTestApp({ env: OPERATOR_ENV })
type Headers = Record<string, string>
let op: Headers

const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const setStatus = (id: string, payload: object) => call('PATCH', `/admin/partners/${id}/status`, op, payload)
const setTier = (id: string, payload: object, headers = op) => call('PATCH', `/admin/partners/${id}/tier`, headers, payload)
/** Lower-case letters only: a word no other partner's name contains. */
const uniqueWord = () => randomUUID().replace(/[^a-f]/g, '').slice(0, 8).padEnd(8, 'x')
const ids = (list: { items: { id: string }[] }) => list.items.map((p) => p.id).sort()

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('access to /admin/partners', () => {
  it('needs a token (401), of a platform operator (403), and of a user: a partner token is the wrong kind (401)', async () => {
    expect((await call('GET', '/admin/partners', {})).status).toBe(401)
    const user = await signedInUser(t)
    const forbidden = await call('GET', '/admin/partners', user.headers)
    expect(forbidden.status).toBe(403)
    const partner = await activePartner(t)
    expect((await call('GET', '/admin/partners', partner.headers)).status).toBe(401)
    expect((await setStatus(partner.id, { status: 'suspended' })).status).toBe(200)   // the operator may
    expect((await call('PATCH', `/admin/partners/${partner.id}/status`, user.headers, { status: 'active' })).status).toBe(403)
  })
})

describe('GET /admin/partners', () => {
  it('filters by status, tier, partner type and a case-insensitive company name search, with paging', async () => {
    const word = uniqueWord()
    const alpha = await activePartner(t, { company_name: `Alpha ${word} Tax`, partner_type: 'tax_advisor' })
    await setTier(alpha.id, { tier: 'gold' })
    const beta = await registerPartner(t, { company_name: `Beta ${word} Books`, partner_type: 'accountant' })
    const gamma = await activePartner(t, { company_name: `Gamma ${word}`, partner_type: 'accountant' }, 'suspended')
    const list = async (query: string) => (await call('GET', `/admin/partners?${query}`, op)).body

    const all = await list(`q=${word.toUpperCase()}`)
    expect(all).toMatchObject({ total: 3, page: 1, page_size: 20, pages: 1 })
    expect(ids(all)).toEqual([alpha.id, beta.id, gamma.id].sort())
    expect(ids(await list(`q=${encodeURIComponent(`${word} tAX`)}`))).toEqual([alpha.id])
    expect(ids(await list(`q=${word}&status=pending`))).toEqual([beta.id])
    expect(ids(await list(`q=${word}&status=suspended`))).toEqual([gamma.id])
    expect(ids(await list(`q=${word}&tier=gold`))).toEqual([alpha.id])
    expect(ids(await list(`q=${word}&partner_type=accountant`))).toEqual([beta.id, gamma.id].sort())
    expect(ids(await list(`q=${word}&partner_type=accountant&status=active`))).toEqual([])

    const second = await list(`q=${word}&page_size=2&page=2`)
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2, pages: 2 })
    expect(second.items).toHaveLength(1)
    expect(second.items[0]).not.toHaveProperty('password_hash')
    for (const bad of ['status=approved', 'tier=diamond', 'partner_type=lawyer', 'page_size=0']) {
      expect((await call('GET', `/admin/partners?${bad}`, op)).status, bad).toBe(422)
    }
  })
})

describe('GET /admin/partners: order', () => {
  it('lists pending partners first on every page (they are what the operator came for), then newest first', async () => {
    const word = uniqueWord()
    const waiting = await registerPartner(t, { company_name: `Waiting ${word}` })
    t.clock.advance(60_000)
    const older = await activePartner(t, { company_name: `Older ${word}` })
    t.clock.advance(60_000)
    const newer = await activePartner(t, { company_name: `Newer ${word}` })
    const page = async (n: number) => (await call('GET', `/admin/partners?q=${word}&page_size=1&page=${n}`, op)).body.items[0].id
    expect([await page(1), await page(2), await page(3)]).toEqual([waiting.id, newer.id, older.id])
  })
})

describe('GET /admin/partners/{id}', () => {
  it('shows the status history newest first with who changed it, the latest note, and the partner\'s figures', async () => {
    const partner = await registerPartner(t)
    await setPartnerStatus(t, partner.id, 'active', 'Checked the chamber of commerce entry')
    t.clock.advance(60_000)
    await setPartnerStatus(t, partner.id, 'suspended', 'Chargebacks under review')
    t.clock.advance(60_000)
    await setPartnerStatus(t, partner.id, 'active')

    const partnerHeaders = bearer((await partnerLogin(t, partner.email, partner.password)).json().access_token)
    const converted = (await referredCustomer(t, partner, {}, LONG_AGO)).referral_id
    await referredCustomer(t, partner)
    await click(t, partner.referral_code)
    const sale = (await call('POST', `/admin/referrals/${converted}/conversions`, op, { amount: 1000, occurred_at: '2026-01-05T00:00:00Z' })).body
    await call('PATCH', `/admin/commissions/${sale.commission.id}`, op, { status: 'approved' })
    await call('POST', `/admin/referrals/${converted}/refunds`, op, { amount: 250 })

    const { status, body } = await call('GET', `/admin/partners/${partner.id}`, op)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: partner.id, email: partner.email, status: 'active', notes: 'Chargebacks under review',
      referral_counts: { total: 3, clicked: 1, signed_up: 1, converted: 1, rejected: 0 },
      commission_totals: { pending: -50, approved: 200, paid: 0, cancelled: 0 },
      revenue_totals: { conversions: 1000, refunds: 250, net: 750 },
    })
    expect(body).not.toHaveProperty('password_hash')
    const operatorId = body.status_history[0].changed_by
    expect(operatorId).toEqual(expect.any(String))
    expect(body.status_history).toEqual([
      { from_status: 'suspended', to_status: 'active', notes: null, changed_by: operatorId, changed_by_email: OPERATOR.email, created_at: '2026-03-02T09:02:00.000Z' },
      { from_status: 'active', to_status: 'suspended', notes: 'Chargebacks under review', changed_by: operatorId, changed_by_email: OPERATOR.email, created_at: '2026-03-02T09:01:00.000Z' },
      { from_status: 'pending', to_status: 'active', notes: 'Checked the chamber of commerce entry', changed_by: operatorId, changed_by_email: OPERATOR.email, created_at: '2026-03-02T09:00:00.000Z' },
    ])
    expect((await call('GET', '/partners/me', partnerHeaders)).status).toBe(200)
  })

  it('records a repeated status only when it carries a note', async () => {
    const partner = await activePartner(t)
    const history = async () => (await call('GET', `/admin/partners/${partner.id}`, op)).body.status_history
    expect(await history()).toHaveLength(1)
    expect((await setStatus(partner.id, { status: 'active' })).status).toBe(200)
    expect(await history()).toHaveLength(1)
    t.clock.advance(60_000)   // history is newest first: a later entry
    await setStatus(partner.id, { status: 'active', notes: 'Called about the Q2 campaign' })
    expect((await history())[0]).toMatchObject({ from_status: 'active', to_status: 'active', notes: 'Called about the Q2 campaign' })
    expect(await history()).toHaveLength(2)
  })

  it('answers 404 for an unknown partner and 422 for a malformed id', async () => {
    expect((await call('GET', `/admin/partners/${randomUUID()}`, op)).status).toBe(404)
    expect((await call('GET', '/admin/partners/not-a-uuid', op)).status).toBe(422)
    expect((await setStatus(randomUUID(), { status: 'active' })).status).toBe(404)
  })
})

describe('PATCH /admin/partners/{id}/status', () => {
  it('lets a pending partner record clicks only once approved', async () => {
    const partner = await registerPartner(t)
    const refused = await click(t, partner.referral_code)
    expect(refused.statusCode).toBe(400)
    const approved = await setStatus(partner.id, { status: 'active', notes: 'Welcome aboard' })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'active', notes: 'Welcome aboard' })
    const counted = await click(t, partner.referral_code)
    expect(counted.statusCode).toBe(200)
    expect(counted.json()).toMatchObject({ counted: true, referral_id: expect.any(String) })
  })

  it('signs a suspended partner out and refuses its sign-in until it is active again', async () => {
    const partner = await activePartner(t)
    expect((await call('GET', '/partners/me', partner.headers)).status).toBe(200)
    const suspended = await setStatus(partner.id, { status: 'suspended', notes: 'Complaint from a customer' })
    expect(suspended.body.status).toBe('suspended')
    expect((await call('GET', '/partners/me', partner.headers)).status).toBe(401)
    expect((await partnerLogin(t, partner.email, partner.password)).statusCode).toBe(403)
    expect((await partnerLogin(t, partner.email, 'Wrong-Password-2026!')).statusCode).toBe(401)
    expect((await click(t, partner.referral_code)).statusCode).toBe(400)

    // Any status may follow any other: suspended → active.
    expect((await setStatus(partner.id, { status: 'active' })).body.status).toBe('active')
    expect((await call('GET', '/partners/me', partner.headers)).status).toBe(401)
    const login = await partnerLogin(t, partner.email, partner.password)
    expect(login.statusCode).toBe(200)
    expect((await call('GET', '/partners/me', bearer(login.json().access_token))).body).toMatchObject({ id: partner.id, status: 'active' })
  })

  it('rejects an unknown status (422)', async () => {
    const partner = await registerPartner(t)
    expect((await setStatus(partner.id, { status: 'approved' })).status).toBe(422)
    expect((await setStatus(partner.id, {})).status).toBe(422)
    expect((await call('GET', `/admin/partners/${partner.id}`, op)).body).toMatchObject({ status: 'pending', status_history: [] })
  })
})

describe('PATCH /admin/partners/{id}/tier', () => {
  it('sets the tier with or without new rates', async () => {
    const partner = await activePartner(t)
    const silver = await setTier(partner.id, { tier: 'silver' })
    expect(silver.status).toBe(200)
    expect(silver.body).toMatchObject({ tier: 'silver', first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 })
    const gold = await setTier(partner.id, { tier: 'gold', first_year_commission_rate: 0.25, ongoing_commission_rate: 0.125 })
    expect(gold.body).toMatchObject({ tier: 'gold', first_year_commission_rate: 0.25, ongoing_commission_rate: 0.125 })
    const edges = await setTier(partner.id, { tier: 'platinum', first_year_commission_rate: 1, ongoing_commission_rate: 0 })
    expect(edges.body).toMatchObject({ tier: 'platinum', first_year_commission_rate: 1, ongoing_commission_rate: 0 })
    expect((await call('GET', '/partners/me', partner.headers)).body).toMatchObject({ tier: 'platinum', first_year_commission_rate: 1, ongoing_commission_rate: 0 })
  })

  it('rejects rates outside 0..1 and unknown tiers (422), unknown partners (404) and non-operators (403)', async () => {
    const partner = await activePartner(t)
    for (const [payload, field] of [
      [{ tier: 'gold', first_year_commission_rate: 1.5 }, 'body.first_year_commission_rate'],
      [{ tier: 'gold', ongoing_commission_rate: -0.1 }, 'body.ongoing_commission_rate'],
      [{ tier: 'diamond' }, 'body.tier'],
      [{ first_year_commission_rate: 0.3 }, 'body.tier'],
    ] as const) {
      const res = await setTier(partner.id, payload)
      expect(res.status, JSON.stringify(payload)).toBe(422)
      expect(res.body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain(field)
    }
    expect((await setTier(randomUUID(), { tier: 'gold' })).status).toBe(404)
    const user = await signedInUser(t)
    expect((await setTier(partner.id, { tier: 'gold' }, user.headers)).status).toBe(403)
    expect((await call('GET', `/admin/partners/${partner.id}`, op)).body).toMatchObject({ tier: 'bronze', first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 })
  })

  it('sets only the tier and the rates: any other partner column in the body is dropped (security review, mass assignment)', async () => {
    const partner = await activePartner(t)
    const res = await setTier(partner.id, {
      tier: 'gold', status: 'suspended', referral_code: 'HIJACK-2026-0000', email: 'attacker@example.com', password_hash: 'x',
      token_version: 7, company_name: 'Renamed', id: randomUUID(), created_at: '2000-01-01T00:00:00Z',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: partner.id, tier: 'gold', status: 'active', referral_code: partner.referral_code, email: partner.email,
      company_name: partner.company_name,
    })
    expect(res.body.status_history).toHaveLength(1)   // the approval only: no status change without its history row
    expect((await partnerLogin(t, partner.email, partner.password)).statusCode).toBe(200)   // hash untouched
    expect((await call('GET', '/partners/me', partner.headers)).status).toBe(200)             // token version untouched
  })
})

describe('the referred customer', () => {
  it('is shown to the partner as a company and a masked e-mail, and found by the operator by its company', async () => {
    const partner = await activePartner(t)
    const customer = await referredCustomer(t, partner, { email: `anna.${uniqueWord()}@beckertech.example` })
    const clicked = (await click(t, partner.referral_code)).json().referral_id
    const company = `Beckertech ${uniqueWord()} GmbH`
    const created = await call('POST', '/companies', bearer((await tokensFor(t, customer)).access_token), {
      name: company, country: 'DE', company_size: 'small', nace_codes: ['62.01'],
    })
    expect(created.status).toBe(201)

    const seen = (await call('GET', '/partners/referrals', partner.headers)).body.items
    expect(seen.find((r: { id: string }) => r.id === customer.referral_id)).toMatchObject({
      customer_company: company, customer_email_masked: 'a•••@beckertech.example',
    })
    expect(seen.find((r: { id: string }) => r.id === clicked)).toMatchObject({ customer_company: null, customer_email_masked: null })
    expect(JSON.stringify(seen)).not.toContain(customer.email)   // the partner never gets the address

    const found = (await call('GET', `/admin/referrals?q=${encodeURIComponent(company.toLowerCase())}`, op)).body
    expect(found.items).toEqual([expect.objectContaining({
      id: customer.referral_id, customer_company: company, customer_email: customer.email,
    })])
  })
})

describe('GET /admin/referrals', () => {
  it('filters by partner, status and a search on the partner', async () => {
    const word = uniqueWord()
    const partner = await activePartner(t, { company_name: `Delta ${word} Consulting` })
    const other = await activePartner(t, { company_name: `Epsilon ${word} Advisors` })
    const customer = await referredCustomer(t, partner)
    const clicked = (await click(t, partner.referral_code)).json().referral_id
    const theirs = (await click(t, other.referral_code)).json().referral_id
    const list = async (query: string) => (await call('GET', `/admin/referrals?${query}`, op)).body

    expect(ids(await list(`partner_id=${partner.id}`))).toEqual([customer.referral_id, clicked].sort())
    const signedUp = await list(`partner_id=${partner.id}&status=signed_up`)
    expect(signedUp).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(signedUp.items[0]).toMatchObject({
      id: customer.referral_id, status: 'signed_up', partner_id: partner.id, partner_company: partner.company_name,
      tenant_id: customer.tenant_id, user_id: customer.id, rejection_reason: null, referral_code: partner.referral_code,
      customer_email: customer.email, customer_name: 'Test User',
    })
    expect(ids(await list(`q=${encodeURIComponent(customer.email.toUpperCase())}`))).toEqual([customer.referral_id])
    expect((await list(`partner_id=${partner.id}&status=clicked`)).items[0]).toMatchObject({ customer_email: null, customer_name: null })
    expect(ids(await list(`q=${word.toUpperCase()}`))).toEqual([customer.referral_id, clicked, theirs].sort())
    expect(ids(await list(`q=${encodeURIComponent(`epsilon ${word}`)}`))).toEqual([theirs])
    expect(ids(await list(`q=${other.referral_code.toLowerCase()}`))).toEqual([theirs])
    expect(ids(await list(`q=${word}&status=clicked`))).toEqual([clicked, theirs].sort())
    for (const bad of ['status=visited', 'partner_id=nope']) expect((await call('GET', `/admin/referrals?${bad}`, op)).status, bad).toBe(422)
  })
})
