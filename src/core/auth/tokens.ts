import { randomUUID } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'
import { tokenRevoked } from './auth.errors.js'
import { revokedTokens } from './auth-store.tables.js'
import { TOKEN_TTL_SECONDS, type TokenClaims } from './jwt.js'

// The blacklist: revoked token ids (`jti`) and ended sessions (`sid`), both random UUIDs in one
// set. A session is one sign-in: its access and refresh tokens all carry its `sid`, and a refresh
// hands the same `sid` on, so ending a session refuses every token of it (the refresh-token
// family of RFC 9700 §4.14.2) with the same one-row lookup per request as a single token.
// `revoke` is the atomic "use once" primitive: of any number of concurrent callers with the same
// id, exactly one inserts the row and gets true.

type Claims = Pick<TokenClaims, 'jti' | 'exp' | 'sid'>

/** Tokens issued before sessions existed carry no `sid`: each is then a session of its own. */
export const sessionOf = (claims: Pick<TokenClaims, 'jti' | 'sid'>) => claims.sid ?? claims.jti

/** A new session id for a sign-in. */
export const newSession = (): string => randomUUID()

export function createTokenStore (db: DbOrTx) {
  async function insert (id: string, expiresAt: Date): Promise<boolean> {
    const rows = await db.insert(revokedTokens).values({ jti: id, expires_at: expiresAt })
      .onConflictDoNothing().returning({ jti: revokedTokens.jti })
    return rows.length === 1
  }

  // A session lives as long as its newest refresh token, which was issued at the latest now.
  const sessionEnd = (now: Date) => new Date(now.getTime() + TOKEN_TTL_SECONDS.refresh * 1000)

  const store = {
    revoke: (claims: Pick<TokenClaims, 'jti' | 'exp'>) => insert(claims.jti, new Date(claims.exp * 1000)),

    /** Ends the session: every access and refresh token carrying its id is refused from now on. */
    endSession: (claims: Pick<TokenClaims, 'jti' | 'sid'>, now: Date) => insert(sessionOf(claims), sessionEnd(now)),

    /** True once the session has ended (logout, reuse of one of its refresh tokens). */
    async sessionEnded (claims: Pick<TokenClaims, 'jti' | 'sid'>): Promise<boolean> {
      const [row] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens)
        .where(eq(revokedTokens.jti, sessionOf(claims))).limit(1)
      return row !== undefined
    },

    /**
     * Single use with reuse detection: of concurrent refreshes with one token only the one that
     * revokes it goes on. A token presented again was stolen or replayed (a client never sends a
     * used one), so the whole session ends, the newest token of the family included. The session
     * is checked before the token is spent: the one winner has always checked before any loser
     * ends the session, so exactly one of concurrent first uses succeeds (and its family is dead).
     */
    async spendRefresh (claims: Claims, now: Date): Promise<void> {
      if (await store.sessionEnded(claims)) throw tokenRevoked('This session has ended; sign in again')
      if (await store.revoke(claims)) return
      await store.endSession(claims, now)
      throw tokenRevoked('This refresh token has already been used; the session has been ended for safety')
    },

    /**
     * Logout (users and partners alike) ends the session of the presented access token, and of
     * the refresh token sent along with it (clients send theirs: it may be of an older sign-in).
     */
    async logout (access: Claims, now: Date, refresh?: Claims): Promise<{ message: string }> {
      await store.revoke(access)
      await store.endSession(access, now)
      if (refresh) await store.endSession(refresh, now)
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
