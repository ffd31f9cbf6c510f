import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import {
  activePartner, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer, setPartnerStatus, type TestPartner,
  call as request, type Method,
} from '../../../test/partners.js'
import { lastMailTo } from '../../../test/mail.js'
import { notificationHistory } from '../notifications/notifications.tables.js'

// A commission's life over HTTP: the hold period, the allowed moves one at a time and in bulk
// (all or none), what suspending a partner does to its commissions, and the e-mails partners get.

const t = useTestApp({ env: OPERATOR_ENV })
type Headers = Record<string, string>
let op: Headers

const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const setCommission = (id: string, status: string) => call('PATCH', `/admin/commissions/${id}`, op, { status })
const setMany = (ids: string[], status: string) => call('POST', '/admin/commissions/status', op, { ids, status })
/** The operator's view of the partner's commissions, by id. */
const commissionsOf = async (partnerId: string) => {
  const { body } = await call('GET', `/admin/commissions?partner_id=${partnerId}&page_size=100`, op)
  return new Map<string, { status: string; amount: number; approved_at: string | null; paid_at: string | null; cancelled_at: string | null }>(
    body.items.map((c: { id: string }) => [c.id, c]))
}
const statusesOf = async (partnerId: string, ids: string[]) => {
  const all = await commissionsOf(partnerId)
  return ids.map((id) => all.get(id)?.status)
}
/** A new signed-up referral of the partner, and a conversion on it; the commission is returned. */
async function commission (partner: TestPartner, payload: { amount: number; occurred_at?: string }) {
  const { referral_id: referralId } = await referredCustomer(t, partner, {}, LONG_AGO)   // before the backdated revenue
  const res = await call('POST', `/admin/referrals/${referralId}/conversions`, op, payload)
  expect(res.status).toBe(201)
  return { ...res.body.commission, referral_id: referralId, revenue_id: res.body.id } as { id: string; referral_id: string; revenue_id: string; status: string; approvable_at: string }
}
/** Long enough ago that the hold period is over. */
const PAST = '2026-01-10T12:00:00Z'
const mailsTo = (partnerId: string, type: 'partner_status' | 'commission_status') => t.container.database.db.select().from(notificationHistory)
  .where(and(eq(notificationHistory.partner_id, partnerId), eq(notificationHistory.notification_type, type)))

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('the hold period', () => {
  it('refuses approval until 30 days after the revenue, and allows it from that instant', async () => {
    const partner = await activePartner(t)
    const held = await commission(partner, { amount: 100, occurred_at: '2026-03-01T10:00:00Z' })
    expect(held.approvable_at).toBe('2026-03-31T10:00:00.000Z')
    const early = await setCommission(held.id, 'approved')
    expect(early.status).toBe(409)
    expect(early.type).toContain('application/problem+json')
    expect(early.body.detail).toContain('2026-03-31T10:00:00.000Z')

    t.clock.set('2026-03-31T09:59:59Z')
    op = await operatorHeaders(t)
    expect((await setCommission(held.id, 'approved')).status).toBe(409)
    t.clock.set('2026-03-31T10:00:00Z')
    op = await operatorHeaders(t)
    const approved = await setCommission(held.id, 'approved')
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id: held.id, status: 'approved', approved_at: '2026-03-31T10:00:00.000Z', partner_id: partner.id })
  })

  it('lets a refund\'s negative commission be approved at once', async () => {
    const partner = await activePartner(t)
    const sale = await commission(partner, { amount: 100, occurred_at: '2026-03-01T10:00:00Z' })
    const refund = (await call('POST', `/admin/referrals/${sale.referral_id}/refunds`, op, { amount: 40 })).body.commission
    expect(refund).toMatchObject({ amount: -8, approvable_at: new Date(TEST_START).toISOString() })
    expect((await setCommission(refund.id, 'approved')).body).toMatchObject({ status: 'approved', amount: -8 })
    expect((await setCommission(sale.id, 'approved')).status).toBe(409)
  })
})

