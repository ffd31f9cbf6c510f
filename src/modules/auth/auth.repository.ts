import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm'
import { revokedTokens } from '../../core/auth/auth-store.tables.js'
import type { DbOrTx } from '../../core/db/client.js'
import type { AuthUser } from '../../core/http/auth.js'
import type { Language } from '../../core/language.js'
import { memberships, tenants, users, type UserRow } from './auth.tables.js'

// Identity is global: users are found by e-mail (the token subject), not within a tenant. The
// `tenant_id` and `role` of an AuthUser are those of one membership: the token's workspace.

const publicColumns = {
  id: users.id, email: users.email, full_name: users.full_name, tenant_id: memberships.tenant_id, role: memberships.role,
  is_active: users.is_active, email_verified: users.email_verified, is_platform_admin: users.is_platform_admin,
  created_at: users.created_at, deletion_due_at: users.deletion_due_at, language: users.language,
}
const inWorkspace = (tenantId: unknown) => and(eq(memberships.user_id, users.id), eq(memberships.tenant_id, tenantId as string))

export interface WorkspaceMember { id: string; full_name: string; email: string }

export function createAuthRepository (db: DbOrTx) {
  // Runs on every authenticated request: built once and prepared (a named statement on
  // PostgreSQL), instead of assembling the SQL each time.
  const forAccessToken = db.select(publicColumns).from(users)
    .innerJoin(memberships, inWorkspace(sql.placeholder('tenant')))
    .where(and(
      eq(users.email, sql.placeholder('email')), eq(users.is_active, true), eq(users.token_version, sql.placeholder('version')),
      // The token itself, or its whole session (logout, refresh-token reuse), may be revoked.
      notExists(db.select({ one: sql`1` }).from(revokedTokens)
        .where(or(eq(revokedTokens.jti, sql.placeholder('jti')), eq(revokedTokens.jti, sql.placeholder('sid'))))),
    ))
    .limit(1)
    .prepare('auth_user_for_access_token')

  /** The user as a member of the workspace; undefined when they are not (or no longer) one. */
  async function findInWorkspace (userId: string, tenantId: string): Promise<AuthUser | undefined> {
    const [row] = await db.select(publicColumns).from(users)
      .innerJoin(memberships, inWorkspace(tenantId)).where(eq(users.id, userId)).limit(1)
    return row
  }

  return {
    /**
     * Undefined when the e-mail is taken (the caller's transaction then rolls back). Without
     * `workspace` the user gets a new workspace of their own, as its owner (registration); with it,
     * they join that one (an accepted invitation).
     */
    async insertUser (
      input: {
        email: string; full_name: string; password_hash: string; is_platform_admin: boolean; email_verified: boolean
        terms_version?: number; terms_accepted_at?: Date
        language: Language
      },
      workspace?: { tenant_id: string; role: 'admin' | 'member' },
    ): Promise<AuthUser | undefined> {
      const tenantId = workspace?.tenant_id ??
        (await db.insert(tenants).values({ name: input.full_name }).returning({ id: tenants.id }))[0]!.id
      const [user] = await db.insert(users)
        .values({ ...input, tenant_id: tenantId })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
      if (!user) return undefined
      await db.insert(memberships).values({ tenant_id: tenantId, user_id: user.id, role: workspace?.role ?? 'owner' })
      return findInWorkspace(user.id, tenantId)
    },

    findInWorkspace,

    /**
     * The workspace a sign-in opens: the user's default one while they belong to it, else the one
     * they joined first (a membership removed by hand must not lock anyone out).
     */
    async signInWorkspace (user: Pick<UserRow, 'id' | 'tenant_id'>): Promise<string | undefined> {
      const [row] = await db.select({ tenant_id: memberships.tenant_id }).from(memberships)
        .where(eq(memberships.user_id, user.id))
        .orderBy(sql`${memberships.tenant_id} = ${user.tenant_id} desc`, memberships.created_at)
        .limit(1)
      return row?.tenant_id
    },

    async findByEmail (email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row
    },

    /** The per-request token check in one round trip: the user, if active, current and not revoked. */
    async findForAccessToken (
      email: string, token: { jti: string; sid: string; tenant_id: string }, version: number,
    ): Promise<AuthUser | undefined> {
      const [row] = await forAccessToken.execute({ email, jti: token.jti, sid: token.sid, tenant: token.tenant_id, version })
      return row
    },

    async markEmailVerified (email: string): Promise<{ email: string } | undefined> {
      const [row] = await db.update(users).set({ email_verified: true, updated_at: sql`now()` })
        .where(eq(users.email, email)).returning({ email: users.email })
      return row
    },

    /** New password and a new token version, only if the version is still `expectedVersion`. */
    async replacePassword (email: string, expectedVersion: number, passwordHash: string): Promise<boolean> {
      const rows = await db.update(users)
        // Following the e-mailed link proves the address, so it counts as verified too.
        .set({ password_hash: passwordHash, token_version: sql`${users.token_version} + 1`, email_verified: true, updated_at: sql`now()` })
        .where(and(eq(users.email, email), eq(users.token_version, expectedVersion)))
        .returning({ id: users.id })
      return rows.length === 1
    },

    async setLanguage (userId: string, language: Language): Promise<void> {
      await db.update(users).set({ language, updated_at: sql`now()` }).where(eq(users.id, userId))
    },

    /** The workspace the next sign-in opens. */
    async setDefaultWorkspace (userId: string, tenantId: string): Promise<void> {
      await db.update(users).set({ tenant_id: tenantId, updated_at: sql`now()` }).where(eq(users.id, userId))
    },

    /** Those of these users who are active members of the workspace (assignees, mentions). */
    async membersAmong (tenantId: string, ids: readonly string[]): Promise<WorkspaceMember[]> {
      if (ids.length === 0) return []
      return db.select({ id: users.id, full_name: users.full_name, email: users.email }).from(users)
        .innerJoin(memberships, inWorkspace(tenantId)).where(and(inArray(users.id, [...ids]), eq(users.is_active, true)))
    },

    async setPlatformAdmin (email: string): Promise<AuthUser | undefined> {
      const [row] = await db.update(users).set({ is_platform_admin: true, updated_at: sql`now()` })
        .where(eq(users.email, email)).returning({ id: users.id, tenant_id: users.tenant_id })
      return row && findInWorkspace(row.id, row.tenant_id)
    },
  }
}
export type AuthRepository = ReturnType<typeof createAuthRepository>
