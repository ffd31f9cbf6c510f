import type { DbOrTx } from '../../core/db/client.js'
import { DEFAULT_LANGUAGE } from '../../core/language.js'
import type { ApplicationStatusChanged } from '../applications/applications.events.js'
import type { MatchesCalculated } from '../matching/matching.events.js'
import type { PartnerAddressee, PartnerEvents } from '../partners/partners.events.js'
import type { Addressee, EmailQueue } from './email-queue.js'
import type { TemplateData } from './templates/render.js'
import type { Verdict } from './mail-allowance.js'
import { createNotificationsRepository, type Recipient } from './notifications.repository.js'
import { matchAlerts } from './notifications.tables.js'
import { allowsEmail, reachesThreshold } from './preference-rules.js'

// What other modules' events become: in-app notifications and e-mails, written in the
// transaction of the event (an e-mail exists exactly when its cause does). Every active user of
// the tenant is a recipient, each under their own preferences.

const MAX_LINES = 10
const words = (status: string) => status.replace(/_/g, ' ')
const addressee = (r: Recipient): Addressee => ({ id: r.id, email: r.email, timezone: r.prefs.timezone, language: r.language })

// Partners have no preferences or time zone of their own: their mail is about their account and
// money, always sent, with dates in the service's home time zone.
const PARTNER_TIMEZONE = 'Europe/Brussels' // also the invitations' when the inviter has none
const partnerTo = (p: PartnerAddressee): Addressee => ({
  id: p.id,
  email: p.email,
  timezone: PARTNER_TIMEZONE,
  language: p.language,
  partner: true,
})

