import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { commissions, partners, referralClickWindows, referrals, type ReferralRow, type ReferralStatus } from './partners.tables.js'

// Referrals: clicks, sign-ups, and the partner's counts of them.

export const DEDUPE_HOURS = 24

export interface ClickInsert {
  partner_id: string; referral_code: string; client_hash: string
  utm_source: string | null; utm_medium: string | null; utm_campaign: string | null; landing_page: string | null
}

export const referralColumns = {
  id: referrals.id, referral_code: referrals.referral_code, utm_source: referrals.utm_source, utm_medium: referrals.utm_medium,
  utm_campaign: referrals.utm_campaign, landing_page: referrals.landing_page, status: referrals.status,
  created_at: referrals.created_at, signed_up_at: referrals.signed_up_at, converted_at: referrals.converted_at,
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export function createReferralsRepository (db: DbOrTx) {
  return {
    /**
     * One statement, so concurrent clicks of one client agree: the upsert on (partner, client)
     * either opens a window with the new referral id or returns the open window's referral.
     * Only a new window inserts a referral.
     */
    async click (input: ClickInsert, newId: string, now: Date): Promise<{ referral_id: string; created: boolean }> {
      const expired = new Date(now.getTime() - DEDUPE_HOURS * 3_600_000)
      const [row] = await selectRows<{ referral_id: string }>(db, sql`
        with slot as (
          insert into referral_click_windows (partner_id, client_hash, referral_id, window_start)
          values (${input.partner_id}, ${input.client_hash}, ${newId}, ${now})
          on conflict (partner_id, client_hash) do update
             set referral_id = case when referral_click_windows.window_start <= ${expired} then excluded.referral_id else referral_click_windows.referral_id end,
                 window_start = case when referral_click_windows.window_start <= ${expired} then excluded.window_start else referral_click_windows.window_start end
          returning referral_id
        ), created as (
          insert into referrals (id, partner_id, referral_code, utm_source, utm_medium, utm_campaign, landing_page, created_at, updated_at)
          select ${newId}, ${input.partner_id}, ${input.referral_code}, ${input.utm_source}, ${input.utm_medium}, ${input.utm_campaign}, ${input.landing_page}, ${now}, ${now}
            from slot where slot.referral_id = ${newId}
          returning id
        )
        select referral_id from slot`)
      return { referral_id: row!.referral_id, created: row!.referral_id === newId }
    },

    /** Windows whose 24 hours have passed: the client hashes are not kept longer than needed. */
    async forgetClickWindows (now: Date): Promise<number> {
      const rows = await db.delete(referralClickWindows)
        .where(sql`${referralClickWindows.window_start} <= ${new Date(now.getTime() - DEDUPE_HOURS * 3_600_000)}`)
        .returning({ id: referralClickWindows.referral_id })
      return rows.length
    },

    /** The referral with its partner, locked (sign-up and revenue serialise on it). */
    async lockWithPartner (referralId: string) {
      const [row] = await db.select({
        referral: referrals,
        partner: { id: partners.id, email: partners.email, status: partners.status, first_year_commission_rate: partners.first_year_commission_rate, ongoing_commission_rate: partners.ongoing_commission_rate },
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
        db.select(referralColumns).from(referrals).where(where).orderBy(desc(referrals.created_at), desc(referrals.id)).limit(limit).offset(offset),
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
        const pattern = `%${escapeLike(f.q)}%`
        where.push(or(ilike(partners.company_name, pattern), ilike(partners.email, pattern), ilike(referrals.referral_code, pattern))!)
      }
      const filter = and(...where)
      const [rows, [total]] = await Promise.all([
        db.select({ ...referralColumns, partner_id: referrals.partner_id, partner_company: partners.company_name, tenant_id: referrals.tenant_id, user_id: referrals.user_id, rejection_reason: referrals.rejection_reason })
          .from(referrals).innerJoin(partners, eq(partners.id, referrals.partner_id))
          .where(filter).orderBy(desc(referrals.created_at), desc(referrals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(referrals).innerJoin(partners, eq(partners.id, referrals.partner_id)).where(filter),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /**
     * The dashboard's counts. The total comes from the (partner, created_at) index alone; the
     * other counts from the partial index of referrals past `clicked`, which stays small.
     */
    async counts (partnerId: string): Promise<{ all: number; rejected: number; active: number; converted: number }> {
      const [[all], [rest]] = await Promise.all([
        db.select({ n: count() }).from(referrals).where(eq(referrals.partner_id, partnerId)),
        db.select({
          rejected: sql<number>`count(*) filter (where ${referrals.status} = 'rejected')::int`,
          active: sql<number>`count(*) filter (where ${referrals.status} in ('signed_up', 'converted') and ${referrals.tenant_id} is not null)::int`,
          converted: sql<number>`count(*) filter (where ${referrals.status} = 'converted')::int`,
        }).from(referrals).where(and(eq(referrals.partner_id, partnerId), sql`${referrals.status} <> 'clicked'`)),
      ])
      return { all: all?.n ?? 0, ...rest! }
    },

    /** Per UTC month since `since`: referrals created, and referrals whose first revenue fell in it. */
    async monthly (partnerId: string, since: Date): Promise<{ created: Map<string, number>; converted: Map<string, number>; commission: Map<string, number> }> {
      const month = (column: SQL | typeof referrals.created_at) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`
      const [created, converted, earned] = await Promise.all([
        db.select({ month: month(referrals.created_at), n: count() }).from(referrals)
          .where(and(eq(referrals.partner_id, partnerId), gte(referrals.created_at, since), sql`${referrals.status} <> 'rejected'`)).groupBy(sql`1`),
        db.select({ month: month(referrals.converted_at as never), n: count() }).from(referrals)
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
