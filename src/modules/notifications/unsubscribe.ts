import { jwtVerify, SignJWT } from 'jose'
import { SWITCH_OF, type OptionalEmail } from './preference-rules.js'

// One-click unsubscribe links (RFC 8058): a signed token naming the user and the kind of e-mail
// (a saved search's alert: also the search, whose alerts alone it turns off). It can only turn
// that off, so it does not expire: a digest from last year still unsubscribes.

const AUDIENCE = 'unsubscribe'
const ISSUER = 'grantwise'

export type UnsubscribeClaims =
  | { user_id: string; kind: OptionalEmail }
  | { user_id: string; kind: 'saved_search'; saved_search_id: string }

export function createUnsubscribeTokens (secret: string) {
  // A key of its own (the secret with a suffix), so no other token kind could ever be replayed here.
  const key = new TextEncoder().encode(`${secret}:unsubscribe`)
  return {
    sign: (claims: UnsubscribeClaims) =>
      new SignJWT({ kind: claims.kind, ...(claims.kind === 'saved_search' ? { sid: claims.saved_search_id } : {}) }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.user_id).setAudience(AUDIENCE).setIssuer(ISSUER).sign(key),

    /** The claims of a genuine token, or null. */
    async verify (token: string): Promise<UnsubscribeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, requiredClaims: ['sub'] })
        const { kind, sid, sub } = payload
        if (!sub) return null
        if (kind === 'saved_search') return typeof sid === 'string' ? { user_id: sub, kind, saved_search_id: sid } : null
        return typeof kind === 'string' && kind in SWITCH_OF ? { user_id: sub, kind: kind as OptionalEmail } : null
      } catch {
        return null
      }
    },
  }
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>
