import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import type { JobRuns } from '../../core/jobs/job-runs.js'

const JobRun = Type.Object({
  id: Uuid, job: Type.String({ description: '<module>.<verb-noun>, e.g. notifications.send-deadline-reminders' }),
  status: StringEnum(['running', 'succeeded', 'failed'] as const, { description: 'running: not finished (or its process died)' }),
  started_at: IsoDate, finished_at: Nullable(IsoDate),
  counts: Type.Record(Type.String(), Type.Number(), { description: 'What the run did, e.g. reminders, in_app' }),
  error: Nullable(Type.String()),
})

/** The operator's view of the job-run log (every scheduled job's runs, newest first). */
export function jobRunsRoutes (runs: JobRuns): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/admin/job-runs', {
      config: { access: 'operator' },
      schema: {
        tags: ['admin'], summary: 'Runs of the scheduled jobs, newest first',
        querystring: Type.Object({ job: Type.Optional(Type.String({ maxLength: 100 })), limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }),
        response: { 200: Type.Object({ items: Type.Array(JobRun) }), ...errorResponses(401, 403, 422) },
      },
    }, async (req) => ({ items: await runs.list(req.query) }))
  }
}
