import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import type { Language } from '../../core/language.js'
import { containsPattern } from '../../core/db/like.js'
import { users } from '../auth/auth.tables.js'
import {
  commissions, partners, partnerStatusChanges, partnerTiers, referralRevenue, referrals,
  PARTNER_TIERS, type PartnerRow, type PartnerStatus, type PartnerTier, type PartnerType,
} from './partners.tables.js'

// Partner accounts and the operator's view of them.

// The rates a partner earns now: its own pair, else its tier's defaults (read in the same
// statement, so revenue recorded under the referral's lock uses the defaults committed then).
// Written out qualified: drizzle leaves column names bare in single-table statements (insert,
// update … returning), where a bare "tier" inside the subquery would be partner_tiers' own.
const OVERRIDES = {
  first_year_commission_rate: 'first_year_rate_override', ongoing_commission_rate: 'ongoing_rate_override',
} as const
const tierDefault = (rate: keyof typeof OVERRIDES) =>
  sql<number>`coalesce("partners".${sql.identifier(OVERRIDES[rate])},
    (select t.${sql.identifier(rate)} from "partner_tiers" t where t."tier" = "partners"."tier"))::float8`
export const effectiveRates = {
  first_year_commission_rate: tierDefault('first_year_commission_rate'),
  ongoing_commission_rate: tierDefault('ongoing_commission_rate'),
}
const {
  password_hash: _p, token_version: _v, first_year_rate_override: _f, ongoing_rate_override: _o, ...ownColumns
} = getTableColumns(partners)
const publicColumns = {
  ...ownColumns, ...effectiveRates, custom_rates: sql<boolean>`"partners"."first_year_rate_override" is not null`,
}
export type PartnerView = Omit<PartnerRow, 'password_hash' | 'token_version' | 'first_year_rate_override' | 'ongoing_rate_override'>
  & { first_year_commission_rate: number; ongoing_commission_rate: number; custom_rates: boolean }
export interface TierRates { tier: PartnerTier; first_year_commission_rate: number; ongoing_commission_rate: number }

export interface PartnerInsert {
  email: string; password_hash: string; company_name: string; contact_name: string; partner_type: PartnerType
  phone: string | null; website: string | null; referral_code: string; language: Language; created_at: Date; updated_at: Date
  terms_version?: number; terms_accepted_at?: Date
}

export interface PartnerFilter { status?: PartnerStatus; tier?: PartnerTier; partner_type?: PartnerType; q?: string }


