import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { tokenRevoked } from '../../core/auth/auth.errors.js'
import { normaliseEmail } from '../../core/auth/email.js'
import { TOKEN_TTL_SECONDS, type Jwt, type TokenClaims } from '../../core/auth/jwt.js'
import type { LoginThrottle } from '../../core/auth/login-throttle.js'
import { hashPassword, passwordProblems } from '../../core/auth/passwords.js'
import { createTokenStore, newSession, sessionOf } from '../../core/auth/tokens.js'
import { fieldErrors } from '../../core/http/errors.js'
import { DEFAULT_LANGUAGE } from '../../core/language.js'
import type { PartnerPrincipal } from '../../core/http/auth.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { createCommissionsRepository } from './commissions.repository.js'
import { createPayoutsRepository } from './payouts.repository.js'
import { invalidPartnerCredentials, partnerEmailTaken, partnerNotAllowed, partnerNotFound } from './partners.errors.js'
import type { PartnerAddressee, PartnerEvents } from './partners.events.js'
import { createPartnersRepository, type PartnerFilter, type PartnerView } from './partners.repository.js'
import type { PartnerRegisterBody, PartnerTokenPair, PartnerUpdateBody } from './partners.schema.js'
import type { PartnerStatus, PartnerTier } from './partners.tables.js'
import { referralCode } from './referral-code.js'
import { acceptedTermsVersion } from '../legal/legal.service.js'

interface TierBody {
  tier: PartnerTier; first_year_commission_rate?: number; ongoing_commission_rate?: number; use_tier_rates?: boolean
}
interface Deps { db: Db; jwt: Jwt; throttle: LoginThrottle; clock: Clock; events: PartnerEvents }

const CODE_ATTEMPTS = 8
const throttleKey = (email: string) => `partner:${email}`
/** Suspended and inactive partners may not sign in, and their tokens stop working. */
const locksOut = (status: PartnerStatus) => status === 'suspended' || status === 'inactive'

