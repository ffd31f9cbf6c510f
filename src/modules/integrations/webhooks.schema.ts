import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { WEBHOOK_DELIVERY_STATUSES } from './integrations.tables.js'

// Webhook endpoints and their delivery log as clients see them. A workspace subscribes to its own
// events; the platform operator's endpoints (/admin/webhooks) to the referral programme's.

export const WORKSPACE_EVENTS = [
  'grant.matched',
  'grant.changed',
  'deadline.approaching',
  'application.status_changed',
] as const
export const OPERATOR_EVENTS = ['referral.converted', 'commission.status_changed'] as const

const url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'https URL the events are POSTed to (http only where the settings allow)',
})
const description = Type.String({ maxLength: 500 })
const eventList = (events: readonly string[]) =>
  Type.Array(StringEnum(events), {
    minItems: 1,
    maxItems: events.length,
    uniqueItems: true,
    description: 'The event types to send',
  })

export const createBody = (events: readonly string[], $id: string) =>
  Type.Object(
    { url, events: eventList(events), description: Type.Optional(description) },
    { $id, additionalProperties: false },
  )
export const patchBody = (events: readonly string[], $id: string) =>
  Type.Object(
    {
      url: Type.Optional(url),
      events: Type.Optional(eventList(events)),
      description: Type.Optional(Nullable(description)),
      enabled: Type.Optional(
        Type.Boolean({ description: 'true re-enables a disabled endpoint and resets its failure count' }),
      ),
    },
    { $id, additionalProperties: false, minProperties: 1 },
  )

export const CreateWebhookBody = createBody(WORKSPACE_EVENTS, 'CreateWebhookBody')
export const PatchWebhookBody = patchBody(WORKSPACE_EVENTS, 'PatchWebhookBody')
export const CreateOperatorWebhookBody = createBody(OPERATOR_EVENTS, 'CreateOperatorWebhookBody')
export const PatchOperatorWebhookBody = patchBody(OPERATOR_EVENTS, 'PatchOperatorWebhookBody')
export interface WebhookInput {
  url: string
  events: string[]
  description?: string | undefined
}
export interface WebhookPatch {
  url?: string | undefined
  events?: string[] | undefined
  description?: string | null | undefined
  enabled?: boolean | undefined
}

const endpointFields = {
  id: Uuid,
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  disabled_at: Nullable(IsoDate),
  disabled_reason: Nullable(Type.String()),
  consecutive_failures: Type.Integer({ description: 'Deliveries failed for good in a row (5 disable the endpoint)' }),
  created_at: IsoDate,
  updated_at: IsoDate,
}
export const WebhookEndpoint = Type.Object(endpointFields, { $id: 'WebhookEndpoint' })
export const WebhookEndpointCreated = Type.Object(
  {
    ...endpointFields,
    secret: Type.String({ description: 'whsec_…: verifies the signatures; shown only now and on rotation' }),
  },
  { $id: 'WebhookEndpointCreated' },
)
export const WebhookEndpointList = Type.Object(
  { items: Type.Array(Type.Ref('WebhookEndpoint')) },
  { $id: 'WebhookEndpointList' },
)

export const WebhookSecret = Type.Object(
  {
    secret: Type.String({ description: 'The new whsec_… secret' }),
    previous_secret_expires_at: IsoDate,
  },
  {
    $id: 'WebhookSecret',
    description: 'Until previous_secret_expires_at the old secret signs too (a second signature in webhook-signature)',
  },
)

export const WebhookAttempt = Type.Object(
  {
    attempted_at: IsoDate,
    status_code: Nullable(Type.Integer()),
    error: Nullable(Type.String()),
    duration_ms: Type.Integer(),
    response_excerpt: Nullable(Type.String({ description: 'The first 500 characters of the response body' })),
  },
  { $id: 'WebhookAttempt' },
)

export const WebhookDelivery = Type.Object(
  {
    id: Uuid,
    event_type: Type.String(),
    status: StringEnum(WEBHOOK_DELIVERY_STATUSES),
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    last_status_code: Nullable(Type.Integer()),
    last_error: Nullable(Type.String()),
    created_at: IsoDate,
    delivered_at: Nullable(IsoDate),
    next_attempt_at: Nullable(IsoDate),
    payload: Type.Object({}, { additionalProperties: true, description: 'The body sent: { type, timestamp, data }' }),
    attempt_log: Type.Array(Type.Ref('WebhookAttempt'), { description: 'Every attempt, oldest first' }),
  },
  { $id: 'WebhookDelivery' },
)
export type WebhookDelivery = Static<typeof WebhookDelivery>

export const WebhookDeliveryList = Type.Object(
  {
    items: Type.Array(Type.Ref('WebhookDelivery')),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'WebhookDeliveryList' },
)

export const WebhookParams = Type.Object({ webhook_id: Uuid })
export const DeliveryParams = Type.Object({ webhook_id: Uuid, delivery_id: Uuid })
export const DeliveryQuery = Type.Object({ ...PageQuery, status: Type.Optional(StringEnum(WEBHOOK_DELIVERY_STATUSES)) })
export type DeliveryQuery = Static<typeof DeliveryQuery>

export const webhookSchemas = [
  CreateWebhookBody,
  PatchWebhookBody,
  CreateOperatorWebhookBody,
  PatchOperatorWebhookBody,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookSecret,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryList,
]
