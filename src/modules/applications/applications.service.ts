import type { Db } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { recordAudit } from '../audit/audit.js'
import type { AuthService } from '../auth/auth.service.js'
import type { CompaniesService } from '../companies/companies.service.js'
import type { GrantsService } from '../grants/grants.service.js'
import { assertAssignable, assigneeOf } from '../matching/matches.service.js'
import type { MatchingService } from '../matching/matching.service.js'
import type { TeamEvents } from '../notifications/team-events.js'
import { applicationExists, applicationNotFound, forbiddenTransition } from './applications.errors.js'
import type { ApplicationEvents } from './applications.events.js'
import { canMove, milestones, TRANSITIONS } from './applications.flow.js'
import { createApplicationsRepository } from './applications.repository.js'
import type { ApplicationCreate, ApplicationListQuery, ApplicationUpdate } from './applications.schema.js'
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.tables.js'

interface Deps {
  db: Db
  companies: Pick<CompaniesService, 'get'>
  grants: Pick<GrantsService, 'get' | 'embed'>
  /** Applications are votes in other companies' collaborative scores. */
  matching: Pick<MatchingService, 'interactionsChanged'>
  events: ApplicationEvents
  /** Assignees must be members of the workspace. */
  members: Pick<AuthService, 'membersAmong'>
  /** Tells a member that work was assigned to them. */
  team: Pick<TeamEvents, 'assigned'>
}

export function createApplicationsService({ db, companies, grants, matching, events, members, team }: Deps) {
  const repo = createApplicationsRepository(db)

  const notFound = (id: string) => applicationNotFound(`No application with id ${id}`)
  // Each application says where it may go next, so clients need not copy the flow.
  const withNext = <T extends { status: ApplicationStatus }>(a: T) => ({
    ...a,
    allowed_transitions: [...TRANSITIONS[a.status]],
  })
  const embedded = async <T extends { status: ApplicationStatus; grant_id: string }>(rows: T[]) =>
    (await grants.embed(rows)).map(withNext)

  return {
    /** `assigned_to=me` is the caller. */
    async list(caller: Caller, q: ApplicationListQuery) {
      const { items, total } = await repo.page(
        caller.tenant_id,
        { ...q, assigned_to: assigneeOf(caller, q.assigned_to) },
        q.page_size,
        offsetOf(q),
      )
      return page(await embedded(items), total, q)
    },

    async create(caller: Caller, input: ApplicationCreate) {
      const [, grant] = await Promise.all([
        companies.get(caller.tenant_id, input.company_id), // 404 for another tenant's company
        grants.get(input.grant_id), // 404 for an unknown grant
      ])
      const created = await db.transaction(async (tx) => {
        const row = await createApplicationsRepository(tx).insert({
          ...input,
          tenant_id: caller.tenant_id,
          status: 'draft',
        })
        if (!row)
          throw applicationExists(
            'This company already has an application in progress for this grant; change or withdraw that one',
          )
        await recordAudit(tx, caller, {
          action: 'application.created',
          subject_type: 'application',
          subject_id: row.id,
          details: { company_id: row.company_id, grant_id: row.grant_id },
        })
        return row
      })
      await matching.interactionsChanged()
      return withNext({ ...created, grant })
    },

    async get(tenantId: string, id: string) {
      const row = await repo.find(tenantId, id)
      if (!row) throw notFound(id)
      return (await embedded([row]))[0]!
    },

    /**
     * Notes and amount change freely; a status change must follow the flow (409 otherwise) and is
     * announced in the same transaction. The row is locked, so two concurrent changes from the same
     * status cannot both pass the check.
     */
    async update(caller: Caller, id: string, changes: ApplicationUpdate) {
      const row = await db.transaction(async (tx) => {
        const txRepo = createApplicationsRepository(tx)
        const current = await txRepo.find(caller.tenant_id, id, { lock: true })
        if (!current) throw notFound(id)
        const { status, ...fields } = changes
        const moving = status !== undefined && status !== current.status
        if (moving && !canMove(current.status, status)) {
          const allowed = TRANSITIONS[current.status]
          throw forbiddenTransition(
            `An application in status ${current.status} cannot become ${status}` +
              (allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'),
          )
        }
        const updated = await txRepo.update(
          caller.tenant_id,
          id,
          moving ? { ...fields, status } : fields,
          moving ? milestones(status) : {},
        )
        // The audit entries come before the announcement: whatever fails after them rolls them back too.
        const audited = { subject_type: 'application', subject_id: id }
        if (moving)
          await recordAudit(tx, caller, {
            ...audited,
            action: 'application.status_changed',
            details: { from: current.status, to: status },
          })
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
          (k) => (fields[k] ?? null) !== current[k],
        )
        if (changed.length > 0)
          await recordAudit(tx, caller, { ...audited, action: 'application.updated', details: { fields: changed } })
        if (moving) {
          await events.statusChanged(tx, {
            tenant_id: caller.tenant_id,
            user_id: caller.user_id,
            application_id: id,
            company_id: current.company_id,
            grant_id: current.grant_id,
            from: current.status,
            to: status,
          })
        }
        return updated
      })
      if (changes.status !== undefined) await matching.interactionsChanged()
      return (await embedded([row]))[0]!
    },

    /** Gives the application to a member (null: to nobody); see matches.service.ts `assign`. */
    async assign(caller: Caller, id: string, userId: string | null) {
      // Checked before the transaction: another module's look-up does not run in it.
      if (!(await repo.find(caller.tenant_id, id))) throw notFound(id)
      await assertAssignable(members, caller.tenant_id, userId)
      const row = await db.transaction(async (tx) => {
        const txRepo = createApplicationsRepository(tx)
        const current = await txRepo.find(caller.tenant_id, id, { lock: true })
        if (!current) throw notFound(id)
        if (current.assigned_to === userId) return current
        const updated = await txRepo.update(caller.tenant_id, id, { assigned_to: userId })
        await recordAudit(tx, caller, {
          action: 'application.assigned',
          subject_type: 'application',
          subject_id: id,
          details: { from: current.assigned_to, to: userId },
        })
        if (userId !== null && userId !== caller.user_id) {
          await team.assigned(tx, {
            tenant_id: caller.tenant_id,
            subject_type: 'application',
            subject_id: id,
            company_id: current.company_id,
            grant_id: current.grant_id,
            by_user_id: caller.user_id,
            user_id: userId,
          })
        }
        return updated
      })
      return (await embedded([row]))[0]!
    },

    /** Every status with its count (zeros included) and the total. */
    async countByStatus(tenantId: string) {
      const counts = await repo.countByStatus(tenantId)
      const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
        ApplicationStatus,
        number
      >
      return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), by_status: byStatus }
    },
  }
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>
