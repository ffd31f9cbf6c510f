import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import type { PayoutDetailsInput } from './payout-details.js'
import { commissions, partnerPayoutDetails, partners, type PayoutDetailsRow } from './partners.tables.js'

// Where partners' money goes (their payout details) and what a payout run pays.

const { partner_id: _p, created_at: _c, ...detailColumns } = getTableColumns(partnerPayoutDetails)

export type PayoutDetailsView = Omit<PayoutDetailsRow, 'partner_id' | 'created_at'>

export function createPayoutsRepository (db: DbOrTx) {
  return {
    async details (partnerId: string): Promise<PayoutDetailsView | undefined> {
      const [row] = await db.select(detailColumns).from(partnerPayoutDetails).where(eq(partnerPayoutDetails.partner_id, partnerId)).limit(1)
      return row
    },

    async saveDetails (partnerId: string, details: Required<PayoutDetailsInput>, now: Date): Promise<PayoutDetailsView> {
      const [row] = await db.insert(partnerPayoutDetails).values({ partner_id: partnerId, ...details, created_at: now, updated_at: now })
        .onConflictDoUpdate({ target: partnerPayoutDetails.partner_id, set: { ...details, updated_at: now } })
        .returning(detailColumns)
      return row!
    },

    /** The approved commissions of a period with their partner and its payout details (if any), by partner. */
    async approvedWithDetails (period: string) {
      return db.select({
        id: commissions.id, amount: commissions.amount, currency: commissions.currency,
        partner_id: partners.id, partner_company: partners.company_name, referral_code: partners.referral_code,
        account_holder: partnerPayoutDetails.account_holder, iban: partnerPayoutDetails.iban, bic: partnerPayoutDetails.bic,
      }).from(commissions)
        .innerJoin(partners, eq(partners.id, commissions.partner_id))
        .leftJoin(partnerPayoutDetails, eq(partnerPayoutDetails.partner_id, partners.id))
        .where(and(eq(commissions.status, 'approved'), eq(commissions.period, period)))
        .orderBy(asc(partners.company_name), asc(partners.id), asc(commissions.id))
    },

    /** Partners per tier, and how many of them have rates of their own. */
    async tierCounts (): Promise<Map<string, { partners: number; custom_rates: number }>> {
      const rows = await db.select({
        tier: partners.tier, partners: count(),
        custom_rates: sql<number>`count(*) filter (where ${partners.first_year_rate_override} is not null)::int`,
      }).from(partners).groupBy(partners.tier)
      return new Map(rows.map(({ tier, ...counts }) => [tier, counts]))
    },
  }
}
