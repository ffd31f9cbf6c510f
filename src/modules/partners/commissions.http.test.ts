import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import {
  activePartner, click, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer, type TestPartner,
  call as request, type Method,
} from '../../../test/partners.js'

// Recording revenue over HTTP: conversions with their commission (rate, rounding, the 12-month
// boundary, the rate kept), idempotent external_ids, validation, and refunds as new negative
// commissions at the refunded conversion's rate.

const t = useTestApp({ env: OPERATOR_ENV })
type Headers = Record<string, string>
let op: Headers
const NOW = new Date(TEST_START).toISOString()

const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const conversion = (referralId: string, payload: object) => call('POST', `/admin/referrals/${referralId}/conversions`, op, payload)
const refund = (referralId: string, payload: object) => call('POST', `/admin/referrals/${referralId}/refunds`, op, payload)
const setCommission = (id: string, status: string) => call('PATCH', `/admin/commissions/${id}`, op, { status })
const commissionsOf = async (partner: TestPartner, query = '') => (await call('GET', `/partners/commissions${query}`, partner.headers)).body
/** A customer who signed up long before the (backdated) revenue the tests record. */
const signedUp = async (partner: TestPartner) => (await referredCustomer(t, partner, {}, LONG_AGO)).referral_id

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('POST /admin/referrals/{id}/conversions', () => {
  it('records the revenue with a pending first-year commission rounded to cents, held 30 days, and converts the referral', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const { status, body } = await conversion(referralId, { amount: 333.33, occurred_at: '2026-03-01T10:00:00Z', external_id: 'INV-2026-001' })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(String), referral_id: referralId, kind: 'conversion', amount: 333.33, currency: 'EUR', occurred_at: '2026-03-01T10:00:00.000Z',
      external_id: 'INV-2026-001', conversion_id: null, created_at: NOW,
      commission: expect.objectContaining({
        id: expect.any(String), referral_id: referralId, amount: 66.67, currency: 'EUR', status: 'pending', period: '2026-03', kind: 'commission',
        revenue_amount: 333.33, rate: 0.2, rate_kind: 'first_year', occurred_at: '2026-03-01T10:00:00.000Z', approvable_at: '2026-03-31T10:00:00.000Z',
        approved_at: null, paid_at: null, cancelled_at: null,
      }),
    })
    const referrals = (await call('GET', '/partners/referrals', partner.headers)).body
    expect(referrals.items).toEqual([expect.objectContaining({ id: referralId, status: 'converted', converted_at: '2026-03-01T10:00:00.000Z' })])
  })

  it('applies the ongoing rate from exactly 12 calendar months after the first conversion, and the first-year rate before it', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const commissionAt = async (occurredAt: string) => (await conversion(referralId, { amount: 100, occurred_at: occurredAt })).body.commission
    expect(await commissionAt('2026-01-15T08:30:00Z')).toMatchObject({ rate_kind: 'first_year', rate: 0.2, amount: 20 })
    t.clock.set('2027-02-01T00:00:00Z')   // revenue is recorded once it happened
    op = await operatorHeaders(t)
    expect(await commissionAt('2027-01-15T08:30:00Z')).toMatchObject({ rate_kind: 'ongoing', rate: 0.1, amount: 10, period: '2027-01' })
    expect(await commissionAt('2027-01-15T08:29:59Z')).toMatchObject({ rate_kind: 'first_year', rate: 0.2, amount: 20 })
    // Backdated before the first conversion: it is the first one now, so within its own first year.
    expect(await commissionAt('2025-11-30T00:00:00Z')).toMatchObject({ rate_kind: 'first_year', rate: 0.2, amount: 20, period: '2025-11' })
  })

  it('keeps the rate a commission was calculated with when the partner\'s rates change later', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const before = (await conversion(referralId, { amount: 100, occurred_at: '2026-02-01T00:00:00Z' })).body.commission
    const tier = await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'gold', first_year_commission_rate: 0.3 })
    expect(tier.status).toBe(200)
    expect(tier.body).toMatchObject({ tier: 'gold', first_year_commission_rate: 0.3, ongoing_commission_rate: 0.1 })

    const after = (await conversion(referralId, { amount: 100, occurred_at: '2026-02-15T00:00:00Z' })).body.commission
    expect(after).toMatchObject({ rate: 0.3, rate_kind: 'first_year', amount: 30 })
    const list = await commissionsOf(partner)
    expect(list.items.find((c: { id: string }) => c.id === before.id)).toMatchObject({ rate: 0.2, amount: 20 })
    expect(list.total).toBe(2)
  })

  it('answers a repeated external_id with the first record (200) and creates no second commission', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const payload = { amount: 120, external_id: 'INV-7' }
    const first = await conversion(referralId, payload)
    const again = await conversion(referralId, payload)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.commission.id).toBe(first.body.commission.id)
    expect((await commissionsOf(partner)).total).toBe(1)
  })

  it('refuses an external_id reused with another amount or date (409 problem+json) and records nothing', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    await conversion(referralId, { amount: 120, external_id: 'INV-8', occurred_at: '2026-03-01T00:00:00Z' })
    for (const changed of [{ amount: 121 }, { amount: 120, occurred_at: '2026-02-28T00:00:00Z' }]) {
      const res = await conversion(referralId, { external_id: 'INV-8', occurred_at: '2026-03-01T00:00:00Z', ...changed })
      expect(res.status, JSON.stringify(changed)).toBe(409)
      expect(res.type).toContain('application/problem+json')
      expect(res.body).toMatchObject({ status: 409, detail: expect.stringContaining('INV-8') })
    }
    expect((await commissionsOf(partner)).total).toBe(1)
  })

  it('creates exactly one commission for ten concurrent posts of one external_id', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const results = await Promise.all(Array.from({ length: 10 }, () => conversion(referralId, { amount: 80, external_id: 'INV-RACE' })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.commission.id)).size).toBe(1)
    expect((await commissionsOf(partner)).total).toBe(1)
  })

  it('answers 404 for an unknown referral, 422 for a malformed id or amount, 409 for a referral without a customer', async () => {
    const partner = await activePartner(t)
    expect((await conversion(randomUUID(), { amount: 10 })).status).toBe(404)
    expect((await conversion('not-a-uuid', { amount: 10 })).status).toBe(422)
    const referralId = await signedUp(partner)
    for (const payload of [{ amount: 0 }, { amount: -5 }, {}]) {
      const res = await conversion(referralId, payload)
      expect(res.status, JSON.stringify(payload)).toBe(422)
      expect(res.body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain('body.amount')
    }
    const clicked = (await click(t, partner.referral_code)).json().referral_id
    const res = await conversion(clicked, { amount: 10 })
    expect(res.status).toBe(409)
    expect(res.type).toContain('application/problem+json')
    expect((await commissionsOf(partner)).total).toBe(0)
  })
  it('refuses a conversion or refund amount that rounds to 0.00 EUR (422 naming body.amount) and records nothing', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const bad = async (res: Awaited<ReturnType<typeof conversion>>) => {
      expect(res.status).toBe(422)
      expect(res.body.errors.map((e: { loc: string[] }) => e.loc.join('.'))).toContain('body.amount')
    }
    await bad(await conversion(referralId, { amount: 0.004 }))
    expect((await commissionsOf(partner)).total).toBe(0)
    await conversion(referralId, { amount: 100 })
    await bad(await refund(referralId, { amount: 0.001 }))
    expect((await commissionsOf(partner)).total).toBe(1)
  })
})

