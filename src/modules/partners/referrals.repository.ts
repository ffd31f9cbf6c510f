import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { containsPattern } from '../../core/db/like.js'
import { users } from '../auth/auth.tables.js'
import {
  commissions, partners, partnerStats, referralClickAddresses, referralClickWindows, referrals,
  type PartnerStatus, type ReferralRow, type ReferralStatus,
} from './partners.tables.js'
import { effectiveRates } from './partners.repository.js'

// Referrals: clicks, sign-ups, and the partner's counts of them.

export const DEDUPE_HOURS = 24

export interface ClickInsert {
  /** null: a crawler or link preview, answered but not recorded. */
  referral_code: string; client_hash: string | null
  /** The address alone (keyed hash): what the cap on new referrals per address counts. */
  address_hash: string
  utm_source: string | null; utm_medium: string | null; utm_campaign: string | null; landing_page: string | null
}

export interface ClickOutcome {
  status: PartnerStatus; company_name: string; referral_id: string | null; created: boolean
  /** The address opened its allowance of new referrals for this partner; they may open more from `retry_at`. */
  throttled: boolean; retry_at: Date | string | null
}

export const referralColumns = {
  id: referrals.id, referral_code: referrals.referral_code, utm_source: referrals.utm_source, utm_medium: referrals.utm_medium,
  utm_campaign: referrals.utm_campaign, landing_page: referrals.landing_page, status: referrals.status,
  created_at: referrals.created_at, signed_up_at: referrals.signed_up_at, converted_at: referrals.converted_at,
}

// Who the referred customer is: the company profile they set up first (a sign-up may have none
// yet) and the account's e-mail. Both null before a sign-up, or once the account is deleted.
const customerColumns = {
  customer_company: sql<string | null>`(select c.name from companies c where c.tenant_id = ${referrals.tenant_id}
    order by c.created_at, c.id limit 1)`,
  customer_email: users.email,
}


