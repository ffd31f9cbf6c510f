import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { DELIVERY_STATUSES, EMAIL_TYPES, IN_APP_TYPES, NOTIFICATION_FREQUENCIES } from './notifications.tables.js'
import { ESSENTIAL } from './preference-rules.js'

// Per-type channel switches: `email` for the e-mail types a user may turn off (essential ones
// cannot be), `in_app` for the in-app types; any other key is a 422. `propertyNames`, because the
// validator strips (rather than refuses) properties that additionalProperties leaves out.
const SWITCHABLE_EMAIL: readonly string[] = EMAIL_TYPES.filter((type) => !ESSENTIAL.has(type))
const switchesOf = (type: string) => [
  ...(SWITCHABLE_EMAIL.includes(type) ? ['email'] : []),
  ...((IN_APP_TYPES as readonly string[]).includes(type) ? ['in_app'] : []),
]
const channelSwitch = (type: string) =>
  Type.Object(Object.fromEntries(switchesOf(type).map((k) => [k, Type.Optional(Type.Boolean())])), {
    additionalProperties: false,
    propertyNames: { enum: switchesOf(type) },
  })
const CHANNEL_TYPES = [...new Set([...SWITCHABLE_EMAIL, ...IN_APP_TYPES])]
const Channels = Type.Unsafe<Record<string, { email?: boolean; in_app?: boolean }>>(
  Type.Partial(Type.Object(Object.fromEntries(CHANNEL_TYPES.map((type) => [type, channelSwitch(type)]))), {
    additionalProperties: false,
    propertyNames: { enum: CHANNEL_TYPES },
    description:
      'Per type: false turns its e-mail or in-app notifications off, on top of the switches above (extension). ' +
      "A type given replaces that type's switches; types not given keep theirs.",
  }),
)
const QuietHour = Nullable(Type.Integer({ minimum: 0, maximum: 23 }))

const fields = {
  email_notifications_enabled: Type.Boolean({ description: 'Master switch of the non-essential e-mails' }),
  notification_frequency: StringEnum(NOTIFICATION_FREQUENCIES, {
    description: 'daily and weekly batch new-match e-mails into one message',
  }),
  new_match_notifications: Type.Boolean(),
  match_threshold: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'New-match e-mails for matches scoring at least this (per cent)',
  }),
  deadline_notifications: Type.Boolean(),
  deadline_reminder_days: Type.Array(Type.Integer({ minimum: 0, maximum: 30 }), {
    minItems: 1,
    maxItems: 31,
    description: 'Days before a deadline to remind; stored deduplicated, in descending order',
  }),
  weekly_digest_enabled: Type.Boolean(),
  weekly_digest_day: Type.Integer({
    minimum: 0,
    maximum: 6,
    description: "0 = Sunday … 6 = Saturday, in the user's time zone",
  }),
  application_status_notifications: Type.Boolean(),
  team_notifications: Type.Boolean({
    description: 'E-mail when a colleague mentions you or assigns you work (extension; teams)',
  }),
  grant_change_notifications: Type.Boolean({
    description: 'E-mail when a grant you follow changes in a way that matters (extension; alerts)',
  }),
  quiet_hours_start: {
    ...QuietHour,
    description:
      'Quiet hours (extension): non-essential e-mail written from this hour (0-23, your time zone) waits until ' +
      'quiet_hours_end; both or neither (null)',
  },
  quiet_hours_end: {
    ...QuietHour,
    description: 'The hour quiet hours end (exclusive); may be earlier than the start (a window past midnight)',
  },
  channels: Channels,
  timezone: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'IANA time zone of the digest day and daily batches (extension; default Europe/Brussels)',
  }),
}

export const Preferences = Type.Object(
  { id: Uuid, user_id: Uuid, ...fields, created_at: IsoDate, updated_at: IsoDate },
  { $id: 'NotificationPreferences' },
)
export const PreferencesUpdate = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  description:
    'Any subset; only the fields given change (PATCH and PUT alike); other fields (id, timestamps) are ignored',
})
export type PreferencesUpdate = Static<typeof PreferencesUpdate>

