import { stringify } from 'csv-stringify/sync'
import { inertCsvText } from '../../core/csv-cell.js'
import { DAY_MS, type Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import { fieldErrors } from '../../core/http/errors.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { approvableAt, canMove, commissionAmount, periodOf, rateFor, toCents } from './commission.js'
import { createCommissionsRepository, type CommissionFilter, type CommissionsRepository } from './commissions.repository.js'
import {
  commissionNotFound,
  conversionNotFound,
  externalIdTaken,
  forbiddenTransition,
  idempotencyConflict,
  onHold,
  referralNotFound,
  referralNotSignedUp,
  refundTooLarge,
} from './partners.errors.js'
import type { PartnerEvents, ProgrammeEvents } from './partners.events.js'
import { createPartnersRepository } from './partners.repository.js'
import type { CommissionStatus, RevenueKind, RevenueRow } from './partners.tables.js'
import { addressee } from './partners.service.js'
import { createReferralsRepository } from './referrals.repository.js'

// Revenue from referred customers, the commissions it earns, and their payout lifecycle.

export interface RevenueBody {
  amount: number
  occurred_at?: string | undefined
  external_id?: string | undefined
  conversion_id?: string | undefined
}

export interface PayoutBody {
  payout_reference?: string | undefined
  paid_at?: string | undefined
}

interface Deps {
  db: Db
  clock: Clock
  events: PartnerEvents
  holdDays: number
  programme?: ProgrammeEvents | undefined
}

export function createCommissionsService({ db, clock, events, holdDays, programme }: Deps) {
  const repo = createCommissionsRepository(db)

  /** The recorded revenue with its commission, and whether this call created it (201) or replayed it (200). */
  async function result(tx: DbOrTx, revenue: RevenueRow, created: boolean) {
    const commission = await createCommissionsRepository(tx).byRevenue(revenue.id)
    const { recorded_by: _r, ...view } = revenue
    return { created, body: { ...view, conversion_id: revenue.refunds_id, commission: commission! } }
  }

  /**
   * The same external_id (invoice number) again is the same revenue: answered with what was
   * recorded, unless the amount or date differ (a reused key is a mistake the operator must see).
   * Invoice numbers are unique across the platform: one recorded on another referral is a 409.
   */
  async function replay(tx: DbOrTx, referralId: string, kind: RevenueKind, body: RevenueBody, amount: number) {
    if (!body.external_id) return null
    const existing = await createCommissionsRepository(tx).revenueByExternalId(kind, body.external_id)
    if (!existing) return null
    if (existing.referral_id !== referralId) {
      throw externalIdTaken(
        `external_id ${body.external_id} is already recorded on referral ${existing.referral_id}: ` +
          'an invoice earns one commission',
      )
    }
    const sameDate = !body.occurred_at || new Date(body.occurred_at).getTime() === existing.occurred_at.getTime()
    if (existing.amount !== amount || !sameDate)
      throw idempotencyConflict(
        `external_id ${body.external_id} was recorded with amount ${existing.amount} at ${existing.occurred_at.toISOString()}`,
      )
    return result(tx, existing, false)
  }

  /**
   * Money cannot change hands before the customer exists, nor in the future (a day of leeway for
   * time zones): a date before the sign-up (or before the refunded conversion) skipped the hold
   * period, and year 0000 or 9999 failed in the database.
   */
  function checkDate(occurredAt: Date, earliest: Date, what: string, now: Date): void {
    const latest = new Date(now.getTime() + DAY_MS)
    if (occurredAt >= earliest && occurredAt <= latest) return
    const msg =
      occurredAt < earliest
        ? `Must not be before ${what} (${earliest.toISOString()})`
        : `Must not be after ${latest.toISOString()}`
    throw fieldErrors([{ loc: ['body', 'occurred_at'], msg, type: 'date_out_of_range' }])
  }

  /** Both revenue kinds: lock the referral, check it, replay or insert, then the commission. */
  async function record(operatorId: string, referralId: string, kind: RevenueKind, body: RevenueBody) {
    const amount = toCents(body.amount)
    return db.transaction(async (tx) => {
      const found = await createReferralsRepository(tx).lockWithPartner(referralId)
      if (!found) throw referralNotFound(`No referral with the id ${referralId}`)
      const { referral, partner } = found
      if (kind === 'conversion' && referral.status !== 'signed_up' && referral.status !== 'converted') {
        throw referralNotSignedUp(
          `Referral ${referralId} is ${referral.status}: revenue needs a customer who signed up through it`,
        )
      }
      if (kind === 'refund' && referral.status !== 'converted')
        throw referralNotSignedUp(`Referral ${referralId} has no revenue to refund`)
      const now = clock.now()
      const occurredAt = body.occurred_at ? new Date(body.occurred_at) : now
      if (kind === 'conversion')
        checkDate(occurredAt, referral.signed_up_at ?? referral.created_at, 'the customer signed up', now)
      const replayed = await replay(tx, referralId, kind, body, amount)
      if (replayed) return replayed

      const txRepo = createCommissionsRepository(tx)
      let rate: { rate: number; rate_kind: 'first_year' | 'ongoing' }
      let refundsId: string | null = null
      // Nothing is owed by a partner who earns nothing new, or on a commission that was never paid out.
      let cancelled = kind === 'conversion' && partner.status !== 'active'
      if (kind === 'conversion') {
        rate = rateFor(partner, await txRepo.firstConversionAt(referralId), occurredAt)
      } else {
        const conversion = await txRepo.conversionToRefund(referralId, body.conversion_id)
        if (!conversion)
          throw conversionNotFound(`Referral ${referralId} has no conversion ${body.conversion_id ?? ''}`.trim())
        checkDate(occurredAt, conversion.occurred_at, 'the refunded conversion', now)
        const left = toCents(conversion.amount - conversion.refunded)
        if (amount > left) throw refundTooLarge(`Only ${left} EUR of conversion ${conversion.id} is left to refund`)
        // A refund takes back exactly what its conversion paid: the same rate.
        rate = { rate: conversion.rate, rate_kind: conversion.rate_kind }
        refundsId = conversion.id
        cancelled = conversion.status === 'cancelled'
      }
      const revenue = await txRepo.insertRevenue({
        referral_id: referralId,
        kind,
        amount,
        occurred_at: occurredAt,
        external_id: body.external_id ?? null,
        refunds_id: refundsId,
        recorded_by: operatorId,
        created_at: now,
      })
      // The key was taken meanwhile by a concurrent request on another referral (this one's is locked).
      if (!revenue) return (await replay(tx, referralId, kind, body, amount))!
      const value = commissionAmount(kind === 'refund' ? -amount : amount, rate.rate)
      await txRepo.insertCommission({
        partner_id: partner.id,
        referral_id: referralId,
        revenue_id: revenue.id,
        amount: value,
        ...rate,
        // The revenue is on record either way; a cancelled commission is kept for the audit trail.
        status: cancelled ? 'cancelled' : 'pending',
        cancelled_at: cancelled ? now : null,
        period: periodOf(occurredAt),
        approvable_at: approvableAt(occurredAt, holdDays, value),
        created_at: now,
        updated_at: now,
      })
      if (kind === 'conversion') {
        await programme?.referralConverted(tx, {
          referral_id: referralId,
          partner_id: partner.id,
          revenue_id: revenue.id,
          amount,
          currency: 'EUR',
          occurred_at: occurredAt.toISOString(),
          external_id: revenue.external_id,
          first_conversion: referral.status !== 'converted',
          commission: { amount: value, status: cancelled ? 'cancelled' : 'pending', rate: rate.rate },
        })
        const firstAt = referral.converted_at && referral.converted_at < occurredAt ? referral.converted_at : occurredAt
        await createReferralsRepository(tx).update(referralId, {
          status: 'converted',
          converted_at: firstAt,
          updated_at: now,
        })
      }
      return result(tx, revenue, true)
    })
  }

  return {
    recordConversion: (operatorId: string, referralId: string, body: RevenueBody) =>
      record(operatorId, referralId, 'conversion', body),
    recordRefund: (operatorId: string, referralId: string, body: RevenueBody) =>
      record(operatorId, referralId, 'refund', body),

    async list(partnerId: string, q: { status?: CommissionStatus; page: number; page_size: number }) {
      return listPage({ partner_id: partnerId, ...(q.status ? { status: q.status } : {}) }, q)
    },

    adminList: (q: CommissionFilter & { page: number; page_size: number }) => listPage(q, q),

    /**
     * One status for one or many commissions, all or none; approved and paid are e-mailed per
     * partner. A payout (status paid) may say when the money left (default now) and its reference.
     */
    async setStatus(ids: string[], status: CommissionStatus, payout: PayoutBody = {}) {
      const paidAt = checkPayout(status, payout)
      await db.transaction(async (tx) => {
        const txRepo = createCommissionsRepository(tx)
        const rows = await txRepo.lock(ids)
        const missing = ids.find((id) => !rows.some((r) => r.id === id))
        if (missing) throw commissionNotFound(`No commission with the id ${missing}`)
        const now = clock.now()
        for (const row of rows) {
          if (!canMove(row.status, status))
            throw forbiddenTransition(`Commission ${row.id} is ${row.status}; it cannot become ${status}`)
          if (paidAt && paidAt < new Date(`${row.period}-01T00:00:00Z`)) {
            throw fieldErrors([{
              loc: ['body', 'paid_at'],
              msg: `Commission ${row.id} of ${row.period} cannot have been paid before that month`,
              type: 'date_out_of_range',
            }])
          }
          if (status === 'approved' && now < row.approvable_at) {
            throw onHold(
              `Commission ${row.id} can be approved from ${row.approvable_at.toISOString()} ` +
                `(hold period of ${holdDays} days after the revenue)`,
            )
          }
        }
        const paid = { paid_at: paidAt ?? now, reference: payout.payout_reference?.trim() || null }
        await txRepo.setStatus(ids, status, now, status === 'paid' ? paid : null)
        await programme?.commissionsStatusChanged(tx, {
          status,
          commissions: rows.map((r) => ({
            id: r.id,
            partner_id: r.partner_id,
            from: r.status,
            amount: r.amount,
            period: r.period,
          })),
        })
        if (status === 'approved' || status === 'paid') await announce(tx, rows, status)
      })
      const byId = new Map((await repo.byIds(ids)).map((c) => [c.id, c]))
      return ids.map((id) => byId.get(id)!)
    },

    /**
     * The payout file: one row per commission of the period (approved ones by default), ordered by
     * partner, each partner's rows followed by a `partner_total` row and the file by a `total` row.
     */
    async exportCsv(f: CommissionFilter): Promise<string> {
      const rows = await repo.export(f)
      return stringify(withTotals(rows, f), { header: true, columns: EXPORT_COLUMNS })
    },
  }

  /** The payout's date (null: now), refused for another status or in the future (a day of leeway for time zones). */
  function checkPayout(status: CommissionStatus, payout: PayoutBody): Date | null {
    const given = (['payout_reference', 'paid_at'] as const).filter((k) => payout[k] !== undefined)
    if (status !== 'paid' && given.length > 0) {
      throw fieldErrors(given.map((k) => ({ loc: ['body', k], msg: 'Only with status paid', type: 'only_when_paid' })))
    }
    if (payout.paid_at === undefined) return null
    const paidAt = new Date(payout.paid_at)
    const latest = new Date(clock.now().getTime() + DAY_MS)
    if (paidAt > latest) {
      throw fieldErrors([{ loc: ['body', 'paid_at'], msg: `Must not be after ${latest.toISOString()}`, type: 'date_out_of_range' }])
    }
    return paidAt
  }

  async function listPage(f: CommissionFilter, q: { page: number; page_size: number }) {
    const { status: _s, ...unfiltered } = f
    const [{ rows, total }, totals] = await Promise.all([
      repo.page(f, q.page_size, offsetOf(q)),
      repo.totals(unfiltered),
    ])
    return {
      ...page(rows, total, q),
      total_pending: totals.pending,
      total_approved: totals.approved,
      total_paid: totals.paid,
    }
  }

  async function announce(
    tx: DbOrTx,
    rows: { partner_id: string; amount: number; period: string }[],
    status: 'approved' | 'paid',
  ) {
    const partners = createPartnersRepository(tx)
    for (const partnerId of new Set(rows.map((r) => r.partner_id))) {
      const partner = await partners.get(partnerId)
      if (partner)
        await events.commissionsChanged(
          tx,
          addressee(partner),
          status,
          rows.filter((r) => r.partner_id === partnerId).map((r) => ({ period: r.period, amount: r.amount })),
        )
    }
  }
}
export type CommissionsService = ReturnType<typeof createCommissionsService>

type ExportRow = Awaited<ReturnType<CommissionsRepository['export']>>[number]

/**
 * Commission rows, and after each partner's a `partner_total` row (its net amount and count in
 * `commissions`), and a `total` row at the end. A spreadsheet filters on `row_type` to keep either
 * the lines (pivot tables, sums) or the totals (what to transfer); amounts are summed in cents.
 */
function withTotals(rows: ExportRow[], f: CommissionFilter): Record<string, string | number>[] {
  const out: Record<string, string | number>[] = []
  const totalRow = (cents: number, count: number, partner?: ExportRow) => ({
    ...(partner ? partnerCells(partner) : {}),
    period: f.period ?? '', status: f.status ?? '', amount: (cents / 100).toFixed(2), currency: 'EUR', commissions: count,
    row_type: partner ? 'partner_total' : 'total',
  })
  let all = 0
  let cents = 0
  let count = 0
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    out.push({
      ...partnerCells(r),
      commission_id: r.id, referral_id: r.referral_id, kind: r.kind, period: r.period, status: r.status,
      revenue_amount: r.revenue_amount.toFixed(2), rate: r.rate, rate_kind: r.rate_kind, amount: r.amount.toFixed(2),
      currency: r.currency, occurred_at: r.occurred_at.toISOString(), approved_at: r.approved_at?.toISOString() ?? '',
      paid_at: r.paid_at?.toISOString() ?? '', payout_reference: inertCsvText(r.payout_reference ?? ''),
      commissions: 1, row_type: 'commission',
    })
    cents += Math.round(r.amount * 100)
    count += 1
    if (rows[i + 1]?.partner_id === r.partner_id) continue
    out.push(totalRow(cents, count, r))
    all += cents
    cents = 0
    count = 0
  }
  out.push(totalRow(all, rows.length))
  return out
}

// Text cells from partners' own input are defused (core/csv-cell.ts); the number columns are ours.
const partnerCells = (r: ExportRow) => ({
  partner_id: r.partner_id, partner_company: inertCsvText(r.partner_company), partner_email: inertCsvText(r.partner_email),
  referral_code: r.referral_code,
})

// New columns go at the end: scripts that read the file by position keep working.
const EXPORT_COLUMNS = [
  'partner_id',
  'partner_company',
  'partner_email',
  'referral_code',
  'commission_id',
  'referral_id',
  'kind',
  'period',
  'status',
  'revenue_amount',
  'rate',
  'rate_kind',
  'amount',
  'currency',
  'occurred_at',
  'approved_at',
  'paid_at',
  'payout_reference',
  'commissions',
  'row_type',
]