export function createReferralsRepository (db: DbOrTx) {
  const statsOf = db.select({
    referrals: sql<number>`coalesce(sum(${partnerStats.referrals}), 0)::int`,
    rejected: sql<number>`coalesce(sum(${partnerStats.rejected}), 0)::int`,
    active: sql<number>`coalesce(sum(${partnerStats.active}), 0)::int`,
    converted: sql<number>`coalesce(sum(${partnerStats.converted}), 0)::int`,
    pending: sql<number>`coalesce(sum(${partnerStats.pending_amount}), 0)::float8`,
    approved: sql<number>`coalesce(sum(${partnerStats.approved_amount}), 0)::float8`,
    paid: sql<number>`coalesce(sum(${partnerStats.paid_amount}), 0)::float8`,
  }).from(partnerStats).where(eq(partnerStats.partner_id, sql.placeholder('partnerId'))).prepare('partner_dashboard_stats')

  return {
    /**
     * The whole click in one statement (the partner by its code, then the window and referral):
     * the upsert on (partner, client) either opens a window with the new referral id or returns
     * the open window's referral, so concurrent clicks of one client agree. Nothing is written
     * for a partner who is not active or a click that does not count. No row: unknown code.
     */
    async click (input: ClickInsert, newId: string, now: Date, perAddress: number): Promise<ClickOutcome | undefined> {
      const expired = new Date(now.getTime() - DEDUPE_HOURS * 3_600_000)
      const counted = input.client_hash !== null
      // `open`: this client's window is still open (a repeat click: no new referral, nothing spent).
      // `budget`: otherwise one more new referral for the address, counted up under the row's lock.
      const [row] = await selectRows<ClickOutcome>(db, sql`
        with partner as (
          select id, status, company_name from partners where referral_code = ${input.referral_code}
        ), open as (
          select 1 from referral_click_windows w, partner
           where w.partner_id = partner.id and w.client_hash = ${input.client_hash} and w.window_start > ${expired}
        ), budget as (
          insert into referral_click_addresses (partner_id, address_hash, window_start, referrals)
          select partner.id, ${input.address_hash}, ${now}, 1 from partner
           where partner.status = 'active' and ${counted} and not exists (select 1 from open)
          on conflict (partner_id, address_hash) do update
             set referrals = case when referral_click_addresses.window_start <= ${expired}
                                  then 1 else referral_click_addresses.referrals + 1 end,
                 window_start = case when referral_click_addresses.window_start <= ${expired}
                                     then excluded.window_start else referral_click_addresses.window_start end
          returning referrals, window_start
        ), slot as (
          insert into referral_click_windows (partner_id, client_hash, referral_id, window_start)
          select partner.id, ${input.client_hash}, ${newId}, ${now} from partner
           where partner.status = 'active' and ${counted} and coalesce((select referrals from budget), 0) <= ${perAddress}
          on conflict (partner_id, client_hash) do update
             set referral_id = case when referral_click_windows.window_start <= ${expired} then excluded.referral_id else referral_click_windows.referral_id end,
                 window_start = case when referral_click_windows.window_start <= ${expired} then excluded.window_start else referral_click_windows.window_start end
          returning referral_id
        ), created as (
          insert into referrals (id, partner_id, referral_code, utm_source, utm_medium, utm_campaign, landing_page, created_at, updated_at)
          select ${newId}, partner.id, ${input.referral_code}, ${input.utm_source}, ${input.utm_medium}, ${input.utm_campaign}, ${input.landing_page}, ${now}, ${now}
            from partner, slot where slot.referral_id = ${newId}
          returning id
        )
        select partner.status, partner.company_name, (select referral_id from slot) as referral_id,
               exists (select 1 from created) as created,
               coalesce((select referrals from budget), 0) > ${perAddress} as throttled,
               (select window_start from budget) + interval '${sql.raw(String(DEDUPE_HOURS))} hours' as retry_at
          from partner`)
      return row
    },

    /** Click windows and address counts whose 24 hours have passed: hashes are not kept longer than needed. */
    async forgetClickWindows (now: Date): Promise<number> {
      const expired = new Date(now.getTime() - DEDUPE_HOURS * 3_600_000)
      await db.delete(referralClickAddresses).where(sql`${referralClickAddresses.window_start} <= ${expired}`)
      const rows = await db.delete(referralClickWindows)
        .where(sql`${referralClickWindows.window_start} <= ${expired}`)
        .returning({ id: referralClickWindows.referral_id })
      return rows.length
    },

    /** The referral with its partner, locked (sign-up and revenue serialise on it). */
    async lockWithPartner (referralId: string) {
      const [row] = await db.select({
        referral: referrals,
        partner: { id: partners.id, email: partners.email, status: partners.status, ...effectiveRates },
      }).from(referrals).innerJoin(partners, eq(partners.id, referrals.partner_id))
        .where(eq(referrals.id, referralId)).for('update', { of: referrals })
      return row
    },

    async insert (row: typeof referrals.$inferInsert): Promise<ReferralRow> {
      const [created] = await db.insert(referrals).values(row).returning()
      return created!
    },

    async update (id: string, changes: Partial<ReferralRow>): Promise<void> {
      await db.update(referrals).set(changes).where(eq(referrals.id, id))
    },

    async page (partnerId: string, status: ReferralStatus | undefined, limit: number, offset: number) {
      const where = and(eq(referrals.partner_id, partnerId), status ? eq(referrals.status, status) : undefined)
      const [rows, [total]] = await Promise.all([
        db.select({ ...referralColumns, ...customerColumns }).from(referrals).leftJoin(users, eq(users.id, referrals.user_id))
          .where(where).orderBy(desc(referrals.created_at), desc(referrals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(referrals).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The operator's list across partners. */
    async adminPage (f: { partner_id?: string; status?: ReferralStatus; q?: string }, limit: number, offset: number) {
      const where: SQL[] = []
      if (f.partner_id) where.push(eq(referrals.partner_id, f.partner_id))
      if (f.status) where.push(eq(referrals.status, f.status))
      if (f.q) {
        const pattern = containsPattern(f.q)
        // The operator records revenue from an invoice: the customer's e-mail, name or company finds it too.
        const customerCompany = sql`exists (select 1 from companies c
          where c.tenant_id = ${referrals.tenant_id} and c.name ilike ${pattern})`
        where.push(or(ilike(partners.company_name, pattern), ilike(partners.email, pattern), ilike(referrals.referral_code, pattern),
          ilike(users.email, pattern), ilike(users.full_name, pattern), customerCompany)!)
      }
      const filter = and(...where)
      const [rows, [total]] = await Promise.all([
        db.select({
          ...referralColumns, ...customerColumns, partner_id: referrals.partner_id, partner_company: partners.company_name,
          tenant_id: referrals.tenant_id, user_id: referrals.user_id, customer_name: users.full_name,
          rejection_reason: referrals.rejection_reason,
        })
          .from(referrals).innerJoin(partners, eq(partners.id, referrals.partner_id)).leftJoin(users, eq(users.id, referrals.user_id))
          .where(filter).orderBy(desc(referrals.created_at), desc(referrals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(referrals).innerJoin(partners, eq(partners.id, referrals.partner_id)).leftJoin(users, eq(users.id, referrals.user_id)).where(filter),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The dashboard's figures: the partner's stats shards, kept by triggers (migration 0013). */
    async stats (partnerId: string) {
      const [row] = await statsOf.execute({ partnerId })
      return row!
    },

    /** Per UTC month since `since`: referrals created, and referrals whose first revenue fell in it. */
    async monthly (partnerId: string, since: Date): Promise<{ created: Map<string, number>; converted: Map<string, number>; commission: Map<string, number> }> {
      const month = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`
      const [created, converted, earned] = await Promise.all([
        db.select({ month: month(referrals.created_at), n: count() }).from(referrals)
          .where(and(eq(referrals.partner_id, partnerId), gte(referrals.created_at, since), sql`${referrals.status} <> 'rejected'`)).groupBy(sql`1`),
        db.select({ month: month(referrals.converted_at), n: count() }).from(referrals)
          .where(and(eq(referrals.partner_id, partnerId), gte(referrals.converted_at, since))).groupBy(sql`1`),
        db.select({ month: commissions.period, amount: sql<number>`sum(${commissions.amount})::float8` }).from(commissions)
          .where(and(eq(commissions.partner_id, partnerId), gte(commissions.period, since.toISOString().slice(0, 7)), sql`${commissions.status} <> 'cancelled'`))
          .groupBy(commissions.period),
      ])
      return {
        created: new Map(created.map((r) => [r.month, r.n])),
        converted: new Map(converted.map((r) => [r.month, r.n])),
        commission: new Map(earned.map((r) => [r.month, r.amount])),
      }
    },
  }
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>
