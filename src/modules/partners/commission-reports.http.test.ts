import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, register } from '../../../test/auth.js'
import {
  activePartner, click, LONG_AGO, OPERATOR_ENV, operatorHeaders, partnerLogin, referredCustomer, type TestPartner,
  call as request, type Method,
} from '../../../test/partners.js'

// What partners and the operator read back: commission lists with their totals, the payout CSV,
// the partner's dashboard figures and the monthly performance, against hand-computed numbers.

const t = useTestApp({ env: OPERATOR_ENV })
type Headers = Record<string, string>
let op: Headers

const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const setCommission = async (id: string, status: string) => expect((await call('PATCH', `/admin/commissions/${id}`, op, { status })).status).toBe(200)
/** A conversion on the referral; its revenue (id) and commission are returned. */
async function convert (referralId: string, payload: { amount: number; occurred_at?: string }) {
  const res = await call('POST', `/admin/referrals/${referralId}/conversions`, op, payload)
  expect(res.status).toBe(201)
  return res.body as { id: string; commission: { id: string; amount: number } }
}
/** A customer who signed up long before the (backdated) revenue the tests record. */
const signedUp = async (partner: TestPartner) => (await referredCustomer(t, partner, {}, LONG_AGO)).referral_id
const PAST = '2026-01-10T12:00:00Z'
const ids = (list: { items: { id: string }[] }) => list.items.map((c) => c.id).sort()

/** Commissions of 20 pending, 30 approved, 40 paid and 10 cancelled, on one referral. */
async function fourCommissions (partner: TestPartner) {
  const referralId = await signedUp(partner)
  const [pending, approved, paid, cancelled] = [
    await convert(referralId, { amount: 100, occurred_at: PAST }), await convert(referralId, { amount: 150, occurred_at: PAST }),
    await convert(referralId, { amount: 200, occurred_at: '2025-12-01T00:00:00Z' }), await convert(referralId, { amount: 50, occurred_at: PAST }),
  ].map((r) => r.commission.id) as [string, string, string, string]
  await setCommission(approved, 'approved')
  await setCommission(paid, 'approved')
  await setCommission(paid, 'paid')
  await setCommission(cancelled, 'cancelled')
  return { pending, approved, paid, cancelled }
}

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('GET /partners/commissions', () => {
  it('filters by status while the totals cover all of the partner\'s commissions, and never shows another partner\'s', async () => {
    const partner = await activePartner(t)
    const other = await activePartner(t)
    const mine = await fourCommissions(partner)
    await fourCommissions(other)
    const totals = { total_pending: 20, total_approved: 30, total_paid: 40 }

    const all = (await call('GET', '/partners/commissions', partner.headers)).body
    expect(all).toMatchObject({ total: 4, page: 1, page_size: 20, pages: 1, ...totals })
    expect(ids(all)).toEqual(Object.values(mine).sort())
    const pending = (await call('GET', '/partners/commissions?status=pending', partner.headers)).body
    expect(pending).toMatchObject({ total: 1, items: [{ id: mine.pending, status: 'pending', amount: 20 }], ...totals })
    const paged = (await call('GET', '/partners/commissions?page_size=1&page=2', partner.headers)).body
    expect(paged).toMatchObject({ total: 4, pages: 4, page: 2, ...totals })
    expect(paged.items).toHaveLength(1)
    expect((await call('GET', '/partners/commissions?status=owed', partner.headers)).status).toBe(422)
  })
})

describe('GET /admin/commissions', () => {
  it('filters by partner, status and period', async () => {
    const partner = await activePartner(t)
    const other = await activePartner(t)
    const mine = await fourCommissions(partner)
    const theirs = await fourCommissions(other)
    const list = async (query: string) => (await call('GET', `/admin/commissions?${query}`, op)).body

    const byPartner = await list(`partner_id=${partner.id}`)
    expect(ids(byPartner)).toEqual(Object.values(mine).sort())
    expect(byPartner).toMatchObject({ total_pending: 20, total_approved: 30, total_paid: 40 })
    expect(byPartner.items[0]).toMatchObject({ partner_id: partner.id, partner_company: partner.company_name, revenue_id: expect.any(String) })
    expect(ids(await list(`partner_id=${partner.id}&status=approved`))).toEqual([mine.approved])
    expect(ids(await list(`partner_id=${partner.id}&period=2025-12`))).toEqual([mine.paid])
    expect(ids(await list('status=paid&period=2025-12&page_size=100'))).toEqual(expect.arrayContaining([mine.paid, theirs.paid]))
    expect((await list(`partner_id=${partner.id}&period=2026-02`)).total).toBe(0)
    for (const bad of ['period=2026-13', 'period=2026-3', 'status=owed', 'partner_id=nope']) {
      expect((await call('GET', `/admin/commissions?${bad}`, op)).status, bad).toBe(422)
    }
  })
})

