import { sql } from 'drizzle-orm'
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import { tenants, users } from '../auth/auth.tables.js'

export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const
export type NotificationFrequency = typeof NOTIFICATION_FREQUENCIES[number]
/** The spec's six e-mail types, plus `password_reset` (its template has a history record too). */
export const EMAIL_TYPES = [
  'new_match', 'deadline_reminder', 'weekly_digest', 'welcome', 'application_status', 'test', 'password_reset',
  // Teams: an invitation (recorded under the inviting user, sent to the invited address), a
  // mention in a comment and work assigned to the user.
  'invitation', 'mention', 'assignment',
  // Alerts and integrations: new grants of a saved search, a followed call that changed, and the
  // notice to a workspace's admins that a failing webhook endpoint was switched off.
  'saved_search', 'grant_changed', 'webhook_disabled',
  // The account's deletion was scheduled (DELETE /account): when, and how to cancel it.
  'account_deletion',
] as const
export type EmailType = typeof EMAIL_TYPES[number]
/** E-mails to referral partners (not users): the receipt of their application, their account status and their commissions. */
export const PARTNER_EMAIL_TYPES = ['partner_application', 'partner_status', 'commission_status'] as const
export type PartnerEmailType = typeof PARTNER_EMAIL_TYPES[number]
export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'bounced', 'failed'] as const
export type DeliveryStatus = typeof DELIVERY_STATUSES[number]
export const IN_APP_TYPES = [
  'new_match', 'deadline_approaching', 'application_status', 'match_refresh', 'system', 'mention', 'assignment',
  'saved_search', 'grant_changed',
] as const
export type InAppType = typeof IN_APP_TYPES[number]

export const notificationPreferences = pgTable('notification_preferences', {
  id: id(),
  user_id: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  email_notifications_enabled: boolean('email_notifications_enabled').notNull().default(true),
  notification_frequency: text('notification_frequency').$type<NotificationFrequency>().notNull().default('immediate'),
  new_match_notifications: boolean('new_match_notifications').notNull().default(true),
  match_threshold: integer('match_threshold').notNull().default(70),
  deadline_notifications: boolean('deadline_notifications').notNull().default(true),
  deadline_reminder_days: integer('deadline_reminder_days').array().notNull().default(sql`'{7,3,1}'`),
  weekly_digest_enabled: boolean('weekly_digest_enabled').notNull().default(true),
  weekly_digest_day: integer('weekly_digest_day').notNull().default(1),
  application_status_notifications: boolean('application_status_notifications').notNull().default(true),
  // Not in the spec (teams): e-mail when a colleague mentions the user or assigns them work.
  team_notifications: boolean('team_notifications').notNull().default(true),
  // Not in the spec (alerts): e-mail when a followed call changes in a way that matters.
  grant_change_notifications: boolean('grant_change_notifications').notNull().default(true),
  // Quiet hours in the user's time zone (whole hours, start inclusive, end exclusive; may wrap past
  // midnight); null: none. Non-essential e-mail written inside them waits for their end.
  quiet_hours_start: smallint('quiet_hours_start'),
  quiet_hours_end: smallint('quiet_hours_end'),
  // Per-type channel switches beyond the spec's e-mail ones, e.g. { "grant_changed": { "in_app": false } }.
  channels: jsonb('channels').$type<Record<string, { email?: boolean; in_app?: boolean }>>().notNull().default({}),
  // Not in the spec: the weekly digest and daily batches go out on the user's own calendar day.
  timezone: text('timezone').notNull().default('Europe/Brussels'),
  ...timestamps(),
}, (t) => [
  check('notification_preferences_threshold_check', sql`${t.match_threshold} between 0 and 100`),
  check('notification_preferences_day_check', sql`${t.weekly_digest_day} between 0 and 6`),
  check('notification_preferences_quiet_check', sql`(${t.quiet_hours_start} is null) = (${t.quiet_hours_end} is null)
    and coalesce(${t.quiet_hours_start} between 0 and 23 and ${t.quiet_hours_end} between 0 and 23, true)`),
  check('notification_preferences_frequency_check', sql`${t.notification_frequency} in ('immediate', 'daily', 'weekly')`),
])

