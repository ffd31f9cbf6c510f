import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import { normaliseEmail } from '../../core/auth/email.js'
import type { Caller, UserPrincipal } from '../../core/http/auth.js'
import { recordAudit } from '../audit/audit.js'
import type { AuthService } from '../auth/auth.service.js'
import type { TokenPair } from '../auth/auth.schema.js'
import { emailTaken } from '../auth/auth.errors.js'
import type { TemplateData } from '../notifications/templates/render.js'
import {
  alreadyMember,
  invitationInvalid,
  invitationNotFound,
  invitationPending,
  tooManyInvitations,
  wrongAccount,
} from './workspaces.errors.js'
import { createWorkspacesRepository } from './workspaces.repository.js'
import type { Invitation, InviteBody, InvitedRegisterBody } from './workspaces.schema.js'
import type { InvitationRow } from './workspaces.tables.js'

const VALID_MS = 7 * 24 * 60 * 60_000

type InvitationMail = (
  tx: DbOrTx,
  inviter: { id: string },
  email: string,
  data: TemplateData['invitation'],
) => Promise<{ allowed: boolean; retry_after_s?: number }>

interface Deps {
  db: Db
  clock: Clock
  auth: Pick<AuthService, 'openWorkspace' | 'registerInvited'>
  /** The notifications module's invitation e-mail, written in the invitation's transaction. */
  invitationMail: InvitationMail
  publicUrl: string
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const INVALID = 'This invitation link is invalid, was used already, was withdrawn or has expired. Ask for a new one.'

// Invitations: made and resent by a workspace's admins, accepted through the e-mailed link by an
// existing account of the invited address or by a new account registered with it.
export function createInvitationsService({ db, clock, auth, invitationMail, publicUrl }: Deps) {
  const repo = createWorkspacesRepository(db)

  /** A fresh secret for the link; only its hash is stored. */
  function newLink(now: Date) {
    const token = randomBytes(32).toString('base64url')
    return { token, token_hash: hashOf(token), expires_at: new Date(now.getTime() + VALID_MS), sent_at: now }
  }

  async function send(tx: DbOrTx, caller: Caller, row: InvitationRow, token: string): Promise<void> {
    const r = createWorkspacesRepository(tx)
    const [workspace, inviter] = [await r.workspace(row.tenant_id), await r.member(row.tenant_id, caller.user_id)]
    const verdict = await invitationMail(tx, { id: caller.user_id }, row.email, {
      inviter_name: inviter?.full_name ?? caller.email,
      workspace_name: workspace?.name ?? 'a workspace',
      role: row.role,
      accept_url: `${publicUrl}/invite?token=${token}`,
      expires_at: row.expires_at.toISOString(),
    })
    if (!verdict.allowed) {
      throw tooManyInvitations(`Too many invitations sent; try again in ${verdict.retry_after_s} seconds`, {
        headers: { 'retry-after': String(verdict.retry_after_s) },
      })
    }
  }

  const view = async (tenantId: string, id: string): Promise<Invitation> =>
    (await repo.pendingInvitations(tenantId, clock.now(), id))[0]!

  /** The invitation of a link while it can still be accepted, else 400 (which of the reasons is not told). */
  async function usable(token: string) {
    const found = await repo.invitationByToken(hashOf(token))
    const i = found?.invitation
    if (!found || !i || i.accepted_at || i.revoked_at || i.expires_at <= clock.now()) throw invitationInvalid(INVALID)
    return found
  }

  return {
    pending: (tenantId: string): Promise<Invitation[]> => repo.pendingInvitations(tenantId, clock.now()),

    async invite(caller: Caller, body: InviteBody): Promise<Invitation> {
      const email = normaliseEmail(body.email)
      const now = clock.now()
      const link = newLink(now)
      const id = await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const existing = await r.userByEmail(email)
        if (existing && (await r.member(caller.tenant_id, existing.id)))
          throw alreadyMember(`${email} is already a member of this workspace`)
        await r.dropExpired(caller.tenant_id, email, now)
        const row = await r.insertInvitation({
          tenant_id: caller.tenant_id,
          email,
          role: body.role,
          invited_by: caller.user_id,
          ...link,
        })
        if (!row) throw invitationPending(`An invitation to ${email} is pending: resend it or withdraw it first`)
        await send(tx, caller, row, link.token)
        await recordAudit(tx, caller, {
          action: 'member.invited',
          subject_type: 'invitation',
          subject_id: row.id,
          details: { email, role: body.role },
        })
        return row.id
      })
      return view(caller.tenant_id, id)
    },

