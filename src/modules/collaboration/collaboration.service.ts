import { rank } from '../../core/auth/permissions.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { fieldErrors, type FieldError } from '../../core/http/errors.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import type { ApplicationsService } from '../applications/applications.service.js'
import { recordAudit } from '../audit/audit.js'
import type { AuthService } from '../auth/auth.service.js'
import type { MatchesService } from '../matching/matches.service.js'
import type { TeamEvents } from '../notifications/team-events.js'
import { commentNotFound, notCommentAuthor } from './collaboration.errors.js'
import { createCollaborationRepository, type Subject } from './collaboration.repository.js'
import type { Comment, CommentCreate, CommentListQuery, CommentUpdate } from './collaboration.schema.js'
import type { CommentRow } from './collaboration.tables.js'

// Comments of a workspace on its matches and applications, with @mentions. A subject is checked
// through its own module (another tenant's is a 404 there); each member named is told once, when
// first named, in the transaction that names them.

interface Deps {
  db: Db
  matches: Pick<MatchesService, 'get'>
  applications: Pick<ApplicationsService, 'get'>
  members: Pick<AuthService, 'membersAmong'>
  team: Pick<TeamEvents, 'mentioned'>
}

export function createCollaborationService({ db, matches, applications, members, team }: Deps) {
  const repo = createCollaborationRepository(db)

  /** The subject in the caller's workspace (404 otherwise), with what a notification links to. */
  async function subjectOf(tenantId: string, s: Subject): Promise<{ company_id: string; grant_id: string }> {
    const found =
      s.subject_type === 'match'
        ? await matches.get(tenantId, s.subject_id)
        : await applications.get(tenantId, s.subject_id)
    return { company_id: found.company_id, grant_id: found.grant_id }
  }

  /** Trimmed text (blank: 422) and mentions that are all members of the workspace (422 naming each other one). */
  async function checked(tenantId: string, input: { body?: string; mentions?: string[] }) {
    const errors: FieldError[] = []
    const body = input.body?.trim()
    if (body === '') errors.push({ loc: ['body', 'body'], msg: 'Write something: the text is blank', type: 'blank' })
    if (input.mentions?.length) {
      const found = new Set((await members.membersAmong(tenantId, input.mentions)).map((m) => m.id))
      input.mentions.forEach((id, i) => {
        if (!found.has(id))
          errors.push({ loc: ['body', 'mentions', i], msg: 'Not a member of this workspace', type: 'not_a_member' })
      })
    }
    if (errors.length > 0) throw fieldErrors(errors)
    return { body, mentions: input.mentions }
  }

  async function present(rows: CommentRow[]): Promise<Comment[]> {
    const people = await repo.people([
      ...new Set(rows.flatMap((r) => [...(r.author_id ? [r.author_id] : []), ...r.mentions])),
    ])
    return rows.map((r) => {
      const author = r.author_id ? people.get(r.author_id) : undefined
      return {
        id: r.id,
        subject_type: r.subject_type,
        subject_id: r.subject_id,
        body: r.body,
        author: author ? { id: author.id, full_name: author.full_name, email: author.email } : null,
        mentions: r.mentions.flatMap((id) => {
          const p = people.get(id)
          return p ? [{ id: p.id, full_name: p.full_name }] : []
        }),
        created_at: r.created_at,
        edited_at: r.edited_at,
      }
    })
  }

  async function tell(
    tx: DbOrTx,
    caller: Caller,
    comment: CommentRow,
    about: { company_id: string; grant_id: string },
    userIds: string[],
  ) {
    const named = userIds.filter((id) => id !== caller.user_id)
    if (named.length === 0) return
    await team.mentioned(tx, {
      tenant_id: caller.tenant_id,
      subject_type: comment.subject_type,
      subject_id: comment.subject_id,
      ...about,
      author_id: caller.user_id,
      comment_id: comment.id,
      body: comment.body,
      user_ids: named,
    })
  }

  async function owned(tx: DbOrTx, tenantId: string, id: string) {
    const comment = await createCollaborationRepository(tx).find(tenantId, id, { lock: true })
    if (!comment) throw commentNotFound(`No comment with id ${id}`)
    return comment
  }

  return {
    async list(tenantId: string, subject: Subject, q: CommentListQuery) {
      await subjectOf(tenantId, subject)
      const { items, total } = await repo.page(tenantId, subject, q.page_size, offsetOf(q))
      return page(await present(items), total, q)
    },

    async create(caller: Caller, subject: Subject, input: CommentCreate): Promise<Comment> {
      const about = await subjectOf(caller.tenant_id, subject)
      const { body, mentions = [] } = await checked(caller.tenant_id, input)
      const row = await db.transaction(async (tx) => {
        const created = await createCollaborationRepository(tx).insert({
          tenant_id: caller.tenant_id,
          ...subject,
          author_id: caller.user_id,
          body: body!,
          mentions,
        })
        await recordAudit(tx, caller, {
          action: 'comment.created',
          subject_type: 'comment',
          subject_id: created.id,
          details: { ...subject, mentions },
        })
        await tell(tx, caller, created, about, mentions)
        return created
      })
      return (await present([row]))[0]!
    },

    /** The author only (403 for anyone else); only members not named before are told. */
    async update(caller: Caller, id: string, input: CommentUpdate): Promise<Comment> {
      // Checked before the transaction: the look-ups of other modules do not run in it.
      const existing = await repo.find(caller.tenant_id, id)
      if (!existing) throw commentNotFound(`No comment with id ${id}`)
      if (existing.author_id !== caller.user_id) throw notCommentAuthor('Only its author may change a comment')
      const { body, mentions } = await checked(caller.tenant_id, input)
      const about = mentions?.length ? await subjectOf(caller.tenant_id, existing) : null
      const row = await db.transaction(async (tx) => {
        const current = await owned(tx, caller.tenant_id, id)
        const updated = await createCollaborationRepository(tx).update(caller.tenant_id, id, {
          body: body ?? current.body,
          mentions: mentions ?? current.mentions,
        })
        const added = (mentions ?? []).filter((m) => !current.mentions.includes(m))
        if (about && added.length > 0) await tell(tx, caller, updated, about, added)
        return updated
      })
      return (await present([row]))[0]!
    },

    /** The author, or an admin or owner of the workspace (403 for other members). */
    async remove(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await owned(tx, caller.tenant_id, id)
        if (current.author_id !== caller.user_id && rank(caller.role) < rank('admin')) {
          throw notCommentAuthor('Only its author, an admin or an owner may delete a comment')
        }
        await createCollaborationRepository(tx).remove(caller.tenant_id, id)
        await recordAudit(tx, caller, {
          action: 'comment.deleted',
          subject_type: 'comment',
          subject_id: id,
          details: { subject_type: current.subject_type, subject_id: current.subject_id, author_id: current.author_id },
        })
      })
    },

    /** Companies' port: the comments on a company's matches and applications go in the transaction that deletes it. */
    companyRemoving: (tx: DbOrTx, tenantId: string, companyId: string) =>
      createCollaborationRepository(tx).removeForCompany(tenantId, companyId),
  }
}
export type CollaborationService = ReturnType<typeof createCollaborationService>
