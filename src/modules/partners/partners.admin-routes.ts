import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { asOperator } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import type { CommissionsService } from './commissions.service.js'
import {
  AdminCommission, AdminCommissionList, AdminCommissionQuery, AdminPartner, AdminPartnerList, AdminPartnerQuery, AdminReferralList, AdminReferralQuery,
  CommissionBulkBody, CommissionBulkResult, CommissionParams, CommissionStatusBody, ConversionBody, ExportQuery, PartnerParams, PartnerStatusBody,
  PartnerTierBody, RefundBody, ReferralParams, Revenue,
} from './partners.admin-schema.js'
import type { PartnersService } from './partners.service.js'
import type { ReferralsService } from './referrals.service.js'

// The operator's console of the referral programme. `operator` access: a platform operator (a
// user with is_platform_admin, role admin or owner); everyone else gets 403.

interface Services { partners: PartnersService; referrals: ReferralsService; commissions: CommissionsService }

export function partnersAdminRoutes ({ partners, referrals, commissions }: Services): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: 'operator' } as const
    const tags = ['admin']
    const security = [{ bearerAuth: [] }]

    app.get('/admin/partners', {
      config, schema: { tags, summary: 'All partners, newest first, with filters', security, querystring: AdminPartnerQuery, response: { 200: ref(AdminPartnerList) } },
    }, (req) => partners.list(req.query))

    app.get('/admin/partners/:partner_id', {
      config, schema: { tags, summary: 'One partner with its status history, notes, counts and totals', security, params: PartnerParams, response: { 200: ref(AdminPartner), ...errorResponses(404) } },
    }, (req) => partners.detail(req.params.partner_id))

    app.patch('/admin/partners/:partner_id/status', {
      config, schema: { tags, summary: 'Approve (active), suspend, deactivate or reset to pending, with notes', security, params: PartnerParams, body: PartnerStatusBody, response: { 200: ref(AdminPartner), ...errorResponses(404) } },
    }, (req) => partners.setStatus(asOperator(req).user.id, req.params.partner_id, req.body.status, req.body.notes?.trim() || null))

    app.patch('/admin/partners/:partner_id/tier', {
      config, schema: { tags, summary: 'Set the tier and, optionally, the commission rates', security, params: PartnerParams, body: PartnerTierBody, response: { 200: ref(AdminPartner), ...errorResponses(404) } },
    }, (req) => partners.setTier(req.params.partner_id, req.body))

    app.get('/admin/referrals', {
      config, schema: { tags, summary: 'All referrals, newest first, with filters', security, querystring: AdminReferralQuery, response: { 200: ref(AdminReferralList) } },
    }, (req) => referrals.adminList(req.query))

    app.post('/admin/referrals/:referral_id/conversions', {
      config, schema: {
        tags, summary: 'Record revenue from the referred customer: a pending commission at the partner\'s rate', security, params: ReferralParams, body: ConversionBody,
        response: { 201: ref(Revenue), 200: { ...ref(Revenue), description: 'The same external_id again: the record made the first time' }, ...errorResponses(404, 409) },
      },
    }, async (req, reply) => {
      const { created, body } = await commissions.recordConversion(asOperator(req).user.id, req.params.referral_id, req.body)
      return reply.code(created ? 201 : 200).send(body)
    })

    app.post('/admin/referrals/:referral_id/refunds', {
      config, schema: {
        tags, summary: 'Record a refund: a negative commission at the refunded conversion\'s rate', security, params: ReferralParams, body: RefundBody,
        response: { 201: ref(Revenue), 200: { ...ref(Revenue), description: 'The same external_id again: the record made the first time' }, ...errorResponses(404, 409) },
      },
    }, async (req, reply) => {
      const { created, body } = await commissions.recordRefund(asOperator(req).user.id, req.params.referral_id, req.body)
      return reply.code(created ? 201 : 200).send(body)
    })

    app.get('/admin/commissions', {
      config, schema: { tags, summary: 'All commissions, newest first, with filters and totals by status', security, querystring: AdminCommissionQuery, response: { 200: ref(AdminCommissionList) } },
    }, (req) => commissions.adminList(req.query))

    app.get('/admin/commissions/export', {
      config, schema: {
        tags, summary: 'Payout file: the commissions of a period as CSV (approved by default)', security, querystring: ExportQuery, produces: ['text/csv'],
        response: {
          200: Type.String({
            description: 'text/csv: a header row, then one row per commission ordered by partner (row_type commission), a ' +
              'partner_total row after each partner\'s rows and a total row at the end (amount: the net sum, commissions: the count)',
          }),
        },
      },
    }, async (req, reply) => {
      const csv = await commissions.exportCsv({ period: req.query.period, status: req.query.status ?? 'approved', partner_id: req.query.partner_id })
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="commissions-${req.query.period}.csv"`).send(csv)
    })

    app.patch('/admin/commissions/:commission_id', {
      config, schema: { tags, summary: 'Move a commission: pending → approved → paid; pending or approved → cancelled', security, params: CommissionParams, body: CommissionStatusBody, response: { 200: ref(AdminCommission), ...errorResponses(404, 409) } },
    }, async (req) => (await commissions.setStatus([req.params.commission_id], req.body.status, req.body))[0]!)

    app.post('/admin/commissions/status', {
      config, schema: { tags, summary: 'Move many commissions at once, all or none (bulk approval or payout)', security, body: CommissionBulkBody, response: { 200: CommissionBulkResult, ...errorResponses(404, 409) } },
    }, async (req) => ({ items: await commissions.setStatus(req.body.ids, req.body.status, req.body) }))
  }
}