    /** A new link (the old one stops working), valid for 7 days from now, e-mailed again. */
    async resend(caller: Caller, id: string): Promise<Invitation> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        if (!(await r.invitation(caller.tenant_id, id))) throw invitationNotFound()
        const link = newLink(clock.now())
        const row = await r.renewInvitation(id, link)
        if (!row) throw invitationNotFound()
        await send(tx, caller, row, link.token)
        await recordAudit(tx, caller, {
          action: 'member.invitation_resent',
          subject_type: 'invitation',
          subject_id: id,
          details: { email: row.email },
        })
      })
      return view(caller.tenant_id, id)
    },

    async revoke(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const row = await r.invitation(caller.tenant_id, id)
        if (!row || !(await r.revokeInvitation(caller.tenant_id, id, clock.now()))) throw invitationNotFound()
        await recordAudit(tx, caller, {
          action: 'member.invitation_revoked',
          subject_type: 'invitation',
          subject_id: id,
          details: { email: row.email },
        })
      })
    },

    /** What the link's page shows before anyone signs in. */
    async preview(token: string) {
      const { invitation: i, workspace_name: workspaceName, inviter_name: inviterName } = await usable(token)
      return {
        workspace_name: workspaceName,
        email: i.email,
        role: i.role,
        invited_by: inviterName,
        expires_at: i.expires_at,
        account_exists: (await repo.userByEmail(i.email)) !== undefined,
      }
    },

    /** The signed-in user of the invited address joins, and is signed in to the workspace. */
    async accept(principal: UserPrincipal, token: string): Promise<TokenPair> {
      const { invitation: i } = await usable(token)
      if (principal.user.email !== i.email) {
        throw wrongAccount(`This invitation is for ${i.email}; you are signed in as ${principal.user.email}`)
      }
      await db.transaction(async (tx) => {
        await join(tx, i, { tenant_id: i.tenant_id, user_id: principal.user.id, email: principal.user.email })
        if (!(await createWorkspacesRepository(tx).addMember(i.tenant_id, principal.user.id, i.role))) {
          throw alreadyMember('You are already a member of this workspace')
        }
      })
      return (await auth.openWorkspace(principal, i.tenant_id))!
    },

    /** A new account for the invited address, made a member and signed in there. */
    async register(body: InvitedRegisterBody): Promise<TokenPair> {
      const { invitation: i } = await usable(body.token)
      if (await repo.userByEmail(i.email))
        throw emailTaken(`An account with the e-mail ${i.email} exists: sign in and accept the invitation`)
      return auth.registerInvited(
        { email: i.email, full_name: body.full_name, password: body.password, language: body.language },
        {
          tenant_id: i.tenant_id,
          role: i.role,
          joined: (tx, user) => join(tx, i, { tenant_id: i.tenant_id, user_id: user.id, email: user.email }),
        },
      )
    },
  }

  /** Spends the invitation (exactly one acceptance wins) and records who joined. */
  async function join(
    tx: DbOrTx,
    i: InvitationRow,
    member: Pick<Caller, 'tenant_id' | 'user_id' | 'email'>,
  ): Promise<void> {
    if (!(await createWorkspacesRepository(tx).markAccepted(i.id, member.user_id, clock.now())))
      throw invitationInvalid(INVALID)
    await recordAudit(tx, member, {
      action: 'member.joined',
      subject_type: 'member',
      subject_id: member.user_id,
      details: { email: member.email, role: i.role, invitation_id: i.id },
    })
  }
}
export type InvitationsService = ReturnType<typeof createInvitationsService>
