import { randomUUID } from 'node:crypto'
import type { Db, DbOrTx } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { fieldErrors } from '../../core/http/errors.js'
import { offsetOf } from '../../core/http/pagination.js'
import { recordAudit } from '../audit/audit.js'
import type { AuthService } from '../auth/auth.service.js'
import type { CompaniesService } from '../companies/companies.service.js'
import { grantNotFound } from '../grants/grants.errors.js'
import type { GrantsService } from '../grants/grants.service.js'
import type { GrantChangesService } from '../grants/changes/grant-changes.service.js'
import type { TeamEvents } from '../notifications/team-events.js'
import type { ScoredMatch } from './engine.js'
import { invalidMatchAction, matchNotFound } from './matching.errors.js'
import type { MatchEvents } from './matching.events.js'
import type { MatchListQuery } from './matching.schema.js'
import type { MatchingService } from './matching.service.js'
import type { MatchRow } from './matching.tables.js'
import { createMatchesRepository, type MatchFilter, type MatchFlags, type MatchVersion } from './matches.repository.js'
import { createVersionedRows } from '../../core/versioned-rows.js'

// Persisted matches: calculation stores every eligible match (scores only: the user's flags
// survive a recalculation), the lists and the flag transitions of the spec's "Match flags".

interface Deps {
  db: Db
  matching: Pick<MatchingService, 'score' | 'scoreGrant' | 'present' | 'interactionsChanged'>
  grants: Pick<GrantsService, 'embed'>
  companies: Pick<CompaniesService, 'get'>
  events: MatchEvents
  /** Assignees must be members of the workspace. */
  members: Pick<AuthService, 'membersAmong'>
  /** Tells a member that work was assigned to them. */
  team: Pick<TeamEvents, 'assigned'>
  /** Saving a match follows its grant for the user who saved (grants/changes), in the save's transaction. */
  follows: Pick<GrantChangesService, 'followIn'>
}

/** An assignee (`user_id` of the body) who is not an active member of the workspace: 422. */
export async function assertAssignable(
  members: Deps['members'],
  tenantId: string,
  userId: string | null,
): Promise<void> {
  if (userId === null || (await members.membersAmong(tenantId, [userId])).length > 0) return
  throw fieldErrors([{ loc: ['body', 'user_id'], msg: 'Not a member of this workspace', type: 'not_a_member' }])
}

/** `me` is the caller. */
export const assigneeOf = (caller: Pick<Caller, 'user_id'>, filter: string | undefined) =>
  filter === 'me' ? caller.user_id : filter

const ACTIONS: Record<string, MatchFlags> = {
  save: { is_saved: true, is_dismissed: false },
  dismiss: { is_dismissed: true, is_saved: false },
  restore: { is_saved: false, is_dismissed: false },
}

const storable = (tenantId: string, companyId: string, m: ScoredMatch) => ({
  tenant_id: tenantId,
  company_id: companyId,
  grant_id: m.grant.id,
  score: m.score,
  rule_score: m.rule_score,
  semantic_score: m.semantic_score,
  recency_score: m.recency_score,
  collaborative_score: m.collaborative_score,
  carbon_score: m.carbon_score,
  match_reasons: m.match_reasons,
  match_reason_codes: m.match_reason_codes,
  score_breakdown: m.score_breakdown,
  eligibility: m.eligibility,
})

type FlagTarget = { id: string } | { company_id: string; grant_id: string }
interface FlagAudit {
  caller: Caller
  action: string
}

/** The audit action of a user's flag change: saving, unsaving, dismissing or restoring. */
function auditAction(flags: MatchFlags): string {
  if (flags.is_saved) return 'match.saved'
  if (flags.is_dismissed) return 'match.dismissed'
  if (flags.is_saved === false && flags.is_dismissed === undefined) return 'match.unsaved'
  return 'match.restored'
}

const auditFlag = (tx: DbOrTx, row: MatchRow, { caller, action }: FlagAudit) =>
  recordAudit(tx, caller, {
    action,
    subject_type: 'match',
    subject_id: row.id,
    details: { company_id: row.company_id, grant_id: row.grant_id },
  })

type VersionedRow = MatchRow & { version: string }

// Stored matches by id and row version (core/versioned-rows.ts). A list page reads only the
// versions and takes the rows from here: parsing twenty wide rows (score breakdowns, reasons) was
// most of its database work in the server. What a version names never changes, so nothing needs
// dropping when matches change (here, in another server or a worker): only the size is bounded.
const STORED_ROWS = 5_000

