import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asPartner } from '../../core/http/auth.js'
import { errorResponses, Message, ref, signInErrorResponses } from '../../core/http/common.schema.js'
import { noStore } from '../../core/http/no-store.js'
import { perMinute } from '../../core/http/rate-limit.js'
import type { CommissionsService } from './commissions.service.js'
import {
  ClickBody, ClickResult, CommissionList, CommissionQuery, Partner, PartnerDashboard, PartnerLoginBody, PartnerLogoutBody,
  PartnerRefreshBody, PartnerRegisterBody,
  PartnerTokenPair, PartnerUpdateBody, Performance, PerformanceQuery, ReferralList, ReferralQuery,
} from './partners.schema.js'
import type { PartnersService } from './partners.service.js'
import type { PayoutsService } from './payouts.service.js'
import { PayoutDetails, PayoutDetailsBody } from './programme.schema.js'
import type { ReferralsService } from './referrals.service.js'

interface Services { partners: PartnersService; referrals: ReferralsService; commissions: CommissionsService; payouts: PayoutsService }
interface Limits { authPerMinute: number; clickPerMinute: number }

export function partnersRoutes ({ partners, referrals, commissions, payouts }: Services, limits: Limits): FastifyPluginAsyncTypebox {
  return async (app) => {
    const open = { access: 'public', ...perMinute(limits.authPerMinute) } as const
    const partner = { access: 'partner' } as const
    // The read routes also take the partner's read-only API keys (reporting scripts, a CRM).
    const partnerRead = { access: 'partner', apiKeys: 'read' } as const
    const tags = ['partners']
    const security = [{ bearerAuth: [] }]
    noStore(app)   // tokens and account data: never cached

    app.post('/partners/register', {
      config: open,
      schema: { tags, summary: 'Apply as a referral partner (status pending, tier bronze, referral code generated)', body: PartnerRegisterBody, response: { 201: ref(Partner), ...errorResponses(400) } },
    }, async (req, reply) => reply.code(201).send(await partners.register(req.body)))

    app.post('/partners/login', {
      config: open,
      schema: {
        tags, summary: 'Exchange e-mail and password for a partner token pair (form-encoded)', body: PartnerLoginBody,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 200: ref(PartnerTokenPair), ...signInErrorResponses() },
      },
    }, (req) => partners.login(req.body.username, req.body.password))

    app.post('/partners/refresh', {
      config: open,
      schema: { tags, summary: 'Trade a partner refresh token (single use) for a new pair', body: PartnerRefreshBody, response: { 200: ref(PartnerTokenPair), ...errorResponses(401) } },
    }, (req) => partners.refresh(req.body.refresh_token))

    app.post('/partners/logout', {
      config: partner, preValidation: async (req) => { req.body ??= {} },   // the body is optional
      schema: {
        tags, summary: 'End the partner session: its access and refresh tokens are revoked', security,
        body: PartnerLogoutBody, response: { 200: ref(Message) },
      },
    }, (req) => partners.logout(asPartner(req), req.body?.refresh_token))

    app.get('/partners/me', {
      config: partnerRead,
      schema: { tags, summary: 'The signed-in partner', security, response: { 200: ref(Partner) } },
    }, (req) => partners.me(asPartner(req)))

    app.patch('/partners/me', {
      config: partner,
      schema: { tags, summary: 'Change company name, phone or website', security, body: PartnerUpdateBody, response: { 200: ref(Partner) } },
    }, (req) => partners.update(asPartner(req), req.body))

    // Bank details: the partner's own token only (not its read-only API keys), never cached.
    app.get('/partners/me/payout-details', {
      config: partner,
      schema: { tags, summary: 'Where commissions are paid to (every field null until entered)', security,
        response: { 200: ref(PayoutDetails) } },
    }, (req) => payouts.details(asPartner(req).partner_id))

    app.put('/partners/me/payout-details', {
      config: partner,
      schema: {
        tags, summary: 'Enter or replace the payout details: account holder, IBAN, BIC, VAT id, billing address', security,
        body: PayoutDetailsBody, response: { 200: ref(PayoutDetails) },
      },
    }, (req) => payouts.saveDetails(asPartner(req), req.body))

    app.get('/partners/dashboard', {
      config: partnerRead,
      schema: { tags, summary: 'Referral counts and commission sums', security, response: { 200: ref(PartnerDashboard) } },
    }, (req) => referrals.dashboard(asPartner(req).partner_id))

    app.get('/partners/performance', {
      config: partnerRead,
      schema: { tags, summary: 'Referrals, conversions and commission per month, newest first', security, querystring: PerformanceQuery, response: { 200: ref(Performance) } },
    }, (req) => referrals.performance(asPartner(req).partner_id, req.query.months))

    app.get('/partners/referrals', {
      config: partnerRead,
      schema: { tags, summary: "The partner's referrals, newest first", security, querystring: ReferralQuery, response: { 200: ref(ReferralList) } },
    }, (req) => referrals.list(asPartner(req).partner_id, req.query))

    app.get('/partners/commissions', {
      config: partnerRead,
      schema: { tags, summary: "The partner's commissions, newest first, with totals by status", security, querystring: CommissionQuery, response: { 200: ref(CommissionList) } },
    }, (req) => commissions.list(asPartner(req).partner_id, req.query))

    app.post('/referrals/click', {
      config: { access: 'public', ...perMinute(limits.clickPerMinute) },
      schema: {
        tags: ['referrals'], summary: 'Record a click on a referral link (one per client and partner per 24 hours; bots not counted)',
        body: ClickBody, response: { 200: ref(ClickResult), ...errorResponses(400, 404, 429) },
      },
    }, (req) => referrals.click(req.body, { ip: req.ip, user_agent: req.headers['user-agent'] }))
  }
}
