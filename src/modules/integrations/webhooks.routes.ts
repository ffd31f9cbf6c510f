import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyContextConfig, FastifyRequest } from 'fastify'
import { asOperator, asUser, can, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import type { Owner } from './webhooks.repository.js'
import {
  CreateOperatorWebhookBody,
  CreateWebhookBody,
  DeliveryParams,
  DeliveryQuery,
  PatchOperatorWebhookBody,
  PatchWebhookBody,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookParams,
  WebhookSecret,
  type WebhookInput,
  type WebhookPatch,
} from './webhooks.schema.js'
import type { WebhooksService } from './webhooks.service.js'

// The same endpoints twice: a workspace's (/webhooks, integrations.manage: admins and owners,
// their workspace's events) and the platform operator's (/admin/webhooks, the referral
// programme's events, owned by no workspace). Only the owner and the event list differ.

interface Variant {
  base: string
  tag: string
  config: FastifyContextConfig
  owner: (req: FastifyRequest) => Owner
  userId: (req: FastifyRequest) => string
  create: typeof CreateWebhookBody | typeof CreateOperatorWebhookBody
  patch: typeof PatchWebhookBody | typeof PatchOperatorWebhookBody
}

function routes(webhooks: WebhooksService, v: Variant): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { config, owner } = v
    const tags = [v.tag]
    const one = `${v.base}/:webhook_id`
    // No 403 response schema: the gate's 403 carries extension members the shared Problem schema would strip.

    app.post(
      v.base,
      {
        config,
        schema: {
          tags,
          summary: 'Register an endpoint; the answer holds its signing secret, shown only here',
          body: ref(v.create),
          response: { 201: ref(WebhookEndpointCreated), ...errorResponses(422) },
        },
      },
      async (req, reply) => {
        reply.code(201)
        return webhooks.create(owner(req), v.userId(req), req.body as WebhookInput)
      },
    )

    app.get(
      v.base,
      {
        config,
        schema: { tags, summary: 'The endpoints (without secrets)', response: { 200: ref(WebhookEndpointList) } },
      },
      (req) => webhooks.list(owner(req)),
    )

    app.get(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'One endpoint',
          params: WebhookParams,
          response: { 200: ref(WebhookEndpoint), ...errorResponses(404) },
        },
      },
      (req) => webhooks.get(owner(req), req.params.webhook_id),
    )

    app.patch(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'Change the URL, events or description; enable (resets the failure count) or disable',
          params: WebhookParams,
          body: ref(v.patch),
          response: { 200: ref(WebhookEndpoint), ...errorResponses(404, 422) },
        },
      },
      (req) => webhooks.update(owner(req), req.params.webhook_id, req.body as WebhookPatch),
    )

    app.delete(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'Delete the endpoint and its delivery log',
          params: WebhookParams,
          response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        await webhooks.remove(owner(req), req.params.webhook_id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      `${one}/rotate-secret`,
      {
        config,
        schema: {
          tags,
          summary: 'A new signing secret; the previous one keeps signing too for 24 hours',
          params: WebhookParams,
          response: { 200: ref(WebhookSecret), ...errorResponses(404) },
        },
      },
      (req) => webhooks.rotateSecret(owner(req), req.params.webhook_id),
    )

    app.get(
      `${one}/deliveries`,
      {
        config,
        schema: {
          tags,
          summary: 'The delivery log, newest first, each with its attempts',
          params: WebhookParams,
          querystring: DeliveryQuery,
          response: { 200: ref(WebhookDeliveryList), ...errorResponses(404, 422) },
        },
      },
      (req) => webhooks.deliveries(owner(req), req.params.webhook_id, req.query),
    )

    app.post(
      `${one}/deliveries/:delivery_id/redeliver`,
      {
        config,
        schema: {
          tags,
          summary: 'Send a delivery again now (one attempt)',
          params: DeliveryParams,
          response: { 200: ref(WebhookDelivery), ...errorResponses(404, 409) },
        },
      },
      (req) => webhooks.redeliver(owner(req), req.params.webhook_id, req.params.delivery_id),
    )

    app.post(
      `${one}/test`,
      {
        config,
        schema: {
          tags,
          summary: 'Send a webhook.test event now (once) and answer with its delivery',
          params: WebhookParams,
          response: { 200: ref(WebhookDelivery), ...errorResponses(404) },
        },
      },
      (req) => webhooks.test(owner(req), req.params.webhook_id),
    )
  }
}

export const webhooksRoutes = (webhooks: WebhooksService) =>
  routes(webhooks, {
    base: '/webhooks',
    tag: 'webhooks',
    config: can('integrations.manage'),
    owner: tenantOf,
    userId: (req) => asUser(req).user.id,
    create: CreateWebhookBody,
    patch: PatchWebhookBody,
  })

export const operatorWebhooksRoutes = (webhooks: WebhooksService) =>
  routes(webhooks, {
    base: '/admin/webhooks',
    tag: 'admin',
    config: { access: 'operator' } as const,
    owner: () => null,
    userId: (req) => asOperator(req).user.id,
    create: CreateOperatorWebhookBody,
    patch: PatchOperatorWebhookBody,
  })
