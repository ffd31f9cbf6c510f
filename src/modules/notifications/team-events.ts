import type { DbOrTx } from '../../core/db/client.js'
import type { EmailQueue } from './email-queue.js'
import { createNotificationsRepository, type Recipient } from './notifications.repository.js'
import { allowsEmail } from './preference-rules.js'

// Working together: work assigned to a member and members mentioned in a comment become an in-app
// notification and, where the recipient's preferences allow (`team_notifications`), an e-mail,
// written in the transaction of the change (they exist exactly when it does). Only the members
// named are told, never the one who acted.

export type TeamSubject = 'match' | 'application'

/** What the notification is about: the web app links to it from the data. */
export interface TeamSubjectRef {
  tenant_id: string
  subject_type: TeamSubject
  subject_id: string
  company_id: string
  grant_id: string
}

export interface WorkAssigned extends TeamSubjectRef {
  /** Who assigned it. */
  by_user_id: string
  /** The new assignee; never `by_user_id` (assigning yourself tells nobody). */
  user_id: string
}

export interface MembersMentioned extends TeamSubjectRef {
  author_id: string
  comment_id: string
  /** The comment's text (quoted in the e-mail, its start in the in-app message). */
  body: string
  /** The members to tell: those newly named (the author is left out here). */
  user_ids: string[]
}

const EXCERPT = 200
const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length <= EXCERPT ? line : `${line.slice(0, EXCERPT - 1).trimEnd()}…`
}

export function createTeamEvents({ queue, publicUrl }: { queue: EmailQueue; publicUrl: string }) {
  // The web app has a page per match; applications only as a list, filtered to the company.
  const urlOf = (s: TeamSubjectRef) =>
    s.subject_type === 'match'
      ? `${publicUrl}/matches/${s.subject_id}`
      : `${publicUrl}/applications?company_id=${s.company_id}`

  /** The recipients among the workspace's active members, the actor's name and what the subject names. */
  async function context(tx: DbOrTx, s: TeamSubjectRef, actorId: string, userIds: string[]) {
    const repo = createNotificationsRepository(tx)
    const wanted = new Set(userIds.filter((id) => id !== actorId))
    if (wanted.size === 0) return null
    const [members, [grant], company] = await Promise.all([
      repo.recipients({ tenant_id: s.tenant_id }),
      repo.grantLines([s.grant_id]),
      repo.companyName(s.company_id),
    ])
    if (!grant) return null
    const actor = members.find((m) => m.id === actorId)?.full_name.trim() || 'A colleague'
    return {
      repo,
      actor,
      grant,
      company: company ?? 'your company',
      recipients: members.filter((m) => wanted.has(m.id)),
    }
  }

  const addressee = (r: Recipient) => ({ id: r.id, email: r.email, timezone: r.prefs.timezone, language: r.language })

  return {
    async assigned(tx: DbOrTx, event: WorkAssigned): Promise<void> {
      const found = await context(tx, event, event.by_user_id, [event.user_id])
      if (!found) return
      const { repo, actor, grant, company, recipients } = found
      const data = {
        subject_type: event.subject_type,
        subject_id: event.subject_id,
        company_id: event.company_id,
        grant_id: event.grant_id,
        assigned_by: event.by_user_id,
      }
      await repo.insertInApp(
        recipients.map((to) => ({
          user_id: to.id,
          tenant_id: event.tenant_id,
          type: 'assignment' as const,
          title: `${actor} assigned you ${grant.title}`.slice(0, 300),
          message: `The ${event.subject_type} of ${company} is yours now.`,
          data,
        })),
      )
      await queue.queue(
        tx,
        recipients
          .filter((to) => allowsEmail(to.prefs, 'assignment'))
          .map((to) => ({
            to: addressee(to),
            type: 'assignment' as const,
            template: 'assignment' as const,
            grant_id: event.grant_id,
            match_id: event.subject_type === 'match' ? event.subject_id : null,
            data: {
              full_name: to.full_name,
              assigned_by: actor,
              company_name: company,
              subject_type: event.subject_type,
              grant: queue.grantLine(grant),
              url: urlOf(event),
            },
          })),
      )
    },

    async mentioned(tx: DbOrTx, event: MembersMentioned): Promise<void> {
      const found = await context(tx, event, event.author_id, event.user_ids)
      if (!found) return
      const { repo, actor, grant, company, recipients } = found
      const data = {
        subject_type: event.subject_type,
        subject_id: event.subject_id,
        comment_id: event.comment_id,
        company_id: event.company_id,
        grant_id: event.grant_id,
      }
      await repo.insertInApp(
        recipients.map((to) => ({
          user_id: to.id,
          tenant_id: event.tenant_id,
          type: 'mention' as const,
          title: `${actor} mentioned you on ${grant.title}`.slice(0, 300),
          message: excerpt(event.body),
          data,
        })),
      )
      await queue.queue(
        tx,
        recipients
          .filter((to) => allowsEmail(to.prefs, 'mention'))
          .map((to) => ({
            to: addressee(to),
            type: 'mention' as const,
            template: 'mention' as const,
            grant_id: event.grant_id,
            match_id: event.subject_type === 'match' ? event.subject_id : null,
            data: {
              full_name: to.full_name,
              author_name: actor,
              company_name: company,
              subject_type: event.subject_type,
              grant: queue.grantLine(grant),
              comment: event.body,
              url: urlOf(event),
            },
          })),
      )
    },
  }
}

export type TeamEvents = ReturnType<typeof createTeamEvents>
