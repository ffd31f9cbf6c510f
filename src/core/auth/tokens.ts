import { eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'
import { tokenRevoked } from './auth.errors.js'
import { revokedTokens } from './auth-store.tables.js'
import type { TokenClaims } from './jwt.js'

// The blacklist. `revoke` is the atomic "use once" primitive: of any number of concurrent
// callers with the same jti, exactly one inserts the row and gets true.
export function createTokenStore (db: DbOrTx) {
  const store = {
    async revoke (claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<boolean> {
      const rows = await db.insert(revokedTokens)
        .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000) })
        .onConflictDoNothing()
        .returning({ jti: revokedTokens.jti })
      return rows.length === 1
    },

    async isRevoked (jti: string): Promise<boolean> {
      const [row] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).limit(1)
      return row !== undefined
    },

    /** Single use: of concurrent refreshes with one token, only the one that revokes it goes on. */
    async spendRefresh (claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<void> {
      if (!(await store.revoke(claims))) throw tokenRevoked('This refresh token has already been used')
    },

    /** Logout (users and partners alike): the presented access token is refused from now on. */
    async logout (claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<{ message: string }> {
      await store.revoke(claims)
      return { message: 'Successfully logged out' }
    },

    /** Drops entries whose token has expired: an expired token is refused on its own. */
    async purgeExpired (now: Date): Promise<number> {
      const rows = await db.delete(revokedTokens).where(lt(revokedTokens.expires_at, now)).returning({ jti: revokedTokens.jti })
      return rows.length
    },
  }
  return store
}
export type TokenStore = ReturnType<typeof createTokenStore>
