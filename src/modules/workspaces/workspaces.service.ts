import { allows, type Role } from '../../core/auth/permissions.js'
import type { Db } from '../../core/db/client.js'
import { notPermitted, type Caller, type UserPrincipal } from '../../core/http/auth.js'
import { recordAudit } from '../audit/audit.js'
import type { AuthService } from '../auth/auth.service.js'
import type { TokenPair } from '../auth/auth.schema.js'
import { confirmationMismatch, lastOwner, memberNotFound, workspaceNotFound } from './workspaces.errors.js'
import { createWorkspacesRepository, type WorkspacesRepository } from './workspaces.repository.js'
import type { Member, Workspace } from './workspaces.schema.js'

interface Deps {
  db: Db
  auth: Pick<AuthService, 'openWorkspace' | 'reopen'>
  /** A workspace's deletion takes saves and applications away from the collaborative score. */
  interactionsChanged: () => Promise<void>
}

// Members and roles of a workspace, and the workspace itself. The route checked the permission
// every action needs; what depends on whom it is done to (an owner's role, the last owner) is
// checked here, in the transaction of the change, with the audit entry written there too.
export function createWorkspacesService ({ db, auth, interactionsChanged }: Deps) {
  const repo = createWorkspacesRepository(db)

  /** Only an owner may change or remove an owner, or make one. */
  function mayTouch (caller: Caller, target: Member, newRole?: Role): void {
    if ((target.role === 'owner' || newRole === 'owner') && !allows(caller.role, 'owners.manage')) {
      throw notPermitted(caller.role, 'owners.manage')
    }
  }

  /** Under the workspace's membership lock: refuses a change that would leave it without an owner. */
  async function keepAnOwner (tx: WorkspacesRepository, tenantId: string, target: Member, newRole: Role | null): Promise<void> {
    const owners = await tx.lockOwners(tenantId)
    if (target.role === 'owner' && newRole !== 'owner' && owners <= 1) {
      throw lastOwner('This is the last owner of the workspace: make another member an owner first')
    }
  }

  async function memberOrThrow (tx: WorkspacesRepository, tenantId: string, userId: string): Promise<Member> {
    const member = await tx.member(tenantId, userId)
    if (!member) throw memberNotFound(`No member ${userId} in this workspace`)
    return member
  }

  return {
    list: (principal: UserPrincipal): Promise<Workspace[]> => repo.workspacesOf(principal.user.id, principal.tenant_id),

    async current (principal: UserPrincipal): Promise<Workspace> {
      const [current] = await repo.workspacesOf(principal.user.id, principal.tenant_id, { onlyCurrent: true })
      return current!
    },

    async rename (caller: Caller, name: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const before = await r.workspace(caller.tenant_id)
        await r.rename(caller.tenant_id, name.trim())
        await recordAudit(tx, caller, {
          action: 'workspace.renamed', subject_type: 'workspace', subject_id: caller.tenant_id,
          details: { from: before?.name, to: name.trim() },
        })
      })
    },

    /** Everything of the workspace goes; each member's next sign-in opens another of theirs. */
    async remove (caller: Caller, confirmName: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const workspace = await r.workspace(caller.tenant_id)
        if (!workspace) throw workspaceNotFound()
        if (confirmName.trim() !== workspace.name) {
          throw confirmationMismatch(`Type the workspace's name, "${workspace.name}", to delete it`,
            { errors: [{ loc: ['body', 'confirm_name'], msg: 'Does not match the workspace name', type: 'confirmation_mismatch' }] })
        }
        await r.deleteWorkspace(caller.tenant_id)
      })
      await interactionsChanged()
    },

    members: (tenantId: string): Promise<Member[]> => repo.members(tenantId),

    async changeRole (caller: Caller, userId: string, role: Role): Promise<Member> {
      return db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const target = await memberOrThrow(r, caller.tenant_id, userId)
        mayTouch(caller, target, role)
        if (target.role === role) return target
        await keepAnOwner(r, caller.tenant_id, target, role)
        await r.setRole(caller.tenant_id, userId, role)
        await recordAudit(tx, caller, {
          action: 'member.role_changed', subject_type: 'member', subject_id: userId,
          details: { email: target.email, from: target.role, to: role },
        })
        return { ...target, role }
      })
    },

    /** Removal ends the member's sessions in this workspace at once: their tokens name a membership that is gone. */
    async removeMember (caller: Caller, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const target = await memberOrThrow(r, caller.tenant_id, userId)
        mayTouch(caller, target)
        await keepAnOwner(r, caller.tenant_id, target, null)
        await r.removeMember(caller.tenant_id, userId)
        await recordAudit(tx, caller, {
          action: 'member.removed', subject_type: 'member', subject_id: userId, details: { email: target.email, role: target.role },
        })
      })
    },

    /** Leaves the token's workspace; answers a session in the caller's default workspace. */
    async leave (principal: UserPrincipal, caller: Caller): Promise<TokenPair> {
      await db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const self = await memberOrThrow(r, caller.tenant_id, caller.user_id)
        await keepAnOwner(r, caller.tenant_id, self, null)
        await r.removeMember(caller.tenant_id, caller.user_id)
        await recordAudit(tx, caller, {
          action: 'member.left', subject_type: 'member', subject_id: caller.user_id, details: { email: caller.email, role: self.role },
        })
      })
      return auth.reopen(principal)
    },

    /** The member becomes an owner and the caller an admin, in one step. */
    async transferOwnership (caller: Caller, userId: string): Promise<Member> {
      return db.transaction(async (tx) => {
        const r = createWorkspacesRepository(tx)
        const target = await memberOrThrow(r, caller.tenant_id, userId)
        await r.lockOwners(caller.tenant_id)
        await r.setRole(caller.tenant_id, userId, 'owner')
        if (userId !== caller.user_id) await r.setRole(caller.tenant_id, caller.user_id, 'admin')
        await recordAudit(tx, caller, {
          action: 'workspace.ownership_transferred', subject_type: 'member', subject_id: userId,
          details: { email: target.email, from_role: target.role },
        })
        return { ...target, role: 'owner' as const }
      })
    },

    /** A new token pair for another of the caller's workspaces; 404 for one they are not in. */
    async switchTo (principal: UserPrincipal, tenantId: string): Promise<TokenPair> {
      const pair = await auth.openWorkspace(principal, tenantId)
      if (!pair) throw workspaceNotFound('You are not a member of this workspace')
      return pair
    },
  }
}
export type WorkspacesService = ReturnType<typeof createWorkspacesService>
