import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { asUser, can } from '../../core/http/auth.js'
import type { AccountExport } from './account-export.js'

// The account's own data, for its holder (GDPR): the export, as a JSON download.

const ExportDocument = Type.Object({
  format: Type.String({ description: 'grantwise-account-export/1' }),
  exported_at: Type.String({ format: 'date-time' }),
}, {
  additionalProperties: true,
  description: 'Everything held about the user, and the workspace data of the token\'s workspace the user may read: ' +
    'account, workspaces, notification preferences, notifications, e-mails, saved searches, followed grants, comments, ' +
    'audit events by the user, and the workspace\'s companies, carbon profiles, matches and applications. ' +
    'Secrets and delivery machinery are left out (docs/decisions.md, "Account data export")',
})

export function accountRoutes (exporter: AccountExport): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/account/export', {
      config: can('account.own'),
      schema: {
        tags: ['auth'], summary: 'Download everything held about the signed-in user (GDPR Art. 15 and 20), as JSON',
        security: [{ bearerAuth: [] }], response: { 200: ExportDocument },
      },
    }, async (req, reply) => {
      const { user, tenant_id: tenantId } = asUser(req)
      const document = await exporter.export(user.id, tenantId)
      const day = document.exported_at.slice(0, 10)
      return reply.header('content-disposition', `attachment; filename="grantwise-export-${day}.json"`)
        .header('cache-control', 'no-store').send(document)
    })
  }
}