describe('GET /admin/commissions/export', () => {
  it('writes the period\'s approved commissions as CSV by default, other statuses on request, formulas defused', async () => {
    const partner = await activePartner(t, { company_name: '=HYPERLINK("http://evil.example")' })
    const referralId = await signedUp(partner)
    const approved = await convert(referralId, { amount: 100, occurred_at: '2026-03-02T09:00:00Z' })
    const otherPeriod = await convert(referralId, { amount: 70, occurred_at: PAST })
    t.clock.set('2026-04-02T09:00:00Z')
    op = await operatorHeaders(t)
    const pending = await convert(referralId, { amount: 50, occurred_at: '2026-03-20T00:00:00Z' })   // held until 19 April
    await setCommission(approved.commission.id, 'approved')
    await setCommission(otherPeriod.commission.id, 'approved')

    const csv = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/commissions/export?${query}`, headers: op })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/csv/)
      const [header, ...rows] = parse(res.body) as string[][]
      return { header, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]]))) }
    }
    const all = await csv('period=2026-03')
    expect(all.header).toEqual(['partner_id', 'partner_company', 'partner_email', 'referral_code', 'commission_id', 'referral_id', 'kind', 'period', 'status',
      'revenue_amount', 'rate', 'rate_kind', 'amount', 'currency', 'occurred_at', 'approved_at', 'paid_at', 'payout_reference',
      'commissions', 'row_type'])
    expect(all.rows.every((r) => r.status === 'approved' && r.period === '2026-03')).toBe(true)
    const mine = all.rows.filter((r) => r.partner_id === partner.id && r.row_type === 'commission')
    expect(mine).toEqual([expect.objectContaining({
      commission_id: approved.commission.id, partner_company: '\'=HYPERLINK("http://evil.example")', partner_email: partner.email, referral_code: partner.referral_code,
      referral_id: referralId, kind: 'commission', revenue_amount: '100.00', amount: '20.00', currency: 'EUR', rate_kind: 'first_year',
      occurred_at: '2026-03-02T09:00:00.000Z', approved_at: '2026-04-02T09:00:00.000Z',
    })])

    const pendingRows = (await csv(`period=2026-03&status=pending&partner_id=${partner.id}`)).rows
    expect(pendingRows.map((r) => [r.commission_id, r.status, r.amount, r.row_type])).toEqual([
      [pending.commission.id, 'pending', '10.00', 'commission'], ['', 'pending', '10.00', 'partner_total'], ['', 'pending',
        '10.00', 'total'],
    ])
    expect((await csv(`period=2026-02&partner_id=${partner.id}`)).rows.map((r) => [r.row_type, r.amount])).toEqual([['total', '0.00']])
    expect((await call('GET', '/admin/commissions/export', op)).status).toBe(422)
    expect((await call('GET', '/admin/commissions/export?period=March', op)).status).toBe(422)
  })
})

describe('formulas in the payout CSV', () => {
  it.each([
    '＝HYPERLINK("http://evil.example")', '＋1+1', '－2+3', '＠SUM(A1)', '﹦1+1',
  ])('defuses the full-width or small form in %s', async (name) => {
    const partner = await activePartner(t, { company_name: name })
    await convert(await signedUp(partner), { amount: 100 })
    const res = await t.app.inject({
      method: 'GET', url: `/api/v1/admin/commissions/export?period=2026-03&status=pending&partner_id=${partner.id}`,
      headers: op,
    })
    const [, row] = parse(res.body) as string[][]
    expect(row![1]).toBe(`'${name}`)
  })
})

