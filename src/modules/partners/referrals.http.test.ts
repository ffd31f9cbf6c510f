import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp } from '../../../test/app.js'
import { bearer, register, uniqueEmail } from '../../../test/auth.js'
import { activePartner, BROWSER, click, OPERATOR_ENV, operatorHeaders, partnerLogin, registerPartner } from '../../../test/partners.js'
import { selectRows } from '../../core/db/client.js'

const t = useTestApp({ env: OPERATOR_ENV })
const api = '/api/v1'
const DAY = 86_400_000

async function referralsOf (partner: { headers: Record<string, string> }, status?: string) {
  const res = await t.app.inject({ url: `${api}/partners/referrals${status ? `?status=${status}` : ''}`, headers: partner.headers })
  expect(res.statusCode).toBe(200)
  return res.json() as { items: { id: string; status: string; utm_source: string | null; landing_page: string | null; signed_up_at: string | null }[]; total: number }
}

describe('POST /referrals/click', () => {
  it('records a referral with its UTM fields, the code read case-insensitively', async () => {
    const partner = await activePartner(t)
    const res = await click(t, ` ${partner.referral_code.toLowerCase()} `, { body: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', landing_page: '/grants?country=DE' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ referral_id: expect.any(String), partner_company: 'Green Ledger Advisors', message: 'Referral recorded', counted: true })
    const { items } = await referralsOf(partner)
    expect(items).toEqual([expect.objectContaining({ id: res.json().referral_id, referral_code: partner.referral_code, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', landing_page: '/grants?country=DE', status: 'clicked' })])
  })

  it('answers 404 for an unknown code and 400 for a partner who is not active', async () => {
    expect((await click(t, 'NOPE-2026-ZZZZ')).statusCode).toBe(404)
    const pending = await registerPartner(t)
    const res = await click(t, pending.referral_code)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toContain('not active')
    for (const status of ['suspended', 'inactive']) {
      const partner = await activePartner(t, {}, status)
      expect((await click(t, partner.referral_code)).statusCode).toBe(400)
    }
  })

  it('counts repeat clicks of one client within 24 hours once', async () => {
    const partner = await activePartner(t)
    const first = await click(t, partner.referral_code, { ip: '203.0.113.7' })
    t.clock.advance(23 * 3_600_000)
    const again = await click(t, partner.referral_code, { ip: '203.0.113.7', body: { utm_source: 'other' } })
    t.clock.advance(-23 * 3_600_000)
    expect(again.json()).toMatchObject({ referral_id: first.json().referral_id, counted: true, message: expect.stringContaining('counted once') })
    expect((await referralsOf(partner)).total).toBe(1)
  })

  it('counts a click after the 24 hours, another browser or another address as new', async () => {
    const partner = await activePartner(t)
    const first = (await click(t, partner.referral_code, { ip: '203.0.113.8' })).json().referral_id
    const otherBrowser = (await click(t, partner.referral_code, { ip: '203.0.113.8', userAgent: `${BROWSER} Edg/131.0` })).json().referral_id
    const otherAddress = (await click(t, partner.referral_code, { ip: '203.0.113.9' })).json().referral_id
    t.clock.advance(DAY)
    const nextDay = (await click(t, partner.referral_code, { ip: '203.0.113.8' })).json().referral_id
    t.clock.advance(-DAY)
    expect(new Set([first, otherBrowser, otherAddress, nextDay]).size).toBe(4)
  })

  it('gives concurrent clicks of one client one referral', async () => {
    const partner = await activePartner(t)
    const results = await Promise.all(Array.from({ length: 12 }, () => click(t, partner.referral_code, { ip: '198.51.100.1' })))
    expect(new Set(results.map((r) => r.json().referral_id)).size).toBe(1)
    expect((await referralsOf(partner)).total).toBe(1)
  })

  it.each([
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['WhatsApp/2.23.20.0 A'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['Twitterbot/1.0'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36'],
    ['Discordbot/2.0'],
  ])('does not count a bot or link preview: %s', async (userAgent) => {
    const partner = await activePartner(t)
    const res = await click(t, partner.referral_code, { userAgent })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ referral_id: null, counted: false, partner_company: 'Green Ledger Advisors', message: expect.stringMatching(/^Not counted/) })
    expect((await referralsOf(partner)).total).toBe(0)
  })

  it.each([
    ['python-requests/2.31.0'], ['python-httpx/0.27.0'], ['curl/8.5.0'], ['axios/1.6.0'], ['Go-http-client/1.1'], ['node'],
    // An integration's own agent, and none at all: the spec promises a referral id; only named crawlers,
    // link previews and headless browsers go uncounted.
    ['AcmeCRM/2.3'], ['Zoho-CRM/5.1 (+https://crm.example.com/integration)'], ['MyApp/1.0 (iPhone)'], [null],
  ])('counts a click sent through an HTTP library or integration (%s), once per client and day like a browser\'s', async (userAgent) => {
    const partner = await activePartner(t)
    const first = await click(t, partner.referral_code, { userAgent, ip: '198.51.100.77' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ referral_id: expect.stringMatching(/^[0-9a-f-]{36}$/), counted: true })
    const again = await click(t, partner.referral_code, { userAgent, ip: '198.51.100.77' })
    expect(again.json().referral_id).toBe(first.json().referral_id)
    expect((await referralsOf(partner)).total).toBe(1)
  })

  it('never stores the IP address', async () => {
    const partner = await activePartner(t)
    await click(t, partner.referral_code, { ip: '192.0.2.55' })
    const rows = await selectRows<{ row: string }>(t.container.database.db, sql`
      select row_to_json(r)::text as row from referrals r where partner_id = ${partner.id}
      union all select row_to_json(w)::text from referral_click_windows w where partner_id = ${partner.id}`)
    expect(rows).toHaveLength(2)
    for (const { row } of rows) expect(row).not.toContain('192.0.2.55')
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const partner = await activePartner(t)
    const a = await click(t, partner.referral_code, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.1' } })
    const b = await click(t, partner.referral_code, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.2' } })
    expect(b.json().referral_id).toBe(a.json().referral_id)
  })

  it('opens at most 10 referrals a day for one partner from one address, whatever user agents it sends (429 after)', async () => {
    const [partner, other] = [await activePartner(t), await activePartner(t)]
    const ip = '198.51.100.200'
    const agent = (i: number) => `${BROWSER} Build/${i}`
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => click(t, partner.referral_code, { ip, userAgent: agent(i) })))
    expect(new Set(first.map((r) => r.json().referral_id)).size).toBe(10)
    const eleventh = await click(t, partner.referral_code, { ip, userAgent: agent(10) })
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.headers['content-type']).toContain('application/problem+json')
    expect(eleventh.headers['retry-after']).toBe(String(24 * 3600))
    expect(eleventh.json()).toMatchObject({ status: 429, type: expect.stringContaining('partners/click_throttled') })
    // A visitor of the address who already clicked still gets their referral; other partners and addresses are untouched.
    expect((await click(t, partner.referral_code, { ip, userAgent: agent(3) })).json().referral_id).toBe(first[3]!.json().referral_id)
    expect((await click(t, other.referral_code, { ip, userAgent: agent(10) })).statusCode).toBe(200)
    expect((await click(t, partner.referral_code, { ip: '198.51.100.201', userAgent: agent(10) })).statusCode).toBe(200)
    expect((await referralsOf(partner)).total).toBe(11)
    t.clock.advance(DAY)
    const nextDay = await click(t, partner.referral_code, { ip, userAgent: agent(11) })
    t.clock.advance(-DAY)
    expect(nextDay.statusCode).toBe(200)
  })

  it('rate-limits each client', async () => {
    const limited = await buildTestApp({ env: { ...OPERATOR_ENV, CLICK_RATE_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' } })
    try {
      const partner = await activePartner(limited)
      const from = (ip: string) => click(limited, partner.referral_code, { ip: '127.0.0.1', headers: { 'x-forwarded-for': ip } })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.10')).statusCode)
      expect(statuses).toEqual([200, 200, 200, 429])
      // Behind the trusted proxy, each forwarded address is its own client with its own referral.
      const other = await from('203.0.113.11')
      expect(other.statusCode).toBe(200)
      const referrals = (await limited.app.inject({ url: `${api}/partners/referrals`, headers: partner.headers })).json()
      expect(referrals.total).toBe(2)
      expect(referrals.items.map((r: { id: string }) => r.id)).toContain(other.json().referral_id)
    } finally {
      await limited.close()
    }
  })
})

describe('attribution at registration', () => {
  it('links the new account to the referral and counts it as signed up', async () => {
    const partner = await activePartner(t)
    const referralId = (await click(t, partner.referral_code)).json().referral_id
    const user = await register(t, { referral_id: referralId })
    const [referral] = (await referralsOf(partner)).items
    expect(referral).toMatchObject({ id: referralId, status: 'signed_up', signed_up_at: '2026-03-02T09:00:00.000Z' })
    const admin = await t.app.inject({ url: `${api}/admin/referrals?partner_id=${partner.id}`, headers: await operatorHeadersFor() })
    expect(admin.json().items[0]).toMatchObject({ tenant_id: user.tenant_id, user_id: user.id })
  })

  it('attributes up to exactly 90 days after the click, not a second later', async () => {
    const partner = await activePartner(t)
    const onTime = (await click(t, partner.referral_code)).json().referral_id
    const late = (await click(t, partner.referral_code)).json().referral_id
    t.clock.advance(90 * DAY)
    await register(t, { referral_id: onTime })
    t.clock.advance(1000)
    await register(t, { referral_id: late })
    t.clock.advance(-(90 * DAY + 1000))
    const statuses = Object.fromEntries((await referralsOf(partner)).items.map((r) => [r.id, r.status]))
    expect(statuses).toEqual({ [onTime]: 'signed_up', [late]: 'clicked' })
  })

  it('refuses a self-referral by e-mail or by the partner\'s own domain, and records it', async () => {
    const partner = await activePartner(t, { email: `jane-${randomUUID().slice(0, 8)}@greenledger.example` })
    const own = (await click(t, partner.referral_code)).json().referral_id
    const colleague = (await click(t, partner.referral_code)).json().referral_id
    const ownUser = await register(t, { email: partner.email.toUpperCase(), referral_id: own })
    await register(t, { email: uniqueEmail('bob').replace('example.com', 'greenledger.example'), referral_id: colleague })
    expect(ownUser.email).toBe(partner.email)
    const { items } = await referralsOf(partner, 'rejected')
    expect(items.map((r) => r.id).sort()).toEqual([own, colleague].sort())
    const admin = await t.app.inject({ url: `${api}/admin/referrals?partner_id=${partner.id}&status=rejected`, headers: await operatorHeadersFor() })
    expect(admin.json().items.map((r: { rejection_reason: string; tenant_id: string | null }) => [r.rejection_reason, r.tenant_id])).toEqual([['self_referral', null], ['self_referral', null]])
  })

  it('does not treat customers at a public e-mail provider as the partner\'s colleagues', async () => {
    const partner = await activePartner(t, { email: `jane.${randomUUID().slice(0, 8)}@gmail.com` })
    const referralId = (await click(t, partner.referral_code)).json().referral_id
    await register(t, { email: `bob.${randomUUID().slice(0, 8)}@gmail.com`, referral_id: referralId })
    expect((await referralsOf(partner)).items[0]!.status).toBe('signed_up')
  })

  it('attributes a typed referral code as a new signed-up referral', async () => {
    const partner = await activePartner(t)
    await register(t, { referral_code: partner.referral_code.toLowerCase() })
    expect((await referralsOf(partner)).items).toEqual([expect.objectContaining({ status: 'signed_up', referral_code: partner.referral_code })])
  })

  it('never fails a registration over a referral, and attributes one referral once', async () => {
    const partner = await activePartner(t)
    const referralId = (await click(t, partner.referral_code)).json().referral_id
    await register(t, { referral_id: referralId })
    const second = await register(t, { referral_id: referralId })
    const unknown = await register(t, { referral_id: '00000000-0000-4000-8000-000000000000' })
    const badCode = await register(t, { referral_code: 'NOPE-2026-ZZZZ' })
    expect([second, unknown, badCode].every((u) => u.id)).toBe(true)
    expect((await referralsOf(partner)).items.map((r) => r.status)).toEqual(['signed_up'])
  })

  it('does not attribute to a partner suspended since the click', async () => {
    const partner = await activePartner(t)
    const referralId = (await click(t, partner.referral_code)).json().referral_id
    await t.app.inject({ method: 'PATCH', url: `${api}/admin/partners/${partner.id}/status`, headers: await operatorHeadersFor(), payload: { status: 'suspended' } })
    await register(t, { referral_id: referralId })
    await t.app.inject({ method: 'PATCH', url: `${api}/admin/partners/${partner.id}/status`, headers: await operatorHeadersFor(), payload: { status: 'active' } })
    const fresh = await activePartnerHeaders(partner)
    expect((await referralsOf(fresh)).items[0]!.status).toBe('clicked')
  })

  it('answers 422 for a referral_id that is not a UUID', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${api}/auth/register`, payload: { email: uniqueEmail(), password: 'Sunny-Day-2026!', full_name: 'X', referral_id: 'abc' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'referral_id'])
  })
})

const operatorHeadersFor = () => operatorHeaders(t)

/** Suspension signed the partner out: a new sign-in. */
async function activePartnerHeaders (partner: { email: string; password: string }) {
  return { headers: bearer((await partnerLogin(t, partner.email, partner.password)).json().access_token) }
}
