import { AppError, fieldErrors } from '../../core/http/errors.js'
import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import type { AuthUser, UserPrincipal } from '../../core/http/auth.js'
import type { Jwt, TokenClaims } from '../../core/auth/jwt.js'
import type { LoginThrottle } from '../../core/auth/login-throttle.js'
import { hashPassword, passwordProblems } from '../../core/auth/passwords.js'
import { tokenRevoked } from '../../core/auth/auth.errors.js'
import { normaliseEmail } from '../../core/auth/email.js'
import { createTokenStore, newSession, sessionOf } from '../../core/auth/tokens.js'
import { DEFAULT_LANGUAGE, type Language } from '../../core/language.js'
import type { Logger } from '../../core/logger.js'
import { accountDisabled, emailTaken, invalidCredentials, invalidLinkToken, tooManyEmails, userNotFound } from './auth.errors.js'
import { createAuthRepository } from './auth.repository.js'
import type { RegisterBody, TokenPair, UpdateMeBody } from './auth.schema.js'
import { acceptedTermsVersion } from '../legal/legal.service.js'

interface Deps {
  db: Db
  jwt: Jwt
  throttle: LoginThrottle
  /** The notifications module's account e-mails, written in the caller's transaction; capped per account. */
  accountEmail: (
    tx: DbOrTx, kind: 'welcome' | 'password_reset', user: { id: string; email: string; full_name: string }, url: string,
  ) => Promise<{ allowed: boolean; retry_after_s?: number }>
  /** The partners module: links the new tenant to the referral that brought it, in the same transaction. */
  attributeSignUp: (tx: DbOrTx, signUp: { referral_id?: string | undefined; referral_code?: string | undefined; user_id: string; tenant_id: string; email: string }) => Promise<unknown>
  clock: Clock
  log: Logger
  config: { publicUrl: string }
}