export const HistoryRecord = Type.Object(
  {
    id: Uuid,
    user_id: Uuid,
    notification_type: StringEnum(EMAIL_TYPES, {
      description: "The spec's six types, password_reset, and the teams' invitation, mention and assignment",
    }),
    email_subject: Type.String(),
    email_to: Type.String(),
    email_template: Type.String(),
    status: StringEnum(DELIVERY_STATUSES, {
      description:
        'pending = queued; sent = accepted by the provider; delivered = confirmed by it; ' +
        'bounced = refused permanently (address suppressed); failed = not sent',
    }),
    grant_id: Nullable(Uuid),
    match_id: Nullable(Uuid),
    sent_at: Nullable(IsoDate),
    delivered_at: Nullable(IsoDate),
    message_id: Nullable(Type.String()),
    attempts: Type.Integer({ description: 'Delivery attempts so far (extension)' }),
    last_error: Nullable(Type.String({ description: 'Why the last attempt failed (extension)' })),
    created_at: IsoDate,
    updated_at: IsoDate,
  },
  { $id: 'NotificationHistoryRecord' },
)

export const HistoryList = Type.Object(
  {
    items: Type.Array(Type.Ref('NotificationHistoryRecord')),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total_pages: Type.Integer(),
  },
  { $id: 'NotificationHistoryList' },
)

export const HistoryQuery = Type.Object({
  ...PageQuery,
  notification_type: Type.Optional(StringEnum(EMAIL_TYPES)),
  status: Type.Optional(StringEnum(DELIVERY_STATUSES)),
})
export type HistoryQuery = Static<typeof HistoryQuery>

export const TestEmailBody = Type.Object({
  email_type: Type.Optional(
    Type.String({
      description:
        'A template to try: test (default), welcome, password_reset, new_match, deadline_reminder, weekly_digest, application_status',
    }),
  ),
  custom_subject: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description: 'One line: no control characters',
    }),
  ),
})
export const TestEmailResult = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  message_id: Nullable(Type.String()),
})
export const TestEmailFailure = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.String(),
  instance: Type.Optional(Type.String()),
  request_id: Type.Optional(Type.String()),
  success: Type.Boolean(),
  message: Type.String(),
  message_id: Type.Null(),
})

export const NotificationStats = Type.Object({
  total_notifications: Type.Integer(),
  notifications_last_7_days: Type.Integer(),
  by_type: Type.Record(Type.String(), Type.Integer()),
  by_status: Type.Record(Type.String(), Type.Integer()),
})

export const NotificationHealth = Type.Object({
  status: StringEnum(['healthy', 'degraded', 'unavailable'] as const, {
    description:
      "unavailable: the provider cannot be reached; degraded: over 20% of the last 15 minutes' attempts failed",
  }),
  backend: Type.String({ description: 'outbox (DATA_DIR/outbox), smtp://host:port or smtps://host:port' }),
  rate_limit: Type.String({
    description: 'Messages handed to the provider in the last minute, e.g. "12/30 per minute"',
  }),
})

export const InAppNotification = Type.Object(
  {
    id: Uuid,
    user_id: Uuid,
    tenant_id: Uuid,
    type: StringEnum(IN_APP_TYPES),
    title: Type.String(),
    message: Type.String(),
    data: Type.Object(
      {},
      { additionalProperties: true, description: 'Ids and figures of what the notification is about' },
    ),
    read: Type.Boolean(),
    read_at: Nullable(IsoDate),
    created_at: IsoDate,
  },
  { $id: 'InAppNotification' },
)

export const InAppList = Type.Object(
  {
    items: Type.Array(Type.Ref('InAppNotification')),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'InAppNotificationList' },
)

export const InAppQuery = Type.Object({
  ...PageQuery,
  read: Type.Optional(Type.Boolean({ description: 'false: unread only' })),
  type: Type.Optional(StringEnum(IN_APP_TYPES)),
})
export type InAppQuery = Static<typeof InAppQuery>

// Not a UUID format: the spec answers a malformed notification id with 400, not 422.
export const NotificationParams = Type.Object({ notification_id: Type.String({ maxLength: 100 }) })
export const ReadAllResult = Type.Object({ updated: Type.Integer({ description: 'Notifications marked read' }) })

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 2000 }) })
export const UnsubscribeResult = Type.Object({
  message: Type.String(),
  kind: Type.String({ description: 'The kind of e-mail turned off' }),
})

export const ProviderEvent = Type.Object({
  message_id: Type.String({ minLength: 1 }),
  event: StringEnum(['delivered', 'bounced'] as const),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
})

export const ProviderEventResult = Type.Object({
  updated: Type.Boolean({ description: 'false when no sent e-mail has this message id' }),
})

export const notificationSchemas = [Preferences, HistoryRecord, HistoryList, InAppNotification, InAppList]
