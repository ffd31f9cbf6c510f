import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { asOperator } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import type { PayoutsService } from './payouts.service.js'
import type { ProgrammeService } from './programme.service.js'
import { PartnerProgramme, PartnerTierList, PartnerTiersBody, PayoutRun, PayoutRunQuery, SepaQuery } from './programme.schema.js'

// The programme's terms for everyone, the tiers' default rates and the payout run for the operator.

interface Services { programme: ProgrammeService; payouts: PayoutsService }

export function programmeRoutes ({ programme, payouts }: Services): FastifyPluginAsyncTypebox {
  return async (app) => {
    const operator = { access: 'operator' } as const
    const security = [{ bearerAuth: [] }]
    const tags = ['admin']

    app.get('/partners/programme', {
      config: { access: 'public' },
      schema: {
        tags: ['partners'], summary: 'The partner programme\'s terms: tiers and their rates, attribution window, payout terms',
        response: { 200: ref(PartnerProgramme) },
      },
    }, async (_req, reply) => {
      // The same for everyone and changed rarely: a few minutes of caching spare the database.
      reply.header('cache-control', 'public, max-age=300')
      return programme.programme()
    })

    app.get('/admin/partner-tiers', {
      config: operator,
      schema: {
        tags, summary: 'Every tier\'s default rates, with how many partners follow them', security,
        response: { 200: ref(PartnerTierList) },
      },
    }, () => programme.tiers())

    app.put('/admin/partner-tiers', {
      config: operator,
      schema: {
        tags, summary: 'Set tiers\' default rates (for partners without rates of their own)', security, body: PartnerTiersBody,
        response: { 200: ref(PartnerTierList) },
      },
    }, (req) => programme.setTiers(asOperator(req).user.id, req.body.tiers))

    app.get('/admin/commissions/payout-run', {
      config: operator,
      schema: {
        tags, summary: 'The payout run of a period: the approved commissions per partner, paid or skipped (and why)', security,
        querystring: PayoutRunQuery, response: { 200: ref(PayoutRun) },
      },
    }, (req) => payouts.payoutRun(req.query.period))

    app.get('/admin/commissions/sepa', {
      config: operator,
      schema: {
        tags, security, querystring: SepaQuery, produces: ['application/xml'],
        summary: 'SEPA credit-transfer file (pain.001.001.03) of a period\'s payout run: one transfer per partner',
        description: 'Partners without valid payout details are left out: their count is in `X-Payout-Skipped`, the list in ' +
          'GET /admin/commissions/payout-run. `X-Payout-Message-Id` is the file\'s message id, a payout reference to record.',
        response: { 200: Type.String({ description: 'application/xml (pain.001.001.03)' }), ...errorResponses(409) },
      },
    }, async (req, reply) => {
      const file = await payouts.sepa(req.query.period, req.query.execution_date)
      return reply.type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="sepa-${req.query.period}.xml"`)
        .header('x-payout-message-id', file.message_id)
        .header('x-payout-transfers', String(file.transfers))
        .header('x-payout-skipped', String(file.skipped))
        .send(file.xml)
    })
  }
}
