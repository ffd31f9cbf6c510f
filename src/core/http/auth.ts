import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './errors.js'
import { forbidden, invalidToken, missingToken, tokenRevoked } from '../auth/auth.errors.js'
import type { Jwt, PrincipalKind, TokenClaims } from '../auth/jwt.js'
import type { Language } from '../language.js'
import {
  allows,
  API_KEY_PERMISSIONS,
  holders,
  keyAllows,
  PERMISSIONS,
  type ApiKeyScope,
  type Permission,
  type Role,
} from '../auth/permissions.js'

// The single access gate. Every route declares `config.access`, and every user route the
// permission it needs in the token's workspace (`config.permission`, see permissions.ts); a route
// without them is a start-up error (deny by default). Nothing else reads the Authorization header.

export type Access = 'public' | 'user' | 'partner' | 'operator'

export interface AuthUser {
  id: string
  email: string
  full_name: string
  tenant_id: string
  /** The role in the workspace of the token (`tenant_id`). */
  role: Role
  is_active: boolean
  email_verified: boolean
  is_platform_admin: boolean
  created_at: Date
  /** Set while a requested account deletion waits for its grace period. */
  deletion_due_at: Date | null
  /** The language of the user's e-mails (and of the web app once signed in). */
  language: Language
}

/**
 * The API key a request came with (absent for a token). Such a principal's `token` holds claims
 * made up from the key (jti = the key's id): only `account.own` routes read it, and keys never
 * reach those.
 */
export interface ApiKeyUse {
  id: string
  scope: ApiKeyScope
}

export interface UserPrincipal {
  kind: 'user'
  user: AuthUser
  tenant_id: string
  token: TokenClaims
  api_key?: ApiKeyUse
}
export interface PartnerPrincipal {
  kind: 'partner'
  partner_id: string
  email: string
  token: TokenClaims
  api_key?: ApiKeyUse
}
export type Principal = UserPrincipal | PartnerPrincipal

/** Turn verified claims into a principal, or null when the token was revoked or the account is gone. */
export interface PrincipalResolvers {
  user: (claims: TokenClaims) => Promise<UserPrincipal | null>
  partner?: (claims: TokenClaims) => Promise<PartnerPrincipal | null>
  /** An API key (`gw_…`) to its principal, or null when it is unknown, revoked or its owner is gone. */
  apiKey?: (key: string) => Promise<Principal | null>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    permission?: Permission
    /** A partner route that a partner's (read-only) API key may call as well as a partner token. */
    apiKeys?: 'read'
  }
  interface FastifyRequest {
    principal: Principal | null
  }
}

/** API keys are told from JWTs (`eyJ…`) by their prefix, before any signature check. */
export const API_KEY_PREFIX = 'gw_'
const API_KEY_SHAPE = /^gw_[0-9A-Za-z]{40}$/

const KIND_FOR: Record<Exclude<Access, 'public'>, PrincipalKind> = {
  user: 'user',
  operator: 'user',
  partner: 'partner',
}