// Every e-mail, from the moment it is caused (status pending, in the transaction of its cause)
// to its last delivery status. The pending rows are the outbox the delivery worker drains.
export const notificationHistory = pgTable('notification_history', {
  id: id(),
  // Exactly one of the two: a user's e-mail, or a referral partner's. The partner is a plain
  // reference because the partners module sits above this one.
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  partner_id: uuid('partner_id'),
  notification_type: text('notification_type').$type<EmailType | PartnerEmailType>().notNull(),
  email_subject: text('email_subject').notNull(),
  email_to: text('email_to').notNull(),
  email_template: text('email_template').notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  // Plain references, no foreign keys: the record of an e-mail outlives the grant or match it named.
  grant_id: uuid('grant_id'),
  match_id: uuid('match_id'),
  sent_at: timestamptz('sent_at'),
  delivered_at: timestamptz('delivered_at'),
  message_id: text('message_id'),
  // The rendered message; cleared once accepted for templates carrying a sign-in link.
  text_body: text('text_body'),
  html_body: text('html_body'),
  unsubscribe_url: text('unsubscribe_url'),
  attempts: integer('attempts').notNull().default(0),
  /** 0: account mail (sign-in links), sent before everything else that is due; 1: the rest. */
  priority: smallint('priority').notNull().default(1),
  next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
  /** Set while a worker holds the message; a crashed worker's claim expires and it is retried. */
  lease_until: timestamptz('lease_until'),
  last_error: text('last_error'),
  /** "Exactly once" key of scheduled mail: a reminder per grant, cut-off and day; a digest per week. */
  dedupe_key: text('dedupe_key'),
  ...timestamps(),
}, (t) => [
  index('notification_history_user_idx').on(t.user_id, t.created_at.desc(), t.id),
  index('notification_history_due_idx').on(t.priority, t.next_attempt_at).where(sql`${t.status} = 'pending'`),
  index('notification_history_message_idx').on(t.message_id),
  uniqueIndex('notification_history_dedupe_idx').on(t.user_id, t.dedupe_key),
  index('notification_history_partner_idx').on(t.partner_id, t.created_at.desc()).where(sql`${t.partner_id} is not null`),
  check('notification_history_recipient_check', sql`(${t.user_id} is null) <> (${t.partner_id} is null)`),
  check('notification_history_status_check', sql`${t.status} in ('pending', 'sent', 'delivered', 'bounced', 'failed')`),
])

// In-app notifications (the inbox of the web app).
export const notifications = pgTable('notifications', {
  id: id(),
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tenant_id: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  type: text('type').$type<InAppType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  read: boolean('read').notNull().default(false),
  read_at: timestamptz('read_at'),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  dedupe_key: text('dedupe_key'),
}, (t) => [
  index('notifications_user_idx').on(t.user_id, t.created_at.desc(), t.id),
  index('notifications_unread_idx').on(t.user_id).where(sql`not ${t.read}`),
  uniqueIndex('notifications_dedupe_idx').on(t.user_id, t.dedupe_key),
  check('notifications_type_check', sql`${t.type} in (${sql.raw(IN_APP_TYPES.map((x) => `'${x}'`).join(', '))})`),
])

/** Addresses that bounced permanently: later mail to them is not attempted. */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  notification_id: uuid('notification_id'),
  created_at: timestamptz('created_at').notNull().defaultNow(),
})

/**
 * One row per hand-off to the provider: the shared rate window of all processes. A row counts
 * while its send is in flight and for 60 s after it ended (the server received the message at
 * some moment between `at` and `finished_at`); see delivery.repository.ts.
 */
export const emailDispatches = pgTable('email_dispatches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** When the send was allowed to start. */
  at: timestamptz('at').notNull(),
  /** The message handed over: health reads the recent attempts' outcomes through it. */
  notification_id: uuid('notification_id'),
  /** When the provider answered (accepted or refused); null while in flight. */
  finished_at: timestamptz('finished_at'),
  /** Renewed while the sender lives: a killed sender's row counts as finished at this moment. */
  lease_until: timestamptz('lease_until'),
}, (t) => [index('email_dispatches_at_idx').on(t.at)])

/** New matches waiting for a daily or weekly batch e-mail. */
export const matchAlerts = pgTable('match_alerts', {
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  match_id: uuid('match_id').notNull(),
  grant_id: uuid('grant_id').notNull(),
  company_id: uuid('company_id').notNull(),
  score: integer('score_percent').notNull(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_id, t.match_id] })])

export type PreferencesRow = typeof notificationPreferences.$inferSelect
export type HistoryRow = typeof notificationHistory.$inferSelect
export type HistoryInsert = typeof notificationHistory.$inferInsert
export type InAppRow = typeof notifications.$inferSelect
export type InAppInsert = typeof notifications.$inferInsert
