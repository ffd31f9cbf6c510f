import type { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { callerOf, can, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { AuditEventList, AuditExportQuery, AuditListQuery, EXPORT_ROW_LIMIT } from './audit.schema.js'
import type { AuditService } from './audit.service.js'

export function auditRoutes(audit: AuditService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['audit']
    const config = can('audit.read')
    // No 403 response schema: the gate's 403 carries extension members (permission,
    // required_roles, role) that the shared Problem schema would strip when serialising.

    app.get(
      '/audit',
      {
        config,
        schema: {
          tags,
          summary: "The workspace's audit log, newest first (owners and admins)",
          querystring: AuditListQuery,
          response: { 200: ref(AuditEventList), ...errorResponses(422) },
        },
      },
      (req) => audit.list(tenantOf(req), req.query),
    )

    app.get(
      '/audit/export.csv',
      {
        config,
        schema: {
          tags,
          summary: `The filtered audit log as CSV, newest first, at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows ` +
            '(recorded as audit.exported)',
          description:
            'Columns: created_at, actor_email, action, subject_type, subject_id, details (JSON). ' +
            'X-Export-Row-Limit names the limit; X-Export-Truncated is true when more entries matched than it ' +
            '(narrow the filters for older ones).',
          querystring: AuditExportQuery,
          produces: ['text/csv'],
          response: {
            200: Type.Unsafe<Readable>({
              type: 'string',
              description: 'text/csv, a header row then one row per entry',
            }),
            ...errorResponses(422),
          },
        },
      },
      async (req, reply) => {
        const { body, matched } = await audit.exportCsv(callerOf(req), req.query)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit.csv"')
          .header('x-export-row-limit', String(EXPORT_ROW_LIMIT))
          .header('x-export-truncated', String(matched > EXPORT_ROW_LIMIT))
          .send(body)
      },
    )
  }
}
