import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ref } from '../../../core/http/common.schema.js'
import { IngestionRunList, IngestionRunQuery } from './ingestion.schema.js'
import type { IngestionService } from './ingestion.service.js'

export function ingestionRoutes (ingestion: IngestionService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/admin/ingestion-runs', {
      config: { access: 'operator' },
      schema: { tags: ['admin'], summary: 'Ingestion runs, newest first: what each read, changed, skipped and why', querystring: IngestionRunQuery, response: { 200: ref(IngestionRunList) } },
    }, (req) => ingestion.listRuns(req.query))
  }
}
