import { sql } from 'drizzle-orm'
import type { Language } from '../../core/language.js'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { DEFAULT_PREFERENCES } from './notifications.repository.js'

// The hourly scans as set-based SQL (10,000 users with 20 saved grants each in one pass): each
// reads users with their preferences (the defaults where none were saved), the matches of every
// workspace they belong to and the grants' cut-offs (a grant is reminded once, whichever workspace). The dedupe keys are built here so that a scan only returns
// what has not been written yet, and the unique (user, dedupe key) index keeps it exactly once.

const d = DEFAULT_PREFERENCES
// A type's e-mail channel switched off (`channels[type].email = false`) counts as its switch off.
const channelOn = (type: string) => sql.raw(`coalesce(p.channels -> '${type}' ->> 'email', '') <> 'false'`)
/** Active users with their preferences, the defaults where none were saved (also read by the saved-search sender). */
export const PREFS = sql`(
  select u.id as user_id, u.email, u.full_name, u.language,
         coalesce(p.email_notifications_enabled, ${d.email_notifications_enabled}) as email_on,
         coalesce(p.deadline_notifications, ${d.deadline_notifications}) and ${channelOn('deadline_reminder')} as deadline_on,
         coalesce(p.deadline_reminder_days, ${`{${d.deadline_reminder_days.join(',')}}`}::int[]) as reminder_days,
         coalesce(p.match_threshold, ${d.match_threshold}) as threshold,
         coalesce(p.notification_frequency, ${d.notification_frequency}) as frequency,
         coalesce(p.weekly_digest_enabled, ${d.weekly_digest_enabled}) and ${channelOn('weekly_digest')} as digest_on,
         coalesce(p.new_match_notifications, ${d.new_match_notifications}) and ${channelOn('new_match')} as new_match_on,
         coalesce(p.weekly_digest_day, ${d.weekly_digest_day}) as digest_day,
         coalesce(p.timezone, ${d.timezone}) as timezone
    from users u left join notification_preferences p on p.user_id = u.id
   where u.is_active)`

export interface ReminderRow {
  user_id: string
  email: string
  full_name: string
  timezone: string
  language: Language
  grant_id: string
  match_id: string
  title: string
  funding_amount_max: number | null
  currency: string | null
  cut: string
  days: number
  dedupe_key: string
}

export interface ApproachingRow {
  tenant_id: string
  grant_id: string
  match_id: string
  deadline: string
  days_until_deadline: number
  title: string
}

export interface DueUser {
  user_id: string
  email: string
  full_name: string
  timezone: string
  language: Language
  threshold: number
  period: string
}

export interface DigestLine {
  user_id: string
  section: 'new' | 'deadline'
  grant_id: string
  match_id: string
  title: string
  deadline: string | null
  funding_amount_max: number | null
  currency: string | null
  score: number
}

