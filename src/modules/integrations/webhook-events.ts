import type { DbOrTx } from '../../core/db/client.js'
import type { ApplicationEvents } from '../applications/applications.events.js'
import type { MatchEvents } from '../matching/matching.events.js'
import type { ApproachingPort } from '../notifications/notifications.jobs.js'
import type { ProgrammeEvents } from '../partners/partners.events.js'
import type { WebhookEmitter } from './webhooks.service.js'

// Other modules' events as webhook events. Each adapter runs in the event's transaction, so a
// delivery is written exactly when its cause commits. The payload `data` of every type is
// listed in docs/decisions.md ("Webhooks").

/** Applications' port for both sinks: the in-app/e-mail notifications, then the workspace's webhooks. */
export function applicationEventsWithWebhooks(
  notifications: ApplicationEvents,
  webhooks: WebhookEmitter,
): ApplicationEvents {
  return {
    async statusChanged(tx, e) {
      await notifications.statusChanged(tx, e)
      await webhooks.emit(tx, e.tenant_id, 'application.status_changed', {
        application_id: e.application_id,
        company_id: e.company_id,
        grant_id: e.grant_id,
        from: e.from,
        to: e.to,
        changed_by: e.user_id,
      })
    },
  }
}

/** Matching's port for both sinks; `grant.matched` only when a calculation found new matches (one event for all of them). */
export function matchEventsWithWebhooks(notifications: MatchEvents, webhooks: WebhookEmitter): MatchEvents {
  return {
    async calculated(tx, e) {
      await notifications.calculated(tx, e)
      if (e.new_matches.length === 0) return
      await webhooks.emit(tx, e.tenant_id, 'grant.matched', {
        company_id: e.company_id,
        total_matches: e.total,
        calculated_by: e.user_id,
        new_matches: [...e.new_matches]
          .sort((a, b) => b.score - a.score)
          .map((m) => ({ match_id: m.match_id, grant_id: m.grant_id, score: m.score })),
      })
    },
  }
}

/** The hourly scan's approaching cut-offs: once per workspace, grant and cut-off, whatever the re-runs. */
export function deadlineWebhooks(webhooks: WebhookEmitter): ApproachingPort {
  return async (tx, events) => {
    for (const e of events) {
      await webhooks.emit(
        tx,
        e.tenant_id,
        'deadline.approaching',
        {
          grant_id: e.grant_id,
          grant_title: e.title,
          deadline: e.deadline,
          days_until_deadline: e.days_until_deadline,
          match_ids: e.match_ids,
        },
        `deadline.approaching:${e.tenant_id}:${e.grant_id}:${e.deadline}`,
      )
    }
  }
}

/** The referral programme's events for the platform operator's endpoints (no workspace). */
export function programmeWebhooks(webhooks: WebhookEmitter): ProgrammeEvents {
  return {
    async referralConverted(tx, e) {
      await webhooks.emit(tx, null, 'referral.converted', { ...e })
    },
    async commissionsStatusChanged(tx, e) {
      await webhooks.emit(tx, null, 'commission.status_changed', { ...e })
    },
  }
}

/** What the grant-change announcer reports (its port `onAnnounced`). */
export interface GrantAnnounced {
  change_id: number
  grant_id: string
  /** The workspaces following or matched to the grant. */
  tenant_ids: string[]
  changes: unknown
  urgent: boolean
}

/**
 * `grant.changed` for each workspace told of a change, in the announcer's transaction; the change
 * id makes it exactly once per workspace however often the announcement is retried. Wire it as
 * the announcer's `onAnnounced` port.
 */
export function grantChangedWebhooks(webhooks: WebhookEmitter) {
  return async (tx: DbOrTx, a: GrantAnnounced): Promise<void> => {
    for (const tenantId of new Set(a.tenant_ids)) {
      await webhooks.emit(
        tx,
        tenantId,
        'grant.changed',
        { change_id: a.change_id, grant_id: a.grant_id, changes: a.changes, urgent: a.urgent },
        `grant.changed:${a.change_id}`,
      )
    }
  }
}
