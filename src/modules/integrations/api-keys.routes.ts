import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asPartner, callerOf, can, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { noStore } from '../../core/http/no-store.js'
import {
  ApiKeyList,
  ApiKeyParams,
  CreateApiKeyBody,
  CreatedApiKey,
  CreatePartnerApiKeyBody,
} from './api-keys.schema.js'
import type { ApiKeysService } from './api-keys.service.js'

// A workspace's keys (integrations.manage: admins and owners) and a referral partner's own. The
// key routes themselves take no key (a key cannot mint keys): the workspace routes need a
// permission no key scope holds, the partner routes do not declare `apiKeys`.

const security = [{ bearerAuth: [] }]
const noContent = { 204: { type: 'null', description: 'Revoked: the key stops working at once' } } as const

export function apiKeysRoutes(keys: ApiKeysService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['integrations']
    const config = can('integrations.manage')
    const partner = { access: 'partner' } as const
    noStore(app) // the one answer that shows a key

    app.post(
      '/api-keys',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Create an API key of the workspace, acting as you within its scope (the key is shown only here)',
          body: CreateApiKeyBody,
          response: { 201: ref(CreatedApiKey), ...errorResponses(422) },
        },
      },
      async (req, reply) => reply.code(201).send(await keys.createForWorkspace(callerOf(req), req.body)),
    )

    app.get(
      '/api-keys',
      {
        config,
        schema: {
          tags,
          security,
          summary: "The workspace's API keys (revoked ones are left out), newest first",
          response: { 200: ref(ApiKeyList) },
        },
      },
      (req) => keys.listForWorkspace(tenantOf(req)),
    )

    app.delete(
      '/api-keys/:api_key_id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Revoke an API key of the workspace',
          params: ApiKeyParams,
          response: { ...noContent, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        await keys.revokeForWorkspace(callerOf(req), req.params.api_key_id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/partners/api-keys',
      {
        config: partner,
        schema: {
          tags: ['partners'],
          security,
          summary:
            'Create a read-only API key for your referrals, commissions and figures (the key is shown only here)',
          body: CreatePartnerApiKeyBody,
          response: { 201: ref(CreatedApiKey), ...errorResponses(422) },
        },
      },
      async (req, reply) => reply.code(201).send(await keys.createForPartner(asPartner(req), req.body)),
    )

    app.get(
      '/partners/api-keys',
      {
        config: partner,
        schema: {
          tags: ['partners'],
          security,
          summary: 'Your API keys (revoked ones are left out), newest first',
          response: { 200: ref(ApiKeyList) },
        },
      },
      (req) => keys.listForPartner(asPartner(req)),
    )

    app.delete(
      '/partners/api-keys/:api_key_id',
      {
        config: partner,
        schema: {
          tags: ['partners'],
          security,
          summary: 'Revoke one of your API keys',
          params: ApiKeyParams,
          response: { ...noContent, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        await keys.revokeForPartner(asPartner(req), req.params.api_key_id)
        return reply.code(204).send(null)
      },
    )
  }
}
