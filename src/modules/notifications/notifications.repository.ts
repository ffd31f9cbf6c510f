import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Language } from '../../core/language.js'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import {
  notificationHistory, notificationPreferences, notifications,
  type DeliveryStatus, type EmailType, type HistoryInsert, type InAppInsert, type InAppType, type PreferencesRow,
} from './notifications.tables.js'

// Advisory lock class of the per-user mail allowance (the outbox's rate lock is 7_420_001).
const MAIL_LOCK = 7_420_002

export type PreferencesPatch = Partial<Omit<PreferencesRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>>

/** A user who may receive a notification, with their preferences (the defaults when never saved). */
export interface Recipient {
  id: string
  tenant_id: string
  email: string
  full_name: string
  language: Language
  prefs: Omit<PreferencesRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>
}

export interface SendPolicy {
  user_id: string; type: string; quiet_hours_start: number | null; quiet_hours_end: number | null
  timezone: string | null; email_off: boolean; previous: Date | null
}

export interface GrantLineRow { id: string; title: string; deadline: Date | null; funding_amount_max: number | null; currency: string | null }

// Every read and write names the user: another user's record is simply not found. The recipient
// and grant look-ups read the users, companies and grants tables directly (read-only): the
// notifications module is a sink that calls no other module, and its scans must stay set-based.
export function createNotificationsRepository (db: DbOrTx) {
  return {
    async preferences (userId: string): Promise<PreferencesRow> {
      const [found] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId))
      if (found) return found
      await db.insert(notificationPreferences).values({ user_id: userId }).onConflictDoNothing()
      const [created] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId))
      return created!
    },

    async updatePreferences (userId: string, patch: PreferencesPatch, now: Date): Promise<PreferencesRow> {
      // Channels merge by type: a type given replaces its switches, the others stay.
      const set = patch.channels
        ? { ...patch, channels: sql`${notificationPreferences.channels} || ${JSON.stringify(patch.channels)}::jsonb` }
        : patch
      // The row first, with the defaults, then the change: an upsert carrying the patch would have
      // its proposed row checked before the conflict is found, and half of a quiet-hours pair
      // breaks the table's check there although the stored row holds the other half.
      await db.insert(notificationPreferences).values({ user_id: userId }).onConflictDoNothing()
      const [row] = await db.update(notificationPreferences).set({ ...set, updated_at: now })
        .where(eq(notificationPreferences.user_id, userId)).returning()
      return row!
    },

    /**
     * Active members of a workspace (`roles`: only those with one of these roles), the given users
     * each in their default workspace, or the platform operators (in their own workspace).
     */
    async recipients (
      where: { tenant_id: string; roles?: string[] } | { user_id: string } | { user_ids: string[] } | { operators: true },
    ): Promise<Recipient[]> {
      const members = 'tenant_id' in where
        ? sql`memberships ms join users u on u.id = ms.user_id and ms.tenant_id = ${where.tenant_id}
              ${where.roles ? sql`and ms.role in ${where.roles}` : sql``}`
        : 'user_id' in where
          ? sql`users u join memberships ms on ms.user_id = u.id and ms.tenant_id = u.tenant_id and u.id = ${where.user_id}`
          : 'user_ids' in where
            ? sql`users u join memberships ms on ms.user_id = u.id and ms.tenant_id = u.tenant_id and u.id = any(${sql.param(where.user_ids)}::uuid[])`
            : sql`users u join memberships ms on ms.user_id = u.id and ms.tenant_id = u.tenant_id and u.is_platform_admin`
      const rows = await selectRows<Omit<Recipient, 'prefs'> & { prefs: Recipient['prefs'] | null }>(db, sql`
        select u.id, ms.tenant_id, u.email, u.full_name, u.language,
               case when p.id is null then null else to_jsonb(p) - 'id' - 'user_id' - 'created_at' - 'updated_at' end as prefs
          from ${members} left join notification_preferences p on p.user_id = u.id
         where u.is_active
         order by ms.created_at, u.id`)
      return rows.map((r) => ({ ...r, prefs: r.prefs ?? DEFAULT_PREFERENCES }))
    },

    /** The language of the account with this e-mail address (stored lower-cased), if there is one. */
    async languageOfAddress (email: string): Promise<Language | undefined> {
      const [row] = await selectRows<{ language: Language }>(db, sql`select language from users where email = lower(${email})`)
      return row?.language
    },

    async grantLines (ids: string[]): Promise<GrantLineRow[]> {
      if (ids.length === 0) return []
      return selectRows<GrantLineRow>(db, sql`
        select id, title, deadline, funding_amount_max, currency from grants where id in ${ids}`)
        .then((rows) => rows.map((r) => ({ ...r, deadline: r.deadline === null ? null : new Date(r.deadline) })))
    },

    async companyName (id: string): Promise<string | null> {
      const [row] = await selectRows<{ name: string }>(db, sql`select name from companies where id = ${id}`)
      return row?.name ?? null
    },

    /** Inserts e-mails; one whose (user, dedupe key) exists already is skipped. Returns the new ids. */
    /**
     * The user's e-mails of `type` since `since`, counted under a lock held until the transaction
     * ends, so concurrent requests of one user are counted one after the other (inside a transaction).
     */
    async recentEmailsLocked (userId: string, type: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      await db.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK}, hashtext(${userId}))`)
      const [row] = await selectRows<{ count: number; oldest: string | Date | null }>(db, sql`
        select count(*)::int as count, min(created_at) as oldest from notification_history
         where user_id = ${userId} and notification_type = ${type} and created_at > ${since}`)
      return { count: row!.count, oldest: row!.oldest === null ? null : new Date(row!.oldest) }
    },

    async insertEmails (rows: HistoryInsert[]): Promise<string[]> {
      if (rows.length === 0) return []
      const written = await db.insert(notificationHistory).values(rows).onConflictDoNothing().returning({ id: notificationHistory.id })
      return written.map((w) => w.id)
    },

    async historyPage (userId: string, f: { notification_type?: EmailType; status?: DeliveryStatus }, limit: number, offset: number) {
      const where = and(
        eq(notificationHistory.user_id, userId),
        f.notification_type ? eq(notificationHistory.notification_type, f.notification_type) : undefined,
        f.status ? eq(notificationHistory.status, f.status) : undefined,
      )
      const [items, [total]] = await Promise.all([
        db.select().from(notificationHistory).where(where).orderBy(desc(notificationHistory.created_at), desc(notificationHistory.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(notificationHistory).where(where),
      ])
      return { items, total: total!.n }
    },

    async historyOne (userId: string, id: string) {
      const [row] = await db.select().from(notificationHistory).where(and(eq(notificationHistory.user_id, userId), eq(notificationHistory.id, id)))
      return row
    },

    async historyStats (userId: string, since: Date) {
      const [rows, [recent]] = await Promise.all([
        db.select({ type: notificationHistory.notification_type, status: notificationHistory.status, n: count() })
          .from(notificationHistory).where(eq(notificationHistory.user_id, userId))
          .groupBy(notificationHistory.notification_type, notificationHistory.status),
        db.select({ n: count() }).from(notificationHistory).where(and(eq(notificationHistory.user_id, userId), gte(notificationHistory.created_at, since))),
      ])
      return { rows, recent: recent!.n }
    },

    /**
     * Inserts in-app notifications, except those whose recipient switched the type's in-app channel
     * off (`channels[type].in_app = false`): checked here, in the one statement, for every producer.
     */
    async insertInApp (rows: InAppInsert[]): Promise<number> {
      if (rows.length === 0) return 0
      const written = await selectRows<{ id: string }>(db, sql`
        insert into notifications (user_id, tenant_id, type, title, message, data, created_at, dedupe_key)
        select r.user_id, r.tenant_id, r.type, r.title, r.message, coalesce(r.data, '{}'), coalesce(r.created_at, now()), r.dedupe_key
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(user_id uuid, tenant_id uuid, type text, title text, message text, data jsonb, created_at timestamptz, dedupe_key text)
         where not exists (select 1 from notification_preferences p
                            where p.user_id = r.user_id and p.channels -> r.type ->> 'in_app' = 'false')
        on conflict do nothing
        returning id`)
      return written.length
    },

    /**
     * What the e-mail queue needs to time each (user, type) of a batch, in one query: the user's
     * quiet hours and zone, whether the type's e-mail channel is off, and the latest slot taken by
     * an e-mail of the type that is waiting or went out within the throttle interval.
     */
    async sendPolicies (pairs: { user_id: string; type: string }[], since: Date): Promise<SendPolicy[]> {
      if (pairs.length === 0) return []
      return selectRows<SendPolicy>(db, sql`
        select x.user_id, x.type, p.quiet_hours_start, p.quiet_hours_end, p.timezone,
               coalesce(p.channels -> x.type ->> 'email' = 'false', false) as email_off, last.at as previous
          from (values ${sql.join(pairs.map((q) => sql`(${q.user_id}::uuid, ${q.type}::text)`), sql`, `)}) as x(user_id, type)
          left join notification_preferences p on p.user_id = x.user_id
          left join lateral (
            select max(h.next_attempt_at) as at from notification_history h
             where h.user_id = x.user_id and h.notification_type = x.type and h.status <> 'failed' and h.next_attempt_at > ${since}
          ) last on true`)
        .then((rows) => rows.map((r) => ({ ...r, previous: r.previous === null ? null : new Date(r.previous) })))
    },

    async inAppPage (userId: string, f: { read?: boolean; type?: InAppType }, limit: number, offset: number) {
      const where = and(
        eq(notifications.user_id, userId),
        f.read === undefined ? undefined : eq(notifications.read, f.read),
        f.type ? eq(notifications.type, f.type) : undefined,
      )
      const [items, [total]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(notifications).where(where),
      ])
      return { items, total: total!.n }
    },

    /** Marks one read; a notification already read keeps its first read_at. */
    async markRead (userId: string, id: string, now: Date) {
      const [row] = await db.update(notifications)
        .set({ read: true, read_at: sql`coalesce(${notifications.read_at}, ${now})` })
        .where(and(eq(notifications.user_id, userId), eq(notifications.id, id)))
        .returning()
      return row
    },

    async markAllRead (userId: string, now: Date): Promise<number> {
      const rows = await db.update(notifications).set({ read: true, read_at: now })
        .where(and(eq(notifications.user_id, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id })
      return rows.length
    },

    async unreadCount (userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.user_id, userId), eq(notifications.read, false)))
      return row!.n
    },
  }
}

export const DEFAULT_PREFERENCES: Recipient['prefs'] = {
  email_notifications_enabled: true,
  notification_frequency: 'immediate',
  new_match_notifications: true,
  match_threshold: 70,
  deadline_notifications: true,
  deadline_reminder_days: [7, 3, 1],
  weekly_digest_enabled: true,
  weekly_digest_day: 1,
  application_status_notifications: true,
  team_notifications: true,
  grant_change_notifications: true,
  quiet_hours_start: null,
  quiet_hours_end: null,
  channels: {},
  timezone: 'Europe/Brussels',
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
