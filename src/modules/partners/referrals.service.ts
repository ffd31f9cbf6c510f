import { createHmac, randomUUID } from 'node:crypto'
import emailProviders from 'email-providers'
import { createIsbotFromList, list as botPatterns } from 'isbot'
import type { Clock } from '../../core/clock.js'
import type { Db, DbOrTx } from '../../core/db/client.js'
import type { Logger } from '../../core/logger.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { addMonths } from './commission.js'
import { clickThrottled, partnerNotActive, referralCodeNotFound } from './partners.errors.js'
import { createPartnersRepository } from './partners.repository.js'
import type { ClickBody, ReferralQuery } from './partners.schema.js'
import type { ReferralStatus } from './partners.tables.js'
import { normaliseCode } from './referral-code.js'
import { createReferralsRepository } from './referrals.repository.js'

// Clicks, sign-up attribution and what a partner sees of its referrals. The rules (decisions.md
// "Referral lifecycle") are explained in this module's README.

export const ATTRIBUTION_DAYS = 90
const DAY_MS = 86_400_000
// Addresses at these providers share a domain with strangers: the same domain says nothing there.
const PUBLIC_EMAIL_DOMAINS = new Set(emailProviders)

export interface Client { ip: string; user_agent: string | undefined }

export interface SignUp { referral_id?: string | undefined; referral_code?: string | undefined; user_id: string; tenant_id: string; email: string }
export type Attribution = 'attributed' | 'self_referral' | 'not_found' | 'expired' | 'already_used' | 'partner_not_active'

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** The partner's own address, or a colleague's at the partner's own (non-public) domain. */
export function isSelfReferral (partnerEmail: string, customerEmail: string): boolean {
  const [partner, customer] = [partnerEmail.toLowerCase(), customerEmail.toLowerCase()]
  if (partner === customer) return true
  const domain = domainOf(partner)
  return domain === domainOf(customer) && !PUBLIC_EMAIL_DOMAINS.has(domain)
}

// isbot's list holds two kinds of pattern: names (googlebot, facebookexternalhit, slackbot,
// headlesschrome, whatsapp…) and shapes (any bare "product/version" agent, anything with a URL
// or ".com" in it), which would also refuse HTTP libraries (curl, python-requests, axios…) and
// any integration (`AcmeCRM/2.3`). This endpoint is an API: the web app calls it from the
// visitor's browser, and a partner's site or an integration calls it with exactly such an agent,
// for a person, and the spec answers them a referral id. Only crawlers, link previews and
// headless browsers, which isbot knows by name, go uncounted: every pattern that matches one of
// these agents (libraries, made-up products) is a shape or a library, and is taken out.
const COUNTED_AGENTS = [
  'curl/8.5.0', 'Wget/1.21.3', 'python-requests/2.31.0', 'python-httpx/0.27.0', 'aiohttp/3.9.1', 'axios/1.6.0', 'node',
  'node-fetch/1.0', 'undici', 'Go-http-client/1.1', 'Java/17.0.2', 'okhttp/4.12.0', 'Apache-HttpClient/4.5.14',
  'PostmanRuntime/7.36.0', 'HTTPie/3.2.2', 'libwww-perl/6.72', 'Ruby', 'GuzzleHttp/7',
  'AcmeCRM/2.3', 'AcmeCRM', 'Acme CRM/2.3.4, build 7', 'AcmeCRM/2.3 (Windows NT 10.0)', 'MyApp/1.0 (iPhone)', 'acme/x', 'acme-crm/beta',
  'AcmeCRM/2.3 (+https://crm.acme.example.com/about)',
]
export const isAutomatedAgent = createIsbotFromList(botPatterns.filter((pattern) => {
  const re = new RegExp(pattern, 'i')
  return !COUNTED_AGENTS.some((agent) => re.test(agent))
}))

/** New referrals one address may open for one partner in 24 hours, whatever user agents it sends. */
export const NEW_REFERRALS_PER_ADDRESS = 10

/**
 * A customer's e-mail as the partner sees it: the first character and the domain
 * (`a•••@beckertech.de`), enough to recognise one's own client without handing out the address.
 */