export function createAuthService ({ db, jwt, throttle, accountEmail, attributeSignUp, clock, log, config }: Deps) {
  const repo = createAuthRepository(db)
  const tokens = createTokenStore(db)
  const throttleKey = (email: string) => `user:${email}`
  const background = new Set<Promise<void>>()

  /**
   * Work done after the answer has gone (forgot-password); failures are logged. It starts on the
   * next turn of the event loop, once the answer is written: an embedded database runs its queries
   * on this thread, so work started at once would still delay the answer.
   */
  function inBackground (work: () => Promise<void>): void {
    const running: Promise<void> = new Promise((resolve) => setImmediate(resolve)).then(work)
      .catch((err: unknown) => log.error({ err }, 'background account work failed'))
      .finally(() => background.delete(running))
    background.add(running)
  }

  async function verificationUrl (email: string): Promise<string> {
    const { token } = await jwt.sign({ sub: email, type: 'email_verification', kind: 'user', ver: 0 })
    return `${config.publicUrl}/verify-email?token=${token}`
  }

  async function sendResetLink (email: string): Promise<void> {
    const user = await repo.findByEmail(email)
    if (!user?.is_active) return
    const { token } = await jwt.sign({ sub: user.email, type: 'password_reset', kind: 'user', ver: user.token_version })
    const sent = await accountEmail(db, 'password_reset', user, `${config.publicUrl}/reset-password?token=${token}`)
    if (!sent.allowed) log.info({ user_id: user.id }, 'password reset e-mail not sent: the hourly allowance is used up')
  }

  /** A pair for the workspace, of the session `sid`: a new one at sign-in, the same one at each refresh. */
  async function issuePair (
    user: { email: string; token_version: number }, tenantId: string, sid = newSession(),
  ): Promise<TokenPair> {
    const base = { sub: user.email, kind: 'user' as const, tenant_id: tenantId, ver: user.token_version, sid }
    const [access, refresh] = await Promise.all([jwt.sign({ ...base, type: 'access' }), jwt.sign({ ...base, type: 'refresh' })])
    return { access_token: access.token, refresh_token: refresh.token, token_type: 'bearer' }
  }

  async function verifyLink (token: string, type: 'email_verification' | 'password_reset'): Promise<TokenClaims> {
    try {
      return await jwt.verify(token, type, 'user')
    } catch (err) {
      if (err instanceof AppError) throw invalidLinkToken('This link is invalid or has expired. Request a new one.')
      throw err
    }
  }

  /** With `welcome`, the welcome e-mail (its verification link) is written in the account's own transaction. */
  interface AccountOptions {
    platformAdmin?: boolean
    verified?: boolean
    welcome?: boolean
    /** Join this workspace instead of creating one; `joined` runs in the account's transaction. */
    workspace?: { tenant_id: string; role: 'admin' | 'member'; joined: (tx: DbOrTx, user: AuthUser) => Promise<void> }
  }

  async function createAccount (input: RegisterBody, options: AccountOptions = {}): Promise<AuthUser> {
    const problems = passwordProblems(input.password)
    if (problems.length > 0) throw fieldErrors(problems)
    const terms = options.welcome ? await acceptedTermsVersion(db, input.accept_terms_version, 'create an account') : null
    const email = normaliseEmail(input.email)
    if (await repo.findByEmail(email)) throw emailTaken(`An account with the e-mail ${email} already exists`)
    const passwordHash = await hashPassword(input.password)
    const verifyUrl = options.welcome ? await verificationUrl(email) : null
    // The unique e-mail decides concurrent registrations; the loser's tenant is rolled back.
    return db.transaction(async (tx) => {
      const user = await createAuthRepository(tx).insertUser({
        email, full_name: input.full_name.trim(), password_hash: passwordHash,
        is_platform_admin: options.platformAdmin ?? false, email_verified: options.verified ?? false,
        language: input.language ?? DEFAULT_LANGUAGE,
        ...(terms && { terms_version: terms, terms_accepted_at: clock.now() }),
      }, options.workspace)
      if (!user) throw emailTaken(`An account with the e-mail ${email} already exists`)
      await options.workspace?.joined(tx, user)
      if (verifyUrl) await accountEmail(tx, 'welcome', user, verifyUrl)
      if (input.referral_id || input.referral_code) {
        await attributeSignUp(tx, { referral_id: input.referral_id, referral_code: input.referral_code, user_id: user.id, tenant_id: user.tenant_id, email: user.email })
      }
      return user
    })
  }

  return {
    async register (input: RegisterBody): Promise<AuthUser> {
      return createAccount(input, { welcome: true })
    },

    async login (username: string, password: string): Promise<TokenPair> {
      const email = normaliseEmail(username)
      const user = await throttle.verify(throttleKey(email), () => repo.findByEmail(email), password, () => invalidCredentials())
      if (!user.is_active) throw accountDisabled('This account has been disabled')
      const workspace = await repo.signInWorkspace(user)
      if (!workspace) throw accountDisabled('This account belongs to no workspace any more')
      return issuePair(user, workspace)
    },

    async refresh (refreshToken: string): Promise<TokenPair> {
      const claims = await jwt.verify(refreshToken, 'refresh', 'user')
      const user = await repo.findByEmail(claims.sub)
      if (!user?.is_active || user.token_version !== claims.ver) throw tokenRevoked()
      // A removal from the workspace ends its sessions: the next refresh is refused.
      if (!claims.tenant_id || !(await repo.findInWorkspace(user.id, claims.tenant_id))) {
        throw tokenRevoked('You are no longer a member of this workspace')
      }
      await tokens.spendRefresh(claims, clock.now())
      return issuePair(user, claims.tenant_id, sessionOf(claims))
    },

    /** Ends the session; a refresh token sent along (of this account) ends its session too. */
    async logout (principal: UserPrincipal, refreshToken?: string): Promise<{ message: string }> {
      const refresh = refreshToken ? await jwt.verify(refreshToken, 'refresh', 'user').catch(() => null) : null
      return tokens.logout(principal.token, clock.now(), refresh?.sub === principal.user.email ? refresh : undefined)
    },

    /**
     * An account made from an invitation: it joins the workspace (no workspace of its own), its
     * address counts as verified (the link came to it), and it is signed in there at once.
     */
    async registerInvited (
      input: { email: string; full_name: string; password: string; language?: Language },
      workspace: NonNullable<AccountOptions['workspace']>,
    ): Promise<TokenPair> {
      const user = await createAccount(input, { verified: true, workspace })
      return issuePair({ email: user.email, token_version: 0 }, workspace.tenant_id)
    },

    /**
     * Signs the caller in to another of their workspaces: a new session there (the current one
     * ends), and it becomes the workspace their next sign-in opens. Null when they are not a member.
     */
    async openWorkspace (principal: UserPrincipal, tenantId: string): Promise<TokenPair | null> {
      const user = await repo.findByEmail(principal.user.email)
      if (!user || !(await repo.findInWorkspace(user.id, tenantId))) return null
      await tokens.endSession(principal.token, clock.now())
      await repo.setDefaultWorkspace(user.id, tenantId)
      return issuePair(user, tenantId)
    },

    /** A new session in the user's default workspace (after they left the current one). */
    async reopen (principal: UserPrincipal): Promise<TokenPair> {
      const user = await repo.findByEmail(principal.user.email)
      const workspace = user && await repo.signInWorkspace(user)
      if (!user || !workspace) throw tokenRevoked()
      await tokens.endSession(principal.token, clock.now())
      return issuePair(user, workspace)
    },

    /** Those of these users who are active members of the workspace. */
    membersAmong: (tenantId: string, ids: readonly string[]) => repo.membersAmong(tenantId, ids),

    async resolveAccess (claims: TokenClaims): Promise<UserPrincipal | null> {
      if (!claims.tenant_id) return null
      const token = { jti: claims.jti, sid: sessionOf(claims), tenant_id: claims.tenant_id }
      const user = await repo.findForAccessToken(claims.sub, token, claims.ver)
      return user ? { kind: 'user', user, tenant_id: user.tenant_id, token: claims } : null
    },

    /** Single use: the link's id joins the blacklist in the transaction of the change it makes. */
    async verifyEmail (token: string): Promise<{ verified: true; email: string }> {
      const claims = await verifyLink(token, 'email_verification')
      return db.transaction(async (tx) => {
        if (!(await createTokenStore(tx).revoke(claims))) throw invalidLinkToken('This link has already been used.')
        const user = await createAuthRepository(tx).markEmailVerified(claims.sub)
        if (!user) throw invalidLinkToken('This link is invalid or has expired. Request a new one.')
        // The caller is anonymous (whoever holds the link): it learns nothing the link did not say.
        return { verified: true as const, email: user.email }
      })
    },

    /** Changes what may change of one's own account: for now the language (of the e-mails and the web app). */
    async updateMe (principal: UserPrincipal, body: UpdateMeBody): Promise<AuthUser> {
      if (body.language === undefined || body.language === principal.user.language) return principal.user
      await repo.setLanguage(principal.user.id, body.language)
      return { ...principal.user, language: body.language }
    },

    /** A new verification link for the signed-in user, within the account's e-mail allowance. */
    async resendVerification (principal: UserPrincipal): Promise<{ message: string }> {
      const { user } = principal
      if (user.email_verified) return { message: 'This e-mail address is already verified.' }
      const sent = await accountEmail(db, 'welcome', user, await verificationUrl(user.email))
      if (!sent.allowed) {
        throw tooManyEmails(`Too many verification e-mails; try again in ${sent.retry_after_s} seconds`,
          { headers: { 'retry-after': String(sent.retry_after_s) } })
      }
      return { message: `A new verification link has been sent to ${user.email}.` }
    },

    /**
     * Answers before any work: a known and an unknown address take the same time (no account
     * oracle), and the per-account allowance caps the mails without changing the answer.
     */
    forgotPassword (email: string): void {
      inBackground(() => sendResetLink(normaliseEmail(email)))
    },

    /** Resolves once the background work started so far is done (shutdown, tests). */
    async settled (): Promise<void> {
      await Promise.all([...background])
    },

    async resetPassword (token: string, newPassword: string): Promise<{ message: string }> {
      const problems = passwordProblems(newPassword, ['body', 'new_password'])
      if (problems.length > 0) throw fieldErrors(problems)
      const claims = await verifyLink(token, 'password_reset')
      const passwordHash = await hashPassword(newPassword)
      await db.transaction(async (tx) => {
        // Single use twice over: the link's id is spent, and the version check (which also revokes
        // every token issued before) refuses a link older than the last reset.
        const spent = await createTokenStore(tx).revoke(claims)
        if (!spent || !(await createAuthRepository(tx).replacePassword(claims.sub, claims.ver, passwordHash))) {
          throw invalidLinkToken('This link has already been used or is outdated. Request a new one.')
        }
      })
      await throttle.clear(throttleKey(claims.sub))
      return { message: 'Password has been reset. Sign in with the new password.' }
    },

    /** Operator CLI and container bootstrap. */
    async createUser (input: RegisterBody & { platformAdmin: boolean }): Promise<AuthUser> {
      return createAccount(input, { platformAdmin: input.platformAdmin, verified: true })
    },

    async promote (email: string): Promise<AuthUser> {
      const user = await repo.setPlatformAdmin(normaliseEmail(email))
      if (!user) throw userNotFound(`No user with the e-mail ${email}`)
      return user
    },

    /** OPERATOR_EMAIL/OPERATOR_PASSWORD: create the operator if absent; never touch an existing account. */
    async ensureOperator (
      operator: { email: string; password: string; fullName: string },
    ): Promise<'created' | 'exists'> {
      const exists = async () => {
        const existing = await repo.findByEmail(normaliseEmail(operator.email))
        if (existing && !existing.is_platform_admin) {
          log.warn(
            { email: existing.email }, 'OPERATOR_EMAIL belongs to a user who is not an operator; promote it with the CLI')
        }
        return existing !== undefined
      }
      if (await exists()) return 'exists'
      try {
        await createAccount(
          { email: operator.email, password: operator.password, full_name: operator.fullName },
          { platformAdmin: true, verified: true },
        )
        return 'created'
      } catch (err) {
        // Processes started together all find no account; the unique e-mail lets one insert it
        // (the others' inserts do nothing): for them the account exists, which is what they wanted.
        if (err instanceof AppError && err.spec.code === 'auth.email_taken' && await exists()) return 'exists'
        throw err
      }
    },

    async purgeExpired (): Promise<{ revoked_tokens: number; login_failures: number }> {
      return { revoked_tokens: await tokens.purgeExpired(clock.now()), login_failures: await throttle.purge() }
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
