import { and, eq, notExists, or, sql } from 'drizzle-orm'
import { revokedTokens } from '../../core/auth/auth-store.tables.js'
import type { DbOrTx } from '../../core/db/client.js'
import type { AuthUser } from '../../core/http/auth.js'
import { tenants, users, type UserRow } from './auth.tables.js'

// Identity is global: users are found by e-mail (the token subject), not within a tenant.

const publicColumns = {
  id: users.id, email: users.email, full_name: users.full_name, tenant_id: users.tenant_id, role: users.role,
  is_active: users.is_active, email_verified: users.email_verified, is_platform_admin: users.is_platform_admin,
  created_at: users.created_at,
}

export function createAuthRepository (db: DbOrTx) {
  // Runs on every authenticated request: built once and prepared (a named statement on
  // PostgreSQL), instead of assembling the SQL each time.
  const forAccessToken = db.select(publicColumns).from(users)
    .where(and(
      eq(users.email, sql.placeholder('email')), eq(users.is_active, true), eq(users.token_version, sql.placeholder('version')),
      // The token itself, or its whole session (logout, refresh-token reuse), may be revoked.
      notExists(db.select({ one: sql`1` }).from(revokedTokens)
        .where(or(eq(revokedTokens.jti, sql.placeholder('jti')), eq(revokedTokens.jti, sql.placeholder('sid'))))),
    ))
    .limit(1)
    .prepare('auth_user_for_access_token')

  return {
    /** Undefined when the e-mail is taken (the caller's transaction then rolls the tenant back). */
    async insertUserWithTenant (input: { email: string; full_name: string; password_hash: string; is_platform_admin: boolean; email_verified: boolean }): Promise<AuthUser | undefined> {
      const [tenant] = await db.insert(tenants).values({ name: input.full_name }).returning({ id: tenants.id })
      const [user] = await db.insert(users)
        .values({ ...input, tenant_id: tenant!.id, role: 'owner' })
        .onConflictDoNothing({ target: users.email })
        .returning(publicColumns)
      return user
    },

    async findByEmail (email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row
    },

    /** The per-request token check in one round trip: the user, if active, current and not revoked. */
    async findForAccessToken (email: string, token: { jti: string; sid: string }, version: number): Promise<AuthUser | undefined> {
      const [row] = await forAccessToken.execute({ email, jti: token.jti, sid: token.sid, version })
      return row
    },

    async markEmailVerified (email: string): Promise<AuthUser | undefined> {
      const [row] = await db.update(users).set({ email_verified: true, updated_at: sql`now()` })
        .where(eq(users.email, email)).returning(publicColumns)
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

    async setPlatformAdmin (email: string): Promise<AuthUser | undefined> {
      const [row] = await db.update(users).set({ is_platform_admin: true, updated_at: sql`now()` })
        .where(eq(users.email, email)).returning(publicColumns)
      return row
    },
  }
}
export type AuthRepository = ReturnType<typeof createAuthRepository>
