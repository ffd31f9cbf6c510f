import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Role } from '../../core/auth/permissions.js'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { memberships, tenants, users } from '../auth/auth.tables.js'
import { invitations, type InvitableRole } from './workspaces.tables.js'
import type { Invitation, Member, Workspace } from './workspaces.schema.js'

// Workspaces (tenants), their members and invitations. Every read names the workspace; the
// membership writes that can take a workspace's last owner away lock its memberships first.

const memberColumns = {
  user_id: users.id, email: users.email, full_name: users.full_name, role: memberships.role, joined_at: memberships.created_at,
}

export function createWorkspacesRepository (db: DbOrTx) {
  const repo = {
    /** The user's workspaces with their role and size, the current one marked. */
    /** The user's workspaces, the current one first; `onlyCurrent`: that one alone. */
    async workspacesOf (userId: string, currentTenant: string, { onlyCurrent = false } = {}): Promise<Workspace[]> {
      return selectRows<Workspace>(db, sql`
        select t.id, t.name, m.role, t.created_at, t.id = ${currentTenant} as is_current,
               (select count(*)::int from memberships x where x.tenant_id = t.id) as member_count
          from memberships m join tenants t on t.id = m.tenant_id
         where m.user_id = ${userId} ${onlyCurrent ? sql`and t.id = ${currentTenant}` : sql``}
         order by t.id = ${currentTenant} desc, lower(t.name), t.id`)
        .then((rows) => rows.map((r) => ({ ...r, created_at: new Date(r.created_at) })))
    },

    async rename (tenantId: string, name: string): Promise<void> {
      await db.update(tenants).set({ name, updated_at: sql`now()` }).where(eq(tenants.id, tenantId))
    },

    async workspace (tenantId: string) {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId))
      return row
    },

    async members (tenantId: string): Promise<Member[]> {
      return db.select(memberColumns).from(memberships).innerJoin(users, eq(users.id, memberships.user_id))
        .where(eq(memberships.tenant_id, tenantId)).orderBy(asc(memberships.created_at), asc(users.id))
    },

    async member (tenantId: string, userId: string): Promise<Member | undefined> {
      const [row] = await db.select(memberColumns).from(memberships).innerJoin(users, eq(users.id, memberships.user_id))
        .where(and(eq(memberships.tenant_id, tenantId), eq(memberships.user_id, userId)))
      return row
    },

    /** Locks the workspace's memberships until the transaction ends; returns how many owners it has. */
    async lockOwners (tenantId: string): Promise<number> {
      const rows = await db.select({ role: memberships.role }).from(memberships)
        .where(eq(memberships.tenant_id, tenantId)).for('update')
      return rows.filter((r) => r.role === 'owner').length
    },

    async addMember (tenantId: string, userId: string, role: Role): Promise<boolean> {
      const rows = await db.insert(memberships).values({ tenant_id: tenantId, user_id: userId, role })
        .onConflictDoNothing().returning({ user_id: memberships.user_id })
      return rows.length === 1
    },

    async setRole (tenantId: string, userId: string, role: Role): Promise<void> {
      await db.update(memberships).set({ role, updated_at: sql`now()` })
        .where(and(eq(memberships.tenant_id, tenantId), eq(memberships.user_id, userId)))
    },

    /**
     * Takes the user out of the workspace: their membership, the work assigned to them there, and
     * their default workspace if it was this one (another of theirs, else a new one of their own:
     * every user has a workspace, as the spec's User resource assumes).
     */
    async removeMember (tenantId: string, userId: string): Promise<void> {
      await db.delete(memberships).where(and(eq(memberships.tenant_id, tenantId), eq(memberships.user_id, userId)))
      await db.execute(sql`update matches set assigned_to = null where tenant_id = ${tenantId} and assigned_to = ${userId}`)
      await db.execute(sql`update applications set assigned_to = null where tenant_id = ${tenantId} and assigned_to = ${userId}`)
      await repo.moveDefault(userId, tenantId)
    },

    /** Moves the user's default workspace off `leaving` if it is there. */
    async moveDefault (userId: string, leaving: string): Promise<void> {
      const [user] = await db.select({ tenant_id: users.tenant_id, full_name: users.full_name }).from(users).where(eq(users.id, userId))
      if (!user || user.tenant_id !== leaving) return
      const [other] = await db.select({ tenant_id: memberships.tenant_id }).from(memberships)
        .where(and(eq(memberships.user_id, userId), ne(memberships.tenant_id, leaving)))
        .orderBy(asc(memberships.created_at)).limit(1)
      let home = other?.tenant_id
      if (!home) {
        const [created] = await db.insert(tenants).values({ name: user.full_name }).returning({ id: tenants.id })
        home = created!.id
        await db.insert(memberships).values({ tenant_id: home, user_id: userId, role: 'owner' })
      }
      await db.update(users).set({ tenant_id: home, updated_at: sql`now()` }).where(eq(users.id, userId))
    },

    async setDefault (userId: string, tenantId: string): Promise<void> {
      await db.update(users).set({ tenant_id: tenantId }).where(eq(users.id, userId))
    },

    async deleteWorkspace (tenantId: string): Promise<void> {
      const everyone = await db.select({ user_id: memberships.user_id }).from(memberships).where(eq(memberships.tenant_id, tenantId))
      for (const { user_id: userId } of everyone) await repo.moveDefault(userId, tenantId)
      await db.delete(tenants).where(eq(tenants.id, tenantId))
    },

    async userByEmail (email: string) {
      const [row] = await db.select({ id: users.id, email: users.email, full_name: users.full_name })
        .from(users).where(eq(users.email, email))
      return row
    },

    // --- invitations ---

    /** The workspace's pending invitations, newest first; `id`: that one only. */
    async pendingInvitations (tenantId: string, now: Date, id?: string): Promise<Invitation[]> {
      const rows = await db.select({
        id: invitations.id, email: invitations.email, role: invitations.role, sent_at: invitations.sent_at,
        expires_at: invitations.expires_at, created_at: invitations.created_at, inviter_id: users.id, inviter_name: users.full_name,
      }).from(invitations).leftJoin(users, eq(users.id, invitations.invited_by))
        .where(and(eq(invitations.tenant_id, tenantId), pending(), gt(invitations.expires_at, now),
          id === undefined ? undefined : eq(invitations.id, id)))
        .orderBy(desc(invitations.created_at))
      return rows.map(({ inviter_id: id, inviter_name: name, ...r }) => ({
        ...r, invited_by: id && name ? { id, full_name: name } : null,
      }))
    },

    /** A pending invitation (expired ones too: resending revives them). */
    async invitation (tenantId: string, id: string) {
      const [row] = await db.select().from(invitations)
        .where(and(eq(invitations.tenant_id, tenantId), eq(invitations.id, id), pending()))
      return row
    },

    /** Undefined when one is pending for the address already (the unique index decides races). */
    async insertInvitation (values: {
      tenant_id: string; email: string; role: InvitableRole; invited_by: string; token_hash: string; expires_at: Date; sent_at: Date
    }) {
      const [row] = await db.insert(invitations).values(values).onConflictDoNothing().returning()
      return row
    },

    /** Drops a pending invitation that has expired, so the address can be invited afresh. */
    async dropExpired (tenantId: string, email: string, now: Date): Promise<void> {
      await db.update(invitations).set({ revoked_at: now, updated_at: now })
        .where(and(eq(invitations.tenant_id, tenantId), eq(invitations.email, email), pending(), sql`${invitations.expires_at} <= ${now}`))
    },

    async renewInvitation (id: string, values: { token_hash: string; expires_at: Date; sent_at: Date }) {
      const [row] = await db.update(invitations).set({ ...values, updated_at: values.sent_at })
        .where(and(eq(invitations.id, id), pending())).returning()
      return row
    },

    async revokeInvitation (tenantId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db.update(invitations).set({ revoked_at: now, updated_at: now })
        .where(and(eq(invitations.tenant_id, tenantId), eq(invitations.id, id), pending())).returning({ id: invitations.id })
      return rows.length === 1
    },

    /** The invitation of a link, with its workspace's name and inviter (any state: the caller judges it). */
    async invitationByToken (tokenHash: string) {
      const [row] = await db.select({
        invitation: invitations, workspace_name: tenants.name, inviter_name: users.full_name,
      }).from(invitations).innerJoin(tenants, eq(tenants.id, invitations.tenant_id))
        .leftJoin(users, eq(users.id, invitations.invited_by))
        .where(eq(invitations.token_hash, tokenHash))
      return row
    },

    /** Spends the invitation: true for exactly one of any number of concurrent acceptances. */
    async markAccepted (id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db.update(invitations).set({ accepted_at: now, accepted_by: userId, updated_at: now })
        .where(and(eq(invitations.id, id), pending(), gt(invitations.expires_at, now))).returning({ id: invitations.id })
      return rows.length === 1
    },

    async memberCount (tenantId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.tenant_id, tenantId))
      return row!.n
    },
  }
  return repo
}

const pending = () => and(isNull(invitations.accepted_at), isNull(invitations.revoked_at))

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>
