import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can, callerOf, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { ApplicationParams } from '../applications/applications.schema.js'
import { MatchParams } from '../matching/matching.schema.js'
import { Comment, CommentCreate, CommentList, CommentListQuery, CommentParams, CommentUpdate } from './collaboration.schema.js'
import type { CollaborationService } from './collaboration.service.js'

// Comments on matches and applications. The subject's URL is its own module's path, but the
// comments are this module's: the comment routes answer them.
export function collaborationRoutes (collaboration: CollaborationService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['comments']
    const match = (id: string) => ({ subject_type: 'match' as const, subject_id: id })
    const application = (id: string) => ({ subject_type: 'application' as const, subject_id: id })

    app.get('/matches/match/:match_id/comments', {
      config: can('workspace.read'),
      schema: {
        tags, summary: 'Comments on a stored match, oldest first', params: MatchParams, querystring: CommentListQuery,
        response: { 200: ref(CommentList), ...errorResponses(404) },
      },
    }, (req) => collaboration.list(tenantOf(req), match(req.params.match_id), req.query))

    app.post('/matches/match/:match_id/comments', {
      config: can('comments.write'),
      schema: {
        tags, summary: 'Comment on a stored match; members mentioned are told', params: MatchParams, body: CommentCreate,
        response: { 201: ref(Comment), ...errorResponses(404, 422) },
      },
    }, async (req, reply) => reply.code(201).send(await collaboration.create(callerOf(req), match(req.params.match_id), req.body)))

    app.get('/applications/:application_id/comments', {
      config: can('workspace.read'),
      schema: {
        tags, summary: 'Comments on an application, oldest first', params: ApplicationParams, querystring: CommentListQuery,
        response: { 200: ref(CommentList), ...errorResponses(404) },
      },
    }, (req) => collaboration.list(tenantOf(req), application(req.params.application_id), req.query))

    app.post('/applications/:application_id/comments', {
      config: can('comments.write'),
      schema: {
        tags, summary: 'Comment on an application; members mentioned are told', params: ApplicationParams, body: CommentCreate,
        response: { 201: ref(Comment), ...errorResponses(404, 422) },
      },
    }, async (req, reply) => {
      return reply.code(201).send(await collaboration.create(callerOf(req), application(req.params.application_id), req.body))
    })

    app.patch('/comments/:comment_id', {
      config: can('comments.write'),
      schema: {
        tags, summary: 'Edit your comment; members newly mentioned are told', params: CommentParams, body: CommentUpdate,
        response: { 200: ref(Comment), ...errorResponses(403, 404, 422) },
      },
    }, (req) => collaboration.update(callerOf(req), req.params.comment_id, req.body))

    app.delete('/comments/:comment_id', {
      config: can('comments.write'),
      schema: {
        tags, summary: 'Delete a comment (its author, or an admin or owner)', params: CommentParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    }, async (req, reply) => {
      await collaboration.remove(callerOf(req), req.params.comment_id)
      return reply.code(204).send(null)
    })
  }
}