export function installAccessControl(
  app: FastifyInstance,
  { jwt, resolvers }: { jwt: Jwt; resolvers: PrincipalResolvers },
): void {
  app.decorateRequest('principal', null)

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`)
    const permission = (route.config as { permission?: string } | undefined)?.permission
    if (access === 'user' && !(permission && permission in PERMISSIONS)) {
      throw new Error(`User route ${route.method} ${route.url} declares no known config.permission`)
    }
    // The API document says what each operation needs (and the role × route test reads it there).
    if (permission && route.schema) {
      const needs = `Permission: \`${permission}\` (${holders(permission as Permission).join(', ')}).`
      route.schema.description = route.schema.description ? `${route.schema.description}\n\n${needs}` : needs
    }
  })

  // A callback hook, not an async one: public routes (most traffic) pay no promise round trip.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access
    if (access === 'public' || access === undefined) return done() // undefined: 404 handler only
    authenticate(request, access, request.routeOptions.config.permission).then(
      () => done(),
      (err: unknown) => done(withChallenge(err as Error)),
    )
  })

  async function authenticate(
    request: FastifyRequest,
    access: Exclude<Access, 'public'>,
    permission: Permission | undefined,
  ): Promise<void> {
    const token = bearerToken(request)
    const kind = KIND_FOR[access]
    if (token.startsWith(API_KEY_PREFIX)) {
      request.principal = await keyPrincipal(token, access, permission, request.routeOptions.config.apiKeys)
      return
    }
    const claims = await jwt.verify(token, 'access', kind)
    const resolve = resolvers[kind]
    const principal = resolve ? await resolve(claims) : null
    if (!principal) throw tokenRevoked('Token has been revoked or the account is no longer active')
    if (access === 'operator' && !isOperator(principal)) {
      throw forbidden('This endpoint is reserved for platform operators')
    }
    if (permission && principal.kind === 'user' && !allows(principal.user.role, permission))
      throw notPermitted(principal.user.role, permission)
    request.principal = principal
  }

  // The key path costs what the token path does: a hash and one query (the key, its workspace and
  // its creator's membership, or its partner), nothing cached, so a revocation counts at once.
  async function keyPrincipal(
    key: string,
    access: Exclude<Access, 'public'>,
    permission: Permission | undefined,
    keyable: 'read' | undefined,
  ): Promise<Principal> {
    if (access === 'operator') throw forbidden('API keys cannot be used on operator endpoints: sign in')
    if (!API_KEY_SHAPE.test(key)) throw invalidToken('Malformed API key')
    const principal = resolvers.apiKey ? await resolvers.apiKey(key) : null
    if (!principal?.api_key)
      throw tokenRevoked('API key is unknown or revoked, or its creator is no longer an active member')
    // As with tokens, a key of the other audience is not a credential here.
    if (principal.kind !== KIND_FOR[access])
      throw invalidToken(`A ${principal.kind} API key cannot be used on this endpoint`)
    const { scope } = principal.api_key
    if (principal.kind === 'partner' && keyable !== 'read')
      throw forbidden('This endpoint does not accept API keys: sign in')
    if (principal.kind === 'user' && permission && !keyAllows(scope, permission))
      throw keyNotPermitted(scope, permission)
    return principal
  }
}

/** 403 naming the permission a key's scope does not include (and what the scope does). */
function keyNotPermitted(scope: ApiKeyScope, permission: Permission) {
  const allowed = API_KEY_PERMISSIONS[scope]
  return forbidden(
    `This needs the permission ${permission}, which an API key of scope ${scope} does not have (it has ${allowed.join(', ')})`,
    {
      members: { permission, required_roles: holders(permission), api_key_scope: scope, api_key_permissions: allowed },
    },
  )
}

/** The route config of a user route that needs `permission` in the token's workspace. */
export const can = <P extends Permission>(permission: P) => ({ access: 'user', permission }) as const

/** 403 naming the permission, the roles that hold it and the caller's role (RFC 9457 extension members). */
export function notPermitted(role: Role, permission: Permission) {
  const roles = holders(permission)
  return forbidden(
    `This needs the permission ${permission} (${roles.join(' or ')}); your role in this workspace is ${role}`,
    { members: { permission, required_roles: roles, role } },
  )
}

/** RFC 6750: a 401 for a token that was sent names the scheme and says the token is the problem. */
function withChallenge(err: Error): Error {
  if (!(err instanceof AppError) || err.statusCode !== 401 || err.extra.headers) return err
  return new AppError(err.spec, err.detail, {
    ...err.extra,
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  })
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  if (!match?.[1])
    throw missingToken('Send an access token in the Authorization header: Bearer <token>', {
      headers: { 'www-authenticate': 'Bearer' },
    })
  return match[1]
}

// /admin/* needs more than "admin or owner": every self-registered user owns a tenant, so the
// platform-wide operator flag (set only from the CLI) is required as well.
const isOperator = (p: Principal) =>
  p.kind === 'user' && p.user.is_platform_admin && (p.user.role === 'owner' || p.user.role === 'admin')

export function asUser(request: FastifyRequest): UserPrincipal {
  const p = request.principal
  if (p?.kind !== 'user') throw new Error('asUser() on a route whose access is not user/operator')
  return p
}

export const asOperator = asUser

/** Who acts on a user route: the workspace whose data it touches, the user and their role there (events, audit). */
export interface Caller {
  tenant_id: string
  user_id: string
  email: string
  role: Role
}

/** The caller's tenant: every tenant-scoped read and write names it. */
export const tenantOf = (request: FastifyRequest): string => asUser(request).tenant_id

export function callerOf(request: FastifyRequest): Caller {
  const p = asUser(request)
  return { tenant_id: p.tenant_id, user_id: p.user.id, email: p.user.email, role: p.user.role }
}

export function asPartner(request: FastifyRequest): PartnerPrincipal {
  const p = request.principal
  if (p?.kind !== 'partner') throw new Error('asPartner() on a route whose access is not partner')
  return p
}
