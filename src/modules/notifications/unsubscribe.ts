import { jwtVerify, SignJWT } from 'jose'
import { SWITCH_OF, type OptionalEmail } from './preference-rules.js'

// One-click unsubscribe links (RFC 8058): a signed token naming the user and the kind of e-mail.
// It can only turn that kind off, so it does not expire: a digest from last year still unsubscribes.

const AUDIENCE = 'unsubscribe'
const ISSUER = 'grantwise'

export interface UnsubscribeClaims { user_id: string; kind: OptionalEmail }

export function createUnsubscribeTokens (secret: string) {
  // A key of its own (the secret with a suffix), so no other token kind could ever be replayed here.
  const key = new TextEncoder().encode(`${secret}:unsubscribe`)
  return {
    sign: (claims: UnsubscribeClaims) =>
      new SignJWT({ kind: claims.kind }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.user_id).setAudience(AUDIENCE).setIssuer(ISSUER).sign(key),

    /** The claims of a genuine token, or null. */
    async verify (token: string): Promise<UnsubscribeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, requiredClaims: ['sub'] })
        const kind = payload.kind
        return typeof kind === 'string' && kind in SWITCH_OF && payload.sub ? { user_id: payload.sub, kind: kind as OptionalEmail } : null
      } catch {
        return null
      }
    },
  }
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>
