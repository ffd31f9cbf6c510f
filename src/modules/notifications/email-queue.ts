import type { DbOrTx } from '../../core/db/client.js'
import type { Language } from '../../core/language.js'
import { createNotificationsRepository, type GrantLineRow } from './notifications.repository.js'
import type { EmailType, PartnerEmailType } from './notifications.tables.js'
import { ACCOUNT_MAIL, ALLOWANCES, withinAllowance, type Verdict } from './mail-allowance.js'
import { isOptional } from './preference-rules.js'
import { isHoldable, quietHoursOf, sendAt, THROTTLE_MS, THROTTLED } from './send-window.js'
import { renderEmail, type EmailTemplate, type GrantLine, type TemplateData } from './templates/render.js'
import type { UnsubscribeTokens } from './unsubscribe.js'

// Writes e-mails as pending history records, rendered now (what the history shows is what was
// sent), in the caller's transaction: an e-mail exists exactly when the event that caused it does.
// Every user e-mail passes the recipient's own rules here, whoever produced it: a type whose
// e-mail channel is off is not written; non-essential mail waits out quiet hours and the
// per-type throttle (send-window.ts) through `next_attempt_at`.

export interface EmailRequest<T extends EmailTemplate = EmailTemplate> {
  /** The user, the address, and the time zone the e-mail's dates are shown in. */
  to: Addressee
  type: EmailType | PartnerEmailType
  template: T
  data: TemplateData[T]
  grant_id?: string | null
  match_id?: string | null
  /** Exactly-once key of scheduled mail; a second e-mail with the same key for the user is not written. */
  dedupe_key?: string
  /** A saved search's alert: its unsubscribe link turns off this search's alerts only. */
  saved_search_id?: string
  /** Replaces the template's subject (the test e-mail's custom_subject). */
  subject?: string
  /** 0 sends it with account mail, before everything else due (an urgent grant change); by type when absent. */
  priority?: 0 | 1
}

/**
 * `partner`: the id is a referral partner's (partners have no preferences and no unsubscribe).
 * `language`: the recipient's (users.language, partners.language), which the e-mail is written in.
 */
export interface Addressee {
  id: string
  email: string
  timezone: string
  language: Language
  partner?: true
}

/** When each request may leave; null: not written (the recipient switched the type's e-mail off). */
async function sendTimes(db: DbOrTx, requests: EmailRequest[], now: Date): Promise<(Date | null)[]> {
  const key = (r: EmailRequest) => `${r.to.id}|${r.type}`
  const held = new Map(
    requests
      .filter((r) => isHoldable(r.type, r.to.partner === true))
      .map((r) => [key(r), { user_id: r.to.id, type: r.type }]),
  )
  const policies = new Map(
    (
      await createNotificationsRepository(db).sendPolicies([...held.values()], new Date(now.getTime() - THROTTLE_MS))
    ).map((p) => [`${p.user_id}|${p.type}`, p]),
  )
  // Several e-mails of one type to one user in one batch take consecutive slots.
  const taken = new Map<string, Date | null>()
  return requests.map((r) => {
    const policy = policies.get(key(r))
    if (!held.has(key(r)) || !policy) return now
    if (policy.email_off) return null
    const previous = !THROTTLED.has(r.type) ? null : taken.has(key(r)) ? taken.get(key(r))! : policy.previous
    const at = sendAt(now, previous, quietHoursOf(policy), policy.timezone ?? r.to.timezone)
    taken.set(key(r), at)
    return at
  })
}

export function createEmailQueue({
  publicUrl,
  tokens,
  clock,
  onQueued,
}: {
  publicUrl: string
  tokens: UnsubscribeTokens
  clock: { now(): Date }
  onQueued: () => void
}) {
  const emailQueue = {
    /** Ids of the records written: fewer than asked when some dedupe keys existed already or a channel is off. */
    async queue(db: DbOrTx, all: EmailRequest[]): Promise<string[]> {
      if (all.length === 0) return []
      const now = clock.now()
      const times = await sendTimes(db, all, now)
      const requests = all.flatMap((r, i) => (times[i] ? [{ ...r, at: times[i] }] : []))
      if (requests.length === 0) return []
      const rows = await Promise.all(
        requests.map(async (r) => {
          const claims = r.to.partner
            ? null
            : r.type === 'saved_search' && r.saved_search_id
              ? { user_id: r.to.id, kind: 'saved_search' as const, saved_search_id: r.saved_search_id }
              : isOptional(r.type)
                ? { user_id: r.to.id, kind: r.type }
                : null
          const unsubscribeUrl = claims
            ? `${publicUrl}/api/v1/notifications/unsubscribe?token=${await tokens.sign(claims)}`
            : null
          const email = renderEmail(r.template, r.data, {
            app_url: publicUrl,
            unsubscribe_url: unsubscribeUrl,
            timezone: r.to.timezone,
            language: r.to.language,
            audience: r.to.partner ? 'partner' : 'user',
          })
          return {
            user_id: r.to.partner ? null : r.to.id,
            partner_id: r.to.partner ? r.to.id : null,
            notification_type: r.type,
            email_template: r.template,
            email_to: r.to.email,
            email_subject: r.subject ?? email.subject,
            text_body: email.text,
            html_body: email.html,
            unsubscribe_url: unsubscribeUrl,
            grant_id: r.grant_id ?? null,
            match_id: r.match_id ?? null,
            dedupe_key: r.dedupe_key ?? null,
            next_attempt_at: r.at,
            created_at: now,
            updated_at: now,
            priority: r.priority ?? (ACCOUNT_MAIL.has(r.type) ? 0 : 1),
          }
        }),
      )
      const ids = await createNotificationsRepository(db).insertEmails(rows)
      if (ids.length > 0) onQueued()
      return ids
    },

    /** One user's e-mail, unless the user's allowance of its kind is used up (mail-allowance.ts). */
    async queueAllowed(db: DbOrTx, request: EmailRequest): Promise<Verdict & { id?: string }> {
      const allowance = ALLOWANCES[request.type]
      if (!allowance || request.to.partner) return { allowed: true, id: (await emailQueue.queue(db, [request]))[0] }
      return db.transaction(async (tx) => {
        const now = clock.now()
        const recent = await createNotificationsRepository(tx).recentEmailsLocked(
          request.to.id,
          request.type,
          new Date(now.getTime() - allowance.windowMs),
        )
        const verdict = withinAllowance(allowance, recent, now)
        return verdict.allowed ? { ...verdict, id: (await emailQueue.queue(tx, [request]))[0] } : verdict
      })
    },

    grantLine(grant: GrantLineRow, extra: { score?: number } = {}): GrantLine {
      return {
        title: grant.title,
        url: `${publicUrl}/grants/${grant.id}`,
        deadline: grant.deadline?.toISOString() ?? null,
        funding: grant.funding_amount_max === null ? null : { max: grant.funding_amount_max, currency: grant.currency ?? 'EUR' },
        ...extra,
      }
    },
  }
  return emailQueue
}

export type EmailQueue = ReturnType<typeof createEmailQueue>
