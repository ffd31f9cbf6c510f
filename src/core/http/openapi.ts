import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
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
    transform: ({ schema, url }) => ({ schema: optionalDefaults(schema), url }),
    // Name components after the schemas' $id (`User`, `Problem`) rather than `def-0`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string | undefined) ?? `Schema${i}` },
  })
  // The plugin's CSP (hashes of its own inline script and styles), tightened: no framing, no
  // swagger.io validator badge (the document is validated here, and it would leak its URL),
  // nothing over https from elsewhere, and no upgrade-insecure-requests (a plain-HTTP install on
  // a LAN would lose its assets).
  await app.register(swaggerUi, {
    routePrefix: '/docs', uiConfig: { deepLinking: true, validatorUrl: null }, staticCSP: true,
    transformStaticCSP: (header) => header
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' validator.swagger.io', '')
      .replace(/ https:/g, '').replace(/\s*upgrade-insecure-requests;?/, '') + " form-action 'self';",
  })
}

/**
 * A query or body field with a default need not be sent (`page`, `page_size`), yet TypeBox lists
 * it as required: the document says optional, so generated clients do not have to pass it.
 * Validation is untouched (this shapes only the document).
 */
function optionalDefaults (schema: FastifySchema | undefined): FastifySchema {
  if (!schema) return {}
  const loosen = (part: unknown) => {
    const object = part as { properties?: Record<string, { default?: unknown }>; required?: string[] } | undefined
    if (!object?.properties || !object.required) return part
    const required = object.required.filter((name) => object.properties?.[name]?.default === undefined)
    return required.length === object.required.length ? part : { ...object, required }
  }
  return { ...schema, querystring: loosen(schema.querystring), body: loosen(schema.body) }
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
