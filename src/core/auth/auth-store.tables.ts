import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../db/columns.js'

// Revoked tokens (logout, used refresh tokens), kept until the token would have expired anyway.
export const revokedTokens = pgTable('revoked_tokens', {
  jti: uuid('jti').primaryKey(),
  expires_at: timestamptz('expires_at').notNull(),
}, (t) => [index('revoked_tokens_expires_at_idx').on(t.expires_at)])

// Consecutive failed logins per account key ("user:<email>", "partner:<email>"). Keyed by the
// e-mail as typed, whether or not an account exists, so answers never reveal which e-mails do.
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failed_at: timestamptz('last_failed_at').notNull(),
  locked_until: timestamptz('locked_until'),
}, (t) => [index('login_failures_last_failed_at_idx').on(t.last_failed_at)])