export function createMatchesService({ db, matching, grants, companies, events, members, team, follows }: Deps) {
  /** A user's flag change is audited; a save also follows the grant (unsaving does not unfollow). */
  const afterFlag = async (tx: DbOrTx, row: MatchRow, audit: FlagAudit) => {
    await auditFlag(tx, row, audit)
    if (audit.action === 'match.saved')
      await follows.followIn(tx, {
        user_id: audit.caller.user_id,
        grant_id: row.grant_id,
        tenant_id: audit.caller.tenant_id,
      })
  }

  const repo = createMatchesRepository(db)
  const stored = createVersionedRows<MatchVersion, VersionedRow>(STORED_ROWS, {
    ofNamed: (v) => v.version, ofRow: (row) => row.version,
  })

  const one = async (row: MatchRow | undefined, id: string) => {
    if (!row) throw matchNotFound(`No match ${id}`)
    return (await grants.embed([row]))[0]!
  }

  /**
   * Sets flags, with the audit entry of a user's action (not of marking viewed) in the same
   * transaction. Saves and dismissals are other companies' collaborative votes: real-time scores
   * are stale after one.
   */
  async function flag(tenantId: string, target: FlagTarget, flags: MatchFlags, audit?: FlagAudit) {
    const row = audit
      ? await db.transaction(async (tx) => {
          const written = await createMatchesRepository(tx).setFlags(tenantId, target, flags)
          if (written) await afterFlag(tx, written, audit)
          return written
        })
      : await repo.setFlags(tenantId, target, flags)
    if (row && (flags.is_saved !== undefined || flags.is_dismissed !== undefined)) await matching.interactionsChanged()
    return row
  }

  /** Scores the company now and stores every eligible match; the event for the new ones commits with them. */
  async function persist(caller: Caller, companyId: string) {
    const scored = await matching.score(caller.tenant_id, companyId)
    const fresh = await db.transaction(async (tx) => {
      const created = await createMatchesRepository(tx).upsertScores(
        scored.map((m) => storable(caller.tenant_id, companyId, m)),
      )
      await recordAudit(tx, caller, {
        action: 'matches.calculated',
        subject_type: 'company',
        subject_id: companyId,
        details: { company_id: companyId, total: scored.length },
      })
      // The event names who asked, not the whole caller (its e-mail and role are no event's business).
      await events.calculated(tx, {
        tenant_id: caller.tenant_id,
        user_id: caller.user_id,
        company_id: companyId,
        total: scored.length,
        new_matches: created,
      })
      return created
    })
    return { scored, new_matches: fresh.length }
  }

  /** Each item carries its row `version` (the spliced list keeps its JSON by it). */
  async function list(tenantId: string, filter: MatchFilter & { page: number; page_size: number }) {
    const { items, total } = await repo.pageVersions(tenantId, filter, filter.page_size, offsetOf(filter))
    return {
      items: await grants.embed(await stored.rows(items, (ids) => repo.findVersioned(tenantId, ids))),
      total,
      page: filter.page,
      page_size: filter.page_size,
    }
  }

  return {
    /** POST /matches/calculate: synchronous today; the task id keeps the asynchronous shape. */
    async calculate(caller: Caller, companyId: string) {
      const { scored, new_matches } = await persist(caller, companyId)
      return {
        task_id: randomUUID(),
        status: 'completed' as const,
        company_id: companyId,
        total_matches: scored.length,
        new_matches,
        updated_matches: scored.length - new_matches,
      }
    },

    /** POST /matches/{company_id}/refresh: the best `limit`, stored when save_results. */
    async refresh(
      caller: Caller,
      companyId: string,
      { save_results, limit }: { save_results: boolean; limit: number },
    ) {
      const { scored, new_matches } = save_results
        ? await persist(caller, companyId)
        : { scored: await matching.score(caller.tenant_id, companyId), new_matches: 0 }
      return {
        company_id: companyId,
        saved: save_results,
        total: scored.length,
        new_matches,
        items: matching.present(scored.slice(0, limit)),
      }
    },

    /** GET /matches: `assigned_to=me` is the caller. */
    search: (caller: Caller, query: MatchListQuery) =>
      list(caller.tenant_id, { ...query, assigned_to: assigneeOf(caller, query.assigned_to) }),

    get: async (tenantId: string, id: string) => one(await repo.find(tenantId, id), id),

    async action(caller: Caller, id: string, action: string) {
      const flags = ACTIONS[action]
      if (!flags) throw invalidMatchAction(`Unknown action "${action}": use save, dismiss or restore`)
      return one(await flag(caller.tenant_id, { id }, flags, { caller, action: auditAction(flags) }), id)
    },

    /**
     * Gives the match to a member (null: to nobody). The change, its audit entry and the assignee's
     * notification commit together; assigning yourself or unassigning tells nobody, and setting the
     * current assignee again changes nothing.
     */
    async assign(caller: Caller, id: string, userId: string | null) {
      // Checked before the transaction: another module's look-up does not run in it.
      if (!(await repo.find(caller.tenant_id, id))) throw matchNotFound(`No match ${id}`)
      await assertAssignable(members, caller.tenant_id, userId)
      const row = await db.transaction(async (tx) => {
        const txRepo = createMatchesRepository(tx)
        const current = await txRepo.find(caller.tenant_id, id, { lock: true })
        if (!current) throw matchNotFound(`No match ${id}`)
        if (current.assigned_to === userId) return current
        const updated = await txRepo.setAssignee(caller.tenant_id, id, userId)
        await recordAudit(tx, caller, {
          action: 'match.assigned',
          subject_type: 'match',
          subject_id: id,
          details: { from: current.assigned_to, to: userId },
        })
        if (userId !== null && userId !== caller.user_id) {
          await team.assigned(tx, {
            tenant_id: caller.tenant_id,
            subject_type: 'match',
            subject_id: id,
            company_id: current.company_id,
            grant_id: current.grant_id,
            by_user_id: caller.user_id,
            user_id: userId,
          })
        }
        return updated
      })
      return one(row, id)
    },

    /** A company in the path must be the tenant's (404), as on every such route; `GET /matches?company_id=` only filters. */
    async saved(
      tenantId: string,
      companyId: string,
      query: Omit<MatchFilter, 'company_id' | 'status'> & { page: number; page_size: number },
    ) {
      await companies.get(tenantId, companyId)
      return list(tenantId, { ...query, company_id: companyId, status: 'saved' })
    },

    /** PATCH …/view marks a stored match only: 404 when there is none (or the company is not the tenant's). */
    async markViewed(tenantId: string, companyId: string, grantId: string): Promise<void> {
      const row = await flag(tenantId, { company_id: companyId, grant_id: grantId }, { is_viewed: true })
      if (!row) throw matchNotFound(`No stored match for company ${companyId} and grant ${grantId}`)
    },

    /** Save or dismiss by grant: a pair with no match yet is scored and stored first (decisions.md). */
    async setFlag(caller: Caller, companyId: string, grantId: string, flags: MatchFlags) {
      const target = { company_id: companyId, grant_id: grantId }
      const audit = { caller, action: auditAction(flags) }
      const existing = await flag(caller.tenant_id, target, flags, audit)
      if (existing) return one(existing, `for company ${companyId} and grant ${grantId}`)
      const m = await matching.scoreGrant(caller.tenant_id, companyId, grantId)
      if (!m) throw grantNotFound(`No grant with id ${grantId}`)
      // A bookmark is the user's own choice: no new_match event, as there is nothing to announce.
      const row = await db.transaction(async (tx) => {
        const txRepo = createMatchesRepository(tx)
        await txRepo.upsertScores([storable(caller.tenant_id, companyId, m)])
        const written = await txRepo.setFlags(caller.tenant_id, target, flags)
        if (written) await afterFlag(tx, written, audit)
        return written
      })
      await matching.interactionsChanged()
      return one(row, `for company ${companyId} and grant ${grantId}`)
    },

    savedDeadlines: (tenantId: string, from: Date, to: Date, limit: number) =>
      repo.savedDeadlines(tenantId, from, to, limit),

    /** A company that is not the tenant's is a 404, not a row of zeros. */
    async stats(tenantId: string, companyId?: string) {
      if (companyId) await companies.get(tenantId, companyId)
      const s = await repo.stats(tenantId, companyId)
      return {
        company_id: companyId ?? null,
        total_matches: s.total,
        saved: s.saved,
        dismissed: s.dismissed,
        viewed: s.viewed,
        active: s.total - s.dismissed,
        high_score_matches: s.high_score,
        average_score: s.average_score === null ? null : Math.round(Number(s.average_score) * 10_000) / 10_000,
      }
    },
  }
}
export type MatchesService = ReturnType<typeof createMatchesService>
