import { and, count, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm'
import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import { defineError } from '../../core/http/errors.js'
import { memberships, tenants, users } from '../auth/auth.tables.js'

// Deleting one's account (GDPR Art. 17) with a grace period: the request ends every session at
// once and sets `deletion_due_at`; signing in again before then shows it, and `POST
// /account/restore` cancels. When it is due, the account goes with the workspaces it is the only
// member of (their companies, matches, applications… by cascade); in shared workspaces its
// memberships go, and what it wrote stays without its name (comments keep no author). An owner
// whose workspace has other members must hand it on first, so no workspace is left without one.

export const GRACE_DAYS = 30
const DAY = 86_400_000

export const ownerOfSharedWorkspace = defineError({
  status: 409,
  code: 'account.owner_of_shared_workspace',
  title: 'A workspace you own has other members',
})

/** The shared workspaces `userId` is the only owner of (others are members, none of them owner). */
function soleOwnerOfShared (tx: Pick<Db, 'select'>, userId: string) {
  return tx.select({ name: tenants.name }).from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenant_id))
    .where(and(
      eq(memberships.user_id, userId), eq(memberships.role, 'owner'),
      sql`exists (select 1 from memberships o where o.tenant_id = ${memberships.tenant_id} and o.user_id <> ${userId})`,
      sql`not exists (select 1 from memberships o where o.tenant_id = ${memberships.tenant_id}
        and o.user_id <> ${userId} and o.role = 'owner')`,
    ))
}

interface Deps {
  db: Db
  clock: Clock
  /**
   * The notifications module's e-mail saying when the account goes and how to keep it, written in
   * the request's transaction. Every session has just ended: the e-mail is also how the holder
   * learns of a deletion they did not ask for (a stolen session), in time to cancel it.
   */
  announce: (tx: DbOrTx, userId: string, deletionDueAt: Date) => Promise<void>
}

export function createAccountDeletion ({ db, clock, announce }: Deps) {
  return {
    /** Schedules the deletion and ends every session; 409 while the user is the only owner of a shared workspace. */
    async request (userId: string): Promise<{ deletion_due_at: Date }> {
      return db.transaction(async (tx) => {
        const shared = await soleOwnerOfShared(tx, userId)
        if (shared.length) {
          const names = shared.map((w) => `"${w.name}"`).join(', ')
          throw ownerOfSharedWorkspace(
            `You are the only owner of ${names}, which has other members: make one of them owner, ` +
            'or remove them, before deleting your account',
            { members: { workspaces: shared.map((w) => w.name) } },
          )
        }
        const due = new Date(clock.now().getTime() + GRACE_DAYS * DAY)
        await tx.update(users)
          .set({ deletion_due_at: due, token_version: sql`${users.token_version} + 1` })
          .where(eq(users.id, userId))
        await announce(tx, userId, due)
        return { deletion_due_at: due }
      })
    },

    /** Cancels a requested deletion (the user signed in again within the grace period). */
    async cancel (userId: string): Promise<void> {
      await db.update(users).set({ deletion_due_at: null }).where(eq(users.id, userId))
    },

    /** Deletes the accounts whose time has come, each in a transaction of its own; returns how many were due. */
    async purgeDue (): Promise<number> {
      const due = await db.select({ id: users.id }).from(users)
        .where(and(isNotNull(users.deletion_due_at), lte(users.deletion_due_at, clock.now())))
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const [still] = await tx.select({ id: users.id }).from(users)
            .where(and(eq(users.id, id), lte(users.deletion_due_at, clock.now()))).for('update')
          if (!still) return   // cancelled meanwhile
          // Members joined a workspace it owns alone during the grace period: it waits for a new owner.
          if ((await soleOwnerOfShared(tx, id)).length) return
          const mine = await tx.select({ tenant_id: memberships.tenant_id }).from(memberships).where(eq(memberships.user_id, id))
          const tenantIds = mine.map((m) => m.tenant_id)
          const others = tenantIds.length
            ? await tx.select({ tenant_id: memberships.tenant_id, n: count() }).from(memberships)
              .where(and(inArray(memberships.tenant_id, tenantIds), ne(memberships.user_id, id))).groupBy(memberships.tenant_id)
            : []
          const shared = new Set(others.filter((o) => o.n > 0).map((o) => o.tenant_id))
          const alone = tenantIds.filter((t) => !shared.has(t))
          await tx.delete(users).where(eq(users.id, id))
          if (alone.length) await tx.delete(tenants).where(inArray(tenants.id, alone))
        })
      }
      return due.length
    },
  }
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>
