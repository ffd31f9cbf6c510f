import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { StringEnum } from '../../core/http/common.schema.js'
import type { HealthService } from './health.service.js'

const HealthResponse = Type.Object({
  status: StringEnum(['ok', 'unavailable']),
  database: StringEnum(['ok', 'unreachable']),
  version: Type.String(),
}, { description: 'Also the body of the 503, so a load balancer and a person both see why' })

export function healthRoutes (health: HealthService, { hide = false } = {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/health', {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', hide, response: { 200: HealthResponse, 503: HealthResponse } },
    }, async (_req, reply) => {
      const report = await health.check()
      if (report.status !== 'ok') reply.code(503)
      return report
    })
  }
}
