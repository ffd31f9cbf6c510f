import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, register, tokensFor } from '../../../test/auth.js'
import {
  activePartner, click, convert, LONG_AGO, OPERATOR_ENV, operatorHeaders, partnerLogin, randomIp, setPartnerStatus,
} from '../../../test/partners.js'
import { selectRows } from '../../core/db/client.js'

// The dashboard reads figures that triggers keep (migration 0013). Whatever happens to referrals
// and commissions, concurrently or through a foreign key, they must equal a count of the rows.

const t = useTestApp({ env: OPERATOR_ENV })

/** The dashboard's figures counted from the rows themselves. */
async function counted (partnerId: string) {
  const [row] = await selectRows<Record<string, number>>(t.container.database.db, sql`
    select (select count(*) from referrals where partner_id = ${partnerId} and status <> 'rejected')::int as total_referrals,
           (select count(*) from referrals where partner_id = ${partnerId} and status in ('signed_up', 'converted') and tenant_id is not null)::int as active_referrals,
           (select count(*) from referrals where partner_id = ${partnerId} and status = 'converted')::int as converted_referrals,
           (select coalesce(sum(amount), 0) from commissions where partner_id = ${partnerId} and status in ('pending', 'approved'))::float8 as pending_commission,
           (select coalesce(sum(amount), 0) from commissions where partner_id = ${partnerId} and status = 'paid')::float8 as paid_commission`)
  return row!
}

async function dashboard (headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/v1/partners/dashboard', headers })
  expect(res.statusCode).toBe(200)
  const { conversion_rate: _r, total_commission_earned: _e, ...figures } = res.json()
  return figures
}

describe('the dashboard figures', () => {
  it('equal a count of the rows after concurrent clicks, sign-ups, revenue, status changes and a deleted customer', async () => {
    const partner = await activePartner(t)
    const other = await activePartner(t)
    // Concurrent clicks of two partners, some of them repeats.
    const ips = Array.from({ length: 15 }, () => randomIp())
    t.clock.set(LONG_AGO)   // customers who signed up before the revenue recorded below
    const clicks = await Promise.all([...ips, ...ips.slice(0, 5)].flatMap((ip) => [click(t, partner.referral_code, { ip }), click(t, other.referral_code, { ip })]))
    const referralIds = [...new Set(clicks.map((c) => c.json().referral_id as string))]
    expect(referralIds).toHaveLength(30)

    t.clock.set(TEST_START)
    const mine = (await t.app.inject({ url: '/api/v1/partners/referrals?page_size=100', headers: partner.headers })).json().items.map((r: { id: string }) => r.id)
    t.clock.set(LONG_AGO)
    const customers = await Promise.all(mine.slice(0, 6).map((id: string) => register(t, { referral_id: id })))
    await register(t, { email: partner.email, referral_id: mine[6] })   // self-referral
    t.clock.set(TEST_START)
    const op = await operatorHeaders(t)
    const revenue = await Promise.all(mine.slice(0, 4).map((id: string, i: number) => convert(t, id, { amount: 100 * (i + 1), occurred_at: '2026-01-05T00:00:00Z' })))
    const commissionIds = revenue.map((r) => r.json().commission.id as string)
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/commissions/status', headers: op, payload: { ids: commissionIds.slice(0, 3), status: 'approved' } })
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/commissions/status', headers: op, payload: { ids: commissionIds.slice(0, 1), status: 'paid' } })
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/referrals/${mine[0]}/refunds`, headers: op, payload: { amount: 50 } })
    // A customer deletes their workspace: its foreign key sets the referral's tenant to null.
    const gone = await tokensFor(t, customers[5]!)
    const deleted = await t.app.inject({
      method: 'DELETE', url: '/api/v1/workspace', headers: bearer(gone.access_token), payload: { confirm_name: 'Test User' },
    })
    expect(deleted.statusCode).toBe(204)

    expect(await dashboard(partner.headers)).toEqual(await counted(partner.id))
    expect(await counted(partner.id)).toEqual({ total_referrals: 14, active_referrals: 5, converted_referrals: 4, pending_commission: 170, paid_commission: 20 })

    // Suspension cancels the pending commissions in one statement (and signs the partner out).
    await setPartnerStatus(t, partner.id, 'suspended')
    await setPartnerStatus(t, partner.id, 'active')
    const headers = { authorization: `Bearer ${(await partnerLogin(t, partner.email, partner.password)).json().access_token}` }
    expect(await dashboard(headers)).toEqual(await counted(partner.id))
    expect(await dashboard(other.headers)).toEqual(await counted(other.id))
  })
})
