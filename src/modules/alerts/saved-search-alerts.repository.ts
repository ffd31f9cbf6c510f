import { sql } from 'drizzle-orm'
import type { Language } from '../../core/language.js'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import type { GrantLineRow } from '../notifications/notifications.repository.js'
import { PREFS } from '../notifications/scheduled-mail.repository.js'

// The sender's SQL: which searches have alerts due, and claiming their unsent hits. The users'
// time zones and digest days are read from the notification preferences (PREFS, the defaults
// where none were saved), as the other scheduled mail reads them.

export interface DueSearch {
  id: string
  name: string
  query: Record<string, unknown>
  user_id: string
  tenant_id: string
  email: string
  full_name: string
  timezone: string
  language: Language
  email_on: boolean
  /** The day or ISO week a daily or weekly alert is for; null for immediate ones. */
  period: string | null
}

export interface Claimed {
  saved_search_id: string
  total: number
  grant_ids: string[]
  shown: GrantLineRow[]
}

/** Kept in the in-app record and shown in the e-mail. */
export const IN_APP_IDS = 100
export const SHOWN = 10

export const dedupeKey = (searchId: string, period: string) => `saved_search:${searchId}:${period}`

export function createSavedSearchAlertsRepository(db: DbOrTx) {
  return {
    /**
     * Searches with unsent hits whose alert is due: immediate ones now; daily ones from 08:00 in
     * the user's time zone, weekly ones from 08:00 on their digest day, once per day or week (the
     * in-app record of that period, written with the e-mail, has the period's dedupe key).
     */
    async due(now: Date, kind: 'immediately' | 'scheduled'): Promise<DueSearch[]> {
      const local = sql`(${now}::timestamptz at time zone pr.timezone)`
      const period = sql`case when s.frequency = 'daily' then to_char(${local}, 'YYYY-MM-DD') else to_char(${local}, 'IYYY-"W"IW') end`
      const which =
        kind === 'immediately'
          ? sql`s.frequency = 'immediately'`
          : sql`(s.frequency = 'daily' or (s.frequency = 'weekly' and extract(dow from ${local}) = pr.digest_day))
              and extract(hour from ${local}) >= 8
              and not exists (select 1 from notifications n where n.user_id = s.user_id and n.dedupe_key = 'saved_search:' || s.id || ':' || ${period})`
      return selectRows<DueSearch>(
        db,
        sql`
        select s.id, s.name, s.query, s.user_id, s.tenant_id, pr.email, pr.full_name, pr.timezone, pr.language, pr.email_on,
               ${kind === 'immediately' ? sql`null` : period} as period
          from saved_searches s
          join ${PREFS} pr on pr.user_id = s.user_id
          join memberships ms on ms.user_id = s.user_id and ms.tenant_id = s.tenant_id
         where ${which}
           and exists (select 1 from saved_search_hits h where h.saved_search_id = s.id and h.sent_at is null)
         order by s.id`,
      )
    },

    /**
     * Marks the searches' unsent hits sent and returns them, per search the soonest deadlines
     * first; `total` also counts the new grants the matcher found but did not keep (and resets
     * it). The update is the claim: a concurrent sender waits for the rows and then finds them
     * sent, so each hit goes out once.
     */
    async claim(searchIds: string[], now: Date): Promise<Claimed[]> {
      if (searchIds.length === 0) return []
      const rows = await selectRows<Claimed>(
        db,
        sql`
        with claimed as (
          update saved_search_hits set sent_at = ${now}
           where saved_search_id = any(${sql.param(searchIds)}::uuid[]) and sent_at is null
          returning saved_search_id, grant_id),
        unlisted as (
          update saved_searches ss set unlisted_hits = 0
            from (select id, unlisted_hits from saved_searches
                   where id = any(${sql.param(searchIds)}::uuid[]) and unlisted_hits > 0 for update) old
           where ss.id = old.id
          returning ss.id as search_id, old.unlisted_hits as more),
        ranked as (
          select c.saved_search_id, g.id, g.title, g.deadline, g.funding_amount_max, g.currency,
                 row_number() over (partition by c.saved_search_id order by coalesce(g.deadline, 'infinity'::timestamptz), g.id) as n
            from claimed c join grants g on g.id = c.grant_id)
        select saved_search_id, count(*)::int + coalesce(max(u.more), 0)::int as total,
               array_agg(id order by n) filter (where n <= ${IN_APP_IDS}) as grant_ids,
               json_agg(json_build_object('id', id, 'title', title, 'deadline', deadline,
                 'funding_amount_max', funding_amount_max, 'currency', currency) order by n) filter (where n <= ${SHOWN}) as shown
          from ranked left join unlisted u on u.search_id = ranked.saved_search_id group by saved_search_id`,
      )
      return rows.map((r) => ({
        ...r,
        shown: r.shown.map((g) => ({ ...g, deadline: g.deadline === null ? null : new Date(g.deadline) })),
      }))
    },
  }
}