describe('GET /partners/dashboard', () => {
  it('adds up referrals and commissions exactly', async () => {
    const domain = `ledger-${randomUUID().slice(0, 8)}.eu`
    const partner = await activePartner(t, { email: `pat@${domain}` })
    t.clock.set(LONG_AGO)   // customers who signed up before the revenue recorded below
    // Five counted clicks (a repeat from the same client and a bot are not counted).
    const [c1, c2, c3, self] = await Promise.all([1, 2, 3, 4, 5].map(async (i) => (await click(t, partner.referral_code, { ip: `10.9.${i}.1` })).json().referral_id as string))
    expect((await click(t, partner.referral_code, { ip: '10.9.1.1' })).json()).toMatchObject({ referral_id: c1, counted: true })
    expect((await click(t, partner.referral_code, { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).json()).toMatchObject({ counted: false })
    for (const referralId of [c1, c2, c3]) await register(t, { referral_id: referralId })
    await register(t, { referral_id: self, email: `colleague@${domain}` })   // self-referral: rejected
    t.clock.set(TEST_START)

    const big = await convert(c1!, { amount: 1000, occurred_at: '2026-01-05T00:00:00Z' })   // 200, paid
    await setCommission(big.commission.id, 'approved')
    await setCommission(big.commission.id, 'paid')
    const second = await convert(c1!, { amount: 500, occurred_at: PAST })                     // 100, approved
    await setCommission(second.commission.id, 'approved')
    await convert(c2!, { amount: 300 })                                                         // 60, pending
    const cancelled = await convert(c2!, { amount: 250, occurred_at: PAST })                  // 50, cancelled
    await setCommission(cancelled.commission.id, 'cancelled')
    const refund = await call('POST', `/admin/referrals/${c1}/refunds`, op, { amount: 100, conversion_id: big.id })   // -20, pending
    expect(refund.body.commission.amount).toBe(-20)

    const { status, body } = await call('GET', '/partners/dashboard', partner.headers)
    expect(status).toBe(200)
    expect(body).toEqual({
      total_referrals: 4, active_referrals: 3, converted_referrals: 2, conversion_rate: 0.5,
      pending_commission: 140, paid_commission: 200, total_commission_earned: 340,
    })
    const referrals = (await call('GET', '/partners/referrals?page_size=100', partner.headers)).body
    expect(referrals.items.map((r: { status: string }) => r.status).sort()).toEqual(['clicked', 'converted', 'converted', 'rejected', 'signed_up'])
  })

  it('shows zeros for a partner with nothing yet', async () => {
    const partner = await activePartner(t)
    expect((await call('GET', '/partners/dashboard', partner.headers)).body).toEqual({
      total_referrals: 0, active_referrals: 0, converted_referrals: 0, conversion_rate: 0, pending_commission: 0, paid_commission: 0, total_commission_earned: 0,
    })
  })
})

describe('GET /partners/performance', () => {
  it('lists the last months newest first, with empty months as zeros', async () => {
    const partner = await activePartner(t)
    // Signed up in March (now), so the referrals count there.
    const [march, april] = [(await referredCustomer(t, partner)).referral_id, (await referredCustomer(t, partner)).referral_id]
    await click(t, partner.referral_code)
    t.clock.set('2026-04-21T00:00:00Z')   // revenue is recorded once it happened
    op = await operatorHeaders(t)
    await convert(march, { amount: 100, occurred_at: '2026-03-10T00:00:00Z' })   // 20 in 2026-03
    await convert(april, { amount: 150, occurred_at: '2026-04-20T00:00:00Z' })   // 30 in 2026-04

    t.clock.set('2026-05-15T12:00:00Z')
    const headers = bearer((await partnerLogin(t, partner.email, partner.password)).json().access_token)
    const { status, body } = await call('GET', '/partners/performance?months=3', headers)
    expect(status).toBe(200)
    expect(body).toEqual({
      items: [
        { month: '2026-05', referrals: 0, conversions: 0, commission: 0 },
        { month: '2026-04', referrals: 0, conversions: 1, commission: 30 },
        { month: '2026-03', referrals: 3, conversions: 1, commission: 20 },
      ],
      total_months: 3,
    })
    expect((await call('GET', '/partners/performance', headers)).body.total_months).toBe(12)
    for (const months of ['0', '-1', 'x']) expect((await call('GET', `/partners/performance?months=${months}`, headers)).status, months).toBe(422)
  })
})
