import { randomUUID } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import type { Clock } from '../clock.js'
import { invalidToken, tokenExpired } from './auth.errors.js'
import { BoundedMap } from '../bounded-map.js'

// Every token names what it is (`type`) and whom it is for (`aud`: user or partner), so a
// refresh token is never accepted as an access token and a partner token never opens a user
// endpoint. `ver` is the user's token version: bumping it (password reset) revokes them all.

export type TokenType = 'access' | 'refresh' | 'email_verification' | 'password_reset'
export type PrincipalKind = 'user' | 'partner'

export const TOKEN_TTL_SECONDS: Record<TokenType, number> = {
  access: 30 * 60,
  refresh: 7 * 24 * 60 * 60,
  email_verification: 24 * 60 * 60,   // single use; the signed-in user can ask for a new one
  password_reset: 60 * 60,
}

export interface TokenClaims {
  sub: string          // the email, as the spec requires
  type: TokenType
  kind: PrincipalKind
  jti: string
  iat: number
  exp: number
  tenant_id?: string   // user tokens only
  ver: number
  /** The session (refresh-token family) of access and refresh tokens; absent in tokens issued before sessions. */
  sid?: string
}

// The claims we read, as the database will see them: a correctly signed token whose `jti` is not a
// UUID (or whose `ver` is not a number) must be a 401, not a database error. Only our own key signs
// tokens, so this guards against a leaked key or a bug, not against forgery.
const Claims = Compile(Type.Object({
  sub: Type.String({ minLength: 1, maxLength: 254 }),
  jti: Type.String({ format: 'uuid' }),
  sid: Type.Optional(Type.String({ format: 'uuid' })),
  tenant_id: Type.Optional(Type.String({ format: 'uuid' })),
  ver: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  type: Type.String(),
}))

const ISSUER = 'grantwise'
const VERIFIED_ENTRIES = 10_000

export function createJwt ({ secret, clock }: { secret: string; clock: Clock }) {
  // Imported once: handing jose the raw bytes makes it import a WebCrypto key on every call,
  // which was a fifth of the CPU time of an authenticated request.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  // Access tokens verified before, by audience and exact text: a client sends the same token with
  // every request, and checking its signature is a WebCrypto job on the thread pool (a hand-off and
  // a wake-up each time, a sixth of the event loop's time per answer of a cached list). Signature,
  // issuer and audience of the same text cannot change; the expiry is checked again at each use,
  // and revocation remains the caller's check on every request.
  const verified = new BoundedMap<string, Readonly<TokenClaims>>(VERIFIED_ENTRIES)
  return {
    async sign (input: {
      sub: string; type: TokenType; kind: PrincipalKind; ver: number; tenant_id?: string; sid?: string
    }): Promise<{ token: string; claims: TokenClaims }> {
      const iat = Math.floor(clock.now().getTime() / 1000)
      const claims: TokenClaims = {
        sub: input.sub, type: input.type, kind: input.kind, ver: input.ver, jti: randomUUID(),
        iat, exp: iat + TOKEN_TTL_SECONDS[input.type],
        ...(input.tenant_id ? { tenant_id: input.tenant_id } : {}),
        ...(input.sid ? { sid: input.sid } : {}),
      }
      const { sub, kind, ...payload } = claims
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub).setAudience(kind).setIssuer(ISSUER)
        .sign(await key)
      return { token, claims }
    },

    /** Throws a 401 AppError unless the token is genuine, unexpired and of this type and kind. */
    async verify (token: string, type: TokenType, kind: PrincipalKind): Promise<TokenClaims> {
      const cacheKey = `${kind} ${token}`
      const known = type === 'access' ? verified.get(cacheKey) : undefined
      if (known) {
        // jose's rule: expired once `exp` is not after the current second.
        if (known.exp > Math.floor(clock.now().getTime() / 1000)) return known
        verified.delete(cacheKey)
        throw tokenExpired()
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'], issuer: ISSUER, audience: kind, currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'jti', 'type'],
        })
        if (payload.type !== type) throw invalidToken(`Expected ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} token`)
        if (!Claims.Check(payload)) throw invalidToken('The token\'s claims are malformed')
        const claims: TokenClaims = { ...(payload as unknown as TokenClaims), sub: payload.sub as string, kind }
        if (type === 'access') verified.set(cacheKey, Object.freeze(claims))
        return claims
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw tokenExpired()
        if (err instanceof joseErrors.JOSEError) throw invalidToken()
        throw err
      }
    },
  }
}
export type Jwt = ReturnType<typeof createJwt>
