import type { Clock } from '../../core/clock.js'
import type { Language } from '../../core/language.js'
import type { Db } from '../../core/db/client.js'
import type { JobDefinition } from '../../core/jobs/scheduler.js'
import { createNotificationsRepository } from './notifications.repository.js'
import type { Addressee, EmailQueue, EmailRequest } from './email-queue.js'
import {
  createScheduledMailRepository,
  type ApproachingRow,
  type DigestLine,
  type DueUser,
} from './scheduled-mail.repository.js'
import type { DbOrTx } from '../../core/db/client.js'

/** One grant cut-off approaching for a workspace (however many of its members watch it). */
export interface DeadlineApproaching {
  tenant_id: string
  grant_id: string
  title: string
  deadline: string
  days_until_deadline: number
  match_ids: string[]
}
/** Who else hears of approaching cut-offs (the workspace's webhooks), in the transaction that wrote the in-app notices. */
export type ApproachingPort = (tx: DbOrTx, events: DeadlineApproaching[]) => Promise<void>

function perWorkspace(rows: ApproachingRow[]): DeadlineApproaching[] {
  const events = new Map<string, DeadlineApproaching>()
  for (const r of rows) {
    const deadline = new Date(r.deadline).toISOString()
    const key = `${r.tenant_id}:${r.grant_id}:${deadline}`
    const event = events.get(key) ?? {
      tenant_id: r.tenant_id,
      grant_id: r.grant_id,
      title: r.title,
      deadline,
      days_until_deadline: r.days_until_deadline,
      match_ids: [],
    }
    if (!event.match_ids.includes(r.match_id)) event.match_ids.push(r.match_id)
    events.set(key, event)
  }
  return [...events.values()]
}

// The hourly scans: deadline reminders (and the in-app `deadline_approaching`), weekly digests,
// and the daily/weekly batches of new-match alerts. Each is idempotent: the unique (user, dedupe
// key) index makes a second run, a second worker, or a run catching up after downtime write
// nothing twice. A reminder is due on the day its cut-off is exactly N days away (the window),
// so a scan that was missed for a few hours still sends it that day, and never late.

const CHUNK = 500

const addressee = (u: { timezone: string; language: Language; email: string; user_id: string }): Addressee => ({
  id: u.user_id,
  email: u.email,
  timezone: u.timezone,
  language: u.language,
})