describe('PATCH /admin/commissions/{id}', () => {
  it('moves pending → approved → paid and pending or approved → cancelled, and refuses every other move', async () => {
    const partner = await activePartner(t)
    const [a, b, c] = [await commission(partner, { amount: 100, occurred_at: PAST }), await commission(partner, { amount: 200, occurred_at: PAST }), await commission(partner, { amount: 300, occurred_at: PAST })]

    const skip = await setCommission(a.id, 'paid')
    expect(skip.status).toBe(409)
    expect(skip.type).toContain('application/problem+json')
    expect((await setCommission(a.id, 'cancelled')).body).toMatchObject({ status: 'cancelled', cancelled_at: new Date(TEST_START).toISOString() })
    expect((await setCommission(a.id, 'approved')).status).toBe(409)
    expect((await setCommission(a.id, 'pending')).status).toBe(409)

    expect((await setCommission(b.id, 'approved')).status).toBe(200)
    const paid = await setCommission(b.id, 'paid')
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'paid', paid_at: new Date(TEST_START).toISOString(), approved_at: expect.any(String) })
    expect((await setCommission(b.id, 'cancelled')).status).toBe(409)
    expect((await setCommission(b.id, 'approved')).status).toBe(409)

    expect((await setCommission(c.id, 'approved')).status).toBe(200)
    expect((await setCommission(c.id, 'cancelled')).status).toBe(200)

    expect(await statusesOf(partner.id, [a.id, b.id, c.id])).toEqual(['cancelled', 'paid', 'cancelled'])
    expect((await setCommission(randomUUID(), 'approved')).status).toBe(404)
    expect((await setCommission('nope', 'approved')).status).toBe(422)
  })
})

describe('POST /admin/commissions/status', () => {
  it('moves several commissions at once', async () => {
    const partner = await activePartner(t)
    const [a, b] = [await commission(partner, { amount: 100, occurred_at: PAST }), await commission(partner, { amount: 50, occurred_at: PAST })]
    const res = await setMany([a.id, b.id], 'approved')
    expect(res.status).toBe(200)
    expect(res.body.items.map((c: { id: string; status: string }) => [c.id, c.status]).sort()).toEqual([[a.id, 'approved'], [b.id, 'approved']].sort())
    expect(await statusesOf(partner.id, [a.id, b.id])).toEqual(['approved', 'approved'])
  })

  it('changes none when one of them may not move (409) or does not exist (404)', async () => {
    const partner = await activePartner(t)
    const ready = await commission(partner, { amount: 100, occurred_at: PAST })
    const held = await commission(partner, { amount: 100 })
    const res = await setMany([ready.id, held.id], 'approved')
    expect(res.status).toBe(409)
    expect(res.body.detail).toContain(held.id)
    expect((await setMany([ready.id, randomUUID()], 'approved')).status).toBe(404)
    expect(await statusesOf(partner.id, [ready.id, held.id])).toEqual(['pending', 'pending'])
    expect(await mailsTo(partner.id, 'commission_status')).toHaveLength(0)
  })
})

describe('suspending a partner', () => {
  it('cancels its pending commissions, keeps the approved ones, and cancels commissions on later revenue', async () => {
    const partner = await activePartner(t)
    const pending = await commission(partner, { amount: 100, occurred_at: PAST })
    const approved = await commission(partner, { amount: 200, occurred_at: PAST })
    await setCommission(approved.id, 'approved')
    await setPartnerStatus(t, partner.id, 'suspended', 'Unpaid invoices')

    const after = await commissionsOf(partner.id)
    expect(after.get(pending.id)).toMatchObject({ status: 'cancelled', cancelled_at: new Date(TEST_START).toISOString() })
    expect(after.get(approved.id)).toMatchObject({ status: 'approved', cancelled_at: null })

    const late = await call('POST', `/admin/referrals/${approved.referral_id}/conversions`, op, { amount: 500 })
    expect(late.status).toBe(201)
    expect(late.body.commission).toMatchObject({ status: 'cancelled', amount: 100, cancelled_at: expect.any(String) })
    expect((await commissionsOf(partner.id)).size).toBe(3)
  })

  it('claws nothing back for a refund of revenue whose commission was cancelled', async () => {
    const partner = await activePartner(t)
    const cancelled = await commission(partner, { amount: 100, occurred_at: PAST })
    await setCommission(cancelled.id, 'cancelled')
    const refund = await call('POST', `/admin/referrals/${cancelled.referral_id}/refunds`, op, { amount: 100 })
    expect(refund.status).toBe(201)
    expect(refund.body.commission).toMatchObject({ amount: -20, status: 'cancelled', kind: 'refund' })
    const { body } = await call('GET', `/admin/commissions?partner_id=${partner.id}`, op)
    expect([body.total_pending, body.total_approved, body.total_paid]).toEqual([0, 0, 0])
  })
})