export function createPartnersService ({ db, jwt, throttle, clock, events }: Deps) {
  const repo = createPartnersRepository(db)
  const tokens = createTokenStore(db)

  /** A pair of the session `sid`: a new one at sign-in, the same one at each refresh. */
  async function issuePair (
    partner: { email: string; token_version: number }, sid = newSession(),
  ): Promise<PartnerTokenPair> {
    const base = { sub: partner.email, kind: 'partner' as const, ver: partner.token_version, sid }
    const [access, refresh] = await Promise.all([jwt.sign({ ...base, type: 'access' }), jwt.sign({ ...base, type: 'refresh' })])
    return { access_token: access.token, refresh_token: refresh.token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS.access }
  }

  async function found (id: string): Promise<PartnerView> {
    const partner = await repo.get(id)
    if (!partner) throw partnerNotFound(`No partner with the id ${id}`)
    return partner
  }

  async function detail (id: string) {
    const partner = await found(id)
    const [history, figures, payout] = await Promise.all([
      repo.statusHistory(id), repo.figures(id), createPayoutsRepository(db).details(id),
    ])
    const { referrals: r, commissions: c, revenue } = figures
    return {
      ...partner,
      notes: history.find((h) => h.notes !== null)?.notes ?? null,
      status_history: history,
      referral_counts: r,
      commission_totals: c,
      revenue_totals: { conversions: revenue.revenue, refunds: revenue.refunded, net: Math.round((revenue.revenue - revenue.refunded) * 100) / 100 },
      payout_details: payout ?? null,
    }
  }

  return {
    async register (input: PartnerRegisterBody): Promise<PartnerView> {
      const problems = passwordProblems(input.password)
      if (problems.length > 0) throw fieldErrors(problems)
      const terms = await acceptedTermsVersion(db, input.accept_terms_version, 'apply')
      const email = normaliseEmail(input.email)
      const taken = () => partnerEmailTaken(`A partner account with the e-mail ${email} already exists`)
      if (await repo.findByEmail(email)) throw taken()
      const passwordHash = await hashPassword(input.password)
      const now = clock.now()
      // A generated code can collide with an existing one (same prefix and year): draw again. The
      // receipt e-mail is written with the partner (an e-mail exists exactly when its cause does).
      return db.transaction(async (tx) => {
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const { row, conflict } = await createPartnersRepository(tx).insert({
            email, password_hash: passwordHash, company_name: input.company_name.trim(), contact_name: input.contact_name.trim(),
            partner_type: input.partner_type, phone: input.phone?.trim() ?? null, website: input.website ?? null,
            referral_code: referralCode(input.company_name, now.getUTCFullYear()), language: input.language ?? DEFAULT_LANGUAGE,
            created_at: now, updated_at: now, ...(terms && { terms_version: terms, terms_accepted_at: now }),
          })
          if (row) {
            await events.applied(tx, addressee(row))
            return row
          }
          if (conflict === 'email') throw taken()
        }
        throw new Error(`No free referral code after ${CODE_ATTEMPTS} attempts`)
      })
    },

    async login (username: string, password: string): Promise<PartnerTokenPair> {
      const email = normaliseEmail(username)
      const partner = await throttle.verify(throttleKey(email), () => repo.findByEmail(email), password, () => invalidPartnerCredentials('Incorrect e-mail or password'))
      // Only after the password: the status of an account is not told to whoever guesses its e-mail.
      if (locksOut(partner.status)) throw partnerNotAllowed(`This partner account is ${partner.status}; contact the Grantwise team`)
      return issuePair(partner)
    },

    async refresh (refreshToken: string): Promise<PartnerTokenPair> {
      const claims = await jwt.verify(refreshToken, 'refresh', 'partner')
      const partner = await repo.findByEmail(claims.sub)
      if (!partner || locksOut(partner.status) || partner.token_version !== claims.ver) throw tokenRevoked()
      await tokens.spendRefresh(claims, clock.now())
      return issuePair(partner, sessionOf(claims))
    },

    /** Ends the session; a refresh token sent along (of this partner) ends its session too. */
    async logout (principal: PartnerPrincipal, refreshToken?: string): Promise<{ message: string }> {
      const refresh = refreshToken ? await jwt.verify(refreshToken, 'refresh', 'partner').catch(() => null) : null
      return tokens.logout(principal.token, clock.now(), refresh?.sub === principal.email ? refresh : undefined)
    },

    async resolveAccess (claims: TokenClaims): Promise<PartnerPrincipal | null> {
      const partner = await repo.findForAccessToken(claims.sub, { jti: claims.jti, sid: sessionOf(claims) }, claims.ver)
      return partner ? { kind: 'partner', partner_id: partner.id, email: partner.email, token: claims } : null
    },

    me: (principal: PartnerPrincipal) => found(principal.partner_id),

    async update (principal: PartnerPrincipal, body: PartnerUpdateBody): Promise<PartnerView> {
      const changes = {
        ...(body.company_name !== undefined ? { company_name: body.company_name.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone?.trim() ?? null } : {}),
        ...(body.website !== undefined ? { website: body.website } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
      }
      if (Object.keys(changes).length === 0) return found(principal.partner_id)
      return (await repo.update(principal.partner_id, changes, clock.now())) ?? found(principal.partner_id)
    },

    // The operator's side.

    async list (q: PartnerFilter & { page: number; page_size: number }) {
      const { rows, total } = await repo.list(q, q.page_size, offsetOf(q))
      return page(rows, total, q)
    },

    detail,

    /**
     * Any status may follow any other (the spec restricts none). Suspension cancels pending
     * commissions; suspension and deactivation sign the partner out everywhere. A repeated status
     * with notes is recorded as a note.
     */
    async setStatus (operatorId: string, id: string, status: PartnerStatus, notes: string | null) {
      await db.transaction(async (tx) => {
        const txRepo = createPartnersRepository(tx)
        const partner = await txRepo.lock(id)
        if (!partner) throw partnerNotFound(`No partner with the id ${id}`)
        const now = clock.now()
        if (partner.status === status && notes === null) return   // nothing changed, nothing to note
        await txRepo.recordStatusChange({ partner_id: id, from_status: partner.status, to_status: status, notes, changed_by: operatorId, created_at: now })
        if (partner.status === status) return
        await txRepo.setStatus(id, status, now, locksOut(status))
        if (status === 'suspended') await createCommissionsRepository(tx).cancelPending(id, now)
        if (status !== 'pending') await events.statusChanged(tx, addressee(partner), status, notes)
      })
      return detail(id)
    },

    /**
     * The tier, and the partner's own rates (an override) or its tier's defaults. One rate sent
     * makes both the partner's own, the other at what it earns now; no rate sent keeps whatever it
     * had (own rates, or the defaults of the new tier); use_tier_rates drops its own rates.
     */
    async setTier (id: string, body: TierBody) {
      const partner = await found(id)
      // Only the documented fields, whatever the object carries (validation already drops the rest).
      const { tier, first_year_commission_rate: firstYear, ongoing_commission_rate: ongoing, use_tier_rates: useTier } = body
      const own = firstYear !== undefined || ongoing !== undefined
      if (useTier && own) {
        throw fieldErrors([{
          loc: ['body', 'use_tier_rates'], msg: 'Send rates of the partner\'s own or use_tier_rates, not both', type: 'conflicting_fields',
        }])
      }
      const overrides = useTier
        ? { first_year_rate_override: null, ongoing_rate_override: null }
        : own
          ? { first_year_rate_override: firstYear ?? partner.first_year_commission_rate,
            ongoing_rate_override: ongoing ?? partner.ongoing_commission_rate }
          : {}
      await repo.update(id, { tier, ...overrides }, clock.now())
      return detail(id)
    },

  }
}
export type PartnersService = ReturnType<typeof createPartnersService>

export const addressee = (
  p: Pick<PartnerView, 'id' | 'email' | 'contact_name' | 'company_name' | 'referral_code' | 'language'>,
): PartnerAddressee => ({
  id: p.id, email: p.email, contact_name: p.contact_name, company_name: p.company_name, referral_code: p.referral_code,
  language: p.language,
})
