import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, ref } from '../../../core/http/common.schema.js'
import { runInPublicLane } from '../../../core/db/lanes.js'
import { callerOf, can } from '../../../core/http/auth.js'
import { GrantParams } from '../grants.schema.js'
import { ChangesQuery, FollowedGrantList, GrantChangeList } from './grant-changes.schema.js'
import type { GrantChangesService } from './grant-changes.service.js'

export function grantChangesRoutes (changes: GrantChangesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['grants']
    const done = { 204: { type: 'null', description: 'Done' } } as const

    // Public like the grant itself, and read through the public lane like every catalogue read.
    app.get('/grants/:grant_id/changes', {
      config: { access: 'public' },
      onRequest: (_req, _reply, next) => { runInPublicLane(next) },
      schema: {
        tags, summary: "The grant's change history, newest first", params: GrantParams, querystring: ChangesQuery,
        response: { 200: ref(GrantChangeList), ...errorResponses(404) },
      },
    }, (req) => changes.history(req.params.grant_id, req.query))

    app.put('/grants/:grant_id/follow', {
      config: can('account.own'),
      schema: {
        tags, summary: 'Follow a call: hear of its meaningful changes (idempotent)', params: GrantParams,
        response: { ...done, ...errorResponses(404) },
      },
    }, async (req, reply) => { await changes.follow(callerOf(req), req.params.grant_id); return reply.code(204).send(null) })

    app.delete('/grants/:grant_id/follow', {
      config: can('account.own'),
      schema: { tags, summary: 'Stop following a call (idempotent)', params: GrantParams, response: { ...done, ...errorResponses(404) } },
    }, async (req, reply) => { await changes.unfollow(callerOf(req), req.params.grant_id); return reply.code(204).send(null) })

    app.get('/follows', {
      config: can('account.own'),
      schema: {
        tags, summary: "The caller's followed calls with their latest meaningful change", querystring: ChangesQuery,
        response: { 200: ref(FollowedGrantList) },
      },
    }, (req) => changes.follows(callerOf(req), req.query))
  }
}