describe('e-mails to partners', () => {
  it('sends one e-mail for a bulk approval of two commissions, listing both, and another when they are paid', async () => {
    const partner = await activePartner(t, { contact_name: 'Dana Ledger' })
    const [a, b] = [await commission(partner, { amount: 100, occurred_at: PAST }), await commission(partner, { amount: 150, occurred_at: '2025-12-20T00:00:00Z' })]
    expect((await setMany([a.id, b.id], 'approved')).status).toBe(200)

    const approvedMails = await mailsTo(partner.id, 'commission_status')
    expect(approvedMails).toHaveLength(1)
    const [mail] = approvedMails
    expect(mail).toMatchObject({ email_to: partner.email, user_id: null, email_subject: '2 commissions approved: €50.00' })
    expect(mail!.text_body).toContain('Dana')
    expect(mail!.text_body).toMatch(/2026-01\s+€20\.00/)
    expect(mail!.text_body).toMatch(/2025-12\s+€30\.00/)

    expect((await setMany([a.id, b.id], 'paid')).status).toBe(200)
    const mails = await mailsTo(partner.id, 'commission_status')
    expect(mails).toHaveLength(2)
    expect(mails.map((m) => m.email_subject)).toContain('2 commissions paid: €50.00')
  })

  it('does not e-mail about cancelled commissions', async () => {
    const partner = await activePartner(t)
    const a = await commission(partner, { amount: 100, occurred_at: PAST })
    expect((await setCommission(a.id, 'cancelled')).status).toBe(200)
    expect(await mailsTo(partner.id, 'commission_status')).toHaveLength(0)
  })

  it('e-mails the partner when approved and again when suspended', async () => {
    const partner = await activePartner(t, {}, 'pending')
    expect(await mailsTo(partner.id, 'partner_status')).toHaveLength(0)
    await setPartnerStatus(t, partner.id, 'active')
    const approvals = await mailsTo(partner.id, 'partner_status')
    expect(approvals).toEqual([expect.objectContaining({ email_to: partner.email, user_id: null, email_subject: 'Your Grantwise partner account is approved' })])
    expect(approvals[0]!.text_body).toContain(partner.referral_code)
    // Delivered by the same worker as users' mail: sent, to the partner, without an unsubscribe link.
    await t.container.delivery.drain()
    const sent = await lastMailTo(t.config.mail.outboxDir, partner.email, 'partner_status')
    expect(sent).toMatchObject({ subject: 'Your Grantwise partner account is approved' })
    expect(sent.header('list-unsubscribe')).toBeUndefined()
    expect(sent.text).toContain('partner programme')
    expect((await mailsTo(partner.id, 'partner_status'))[0]).toMatchObject({ status: 'sent', message_id: expect.any(String) })

    await setPartnerStatus(t, partner.id, 'suspended', 'Please call us about the invoices')
    const mails = await mailsTo(partner.id, 'partner_status')
    expect(mails).toHaveLength(2)
    const suspension = mails.find((m) => m.email_subject === 'Your Grantwise partner account has been suspended')
    expect(suspension?.email_to).toBe(partner.email)
    expect(suspension?.text_body).toContain('Please call us about the invoices')
  })
})