describe('POST /admin/referrals/{id}/refunds', () => {
  it('records a negative pending commission at the refunded conversion\'s rate', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const sale = (await conversion(referralId, { amount: 1000, occurred_at: '2026-02-10T00:00:00Z' })).body
    await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'silver', first_year_commission_rate: 0.25 })
    const { status, body } = await refund(referralId, { amount: 250, conversion_id: sale.id })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      referral_id: referralId, kind: 'refund', amount: 250, conversion_id: sale.id, occurred_at: NOW,
      commission: { amount: -50, status: 'pending', rate: 0.2, rate_kind: 'first_year', kind: 'refund', revenue_amount: -250, period: '2026-03' },
    })
  })

  it('refuses refunding more than is left of the conversion, counting earlier refunds', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const sale = (await conversion(referralId, { amount: 1000 })).body
    expect((await refund(referralId, { amount: 600, conversion_id: sale.id })).status).toBe(201)
    const tooMuch = await refund(referralId, { amount: 400.01, conversion_id: sale.id })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.type).toContain('application/problem+json')
    expect((await refund(referralId, { amount: 400, conversion_id: sale.id })).status).toBe(201)
    expect((await refund(referralId, { amount: 0.01 })).status).toBe(409)
    expect((await commissionsOf(partner)).items.map((c: { amount: number }) => c.amount).sort((a: number, b: number) => a - b)).toEqual([-120, -80, 200])
  })

  it('answers 404 for a conversion of another referral and 409 for a referral without revenue', async () => {
    const partner = await activePartner(t)
    const [mine, other] = [await signedUp(partner), await signedUp(partner)]
    await conversion(mine, { amount: 100 })
    const theirs = (await conversion(other, { amount: 100 })).body
    expect((await refund(mine, { amount: 10, conversion_id: theirs.id })).status).toBe(404)
    expect((await refund(mine, { amount: 10, conversion_id: randomUUID() })).status).toBe(404)
    const noRevenue = await signedUp(partner)
    expect((await refund(noRevenue, { amount: 10 })).status).toBe(409)
    expect((await commissionsOf(partner)).total).toBe(2)
  })

  it('leaves a paid commission as it was and adds a new pending negative one', async () => {
    const partner = await activePartner(t)
    const referralId = await signedUp(partner)
    const sale = (await conversion(referralId, { amount: 1000, occurred_at: '2026-01-05T00:00:00Z' })).body
    expect((await setCommission(sale.commission.id, 'approved')).status).toBe(200)
    expect((await setCommission(sale.commission.id, 'paid')).status).toBe(200)

    const returned = (await refund(referralId, { amount: 250 })).body
    expect(returned.conversion_id).toBe(sale.id)
    const list = await commissionsOf(partner)
    expect(list.items).toHaveLength(2)
    expect(list.items.find((c: { id: string }) => c.id === sale.commission.id)).toMatchObject({ status: 'paid', amount: 200, paid_at: expect.any(String) })
    expect(list.items.find((c: { id: string }) => c.id === returned.commission.id)).toMatchObject({ status: 'pending', amount: -50, kind: 'refund' })
    expect(list).toMatchObject({ total_paid: 200, total_pending: -50 })
  })
})
