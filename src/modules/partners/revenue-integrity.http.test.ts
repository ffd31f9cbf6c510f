import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import {
  activePartner, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer, call as request, type Method,
} from '../../../test/partners.js'

// Revenue that must not count (security review, issue 23): dated before the customer existed
// (it skipped the hold period), at impossible dates (a 500 before), or an invoice number that
// already earned a commission on another referral.

const t = useTestApp({ env: OPERATOR_ENV })
type Headers = Record<string, string>
let op: Headers

const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const conversion = (referralId: string, payload: object) => call('POST', `/admin/referrals/${referralId}/conversions`, op, payload)
const refund = (referralId: string, payload: object) => call('POST', `/admin/referrals/${referralId}/refunds`, op, payload)
const invoice = () => `INV-${randomUUID().slice(0, 8)}`
const expectDateRefused = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status).toBe(422)
  expect(res.type).toContain('application/problem+json')
  expect(res.body.errors).toEqual([expect.objectContaining({ loc: ['body', 'occurred_at'], type: 'date_out_of_range' })])
}

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('revenue dates', () => {
  it('refuses a conversion dated before the customer signed up: it cannot skip the 30-day hold', async () => {
    const partner = await activePartner(t)
    const { referral_id: referralId } = await referredCustomer(t, partner)   // signed up now
    expectDateRefused(await conversion(referralId, { amount: 100, occurred_at: '2026-01-01T00:00:00Z' }))
    const res = await conversion(referralId, { amount: 100 })
    expect(res.status).toBe(201)
    expect(res.body.commission.approvable_at).toBe('2026-04-01T09:00:00.000Z')
    expect((await call('PATCH', `/admin/commissions/${res.body.commission.id}`, op, { status: 'approved' })).status).toBe(409)
  })

  it.each([
    '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-03-04T09:00:00Z',
  ])('refuses a conversion or refund dated %s, naming the field', async (date) => {
    const partner = await activePartner(t)
    const { referral_id: referralId } = await referredCustomer(t, partner, {}, LONG_AGO)
    expectDateRefused(await conversion(referralId, { amount: 100, occurred_at: date }))
    expect((await conversion(referralId, { amount: 100, occurred_at: '2026-01-10T00:00:00Z' })).status).toBe(201)
    expectDateRefused(await refund(referralId, { amount: 10, occurred_at: date }))
  })

  it('refuses a refund dated before the conversion it refunds', async () => {
    const partner = await activePartner(t)
    const { referral_id: referralId } = await referredCustomer(t, partner, {}, LONG_AGO)
    expect((await conversion(referralId, { amount: 100, occurred_at: '2026-02-01T00:00:00Z' })).status).toBe(201)
    expectDateRefused(await refund(referralId, { amount: 10, occurred_at: '2026-01-31T00:00:00Z' }))
    expect((await refund(referralId, { amount: 10, occurred_at: '2026-02-01T00:00:00Z' })).status).toBe(201)
  })
})

describe('invoice numbers (external_id)', () => {
  it('count once across the platform: the same number on another referral, of this or another partner, is a 409', async () => {
    const [partner, other] = [await activePartner(t), await activePartner(t)]
    const [a, b] = [(await referredCustomer(t, partner)).referral_id, (await referredCustomer(t, partner)).referral_id]
    const c = (await referredCustomer(t, other)).referral_id
    const number = invoice()
    const first = await conversion(a, { amount: 100, external_id: number })
    expect(first.status).toBe(201)
    for (const referralId of [b, c]) {
      const res = await conversion(referralId, { amount: 100, external_id: number })
      expect(res.status).toBe(409)
      expect(res.type).toContain('application/problem+json')
      expect(res.body).toMatchObject({ type: expect.stringContaining('partners/external_id_taken'), detail: expect.stringContaining(a) })
    }
    // The same referral again is still the idempotent replay.
    expect((await conversion(a, { amount: 100, external_id: number }))).toMatchObject({ status: 200, body: { id: first.body.id } })
    const commissions = (await call('GET', `/admin/commissions?partner_id=${partner.id}`, op)).body
    expect(commissions.total).toBe(1)
  })

  it('gives one commission when two referrals post one number at once', async () => {
    const partner = await activePartner(t)
    const ids = [(await referredCustomer(t, partner)).referral_id, (await referredCustomer(t, partner)).referral_id]
    const number = invoice()
    const results = await Promise.all([...ids, ...ids].map((id) => conversion(id, { amount: 50, external_id: number })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 201, 409, 409])
    expect((await call('GET', `/admin/commissions?partner_id=${partner.id}`, op)).body.total).toBe(1)
  })
})
