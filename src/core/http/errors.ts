import type { NotFoundFallback } from './web-app.js'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// The only place that knows the wire shape of an error: RFC 9457 problem details.

export interface FieldError { loc: (string | number)[]; msg: string; type: string }

export interface ErrorSpec { status: number; code: string; title: string }

export class AppError extends Error {
  constructor (
    readonly spec: ErrorSpec,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string>; members?: Record<string, unknown> } = {},
  ) {
    super(detail)
    this.name = 'AppError'
  }

  get statusCode (): number { return this.spec.status }
}

/** One factory per failure: `export const companyNotFound = defineError({...})`. */
export function defineError (spec: ErrorSpec) {
  return (detail: string = spec.title, extra?: AppError['extra']) => new AppError(spec, detail, extra)
}

const VALIDATION: ErrorSpec = { status: 422, code: 'request.validation_failed', title: 'Validation failed' }
const validationFailed = defineError(VALIDATION)
const describe = (errors: FieldError[]) => errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')
/** A 422 raised by a service for a rule the schema cannot express (password strength...). */
export const fieldErrors = (errors: FieldError[]) => validationFailed(describe(errors), { errors })

const notFound = defineError({ status: 404, code: 'request.route_not_found', title: 'Not found' })

const LOCATIONS: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' }

export const PROBLEM_TYPE_BASE = 'https://grantwise.eu/problems/'

function problem (request: FastifyRequest, reply: FastifyReply, spec: ErrorSpec, detail: string, errors?: FieldError[], members: Record<string, unknown> = {}) {
  return reply
    .code(spec.status)
    .type('application/problem+json')
    .send({
      ...members,
      type: PROBLEM_TYPE_BASE + spec.code.replace('.', '/'),
      title: spec.title,
      status: spec.status,
      detail,
      instance: request.url.split('?')[0],
      request_id: request.id,
      ...(errors ? { errors } : {}),
    })
}

interface AjvError { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }

function toFieldErrors (context: string, validation: AjvError[]): FieldError[] {
  const location = LOCATIONS[context] ?? context
  return validation.map((e) => {
    const path = e.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p))
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
      return { loc: [location, ...path, e.params.missingProperty], msg: 'Field required', type: 'missing' }
    }
    if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
      return { loc: [location, ...path, e.params.additionalProperty], msg: 'Unknown field', type: 'extra_forbidden' }
    }
    return { loc: [location, ...path], msg: e.message ?? 'Invalid value', type: e.keyword }
  })
}

// Fastify's own client errors (bad JSON, wrong content type, body too large...) keep their status
// but get a readable title; malformed JSON is a validation failure of the body.
const CLIENT_ERRORS: Record<string, ErrorSpec> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, code: 'request.malformed_json', title: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, code: 'request.empty_json', title: 'Empty JSON body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupported_media_type', title: 'Unsupported media type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.body_too_large', title: 'Request body too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request.bad_content_length', title: 'Bad Content-Length' },
}

// Errors Fastify's router raises before any route or hook runs (a malformed URL encoding, a path
// parameter over maxParamLength): passed to Fastify() as `frameworkErrors`, so they get the same
// problem body as everything else instead of Fastify's own JSON.
const FRAMEWORK_ERRORS: Record<string, ErrorSpec> = {
  FST_ERR_BAD_URL: { status: 400, code: 'request.bad_url', title: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'request.path_parameter_too_long', title: 'Path parameter too long' },
}

export function frameworkErrors (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const spec = FRAMEWORK_ERRORS[err.code] ?? { status: err.statusCode ?? 400, code: 'request.client_error', title: 'Bad request' }
  void problem(request, reply, spec, err.message)
}

export function installErrorHandling (app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.headers) reply.headers(err.extra.headers)
      if (err.spec.status >= 500) request.log.error({ err }, err.detail)
      return problem(request, reply, err.spec, err.detail, err.extra.errors, err.extra.members)
    }
    if (err.validation) {
      const errors = toFieldErrors(err.validationContext ?? 'body', err.validation as AjvError[])
      return problem(request, reply, VALIDATION, describe(errors), errors)
    }
    const known = err.code ? CLIENT_ERRORS[err.code] : undefined
    if (known) {
      const errors = known.status === 422 ? [{ loc: ['body'], msg: err.message, type: 'json_invalid' }] : undefined
      return problem(request, reply, known, err.message, errors)
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return problem(request, reply, { status: err.statusCode, code: 'request.client_error', title: 'Bad request' }, err.message)
    }
    // PostgreSQL cancelled a statement at its timeout, or no connection of the request's pool
    // came free in time: the service is overloaded or the query pathological, not broken; a 503
    // tells clients and monitors to try later.
    const busy = whyBusy(err)
    if (busy) {
      request.log.warn({ err }, busy)
      reply.header('retry-after', '30')
      return problem(request, reply, { status: 503, code: 'server.query_timeout', title: 'Service busy' },
        `The database did not answer in time. Try again later; quote request id ${request.id} if it persists.`)
    }
    request.log.error({ err }, 'unhandled error')
    return problem(request, reply, { status: 500, code: 'server.internal', title: 'Internal Server Error' },
      `An unexpected error occurred. Quote request id ${request.id} when reporting it.`)
  })
}

/** Why the database could not serve the request in time (on the error or what drizzle wrapped), or null. */
function whyBusy (err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    // SQLSTATE 57014, query_canceled
    if ((e as { code?: unknown }).code === '57014') return 'statement cancelled by statement_timeout'
    // pg-pool's words when connectionTimeoutMillis passes with every connection taken
    if ((e as { message?: unknown }).message === 'timeout exceeded when trying to connect') return 'no database connection came free'
  }
  return null
}

/** Unknown routes: the web app's page when `fallback` serves one (a browser route), else a 404 problem. */
export function installNotFound (app: FastifyInstance, fallback: NotFoundFallback | null): void {
  app.setNotFoundHandler(async (request, reply) => (await fallback?.(request, reply)) ??
    problem(request, reply, notFound().spec, `No route for ${request.method} ${request.url.split('?')[0]}`))
}