export function maskEmail (email: string | null): string | null {
  if (!email) return null
  const at = email.lastIndexOf('@')
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`
}

export function createReferralsService ({ db, clock, log, secret }: { db: Db; clock: Clock; log: Logger; secret: string }) {
  const repo = createReferralsRepository(db)
  // Keyed, so the stored hash cannot be reversed by hashing every IPv4 address.
  const clientHash = (client: Client) => createHmac('sha256', `${secret}:referral-clicks`).update(`${client.ip}\n${client.user_agent ?? ''}`).digest('base64url')
  const addressHash = (client: Client) => createHmac('sha256', `${secret}:referral-click-addresses`).update(client.ip).digest('base64url')

  return {
    async click (body: ClickBody, client: Client) {
      const code = normaliseCode(body.referral_code)
      // Link previews and crawlers fetch shared links without a person behind them. A request
      // without a user agent counts: nothing names it a crawler, and the address cap still holds.
      const counted = !client.user_agent || !isAutomatedAgent(client.user_agent)
      const now = clock.now()
      const outcome = await repo.click({
        referral_code: code, client_hash: counted ? clientHash(client) : null, address_hash: addressHash(client),
        utm_source: body.utm_source ?? null, utm_medium: body.utm_medium ?? null, utm_campaign: body.utm_campaign ?? null, landing_page: body.landing_page ?? null,
      }, randomUUID(), now, NEW_REFERRALS_PER_ADDRESS)
      if (!outcome) throw referralCodeNotFound(`No partner has the referral code ${code}`)
      if (outcome.status !== 'active') throw partnerNotActive(`The partner with the referral code ${code} is not active`)
      if (outcome.throttled) {
        const seconds = Math.max(1, Math.ceil((new Date(outcome.retry_at ?? now).getTime() - now.getTime()) / 1000))
        throw clickThrottled(`This address opened ${NEW_REFERRALS_PER_ADDRESS} referrals for the partner ` +
          `within 24 hours; retry in ${seconds} s`, { headers: { 'retry-after': String(seconds) } })
      }
      const company = outcome.company_name
      if (!counted) {
        return {
          referral_id: null, partner_company: company, counted: false,
          message: 'Not counted: crawlers, link previews and headless browsers are not referrals',
        }
      }
      return { referral_id: outcome.referral_id, partner_company: company, counted: true, message: outcome.created ? 'Referral recorded' : 'Repeat click within 24 hours: counted once' }
    },

    /**
     * Links a new account to the referral that brought it, in the registration's transaction.
     * Never fails the registration: a referral that cannot be attributed is reported and left.
     */
    async attributeSignUp (tx: DbOrTx, signUp: SignUp): Promise<Attribution> {
      const outcome = signUp.referral_id
        ? await attributeReferral(tx, signUp.referral_id, signUp)
        : await attributeCode(tx, normaliseCode(signUp.referral_code ?? ''), signUp)
      if (outcome !== 'attributed') log.info({ referral_id: signUp.referral_id, referral_code: signUp.referral_code, user_id: signUp.user_id, outcome }, 'sign-up not attributed to a referral')
      return outcome
    },

    async list (partnerId: string, q: ReferralQuery) {
      const { rows, total } = await repo.page(partnerId, q.status, q.page_size, offsetOf(q))
      const shown = rows.map(({ customer_email: email, ...row }) => ({ ...row, customer_email_masked: maskEmail(email) }))
      return page(shown, total, q)
    },

    async adminList (q: { partner_id?: string; status?: ReferralStatus; q?: string; page: number; page_size: number }) {
      const { rows, total } = await repo.adminPage(q, q.page_size, offsetOf(q))
      return page(rows, total, q)
    },

    async dashboard (partnerId: string) {
      const stats = await repo.stats(partnerId)
      const total = stats.referrals - stats.rejected
      const unpaid = cents(stats.pending + stats.approved)
      return {
        total_referrals: total,
        active_referrals: stats.active,
        converted_referrals: stats.converted,
        conversion_rate: total === 0 ? 0 : stats.converted / total,
        total_commission_earned: cents(unpaid + stats.paid),
        pending_commission: unpaid,
        paid_commission: cents(stats.paid),
      }
    },

    /** The last `months` UTC months, the current one first, empty months as zeros. */
    async performance (partnerId: string, months: number) {
      const now = clock.now()
      const first = addMonths(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), -(months - 1))
      const monthly = await repo.monthly(partnerId, first)
      const items = Array.from({ length: months }, (_, i) => {
        const month = addMonths(first, months - 1 - i).toISOString().slice(0, 7)
        return { month, referrals: monthly.created.get(month) ?? 0, conversions: monthly.converted.get(month) ?? 0, commission: cents(monthly.commission.get(month) ?? 0) }
      })
      return { items, total_months: items.length }
    },

    forgetClickWindows: () => repo.forgetClickWindows(clock.now()),
  }

  async function attributeReferral (tx: DbOrTx, referralId: string, signUp: SignUp): Promise<Attribution> {
    const txRepo = createReferralsRepository(tx)
    const found = await txRepo.lockWithPartner(referralId)
    if (!found) return 'not_found'
    const { referral, partner } = found
    if (referral.status !== 'clicked') return 'already_used'
    const now = clock.now()
    if (now.getTime() - referral.created_at.getTime() > ATTRIBUTION_DAYS * DAY_MS) return 'expired'
    if (partner.status !== 'active') return 'partner_not_active'
    const self = isSelfReferral(partner.email, signUp.email)
    await txRepo.update(referral.id, self
      ? { status: 'rejected', rejection_reason: 'self_referral', user_id: signUp.user_id, updated_at: now }
      : { status: 'signed_up', tenant_id: signUp.tenant_id, user_id: signUp.user_id, signed_up_at: now, updated_at: now })
    return self ? 'self_referral' : 'attributed'
  }

  /** A code typed at sign-up, with no click before it: the referral starts at the sign-up. */
  async function attributeCode (tx: DbOrTx, code: string, signUp: SignUp): Promise<Attribution> {
    const partner = await createPartnersRepository(tx).findByCode(code)
    if (!partner) return 'not_found'
    if (partner.status !== 'active') return 'partner_not_active'
    const self = isSelfReferral(partner.email, signUp.email)
    const now = clock.now()
    await createReferralsRepository(tx).insert({
      partner_id: partner.id, referral_code: code, user_id: signUp.user_id, created_at: now, updated_at: now,
      ...(self ? { status: 'rejected', rejection_reason: 'self_referral' } : { status: 'signed_up', tenant_id: signUp.tenant_id, signed_up_at: now }),
    })
    return self ? 'self_referral' : 'attributed'
  }
}
export type ReferralsService = ReturnType<typeof createReferralsService>

const cents = (amount: number) => Math.round(amount * 100) / 100