export function createScheduledMailRepository(db: DbOrTx) {
  // The matches a user is reminded of: saved, or scoring at least their threshold; never dismissed.
  const watched = (now: Date, horizonDays: number) => sql`
    select distinct on (pr.user_id, m.grant_id, c.cut)
           pr.*, m.tenant_id, m.grant_id, m.id as match_id, g.title, g.funding_amount_max, g.currency, c.cut,
           floor(extract(epoch from (c.cut - ${now}::timestamptz)) / 86400)::int as days
      from ${PREFS} pr
      join memberships ms on ms.user_id = pr.user_id
      join matches m on m.tenant_id = ms.tenant_id and not m.is_dismissed and (m.is_saved or round(m.score * 100) >= pr.threshold)
      join grants g on g.id = m.grant_id
      cross join lateral unnest(array_append(g.deadlines, g.deadline)) as c(cut)
     where c.cut > ${now}::timestamptz and c.cut <= ${now}::timestamptz + make_interval(days => ${horizonDays + 1})
     order by pr.user_id, m.grant_id, c.cut, m.is_saved desc, m.score desc`

  const cutKey = sql`to_char(w.cut at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`

  return {
    /** Reminder e-mails due now (a cut-off exactly one of the user's reminder days away) and not yet written. */
    async dueReminders(now: Date): Promise<ReminderRow[]> {
      return selectRows<ReminderRow>(
        db,
        sql`
        select w.user_id, w.email, w.full_name, w.timezone, w.language, w.grant_id, w.match_id, w.title,
               w.funding_amount_max, w.currency, w.cut, w.days, k.dedupe_key
          from (${watched(now, 30)}) w
         cross join lateral (select 'deadline_reminder:' || w.grant_id || ':' || ${cutKey} || ':' || w.days as dedupe_key) k
         where w.email_on and w.deadline_on and w.days = any(w.reminder_days)
           and not exists (select 1 from notification_history h where h.user_id = w.user_id and h.dedupe_key = k.dedupe_key)`,
      )
    },

    /** In-app `deadline_approaching` for every watched cut-off within 14 days, once per user and cut-off: the rows written. */
    async insertApproaching(now: Date): Promise<ApproachingRow[]> {
      return selectRows<ApproachingRow>(
        db,
        sql`
        insert into notifications (user_id, tenant_id, type, title, message, data, created_at, dedupe_key)
        select w.user_id, w.tenant_id, 'deadline_approaching', left('Deadline approaching: ' || w.title, 300),
               case when w.days = 0 then 'Closes today.' when w.days = 1 then 'Closes in 1 day.' else 'Closes in ' || w.days || ' days.' end,
               jsonb_build_object('grant_id', w.grant_id, 'match_id', w.match_id, 'deadline', w.cut, 'days_until_deadline', w.days),
               ${now}, 'deadline_approaching:' || w.grant_id || ':' || ${cutKey}
          from (${watched(now, 14)}) w
         where w.days <= 14
           and not exists (select 1 from notification_preferences p
                            where p.user_id = w.user_id and p.channels -> 'deadline_approaching' ->> 'in_app' = 'false')
        on conflict do nothing
        returning tenant_id, data->>'grant_id' as grant_id, data->>'match_id' as match_id, data->>'deadline' as deadline,
                  (data->>'days_until_deadline')::int as days_until_deadline, substr(title, 23) as title`,
      )
    },

    /**
     * Users for whom a weekly (digest) or daily (new-match batch) e-mail is due: from 08:00 on the
     * day in their time zone, `period` naming the week or day it is for, none written for it yet.
     */
    async dueUsers(now: Date, kind: 'weekly_digest' | 'daily_batch' | 'weekly_batch'): Promise<DueUser[]> {
      const local = sql`(${now}::timestamptz at time zone pr.timezone)`
      const period =
        kind === 'daily_batch' ? sql`to_char(${local}, 'YYYY-MM-DD')` : sql`to_char(${local}, 'IYYY-"W"IW')`
      const prefix = kind === 'weekly_digest' ? 'weekly_digest:' : 'new_match:'
      const which =
        kind === 'weekly_digest'
          ? sql`pr.digest_on and extract(dow from ${local}) = pr.digest_day`
          : sql`pr.new_match_on and pr.frequency = ${kind === 'daily_batch' ? 'daily' : 'weekly'}
              ${kind === 'weekly_batch' ? sql`and extract(dow from ${local}) = pr.digest_day` : sql``}
              and exists (select 1 from match_alerts a where a.user_id = pr.user_id)`
      return selectRows<DueUser>(
        db,
        sql`
        select pr.user_id, pr.email, pr.full_name, pr.timezone, pr.language, pr.threshold, ${period} as period
          from ${PREFS} pr
         where pr.email_on and extract(hour from ${local}) >= 8 and ${which}
           and not exists (select 1 from notification_history h where h.user_id = pr.user_id and h.dedupe_key = ${prefix} || ${period})`,
      )
    },

    /** The digest's two sections for these users: new matches of the week, saved grants closing within 14 days. */
    async digestLines(userIds: string[], now: Date): Promise<DigestLine[]> {
      if (userIds.length === 0) return []
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000)
      const fortnight = new Date(now.getTime() + 14 * 86_400_000)
      return selectRows<DigestLine>(
        db,
        sql`
        select * from (
          select x.*, row_number() over (partition by x.user_id, x.section order by x.rank_key) as n from (
            select distinct on (pr.user_id, g.id, s.section) pr.user_id, s.section, g.id as grant_id, m.id as match_id, g.title, g.deadline,
                   g.funding_amount_max, g.currency, m.score,
                   case when s.section = 'new' then -m.score else extract(epoch from g.deadline) end as rank_key
              from ${PREFS} pr
              join memberships ms on ms.user_id = pr.user_id
      join matches m on m.tenant_id = ms.tenant_id and not m.is_dismissed
              join grants g on g.id = m.grant_id
              cross join lateral (values
                (case when m.created_at > ${weekAgo} and round(m.score * 100) >= pr.threshold then 'new' end),
                (case when m.is_saved and g.deadline > ${now} and g.deadline <= ${fortnight} then 'deadline' end)) as s(section)
             where pr.user_id in ${userIds} and s.section is not null
             order by pr.user_id, g.id, s.section, m.score desc) x) ranked
         where n <= 10
         order by user_id, section, n`,
      )
    },

    /** The user's collected new-match alerts (best first). */
    async alerts(userId: string) {
      return selectRows<{
        match_id: string
        grant_id: string
        company_id: string
        score: number
        company_name: string | null
      }>(
        db,
        sql`
        select a.match_id, a.grant_id, a.company_id, a.score_percent as score, c.name as company_name
          from match_alerts a left join companies c on c.id = a.company_id
         where a.user_id = ${userId} order by a.score_percent desc, a.created_at`,
      )
    },

    async dropAlerts(userId: string, matchIds: string[]) {
      if (matchIds.length === 0) return
      await db.execute(sql`delete from match_alerts where user_id = ${userId} and match_id in ${matchIds}`)
    },
  }
}
