import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { commissions, partners, referralRevenue, type CommissionStatus, type RevenueKind, type RevenueRow } from './partners.tables.js'

// Revenue the operator records and the commissions it earns.

export const commissionColumns = {
  id: commissions.id, referral_id: commissions.referral_id, amount: commissions.amount, currency: commissions.currency,
  status: commissions.status, period: commissions.period,
  kind: sql<'commission' | 'refund'>`case when ${referralRevenue.kind} = 'refund' then 'refund' else 'commission' end`,
  revenue_amount: sql<number>`(case when ${referralRevenue.kind} = 'refund' then -${referralRevenue.amount} else ${referralRevenue.amount} end)::float8`,
  rate: commissions.rate, rate_kind: commissions.rate_kind, occurred_at: referralRevenue.occurred_at,
  approvable_at: commissions.approvable_at, approved_at: commissions.approved_at, paid_at: commissions.paid_at,
  cancelled_at: commissions.cancelled_at, created_at: commissions.created_at, payout_reference: commissions.payout_reference,
}
const adminColumns = { ...commissionColumns, partner_id: commissions.partner_id, partner_company: partners.company_name, revenue_id: commissions.revenue_id }

export interface CommissionFilter { partner_id?: string | undefined; status?: CommissionStatus | undefined; period?: string | undefined }

const sumOf = (status: CommissionStatus) => sql<number>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = ${status}), 0)::float8`

export function createCommissionsRepository (db: DbOrTx) {
  const base = () => db.select(adminColumns).from(commissions)
    .innerJoin(referralRevenue, eq(referralRevenue.id, commissions.revenue_id))
    .innerJoin(partners, eq(partners.id, commissions.partner_id))

  return {
    /** Undefined when the (kind, external_id) key exists: a replay, or an invoice of another referral. */
    async insertRevenue (row: typeof referralRevenue.$inferInsert): Promise<RevenueRow | undefined> {
      const [created] = await db.insert(referralRevenue).values(row).onConflictDoNothing().returning()
      return created
    },

    /** Unique per kind across all referrals (invoice numbers are the platform's). */
    async revenueByExternalId (kind: RevenueKind, externalId: string): Promise<RevenueRow | undefined> {
      const [row] = await db.select().from(referralRevenue)
        .where(and(eq(referralRevenue.kind, kind), eq(referralRevenue.external_id, externalId))).limit(1)
      return row
    },

    /** The occurred_at of the referral's earliest conversion, or null before the first. */
    async firstConversionAt (referralId: string): Promise<Date | null> {
      const [row] = await db.select({ at: sql<Date | string | null>`min(${referralRevenue.occurred_at})` }).from(referralRevenue)
        .where(and(eq(referralRevenue.referral_id, referralId), eq(referralRevenue.kind, 'conversion')))
      return row?.at ? new Date(row.at) : null
    },

    /** A conversion of the referral (the given one, or the latest), its commission's rate, and what was refunded of it. */
    async conversionToRefund (referralId: string, conversionId: string | undefined) {
      const [row] = await db.select({
        id: referralRevenue.id, amount: referralRevenue.amount, occurred_at: referralRevenue.occurred_at,
        rate: commissions.rate, rate_kind: commissions.rate_kind, status: commissions.status,
        refunded: sql<number>`(select coalesce(sum(r.amount), 0) from referral_revenue r where r.refunds_id = ${referralRevenue.id})::float8`,
      }).from(referralRevenue).innerJoin(commissions, eq(commissions.revenue_id, referralRevenue.id))
        .where(and(eq(referralRevenue.referral_id, referralId), eq(referralRevenue.kind, 'conversion'), conversionId ? eq(referralRevenue.id, conversionId) : undefined))
        .orderBy(desc(referralRevenue.occurred_at), desc(referralRevenue.created_at)).limit(1)
      return row
    },

    async insertCommission (row: typeof commissions.$inferInsert): Promise<void> {
      await db.insert(commissions).values(row)
    },

    async byRevenue (revenueId: string) {
      const [row] = await base().where(eq(commissions.revenue_id, revenueId)).limit(1)
      return row
    },

    async get (id: string) {
      const [row] = await base().where(eq(commissions.id, id)).limit(1)
      return row
    },

    async lock (ids: string[]) {
      return db.select({ id: commissions.id, partner_id: commissions.partner_id, status: commissions.status, amount: commissions.amount, period: commissions.period, approvable_at: commissions.approvable_at })
        .from(commissions).where(inArray(commissions.id, ids)).orderBy(asc(commissions.id)).for('update')
    },

    /** `payout`: when the money left and the transfer's reference (status paid only). */
    async setStatus (ids: string[], status: CommissionStatus, now: Date,
      payout: { paid_at: Date; reference: string | null } | null = null): Promise<void> {
      const stamp = status === 'approved' ? { approved_at: now }
        : status === 'paid' ? { paid_at: payout?.paid_at ?? now, payout_reference: payout?.reference ?? null }
          : status === 'cancelled' ? { cancelled_at: now } : {}
      await db.update(commissions).set({ status, updated_at: now, ...stamp }).where(inArray(commissions.id, ids))
    },

    /** Suspension: the partner's pending commissions (not refunds: those are owed to us) are cancelled. */
    async cancelPending (partnerId: string, now: Date): Promise<number> {
      const rows = await db.update(commissions).set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where(and(eq(commissions.partner_id, partnerId), eq(commissions.status, 'pending'), sql`${commissions.amount} > 0`))
        .returning({ id: commissions.id })
      return rows.length
    },

    /** Commissions by id, as the operator sees them (after a status change). */
    byIds: (ids: string[]) => base().where(inArray(commissions.id, ids)).orderBy(asc(commissions.id)),

    async page (f: CommissionFilter, limit: number, offset: number) {
      const where = and(...filters(f))
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(commissions.created_at), desc(commissions.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(commissions).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Sums by status over everything the filter (without its status) selects. */
    async totals (f: Omit<CommissionFilter, 'status'>) {
      const [row] = await db.select({ pending: sumOf('pending'), approved: sumOf('approved'), paid: sumOf('paid') })
        .from(commissions).where(and(...filters(f)))
      return row!
    },

    async export (f: CommissionFilter) {
      return db.select({ ...adminColumns, partner_email: partners.email, referral_code: partners.referral_code })
        .from(commissions)
        .innerJoin(referralRevenue, eq(referralRevenue.id, commissions.revenue_id))
        .innerJoin(partners, eq(partners.id, commissions.partner_id))
        .where(and(...filters(f))).orderBy(asc(partners.company_name), asc(commissions.partner_id), asc(commissions.created_at), asc(commissions.id))
    },
  }
}
export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>

function filters (f: CommissionFilter): SQL[] {
  const where: SQL[] = []
  if (f.partner_id) where.push(eq(commissions.partner_id, f.partner_id))
  if (f.status) where.push(eq(commissions.status, f.status))
  if (f.period) where.push(eq(commissions.period, f.period))
  return where
}
