import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { callerOf, can } from '../../core/http/auth.js'
import { ref } from '../../core/http/common.schema.js'
import { DashboardStats } from './dashboard.schema.js'
import type { DashboardService } from './dashboard.service.js'

export function dashboardRoutes (dashboard: DashboardService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/dashboard/stats', {
      config: can('workspace.read'),
      schema: { tags: ['dashboard'], summary: "The tenant's companies, matches, applications and upcoming deadlines; the caller's unread notifications", response: { 200: ref(DashboardStats) } },
    }, (req) => dashboard.stats(callerOf(req)))
  }
}
