import { asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { savedSearches } from '../alerts/alerts.tables.js'
import { applications } from '../applications/applications.tables.js'
import { auditEvents } from '../audit/audit.tables.js'
import { memberships, tenants, users } from '../auth/auth.tables.js'
import { comments } from '../collaboration/collaboration.tables.js'
import { carbonProfiles, companies } from '../companies/companies.tables.js'
import { grantFollows } from '../grants/changes/grant-changes.tables.js'
import { matches } from '../matching/matching.tables.js'
import { notificationHistory, notificationPreferences, notifications } from '../notifications/notifications.tables.js'

// The GDPR export (Art. 15 and 20): everything we hold about the signed-in user, and the data of
// the workspace the token names that the user may read, as one JSON document. It reads the tables
// of several modules on purpose: one place that knows every table holding a person's data, so
// none is forgotten (account-export.http.test.ts checks that every table with a user or tenant
// column is exported or excluded here with its reason).
//
// Left out: secrets and credentials (the password hash, token versions, API key hashes, webhook
// secrets, unsubscribe links), delivery machinery (leases, retry times, dedupe keys), and what is
// about other people (their memberships, invitations to them, their e-mails). Integrations (API
// keys, webhooks) are configuration of the workspace, not personal data, and are listed by their
// pages to the admins who manage them.

/** The tables the export reads (for the completeness test). */
export const EXPORTED_TABLES = [
  'users', 'memberships', 'tenants', 'notification_preferences', 'notifications', 'notification_history',
  'saved_searches', 'grant_follows', 'comments', 'audit_events', 'companies', 'carbon_profiles', 'matches', 'applications',
]

/** Tables with a user or tenant column that the export leaves out, and why. */
export const EXCLUDED_TABLES: Record<string, string> = {
  invitations: 'about the people invited, not the user',
  api_keys: 'workspace configuration and credentials (listed on the Integrations page)',
  webhook_endpoints: 'workspace configuration with signing secrets (listed on the Integrations page)',
  match_alerts: 'the matches an alert has already sent: machinery behind notifications',
  referrals: 'the referral partner\'s record of the sign-up (the partner\'s data)',
  legal_documents: 'the operator\'s published pages; the version of the terms accepted is in the account',
}

const { password_hash: _hash, token_version: _version, ...userColumns } = getTableColumns(users)
const emailColumns = {
  id: notificationHistory.id, type: notificationHistory.notification_type, subject: notificationHistory.email_subject,
  to: notificationHistory.email_to, template: notificationHistory.email_template, status: notificationHistory.status,
  grant_id: notificationHistory.grant_id, match_id: notificationHistory.match_id, sent_at: notificationHistory.sent_at,
  delivered_at: notificationHistory.delivered_at, text: notificationHistory.text_body,
}

export function createAccountExport ({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The document for `userId`, with the workspace `tenantId` (the token's). */
    async export (userId: string, tenantId: string) {
      const [account] = await db.select(userColumns).from(users).where(eq(users.id, userId))
      const [
        workspaces, preferences, inbox, emails, searches, follows, written, actions,
        [workspace], companyRows, matchRows, applicationRows,
      ] = await Promise.all([
        db.select({ tenant_id: memberships.tenant_id, name: tenants.name, role: memberships.role })
          .from(memberships).innerJoin(tenants, eq(tenants.id, memberships.tenant_id)).where(eq(memberships.user_id, userId)),
        db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId)),
        db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(asc(notifications.created_at)),
        db.select(emailColumns).from(notificationHistory).where(eq(notificationHistory.user_id, userId))
          .orderBy(asc(notificationHistory.sent_at)),
        db.select().from(savedSearches).where(eq(savedSearches.user_id, userId)),
        db.select().from(grantFollows).where(eq(grantFollows.user_id, userId)),
        db.select().from(comments).where(eq(comments.author_id, userId)).orderBy(asc(comments.created_at)),
        db.select().from(auditEvents).where(eq(auditEvents.actor_id, userId)).orderBy(asc(auditEvents.created_at)),
        db.select().from(tenants).where(eq(tenants.id, tenantId)),
        db.select().from(companies).where(eq(companies.tenant_id, tenantId)).orderBy(asc(companies.created_at)),
        db.select().from(matches).where(eq(matches.tenant_id, tenantId)),
        db.select().from(applications).where(eq(applications.tenant_id, tenantId)),
      ])
      const companyIds = companyRows.map((c) => c.id)
      const carbon = companyIds.length
        ? await db.select().from(carbonProfiles).where(inArray(carbonProfiles.company_id, companyIds))
        : []
      return {
        format: 'grantwise-account-export/1',
        exported_at: clock.now().toISOString(),
        account: account ?? null,
        workspaces,
        notification_preferences: preferences[0] ?? null,
        notifications: inbox,
        emails,
        saved_searches: searches,
        followed_grants: follows,
        comments: written,
        audit_events: actions,
        workspace: {
          tenant: workspace ?? null,
          companies: companyRows,
          carbon_profiles: carbon,
          matches: matchRows,
          applications: applicationRows,
        },
      }
    },
  }
}

export type AccountExport = ReturnType<typeof createAccountExport>
