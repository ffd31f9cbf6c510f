import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { CompanyParams, MatchPreviewList, PreviewQuery, RealtimeMatchList, RealtimeQuery } from './matching.schema.js'
import type { MatchingService } from './matching.service.js'

// A URL belongs to the module that answers it: /grants/matching/{company_id} lives here.
export function matchingRoutes(matching: MatchingService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['matches']

    app.get(
      '/matches/:company_id',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'Real-time matches for a company (not stored), best first',
          params: CompanyParams,
          querystring: RealtimeQuery,
          response: { 200: ref(RealtimeMatchList), ...errorResponses(404) },
        },
      },
      (req) => matching.realtime(tenantOf(req), req.params.company_id, req.query),
    )

    app.get(
      '/grants/matching/:company_id',
      {
        config: can('workspace.read'),
        schema: {
          tags: ['grants', 'matches'],
          summary: 'Rule-based preview of the grants a company is eligible for',
          params: CompanyParams,
          querystring: PreviewQuery,
          response: { 200: ref(MatchPreviewList), ...errorResponses(404) },
        },
      },
      (req) => matching.preview(tenantOf(req), req.params.company_id, req.query),
    )
  }
}
