import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { errorResponses } from './common.schema.js'
import type { Access } from './auth.js'

// The OpenAPI document is generated from the route schemas. Routes declare only their specific
// error responses; the ones every route of a kind can give are added here.

export async function installOpenApi (app: FastifyInstance, { version }: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Grantwise API',
        version,
        description: 'Find EU and national grants, see which fit your company and why, and refer customers as a partner. ' +
          'Errors are RFC 9457 problem details; validation errors are 422 with `errors[{loc,msg,type}]`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Name components after the schemas' $id (`User`, `Problem`) rather than `def-0`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string | undefined) ?? `Schema${i}` },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } })
}

/** onRoute hook: the error responses implied by a route's access level, inputs and limits. */
export function addImpliedErrorResponses (route: RouteOptions): void {
  const schema = route.schema
  if (!schema || schema.hide) return
  const access = (route.config as { access?: Access } | undefined)?.access
  const statuses = [
    ...(access && access !== 'public' ? [401] : []),
    ...(access === 'operator' ? [403] : []),
    ...(schema.body || schema.querystring || schema.params ? [422] : []),
    ...((route.config as { rateLimit?: unknown } | undefined)?.rateLimit ? [429] : []),
  ]
  const security = access && access !== 'public' ? { security: [{ bearerAuth: [] }] } : {}
  route.schema = { ...security, ...schema, response: { ...errorResponses(...statuses), ...(schema.response as object) } }
}