export function createNotificationEvents({ queue, publicUrl }: { queue: EmailQueue; publicUrl: string }) {
  const partnerMail: PartnerEvents = {
    async applied(tx, partner) {
      await queue.queue(tx, [
        {
          to: partnerTo(partner),
          type: 'partner_application',
          template: 'partner_application',
          data: {
            contact_name: partner.contact_name,
            company_name: partner.company_name,
            email: partner.email,
            login_url: `${publicUrl}/partners/login`,
          },
        },
      ])
    },

    async statusChanged(tx, partner, status, notes) {
      await queue.queue(tx, [
        {
          to: partnerTo(partner),
          type: 'partner_status',
          template: 'partner_status',
          data: {
            contact_name: partner.contact_name,
            company_name: partner.company_name,
            status,
            notes,
            referral_code: partner.referral_code,
            referral_url: `${publicUrl}/?ref=${encodeURIComponent(partner.referral_code)}`,
            portal_url: `${publicUrl}/partners`,
          },
        },
      ])
    },

    async commissionsChanged(tx, partner, status, items) {
      const total = Math.round(items.reduce((sum, i) => sum + i.amount * 100, 0)) / 100
      await queue.queue(tx, [
        {
          to: partnerTo(partner),
          type: 'commission_status',
          template: 'commission_status',
          data: {
            contact_name: partner.contact_name,
            company_name: partner.company_name,
            status,
            total,
            currency: 'EUR',
            commissions: items.map((i) => ({ ...i, currency: 'EUR' })),
            portal_url: `${publicUrl}/partners/commissions`,
          },
        },
      ])
    },
  }

  return {
    partnerMail,

    /**
     * The welcome (with its verification link, also when resent) and password-reset e-mails:
     * essential, never switched off, but capped per account (mail-allowance.ts).
     */
    async accountEmail(
      tx: DbOrTx,
      kind: 'welcome' | 'password_reset',
      user: { id: string; email: string; full_name: string },
      url: string,
    ): Promise<Verdict> {
      const [recipient] = await createNotificationsRepository(tx).recipients({ user_id: user.id })
      if (!recipient) return { allowed: true }
      const to = addressee(recipient)
      return queue.queueAllowed(
        tx,
        kind === 'welcome'
          ? { to, type: 'welcome', template: 'welcome', data: { full_name: user.full_name, verify_url: url } }
          : {
              to,
              type: 'password_reset',
              template: 'password_reset',
              data: { full_name: user.full_name, reset_url: url },
            },
      )
    },

    /**
     * DELETE /account scheduled the deletion: when it happens and where to cancel it (the account
     * page offers the restore once signed in). Essential; in the account's own transaction.
     */
    async accountDeletion(tx: DbOrTx, userId: string, deletionDueAt: Date): Promise<void> {
      const [recipient] = await createNotificationsRepository(tx).recipients({ user_id: userId })
      if (!recipient) return
      await queue.queue(tx, [
        {
          to: addressee(recipient),
          type: 'account_deletion',
          template: 'account_deletion',
          data: {
            full_name: recipient.full_name,
            deletion_due_at: deletionDueAt.toISOString(),
            restore_url: `${publicUrl}/account`,
          },
        },
      ])
    },

    /**
     * An invitation to a workspace: sent to the invited address, recorded under the inviting user
     * (their history shows it, their hourly allowance caps it). Essential: no preference stops it.
     * Written in the invitee's language when the address has an account already (they chose it),
     * else in the inviter's: the best guess at what the invitee reads, and the inviter can tell.
     */
    async invitation(
      tx: DbOrTx,
      inviter: { id: string },
      email: string,
      data: TemplateData['invitation'],
    ): Promise<Verdict> {
      const repo = createNotificationsRepository(tx)
      const [recipient] = await repo.recipients({ user_id: inviter.id })
      const timezone = recipient?.prefs.timezone ?? PARTNER_TIMEZONE
      const language = (await repo.languageOfAddress(email)) ?? recipient?.language ?? DEFAULT_LANGUAGE
      return queue.queueAllowed(tx, {
        to: { id: inviter.id, email, timezone, language },
        type: 'invitation',
        template: 'invitation',
        data,
      })
    },

    /** Matching's port: `match_refresh` for whoever asked; new matches above each user's threshold. */
    async calculated(tx: DbOrTx, event: MatchesCalculated) {
      const repo = createNotificationsRepository(tx)
      const company = (await repo.companyName(event.company_id)) ?? 'your company'
      const fresh = [...event.new_matches].sort((a, b) => b.score - a.score)
      await repo.insertInApp([
        {
          user_id: event.user_id,
          tenant_id: event.tenant_id,
          type: 'match_refresh',
          title: `Matches updated for ${company}`,
          message: `${event.total} matching grants; ${fresh.length} new.`,
          data: { company_id: event.company_id, total: event.total, new_matches: fresh.length },
        },
      ])
      if (fresh.length === 0) return

      const recipients = await repo.recipients({ tenant_id: event.tenant_id })
      const lines = new Map((await repo.grantLines(fresh.slice(0, 200).map((m) => m.grant_id))).map((g) => [g.id, g]))
      for (const to of recipients) {
        const above = fresh.filter((m) => reachesThreshold(to.prefs, m.score) && lines.has(m.grant_id))
        if (above.length === 0) continue
        await repo.insertInApp([
          {
            user_id: to.id,
            tenant_id: event.tenant_id,
            type: 'new_match',
            title:
              above.length === 1 ? `A new grant matches ${company}` : `${above.length} new grants match ${company}`,
            message: above
              .slice(0, 3)
              .map((m) => lines.get(m.grant_id)!.title)
              .join('; '),
            data: {
              company_id: event.company_id,
              match_ids: above.map((m) => m.match_id),
              grant_ids: above.map((m) => m.grant_id),
            },
          },
        ])
        if (!allowsEmail(to.prefs, 'new_match', above[0]!.score)) continue
        if (to.prefs.notification_frequency !== 'immediate') {
          // Batched: the hourly job sends one e-mail per day or week with everything collected.
          await tx
            .insert(matchAlerts)
            .values(
              above.map((m) => ({
                user_id: to.id,
                match_id: m.match_id,
                grant_id: m.grant_id,
                company_id: event.company_id,
                score: Math.round(m.score * 100),
              })),
            )
            .onConflictDoNothing()
          continue
        }
        await queue.queue(tx, [
          {
            to: addressee(to),
            type: 'new_match',
            template: 'new_match',
            grant_id: above[0]!.grant_id,
            match_id: above[0]!.match_id,
            data: {
              full_name: to.full_name,
              company_name: company,
              matches: above
                .slice(0, MAX_LINES)
                .map((m) => queue.grantLine(lines.get(m.grant_id)!, { score: m.score })),
            },
          },
        ])
      }
    },

    /** Integrations' port: a failing webhook endpoint was disabled; its workspace's admins and owners (the operators for theirs) are told. */
    async webhookDisabled(
      tx: DbOrTx,
      tenantId: string | null,
      data: Omit<TemplateData['webhook_disabled'], 'full_name' | 'settings_url'>,
    ) {
      const repo = createNotificationsRepository(tx)
      const recipients = await repo.recipients(
        tenantId === null ? { operators: true } : { tenant_id: tenantId, roles: ['admin', 'owner'] },
      )
      const settingsUrl = `${publicUrl}/${tenantId === null ? 'admin/webhooks' : 'settings/integrations'}`
      await queue.queue(
        tx,
        recipients.map((to) => ({
          to: addressee(to),
          type: 'webhook_disabled' as const,
          template: 'webhook_disabled' as const,
          data: { ...data, full_name: to.full_name, settings_url: settingsUrl },
        })),
      )
    },

    /**
     * Applications' port: an in-app notification for every user of the tenant, and the e-mail where
     * allowed — except to whoever made the change: they know, and a mail per click was noise.
     */
    async statusChanged(tx: DbOrTx, event: ApplicationStatusChanged) {
      const repo = createNotificationsRepository(tx)
      const [grant] = await repo.grantLines([event.grant_id])
      if (!grant) return
      const company = (await repo.companyName(event.company_id)) ?? 'your company'
      const recipients = await repo.recipients({ tenant_id: event.tenant_id })
      await repo.insertInApp(
        recipients.map((to) => ({
          user_id: to.id,
          tenant_id: event.tenant_id,
          type: 'application_status' as const,
          title: `Application ${words(event.to)}: ${grant.title}`.slice(0, 300),
          message: `${company}'s application moved from ${words(event.from)} to ${words(event.to)}.`,
          data: {
            application_id: event.application_id,
            company_id: event.company_id,
            grant_id: event.grant_id,
            from: event.from,
            to: event.to,
          },
        })),
      )
      await queue.queue(
        tx,
        recipients
          .filter((to) => to.id !== event.user_id && allowsEmail(to.prefs, 'application_status'))
          .map((to) => ({
            to: addressee(to),
            type: 'application_status' as const,
            template: 'application_status' as const,
            grant_id: event.grant_id,
            data: {
              full_name: to.full_name,
              company_name: company,
              grant: queue.grantLine(grant),
              from: event.from,
              to: event.to,
            },
          })),
      )
    },
  }
}

export type NotificationEvents = ReturnType<typeof createNotificationEvents>
