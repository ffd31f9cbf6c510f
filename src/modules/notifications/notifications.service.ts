import { DAY_MS, type Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import type { AuthUser } from '../../core/http/auth.js'
import { fieldErrors } from '../../core/http/errors.js'
import { offsetOf } from '../../core/http/pagination.js'
import type { Delivery } from './delivery.js'
import type { EmailQueue } from './email-queue.js'
import { ALLOWANCES } from './mail-allowance.js'
import {
  emailServiceFailed,
  invalidNotificationId,
  invalidUnsubscribeLink,
  notificationNotFound,
  tooManyTestEmails,
} from './notifications.errors.js'
import { createNotificationsRepository, type PreferencesPatch } from './notifications.repository.js'
import type { DeliveryStatus, EmailType, HistoryRow, InAppType } from './notifications.tables.js'
import { canonicalTimeZone, normaliseReminderDays, SWITCH_OF } from './preference-rules.js'
import { EMAIL_TEMPLATES, isEmailTemplate, type EmailTemplate, type TemplateData } from './templates/render.js'
import type { UnsubscribeTokens } from './unsubscribe.js'
import { kindWords, savedSearchWords } from './unsubscribe-page.js'

// Preferences, e-mail history, the in-app inbox, the test e-mail, health and unsubscribing: what
// a user reads and changes. Producers (events, scheduled scans) live in notification-events.ts
// and notifications.jobs.ts; delivery in delivery.ts.

interface Deps {
  db: Db
  clock: Clock
  queue: EmailQueue
  delivery: Delivery
  tokens: UnsubscribeTokens
  /** The alerts module's switch of one saved search's alerts (its unsubscribe link); lazy, as alerts is built later. */
  savedSearches: () => SavedSearchAlerts
  mailerBackend: string
  verifyMailer: () => Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// The spec: a malformed notification id is 400 (not the 422 of other malformed input).
const checkId = (id: string) => {
  if (!UUID.test(id)) throw invalidNotificationId(`"${id}" is not a notification id (a UUID)`)
}

/**
 * History records as the spec shows them: the rendered bodies and delivery internals stay inside.
 * Read by user id, so never a partner's (`user_id` is set).
 */
const historyView = ({
  text_body: _t,
  html_body: _h,
  unsubscribe_url: _u,
  lease_until: _l,
  next_attempt_at: _n,
  dedupe_key: _d,
  partner_id: _p,
  ...row
}: HistoryRow) => ({ ...row, user_id: row.user_id!, notification_type: row.notification_type as EmailType })

const HEALTH_CACHE_MS = 30_000
const DEGRADED_FAILURE_RATE = 0.2

/** A saved search's name and whether its alerts are off; null when it no longer exists. */
export interface SavedSearchAlerts {
  alertsOf(userId: string, id: string): Promise<{ name: string; off: boolean } | null>
  turnOff(userId: string, id: string): Promise<void>
}

export function createNotificationsService({
  db,
  clock,
  queue,
  delivery,
  tokens,
  savedSearches,
  mailerBackend,
  verifyMailer,
}: Deps) {
  const repo = createNotificationsRepository(db)
  let reachable: { at: number; ok: boolean } | null = null

  async function mailerReachable(): Promise<boolean> {
    const now = clock.now().getTime()
    if (reachable && now - reachable.at < HEALTH_CACHE_MS) return reachable.ok
    const ok = await verifyMailer().then(
      () => true,
      () => false,
    )
    reachable = { at: now, ok }
    return ok
  }

  /** The claims of a genuine link whose user still exists. */
  async function verifyLink(token: string) {
    const claims = await tokens.verify(token)
    if (!claims || (await repo.recipients({ user_id: claims.user_id })).length === 0)
      throw invalidUnsubscribeLink('This unsubscribe link is invalid or its account no longer exists')
    return claims
  }

  /** Quiet hours need both ends or neither: 422 naming the end that is missing (or left over). */
  async function checkQuietHours(userId: string, patch: PreferencesPatch): Promise<void> {
    const given = (['quiet_hours_start', 'quiet_hours_end'] as const).filter((f) => patch[f] !== undefined)
    if (given.length === 0) return
    const stored = given.length === 2 ? null : await repo.preferences(userId)
    const start = patch.quiet_hours_start !== undefined ? patch.quiet_hours_start : stored!.quiet_hours_start
    const end = patch.quiet_hours_end !== undefined ? patch.quiet_hours_end : stored!.quiet_hours_end
    if ((start === null) === (end === null)) return
    const field =
      given.length === 2
        ? start === null
          ? 'quiet_hours_start'
          : 'quiet_hours_end'
        : given[0] === 'quiet_hours_start'
          ? 'quiet_hours_end'
          : 'quiet_hours_start'
    throw fieldErrors([
      {
        loc: ['body', field],
        type: 'quiet_hours',
        msg: `Quiet hours need both quiet_hours_start and quiet_hours_end (hours 0-23), or both null for none: give ${field} as well`,
      },
    ])
  }

  /** Sample data for a test of any template (the user's own name; a made-up grant). */
  function sample<T extends EmailTemplate>(template: T, user: AuthUser): TemplateData[T] {
    const now = clock.now()
    const grant = {
      title: 'Sample grant: Clean Energy Transition call',
      url: '',
      deadline: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      funding: { max: 500_000, currency: 'EUR' },
    }
    const data: { [K in EmailTemplate]: TemplateData[K] } = {
      test: { full_name: user.full_name, sent_at: now.toISOString() },
      welcome: { full_name: user.full_name, verify_url: '' },
      password_reset: { full_name: user.full_name, reset_url: '' },
      new_match: { full_name: user.full_name, company_name: 'Your company', matches: [{ ...grant, score: 0.82 }] },
      deadline_reminder: { full_name: user.full_name, days_before: 7, grant },
      weekly_digest: {
        full_name: user.full_name,
        week: 'sample',
        new_matches: [{ ...grant, score: 0.82 }],
        deadlines: [grant],
      },
      application_status: {
        full_name: user.full_name,
        company_name: 'Your company',
        grant,
        from: 'submitted',
        to: 'under_review',
      },
      partner_status: {
        contact_name: user.full_name,
        company_name: 'Your firm',
        status: 'active',
        notes: null,
        referral_code: 'SAMPL-2026-ABCD',
        referral_url: '',
        portal_url: '',
      },
      mention: {
        full_name: user.full_name,
        author_name: 'A colleague',
        company_name: 'Your company',
        subject_type: 'match',
        grant,
        comment: 'Could you look at the budget part?',
        url: '',
      },
      assignment: {
        full_name: user.full_name,
        assigned_by: 'A colleague',
        company_name: 'Your company',
        subject_type: 'match',
        grant,
        url: '',
      },
      commission_status: {
        contact_name: user.full_name,
        company_name: 'Your firm',
        status: 'approved',
        commissions: [{ period: now.toISOString().slice(0, 7), amount: 120, currency: 'EUR' }],
        total: 120,
        currency: 'EUR',
        portal_url: '',
      },
      webhook_disabled: {
        full_name: user.full_name,
        endpoint_url: 'https://hooks.example.com/grantwise',
        description: 'CRM sync',
        reason: '5 deliveries in a row failed after all their retries (last: HTTP 500)',
        disabled_at: now.toISOString(),
        settings_url: '',
      },
      invitation: {
        inviter_name: user.full_name,
        workspace_name: 'Your workspace',
        role: 'member',
        accept_url: '',
        expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      },
      saved_search: {
        full_name: user.full_name,
        search_name: 'Heat pumps in Germany',
        grants: [grant],
        more: 0,
        search_url: '',
      },
      account_deletion: {
        full_name: user.full_name,
        deletion_due_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
        restore_url: '',
      },
      partner_application: { contact_name: user.full_name, company_name: 'Your firm', email: user.email, login_url: '' },
      grant_changed: {
        full_name: user.full_name,
        grant,
        headline: 'Deadline moved',
        changes: ['Deadline moved: 12 Mar → 26 Mar 2027 17:00 Brussels'],
        urgency: null,
      },
    }
    return data[template]
  }

  return {
    preferences: (userId: string) => repo.preferences(userId),

    async updatePreferences(userId: string, patch: PreferencesPatch) {
      const changes = { ...patch }
      if (patch.timezone !== undefined) {
        const zone = canonicalTimeZone(patch.timezone)
        if (!zone)
          throw fieldErrors([
            {
              loc: ['body', 'timezone'],
              msg: 'Unknown time zone: use an IANA name such as Europe/Brussels',
              type: 'timezone',
            },
          ])
        changes.timezone = zone
      }
      if (patch.deadline_reminder_days)
        changes.deadline_reminder_days = normaliseReminderDays(patch.deadline_reminder_days)
      await checkQuietHours(userId, patch)
      if (Object.keys(changes).length === 0) return repo.preferences(userId)
      return repo.updatePreferences(userId, changes, clock.now())
    },

    async history(
      userId: string,
      q: { notification_type?: EmailType; status?: DeliveryStatus; page: number; page_size: number },
    ) {
      const { items, total } = await repo.historyPage(userId, q, q.page_size, offsetOf(q))
      return {
        items: items.map(historyView),
        total,
        page: q.page,
        page_size: q.page_size,
        total_pages: Math.ceil(total / q.page_size),
      }
    },

    async historyOne(userId: string, id: string) {
      checkId(id)
      const row = await repo.historyOne(userId, id)
      if (!row) throw notificationNotFound(`No notification ${id}`)
      return historyView(row)
    },

    async stats(userId: string) {
      const { rows, recent } = await repo.historyStats(userId, new Date(clock.now().getTime() - 7 * DAY_MS))
      const byType: Record<string, number> = {}
      const byStatus: Record<string, number> = {}
      for (const r of rows) {
        byType[r.type] = (byType[r.type] ?? 0) + r.n
        byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n
      }
      return {
        total_notifications: rows.reduce((n, r) => n + r.n, 0),
        notifications_last_7_days: recent,
        by_type: byType,
        by_status: byStatus,
      }
    },

    /** POST /notifications/test: written to the history like every e-mail, then sent at once if the rate allows. */
    async sendTest(user: AuthUser, body: { email_type?: string; custom_subject?: string }) {
      const template = body.email_type ?? 'test'
      if (!isEmailTemplate(template))
        throw fieldErrors([
          { loc: ['body', 'email_type'], msg: `Must be one of ${EMAIL_TEMPLATES.join(', ')}`, type: 'enum' },
        ])
      const prefs = await repo.preferences(user.id)
      const queued = await queue.queueAllowed(db, {
        to: { id: user.id, email: user.email, timezone: prefs.timezone, language: user.language },
        type: 'test',
        template,
        data: sample(template, user),
        subject: body.custom_subject,
      })
      if (!queued.allowed) {
        throw tooManyTestEmails(
          `At most ${ALLOWANCES.test!.max} test e-mails an hour; try again in ${queued.retry_after_s} seconds`,
          { headers: { 'retry-after': String(queued.retry_after_s) } },
        )
      }
      const id = queued.id
      const outcome = await delivery.sendNow(id!)
      if (outcome.status === 'failed')
        throw emailServiceFailed(`The e-mail service refused the test e-mail: ${outcome.error}`, {
          members: { success: false, message: 'The test e-mail could not be sent', message_id: null },
        })
      return outcome.status === 'sent'
        ? { success: true, message: `Test e-mail sent to ${user.email}`, message_id: outcome.message_id }
        : {
            success: true,
            message: `Test e-mail queued for ${user.email}: the sending limit for this minute is reached; it leaves within a minute`,
            message_id: delivery.messageIdOf(id!),
          }
    },

    async health() {
      const now = clock.now()
      const [ok, { used, limit }, recent] = await Promise.all([
        mailerReachable(),
        delivery.usage(),
        delivery.recentFailureRate(new Date(now.getTime() - 15 * 60_000)),
      ])
      const failing = recent.attempts >= 5 && recent.failures / recent.attempts > DEGRADED_FAILURE_RATE
      return {
        status: !ok ? ('unavailable' as const) : failing ? ('degraded' as const) : ('healthy' as const),
        backend: mailerBackend,
        rate_limit: `${used}/${limit} per minute`,
      }
    },

    async inApp(userId: string, q: { read?: boolean; type?: InAppType; page: number; page_size: number }) {
      const { items, total } = await repo.inAppPage(userId, q, q.page_size, offsetOf(q))
      return { items, total, page: q.page, page_size: q.page_size, pages: Math.ceil(total / q.page_size) }
    },

    async markRead(userId: string, id: string) {
      checkId(id)
      const row = await repo.markRead(userId, id, clock.now())
      if (!row) throw notificationNotFound(`No notification ${id}`)
      return row
    },

    markAllRead: async (userId: string) => ({ updated: await repo.markAllRead(userId, clock.now()) }),

    unreadCount: (userId: string) => repo.unreadCount(userId),

    /** What a link turns off, and whether it is off already (the page then says so). */
    async unsubscribeTarget(token: string): Promise<{ what: string; off: boolean; again?: string }> {
      const claims = await verifyLink(token)
      if (claims.kind === 'saved_search') {
        // A deleted search sends nothing any more: the page says it is done.
        const search = await savedSearches().alertsOf(claims.user_id, claims.saved_search_id)
        return {
          what: savedSearchWords(search?.name),
          off: search?.off ?? true,
          again: 'on the saved search in the app',
        }
      }
      const prefs = await repo.preferences(claims.user_id)
      return { what: kindWords(claims.kind), off: !prefs[SWITCH_OF[claims.kind]] }
    },

    async unsubscribe(token: string): Promise<{ kind: string; what: string }> {
      const claims = await verifyLink(token)
      if (claims.kind === 'saved_search') {
        const search = await savedSearches().alertsOf(claims.user_id, claims.saved_search_id)
        if (search && !search.off) await savedSearches().turnOff(claims.user_id, claims.saved_search_id)
        return { kind: claims.kind, what: savedSearchWords(search?.name) }
      }
      await repo.updatePreferences(claims.user_id, { [SWITCH_OF[claims.kind]]: false }, clock.now())
      return { kind: claims.kind, what: kindWords(claims.kind) }
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
