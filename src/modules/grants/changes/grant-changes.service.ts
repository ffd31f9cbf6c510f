import type { Clock } from '../../../core/clock.js'
import type { Db, DbOrTx } from '../../../core/db/client.js'
import type { Caller } from '../../../core/http/auth.js'
import { offsetOf, page } from '../../../core/http/pagination.js'
import type { Logger } from '../../../core/logger.js'
import { grantNotFound } from '../grants.errors.js'
import { readTimeFields } from '../grants.status.js'
import { statusOf } from './grant-diff.js'
import type { Follower, GrantChangeEvents, OnAnnounced } from './grant-changes.events.js'
import { createGrantChangesRepository } from './grant-changes.repository.js'

// The history of a grant, who follows it, and the announcer that tells followers of every
// meaningful change exactly once (grant-changes.repository.ts `claim`).

const ANNOUNCE_BATCH = 100

interface Deps {
  db: Db
  clock: Clock
  log: Logger
  /** Writes each follower's in-app notice and e-mail (the notifications module). */
  events: GrantChangeEvents
  /** Called for every change announced, in the announcing transaction (the container wires grant.changed webhooks here). */
  onAnnounced?: OnAnnounced
}

type PageQuery = { page: number; page_size: number }
const toDate = (v: Date | string | null) => (v === null ? null : new Date(v))

export function createGrantChangesService ({ db, clock, log, events, onAnnounced }: Deps) {
  const repo = createGrantChangesRepository(db)

  async function assertGrant (grantId: string): Promise<void> {
    if (!(await repo.grantExists(grantId))) throw grantNotFound(`No grant with id ${grantId}`)
  }

  return {
    /** GET /grants/{id}/changes: newest first; 404 for an unknown grant. */
    async history (grantId: string, q: PageQuery) {
      await assertGrant(grantId)
      const { items, total } = await repo.page(grantId, q.page_size, offsetOf(q))
      return page(items, total, q)
    },

    /** Idempotent; the follow remembers the workspace of the token (links in notices open it). */
    async follow (caller: Caller, grantId: string): Promise<void> {
      await assertGrant(grantId)
      await repo.follow({ user_id: caller.user_id, grant_id: grantId, tenant_id: caller.tenant_id })
    },

    async unfollow (caller: Caller, grantId: string): Promise<void> {
      await assertGrant(grantId)
      await repo.unfollow(caller.user_id, grantId)
    },

    /** The caller's followed grants (in every workspace: following is the user's own). */
    async follows (caller: Caller, q: PageQuery) {
      const { items, total } = await repo.follows(caller.user_id, q.page_size, offsetOf(q))
      const now = clock.now()
      return page(items.map((r) => {
        const dates = {
          record_type: r.record_type, deadline: toDate(r.deadline), deadlines: r.deadlines.map((d) => new Date(d)),
          start_date: toDate(r.start_date), end_date: toDate(r.end_date), withdrawn_at: toDate(r.withdrawn_at),
        }
        return {
          grant_id: r.grant_id, tenant_id: r.tenant_id, followed_at: new Date(r.followed_at), title: r.title,
          deadline: readTimeFields(dates, now).deadline, status: statusOf(dates, now),
          latest_change: r.latest && { ...r.latest, id: Number(r.latest.id), changed_at: new Date(r.latest.changed_at) },
        }
      }), total, q)
    },

    /** Matching's port: saving a match follows its grant, in the transaction of the save. */
    async followIn (tx: DbOrTx, f: { user_id: string; grant_id: string; tenant_id: string }): Promise<void> {
      await createGrantChangesRepository(tx).follow(f)
    },

    /**
     * Tells the followers of every meaningful change not yet announced, a batch per transaction:
     * the claim, the notices and the webhooks' port commit together, so a crash announces nothing
     * (the next run does) and concurrent runs never announce one change twice.
     */
    async announce (): Promise<{ announced: number }> {
      let announced = 0
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const txRepo = createGrantChangesRepository(tx)
          const claimed = await txRepo.claim(clock.now(), ANNOUNCE_BATCH)
          if (claimed.length === 0) return 0
          const byGrant = new Map<string, Follower[]>()
          for (const f of await txRepo.followers([...new Set(claimed.map((c) => c.grant_id))])) {
            byGrant.set(f.grant_id, [...(byGrant.get(f.grant_id) ?? []), { user_id: f.user_id, tenant_id: f.tenant_id }])
          }
          for (const change of claimed) {
            const followers = byGrant.get(change.grant_id) ?? []
            const event = { change_id: change.id, grant_id: change.grant_id, changes: change.changes, urgent: change.urgent }
            if (followers.length > 0) await events.changed(tx, { ...event, followers })
            await onAnnounced?.(tx, { ...event, tenant_ids: [...new Set(followers.map((f) => f.tenant_id))] })
          }
          return claimed.length
        })
        if (done === 0) break
        announced += done
      }
      if (announced > 0) log.info({ announced }, 'grant changes announced')
      return { announced }
    },
  }
}
export type GrantChangesService = ReturnType<typeof createGrantChangesService>
