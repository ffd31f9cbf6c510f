import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import {
  activePartner, call as request, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer, type Method,
} from '../../../test/partners.js'

// The programme's public terms, the tiers' default rates the operator sets, and partners who
// follow them or have rates of their own. Each test changes only the tiers it names (one database).

const t = useTestApp({ env: { ...OPERATOR_ENV, COMMISSION_HOLD_DAYS: '14' } })
type Headers = Record<string, string>
let op: Headers
const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const setTiers = (tiers: object[], headers: Headers = op) => call('PUT', '/admin/partner-tiers', headers, { tiers })
const tierOf = async (tier: string) =>
  (await call('GET', '/admin/partner-tiers', op)).body.items.find((i: { tier: string }) => i.tier === tier)
const convert = async (referralId: string, amount: number) =>
  (await call('POST', `/admin/referrals/${referralId}/conversions`, op, { amount })).body.commission

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('GET /partners/programme', () => {
  it('states the live terms to anyone: tiers with their defaults, attribution window, hold and payout', async () => {
    await setTiers([{ tier: 'platinum', first_year_commission_rate: 0.4, ongoing_commission_rate: 0.2 }])
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/partners/programme' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.json()).toEqual({
      currency: 'EUR',
      tiers: [
        { tier: 'bronze', first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 },
        { tier: 'silver', first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 },
        { tier: 'gold', first_year_commission_rate: expect.any(Number), ongoing_commission_rate: expect.any(Number) },
        { tier: 'platinum', first_year_commission_rate: 0.4, ongoing_commission_rate: 0.2 },
      ],
      first_year_months: 12,
      attribution_window_days: 90,
      commission_hold_days: 14,
      payout_cadence: 'monthly',
      payout_method: 'sepa_credit_transfer',
    })
  })
})

describe('GET/PUT /admin/partner-tiers', () => {
  it('is for the platform operator only', async () => {
    const partner = await activePartner(t)
    const user = await signedInUser(t)
    expect((await call('GET', '/admin/partner-tiers', {})).status).toBe(401)
    expect((await call('GET', '/admin/partner-tiers', user.headers)).status).toBe(403)
    expect((await call('GET', '/admin/partner-tiers', partner.headers)).status).toBe(401)
    const body = [{ tier: 'silver', first_year_commission_rate: 0.9, ongoing_commission_rate: 0.9 }]
    expect((await setTiers(body, user.headers)).status).toBe(403)
    expect((await tierOf('silver')).first_year_commission_rate).toBe(0.2)
  })

  it.each([
    [[{ tier: 'gold', first_year_commission_rate: 1.5, ongoing_commission_rate: 0.1 }], 'body.tiers.0.first_year_commission_rate'],
    [[{ tier: 'gold', first_year_commission_rate: 0.1, ongoing_commission_rate: -0.01 }], 'body.tiers.0.ongoing_commission_rate'],
    [[{ tier: 'gold', ongoing_commission_rate: 0.1 }], 'body.tiers.0.first_year_commission_rate'],
    [[{ tier: 'diamond', first_year_commission_rate: 0.1, ongoing_commission_rate: 0.1 }], 'body.tiers.0.tier'],
    [[{ tier: 'gold', first_year_commission_rate: 0.3, ongoing_commission_rate: 0.1 },
      { tier: 'gold', first_year_commission_rate: 0.5, ongoing_commission_rate: 0.1 }], 'body.tiers.1.tier'],
    [[], 'body.tiers'],
  ])('refuses %j with a 422 naming %s, changing nothing', async (tiers, loc) => {
    const before = await tierOf('gold')
    const res = await setTiers(tiers)
    expect(res.status).toBe(422)
    expect(res.type).toMatch(/^application\/problem\+json/)
    expect(res.body.errors.map((e: { loc: (string | number)[] }) => e.loc.join('.'))).toContain(loc)
    expect(await tierOf('gold')).toEqual(before)
  })

  it('applies new defaults to partners of the tier without rates of their own, from the next revenue on', async () => {
    const follower = await activePartner(t)
    const own = await activePartner(t)
    const before = await tierOf('gold')
    await call('PATCH', `/admin/partners/${follower.id}/tier`, op, { tier: 'gold' })
    await call('PATCH', `/admin/partners/${own.id}/tier`, op, { tier: 'gold', first_year_commission_rate: 0.5 })
    const counted = await tierOf('gold')
    expect([counted.partners - before.partners, counted.custom_rates - before.custom_rates]).toEqual([2, 1])

    const set = await setTiers([{ tier: 'gold', first_year_commission_rate: 0.3, ongoing_commission_rate: 0.15 }])
    expect(set.status).toBe(200)
    expect(set.body.items.map((i: { tier: string }) => i.tier)).toEqual(['bronze', 'silver', 'gold', 'platinum'])
    expect(await tierOf('gold')).toMatchObject({ first_year_commission_rate: 0.3, ongoing_commission_rate: 0.15,
      updated_at: TEST_START.replace('Z', '.000Z') })

    expect((await call('GET', '/partners/me', follower.headers)).body).toMatchObject({ first_year_commission_rate: 0.3,
      ongoing_commission_rate: 0.15 })
    expect((await call('GET', `/admin/partners/${follower.id}`, op)).body).toMatchObject({ custom_rates: false,
      first_year_commission_rate: 0.3 })
    // The partner with its own pair keeps it: 0.5 sent, the ongoing one as it was then (the old default).
    expect((await call('GET', `/admin/partners/${own.id}`, op)).body).toMatchObject({
      custom_rates: true, first_year_commission_rate: 0.5, ongoing_commission_rate: before.ongoing_commission_rate,
    })

    const referralId = (await referredCustomer(t, follower, {}, LONG_AGO)).referral_id
    const first = await convert(referralId, 100)
    expect(first).toMatchObject({ rate: 0.3, amount: 30 })
    await setTiers([{ tier: 'gold', first_year_commission_rate: 0.35, ongoing_commission_rate: 0.15 }])
    expect(await convert(referralId, 100)).toMatchObject({ rate: 0.35, amount: 35 })
    // A recorded commission keeps the rate it was given.
    const list = (await call('GET', `/admin/commissions?partner_id=${follower.id}`, op)).body
    expect(list.items.map((c: { rate: number }) => c.rate).sort()).toEqual([0.3, 0.35])
  })
})

describe('PATCH /admin/partners/{id}/tier with tier defaults', () => {
  it('makes sent rates the partner\'s own and drops them with use_tier_rates', async () => {
    const partner = await activePartner(t)
    await setTiers([{ tier: 'silver', first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 }])
    const own = await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'silver', ongoing_commission_rate: 0.05 })
    expect(own.body).toMatchObject({ tier: 'silver', custom_rates: true, first_year_commission_rate: 0.2, ongoing_commission_rate: 0.05 })
    // Moving tier without rates keeps its own rates.
    const moved = await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'bronze' })
    expect(moved.body).toMatchObject({ tier: 'bronze', custom_rates: true, ongoing_commission_rate: 0.05 })

    const both = await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'bronze', use_tier_rates: true,
      first_year_commission_rate: 0.3 })
    expect(both.status).toBe(422)
    expect(both.body.errors[0].loc).toEqual(['body', 'use_tier_rates'])

    const back = await call('PATCH', `/admin/partners/${partner.id}/tier`, op, { tier: 'bronze', use_tier_rates: true })
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ tier: 'bronze', custom_rates: false, first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 })
  })
})
