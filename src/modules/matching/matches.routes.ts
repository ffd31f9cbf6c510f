import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can, callerOf, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { createSplicedList } from '../../core/http/spliced-list.js'
import type { GrantResponse } from '../grants/grants.schema.js'
import {
  ActionBody,
  AssigneeBody,
  CalculateBody,
  CalculateResult,
  CompanyGrantParams,
  CompanyParams,
  DismissedToggle,
  Match,
  MatchList,
  MatchListQuery,
  MatchOwnFields,
  MatchParams,
  MatchStats,
  RefreshQuery,
  RefreshResult,
  SavedQuery,
  SavedToggle,
  StatsQuery,
} from './matching.schema.js'
import type { MatchesService } from './matches.service.js'

// Persisted matches. Static paths (/matches/calculate, /stats, /match/...) win over /matches/{company_id}.
export function matchesRoutes(matches: MatchesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['matches']
    // A grant's JSON changes with its row and with the fields computed at read time; a match's own
    // fields only with its row (its version, see matches.repository.ts).
    const lists = createSplicedList<GrantResponse, { id: string; version: string }>({
      field: 'grant',
      itemSchema: MatchOwnFields,
      embeddedSchema: { $ref: 'Grant' },
      version: (g) =>
        `${g.id} ${g.updated_at.getTime()} ${g.status} ${g.days_until_deadline} ${g.next_deadline?.getTime()}`,
      itemVersion: (m) => `${m.id} ${m.version}`,
    })

    app.get(
      '/matches',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'Stored matches, best first, each with its grant',
          querystring: MatchListQuery,
          response: { 200: ref(MatchList) },
        },
      },
      async (req, reply) => lists.send(reply, await matches.search(callerOf(req), req.query)),
    )

    app.post(
      '/matches/calculate',
      {
        config: can('matches.calculate'),
        schema: {
          tags,
          summary: 'Calculate and store the matches of a company (synchronous)',
          body: CalculateBody,
          response: { 200: ref(CalculateResult), ...errorResponses(404) },
        },
      },
      (req) => matches.calculate(callerOf(req), req.body.company_id),
    )

    app.get(
      '/matches/stats',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'Counts of stored matches for a company or the whole tenant',
          querystring: StatsQuery,
          response: { 200: ref(MatchStats), ...errorResponses(404) },
        },
      },
      (req) => matches.stats(tenantOf(req), req.query.company_id),
    )

    app.get(
      '/matches/match/:match_id',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'One stored match with its grant',
          params: MatchParams,
          response: { 200: ref(Match), ...errorResponses(404) },
        },
      },
      (req) => matches.get(tenantOf(req), req.params.match_id),
    )

    app.patch(
      '/matches/match/:match_id/action',
      {
        config: can('matches.act'),
        schema: {
          tags,
          summary: 'save, dismiss or restore',
          params: MatchParams,
          body: ActionBody,
          response: { 200: ref(Match), ...errorResponses(400, 404) },
        },
      },
      (req) => matches.action(callerOf(req), req.params.match_id, req.body.action),
    )

    app.patch(
      '/matches/match/:match_id/assignee',
      {
        config: can('matches.act'),
        schema: {
          tags,
          summary: 'Assign the match to a member of the workspace (null: unassign); the assignee is told',
          params: MatchParams,
          body: AssigneeBody,
          response: { 200: ref(Match), ...errorResponses(404, 422) },
        },
      },
      (req) => matches.assign(callerOf(req), req.params.match_id, req.body.user_id),
    )

    app.get(
      '/matches/:company_id/saved',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: "The company's saved matches",
          params: CompanyParams,
          querystring: SavedQuery,
          response: { 200: ref(MatchList), ...errorResponses(404) },
        },
      },
      async (req, reply) => lists.send(reply, await matches.saved(tenantOf(req), req.params.company_id, req.query)),
    )

    app.post(
      '/matches/:company_id/refresh',
      {
        config: can('matches.calculate'),
        schema: {
          tags,
          summary: 'Recalculate; store when save_results (flags are kept)',
          params: CompanyParams,
          querystring: RefreshQuery,
          response: { 200: ref(RefreshResult), ...errorResponses(404) },
        },
      },
      (req) => matches.refresh(callerOf(req), req.params.company_id, req.query),
    )

    app.patch(
      '/matches/:company_id/:grant_id/view',
      {
        config: can('matches.act'),
        schema: {
          tags,
          summary: 'Mark a stored match viewed',
          params: CompanyGrantParams,
          response: { 204: { type: 'null', description: 'Marked' }, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        await matches.markViewed(tenantOf(req), req.params.company_id, req.params.grant_id)
        return reply.code(204).send(null)
      },
    )

    app.patch(
      '/matches/:company_id/:grant_id/save',
      {
        config: can('matches.act'),
        schema: {
          tags,
          summary: 'Set the saved flag (a grant with no match yet is scored and stored first)',
          params: CompanyGrantParams,
          querystring: SavedToggle,
          response: { 200: ref(Match), ...errorResponses(404) },
        },
      },
      (req) =>
        matches.setFlag(callerOf(req), req.params.company_id, req.params.grant_id, { is_saved: req.query.saved }),
    )

    app.patch(
      '/matches/:company_id/:grant_id/dismiss',
      {
        config: can('matches.act'),
        schema: {
          tags,
          summary: 'Set the dismissed flag (a grant with no match yet is scored and stored first)',
          params: CompanyGrantParams,
          querystring: DismissedToggle,
          response: { 200: ref(Match), ...errorResponses(404) },
        },
      },
      (req) =>
        matches.setFlag(callerOf(req), req.params.company_id, req.params.grant_id, {
          is_dismissed: req.query.dismissed,
        }),
    )
  }
}
