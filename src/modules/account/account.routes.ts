import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { asUser, can } from '../../core/http/auth.js'
import { IsoDate, Nullable } from '../../core/http/common.schema.js'
import type { AccountDeletion } from './account-deletion.js'
import type { AccountExport } from './account-export.js'

// The account's own data, for its holder (GDPR): the export, as a JSON download, and deletion
// with a grace period (account-deletion.ts).

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

const DeletionState = Type.Object({
  deletion_due_at: Nullable({ ...IsoDate, description: 'When the account goes; null: no deletion pending' } as typeof IsoDate),
})

export function accountRoutes (exporter: AccountExport, deletion: AccountDeletion): FastifyPluginAsyncTypebox {
  return async (app) => {
    const security = [{ bearerAuth: [] }]
    app.delete('/account', {
      config: can('account.own'),
      schema: {
        tags: ['auth'], security, response: { 202: DeletionState },
        summary: 'Delete the account after a 30-day grace period: every session ends now; signing in again and ' +
          'POST /account/restore cancels. 409 while the user is the only owner of a workspace with other members',
      },
    }, async (req, reply) => reply.code(202).send(await deletion.request(asUser(req).user.id)))

    app.post('/account/restore', {
      config: can('account.own'),
      schema: { tags: ['auth'], security, summary: 'Cancel a requested account deletion', response: { 200: DeletionState } },
    }, async (req) => {
      await deletion.cancel(asUser(req).user.id)
      return { deletion_due_at: null }
    })

    app.get('/account/export', {
      config: can('account.own'),
      schema: {
        tags: ['auth'], summary: 'Download everything held about the signed-in user (GDPR Art. 15 and 20), as JSON',
        security, response: { 200: ExportDocument },
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