export function createPartnersRepository (db: DbOrTx) {
  const forAccessToken = db.select({ id: partners.id, email: partners.email }).from(partners)
    .where(and(
      eq(partners.email, sql.placeholder('email')), eq(partners.token_version, sql.placeholder('version')),
      sql`${partners.status} in ('pending', 'active')`,
      // The token itself, or its whole session (logout, refresh-token reuse), may be revoked.
      sql`not exists (select 1 from revoked_tokens where jti in (${sql.placeholder('jti')}, ${sql.placeholder('sid')}))`,
    ))
    .limit(1)
    .prepare('partner_for_access_token')

  return {
    /** Undefined when the e-mail or the code is taken (the caller retries another code). */
    async insert (input: PartnerInsert): Promise<{ row?: PartnerView; conflict?: 'email' | 'code' }> {
      const [row] = await db.insert(partners).values(input).onConflictDoNothing().returning(publicColumns)
      if (row) return { row }
      const [taken] = await db.select({ id: partners.id }).from(partners).where(eq(partners.email, input.email)).limit(1)
      return { conflict: taken ? 'email' : 'code' }
    },

    async findByEmail (email: string): Promise<PartnerRow | undefined> {
      const [row] = await db.select().from(partners).where(eq(partners.email, email)).limit(1)
      return row
    },

    async findForAccessToken (
      email: string, token: { jti: string; sid: string }, version: number,
    ): Promise<{ id: string; email: string } | undefined> {
      const [row] = await forAccessToken.execute({ email, jti: token.jti, sid: token.sid, version })
      return row
    },

    async get (id: string): Promise<PartnerView | undefined> {
      const [row] = await db.select(publicColumns).from(partners).where(eq(partners.id, id)).limit(1)
      return row
    },

    /** The row locked for a status change. */
    async lock (id: string): Promise<PartnerView | undefined> {
      const [row] = await db.select(publicColumns).from(partners).where(eq(partners.id, id)).for('update')
      return row
    },

    async findByCode (code: string): Promise<Pick<PartnerRow, 'id' | 'status' | 'company_name' | 'email'> | undefined> {
      const [row] = await db.select({ id: partners.id, status: partners.status, company_name: partners.company_name, email: partners.email })
        .from(partners).where(eq(partners.referral_code, code)).limit(1)
      return row
    },

    async update (
      id: string,
      changes: Partial<Pick<PartnerRow,
        'company_name' | 'phone' | 'website' | 'language' | 'tier' | 'first_year_rate_override' | 'ongoing_rate_override'>>,
      now: Date,
    ): Promise<PartnerView | undefined> {
      const [row] = await db.update(partners).set({ ...changes, updated_at: now }).where(eq(partners.id, id)).returning(publicColumns)
      return row
    },

    /** Every tier's default rates, in the order of the tiers. */
    async tiers (): Promise<(TierRates & { updated_at: Date })[]> {
      const rows = await db.select({
        tier: partnerTiers.tier, first_year_commission_rate: partnerTiers.first_year_commission_rate,
        ongoing_commission_rate: partnerTiers.ongoing_commission_rate, updated_at: partnerTiers.updated_at,
      }).from(partnerTiers)
      return PARTNER_TIERS.flatMap((tier) => rows.filter((r) => r.tier === tier))
    },

    async setTier (rates: TierRates, updatedBy: string, now: Date): Promise<void> {
      await db.insert(partnerTiers).values({ ...rates, updated_by: updatedBy, updated_at: now })
        .onConflictDoUpdate({ target: partnerTiers.tier, set: { ...rates, updated_by: updatedBy, updated_at: now } })
    },

    /** A suspended or deactivated partner is signed out everywhere: its token version moves on. */
    async setStatus (id: string, status: PartnerStatus, now: Date, signOut: boolean): Promise<PartnerView | undefined> {
      const [row] = await db.update(partners)
        .set({ status, updated_at: now, ...(signOut ? { token_version: sql`${partners.token_version} + 1` } : {}) })
        .where(eq(partners.id, id)).returning(publicColumns)
      return row
    },

    async recordStatusChange (change: { partner_id: string; from_status: PartnerStatus; to_status: PartnerStatus; notes: string | null; changed_by: string; created_at: Date }) {
      await db.insert(partnerStatusChanges).values(change)
    },

    async statusHistory (partnerId: string) {
      return db.select({
        from_status: partnerStatusChanges.from_status, to_status: partnerStatusChanges.to_status, notes: partnerStatusChanges.notes,
        changed_by: partnerStatusChanges.changed_by, changed_by_email: users.email, created_at: partnerStatusChanges.created_at,
      }).from(partnerStatusChanges).leftJoin(users, eq(users.id, partnerStatusChanges.changed_by))
        .where(eq(partnerStatusChanges.partner_id, partnerId)).orderBy(desc(partnerStatusChanges.created_at), desc(partnerStatusChanges.id))
    },

    async list (f: PartnerFilter, limit: number, offset: number): Promise<{ rows: PartnerView[]; total: number }> {
      const where = and(...filters(f))
      const [rows, [total]] = await Promise.all([
        // Pending first across pages (approving them is what the operator's list is for), then newest.
        db.select(publicColumns).from(partners).where(where)
          .orderBy(sql`${partners.status} = 'pending' desc`, desc(partners.created_at), asc(partners.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(partners).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The operator's figures for one partner: referrals by status, commissions and revenue by kind. */
    async figures (partnerId: string) {
      const [r] = await db.select({
        total: sql<number>`count(*) filter (where ${referrals.status} <> 'rejected')::int`,
        clicked: sql<number>`count(*) filter (where ${referrals.status} = 'clicked')::int`,
        signed_up: sql<number>`count(*) filter (where ${referrals.status} = 'signed_up')::int`,
        converted: sql<number>`count(*) filter (where ${referrals.status} = 'converted')::int`,
        rejected: sql<number>`count(*) filter (where ${referrals.status} = 'rejected')::int`,
      }).from(referrals).where(eq(referrals.partner_id, partnerId))
      const [c] = await db.select({
        pending: sql<number>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'pending'), 0)::float8`,
        approved: sql<number>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'approved'), 0)::float8`,
        paid: sql<number>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'paid'), 0)::float8`,
        cancelled: sql<number>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'cancelled'), 0)::float8`,
      }).from(commissions).where(eq(commissions.partner_id, partnerId))
      const [v] = await db.select({
        revenue: sql<number>`coalesce(sum(${referralRevenue.amount}) filter (where ${referralRevenue.kind} = 'conversion'), 0)::float8`,
        refunded: sql<number>`coalesce(sum(${referralRevenue.amount}) filter (where ${referralRevenue.kind} = 'refund'), 0)::float8`,
      }).from(referralRevenue).innerJoin(referrals, eq(referrals.id, referralRevenue.referral_id)).where(eq(referrals.partner_id, partnerId))
      return { referrals: r!, commissions: c!, revenue: v! }
    },
  }
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>

function filters (f: PartnerFilter): SQL[] {
  const where: SQL[] = []
  if (f.status) where.push(eq(partners.status, f.status))
  if (f.tier) where.push(eq(partners.tier, f.tier))
  if (f.partner_type) where.push(eq(partners.partner_type, f.partner_type))
  if (f.q) {
    const pattern = containsPattern(f.q)
    where.push(or(ilike(partners.company_name, pattern), ilike(partners.email, pattern), ilike(partners.contact_name, pattern), ilike(partners.referral_code, pattern))!)
  }
  return where
}