export function createScheduledMail({
  db,
  clock,
  queue,
  approaching,
}: {
  db: Db
  clock: Clock
  queue: EmailQueue
  approaching?: ApproachingPort
}) {
  const repo = createScheduledMailRepository(db)

  async function queueAll(requests: EmailRequest[]): Promise<number> {
    let written = 0
    for (let i = 0; i < requests.length; i += CHUNK)
      written += (await queue.queue(db, requests.slice(i, i + CHUNK))).length
    return written
  }

  const line = (
    l: Pick<DigestLine, 'grant_id' | 'title' | 'deadline' | 'funding_amount_max' | 'currency'>,
    score?: number,
  ) =>
    queue.grantLine(
      {
        id: l.grant_id,
        title: l.title,
        deadline: l.deadline ? new Date(l.deadline) : null,
        funding_amount_max: l.funding_amount_max,
        currency: l.currency,
      },
      score === undefined ? {} : { score },
    )

  return {
    async deadlineReminders(): Promise<{ reminders: number; in_app: number }> {
      const now = clock.now()
      const due = await repo.dueReminders(now)
      const reminders = await queueAll(
        due.map((r) => ({
          to: addressee(r),
          type: 'deadline_reminder' as const,
          template: 'deadline_reminder' as const,
          grant_id: r.grant_id,
          match_id: r.match_id,
          dedupe_key: r.dedupe_key,
          data: { full_name: r.full_name, days_before: r.days, grant: line({ ...r, deadline: r.cut }) },
        })),
      )
      const inApp = await db.transaction(async (tx) => {
        const rows = await createScheduledMailRepository(tx).insertApproaching(now)
        if (approaching && rows.length > 0) await approaching(tx, perWorkspace(rows))
        return rows.length
      })
      return { reminders, in_app: inApp }
    },

    async weeklyDigests(): Promise<{ digests: number; skipped_empty: number }> {
      const now = clock.now()
      const due = await repo.dueUsers(now, 'weekly_digest')
      let digests = 0
      for (let i = 0; i < due.length; i += CHUNK) {
        const users = due.slice(i, i + CHUNK)
        const lines = new Map<string, DigestLine[]>()
        for (const l of await repo.digestLines(
          users.map((u) => u.user_id),
          now,
        ))
          lines.set(l.user_id, [...(lines.get(l.user_id) ?? []), l])
        // A week with nothing new and nothing closing sends nothing (the scan looks again next hour).
        const requests = users.filter((u) => lines.has(u.user_id)).map((u) => digestRequest(u, lines.get(u.user_id)!))
        digests += await queueAll(requests)
      }
      return { digests, skipped_empty: due.length - digests }
    },

    /** One e-mail per user and day (or week) with the new matches collected since the last one. */
    async matchBatches(): Promise<{ batches: number }> {
      const now = clock.now()
      let batches = 0
      for (const kind of ['daily_batch', 'weekly_batch'] as const) {
        for (const u of await repo.dueUsers(now, kind)) {
          const written = await db.transaction(async (tx) => {
            const txRepo = createScheduledMailRepository(tx)
            const alerts = await txRepo.alerts(u.user_id)
            if (alerts.length === 0) return 0
            const grants = new Map(
              (await createNotificationsRepository(tx).grantLines(alerts.map((a) => a.grant_id))).map((g) => [g.id, g]),
            )
            const shown = alerts.filter((a) => grants.has(a.grant_id)).slice(0, 10)
            const companies = [...new Set(alerts.map((a) => a.company_name ?? 'your company'))]
            const ids =
              shown.length === 0
                ? []
                : await queue.queue(tx, [
                    {
                      to: addressee(u),
                      type: 'new_match',
                      template: 'new_match',
                      dedupe_key: `new_match:${u.period}`,
                      grant_id: shown[0]!.grant_id,
                      match_id: shown[0]!.match_id,
                      data: {
                        full_name: u.full_name,
                        company_name: companies.length === 1 ? companies[0]! : `${companies.length} companies`,
                        matches: shown.map((a) => queue.grantLine(grants.get(a.grant_id)!, { score: a.score / 100 })),
                      },
                    },
                  ])
            // Alerts leave the queue only with the e-mail that carries them.
            if (ids.length > 0 || shown.length === 0)
              await txRepo.dropAlerts(
                u.user_id,
                alerts.map((a) => a.match_id),
              )
            return ids.length
          })
          batches += written
        }
      }
      return { batches }
    },
  }

  function digestRequest(u: DueUser, lines: DigestLine[]): EmailRequest<'weekly_digest'> {
    return {
      to: addressee(u),
      type: 'weekly_digest',
      template: 'weekly_digest',
      dedupe_key: `weekly_digest:${u.period}`,
      data: {
        full_name: u.full_name,
        week: u.period,
        new_matches: lines.filter((l) => l.section === 'new').map((l) => line(l, l.score)),
        deadlines: lines.filter((l) => l.section === 'deadline').map((l) => line(l)),
      },
    }
  }
}

export type ScheduledMail = ReturnType<typeof createScheduledMail>

/** The hourly scans as scheduled jobs (cron in settings; off in tests, which run them directly). */
export const notificationJobs = (scheduled: ScheduledMail, cron: string | null): JobDefinition[] => [
  { name: 'notifications.send-deadline-reminders', cron, run: () => scheduled.deadlineReminders() },
  { name: 'notifications.send-weekly-digests', cron, run: () => scheduled.weeklyDigests() },
  { name: 'notifications.send-match-batches', cron, run: () => scheduled.matchBatches() },
]
