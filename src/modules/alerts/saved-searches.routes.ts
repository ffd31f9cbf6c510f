import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { callerOf, can } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import {
  CreateSavedSearchBody,
  SavedSearchList,
  SavedSearchListQuery,
  SavedSearchParams,
  SavedSearchResponse,
  UpdateSavedSearchBody,
} from './saved-searches.schema.js'
import type { SavedSearchesService } from './saved-searches.service.js'

export function savedSearchesRoutes(searches: SavedSearchesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Your own searches in the workspace you are signed in to: every member has them.
    const config = can('account.own')
    const tags = ['saved-searches']
    const one = { 200: ref(SavedSearchResponse), ...errorResponses(404, 422) }

    app.get(
      '/saved-searches',
      {
        config,
        schema: {
          tags,
          summary: 'Your saved searches, newest first',
          querystring: SavedSearchListQuery,
          response: { 200: ref(SavedSearchList), ...errorResponses(422) },
        },
      },
      (req) => searches.list(callerOf(req), req.query),
    )

    app.post(
      '/saved-searches',
      {
        config,
        schema: {
          tags,
          summary: 'Save a search (the parameters of GET /grants/search) with its alert frequency',
          body: CreateSavedSearchBody,
          response: { 201: ref(SavedSearchResponse), ...errorResponses(409, 422) },
        },
      },
      async (req, reply) => {
        reply.code(201)
        return searches.create(callerOf(req), req.body)
      },
    )

    app.get(
      '/saved-searches/:saved_search_id',
      {
        config,
        schema: { tags, summary: 'One of your saved searches', params: SavedSearchParams, response: one },
      },
      (req) => searches.get(callerOf(req), req.params.saved_search_id),
    )

    app.patch(
      '/saved-searches/:saved_search_id',
      {
        config,
        schema: {
          tags,
          summary: 'Rename, change the query or the alert frequency (a new query alerts on grants from now on)',
          params: SavedSearchParams,
          body: UpdateSavedSearchBody,
          response: one,
        },
      },
      (req) => searches.update(callerOf(req), req.params.saved_search_id, req.body),
    )

    app.delete(
      '/saved-searches/:saved_search_id',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a saved search with its alerts',
          params: SavedSearchParams,
          response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(404, 422) },
        },
      },
      async (req, reply) => {
        await searches.remove(callerOf(req), req.params.saved_search_id)
        return reply.code(204).send(null)
      },
    )
  }
}
