import { AjvCompiler, type BuildCompilerFromPool, type Options } from '@fastify/ajv-compiler'

// Request validation, one Ajv per kind of input, because text and JSON need different rules:
// - query strings and path parameters are text, so "20" must become 20 and a single value a
//   one-element array (coercion); a query parameter the route does not declare is dropped, so no
//   service can read a value nobody validated;
// - a JSON body has types of its own, so it is checked as sent: coercion there turned `null` into
//   0 or false and 7 into "7", a silent change of what the client meant instead of a 422.
// Booleans in a query string accept what HTTP clients send for them (`True` from Python,
// `1`/`0`, `yes`/`no`, `on`/`off`), as FastAPI and most serious APIs do.

type RouteDefinition = { schema: { properties?: Record<string, { type?: unknown }> }; httpPart?: string }
type ValidateFn = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown }
type Build = (route: RouteDefinition) => ValidateFn

const BASE: Options = { allErrors: true, useDefaults: true }
const TRUE = new Set(['true', '1', 'yes', 'on'])
const FALSE = new Set(['false', '0', 'no', 'off'])

/** `True` → `true`, `0` → `false`; anything else is left for the schema to reject. */
export function booleanWord (value: unknown): unknown {
  if (typeof value !== 'string') return value
  const word = value.trim().toLowerCase()
  return TRUE.has(word) ? 'true' : FALSE.has(word) ? 'false' : value
}

function withBooleanWords (validate: ValidateFn, schema: RouteDefinition['schema']): ValidateFn {
  const keys = Object.entries(schema.properties ?? {}).filter(([, s]) => s.type === 'boolean').map(([key]) => key)
  if (keys.length === 0) return validate
  const wrapped: ValidateFn = (data, context) => {
    if (data && typeof data === 'object') {
      const query = data as Record<string, unknown>
      for (const key of keys) if (key in query) query[key] = booleanWord(query[key])
    }
    return validate(data, context)
  }
  // Fastify passes the parent object to validators that have a schema environment, and reads the
  // errors from the function it called.
  wrapped.schemaEnv = validate.schemaEnv
  Object.defineProperty(wrapped, 'errors', { get: () => validate.errors })
  return wrapped
}

export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  // Fastify passes its `ajv` option (plugins); JSON Type Definition mode is not used here.
  const plugins = options?.plugins
  const compiler = (customOptions: Options) =>
    AjvCompiler()(externalSchemas, { plugins, customOptions: { ...BASE, ...customOptions } }) as unknown as Build
  const body = compiler({ coerceTypes: false, removeAdditional: true })
  const query = compiler({ coerceTypes: 'array', removeAdditional: 'all' })
  const other = compiler({ coerceTypes: 'array', removeAdditional: true })
  const build: Build = (route) => {
    if (route.httpPart === 'body') return body(route)
    if (route.httpPart === 'querystring') return withBooleanWords(query(route), route.schema)
    return other(route)
  }
  return build as unknown as ReturnType<BuildCompilerFromPool>
}
