import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { can, callerOf, tenantOf } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { AssigneeBody } from '../matching/matching.schema.js'
import {
  Application,
  ApplicationCreate,
  ApplicationList,
  ApplicationListQuery,
  ApplicationParams,
  ApplicationUpdate,
} from './applications.schema.js'
import type { ApplicationsService } from './applications.service.js'

export function applicationsRoutes(applications: ApplicationsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['applications']

    app.get(
      '/applications',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: "The tenant's applications, most recently changed first",
          querystring: ApplicationListQuery,
          response: { 200: ref(ApplicationList) },
        },
      },
      (req) => applications.list(callerOf(req), req.query),
    )

    app.post(
      '/applications',
      {
        config: can('applications.write'),
        schema: {
          tags,
          summary: 'Start an application (status draft)',
          body: ApplicationCreate,
          response: { 201: ref(Application), ...errorResponses(404, 409, 422) },
        },
      },
      async (req, reply) => reply.code(201).send(await applications.create(callerOf(req), req.body)),
    )

    app.get(
      '/applications/:application_id',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          summary: 'One application with its grant',
          params: ApplicationParams,
          response: { 200: ref(Application), ...errorResponses(404) },
        },
      },
      (req) => applications.get(tenantOf(req), req.params.application_id),
    )

    app.patch(
      '/applications/:application_id',
      {
        config: can('applications.write'),
        schema: {
          tags,
          summary: 'Change status (per the flow), notes or requested amount',
          params: ApplicationParams,
          body: ApplicationUpdate,
          response: { 200: ref(Application), ...errorResponses(404, 409, 422) },
        },
      },
      (req) => applications.update(callerOf(req), req.params.application_id, req.body),
    )

    app.patch(
      '/applications/:application_id/assignee',
      {
        config: can('applications.write'),
        schema: {
          tags,
          summary: 'Assign the application to a member of the workspace (null: unassign); the assignee is told',
          params: ApplicationParams,
          body: AssigneeBody,
          response: { 200: ref(Application), ...errorResponses(404, 422) },
        },
      },
      (req) => applications.assign(callerOf(req), req.params.application_id, req.body.user_id),
    )
  }
}
