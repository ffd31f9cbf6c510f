import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asUser } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import type { Legal } from './legal.service.js'
import { LegalDocument, LegalIndex, LegalParams, LegalVersionParams, PublishBody } from './legal.schema.js'

export function legalRoutes (legal: Legal): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['legal']
    const open = { access: 'public' } as const

    app.get('/legal', {
      config: open,
      schema: { tags, summary: 'Which legal pages are published, at which version', response: { 200: LegalIndex } },
    }, () => legal.published())

    app.get('/legal/:kind', {
      config: open,
      schema: {
        tags, summary: 'The current imprint, privacy notice or terms', params: LegalParams,
        response: { 200: ref(LegalDocument), ...errorResponses(404) },
      },
    }, (req) => legal.current(req.params.kind))

    app.get('/legal/:kind/versions/:version', {
      config: open,
      schema: {
        tags, summary: 'One published version (what an account accepted at sign-up)', params: LegalVersionParams,
        response: { 200: ref(LegalDocument), ...errorResponses(404) },
      },
    }, (req) => legal.version(req.params.kind, req.params.version))

    app.put('/admin/legal/:kind', {
      config: { access: 'operator' },
      schema: {
        tags, summary: 'Publish a new version of the imprint, privacy notice or terms (operator)',
        security: [{ bearerAuth: [] }], params: LegalParams, body: PublishBody,
        response: { 200: ref(LegalDocument), ...errorResponses(404) },
      },
    }, (req) => legal.publish(req.params.kind, req.body.body.trim(), asUser(req).user.id))
  }
}

export const legalSchemas = [LegalDocument]
