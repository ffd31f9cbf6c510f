import { AjvCompiler, type BuildCompilerFromPool, type Options } from '@fastify/ajv-compiler'

// Request validation, one Ajv per kind of input, because text and JSON need different rules:
// - query strings and path parameters are text, so "20" must become 20 and a single value a
//   one-element array (coercion); a query parameter the route does not declare is dropped, so no
//   service can read a value nobody validated;
// - a JSON body has types of its own, so it is checked as sent: coercion there turned `null` into
//   0 or false and 7 into "7", a silent change of what the client meant instead of a 422.
// Booleans in a query string accept what HTTP clients send for them (`True` from Python,
// `1`/`0`, `yes`/`no`, `on`/`off`), as FastAPI and most serious APIs do.
//
// Two rules hold for every route, so no route can forget them (security review, issue 23):
// - a body field the route does not declare is dropped before the handler sees it, at any depth
//   (`removeAdditional: 'all'`): a handler that passes its body on to an update can only write
//   the fields it documents (`PATCH /admin/partners/{id}/tier` could set any partner column);
// - numbers are finite: `strictNumbers` refuses Infinity and NaN in JSON (`1e309` parses to
//   Infinity), and a text value that coerces to a non-finite number (`?limit=1e309`, `Infinity`)
//   is refused after coercion, where Ajv skipped minimum and maximum for it.

type RouteDefinition = { schema: { properties?: Record<string, { type?: unknown }> }; httpPart?: string }
interface AjvError { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message: string }
type ValidateFn = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown }
type Build = (route: RouteDefinition) => ValidateFn

// `validateSchema: false`: our schemas are TypeBox's output and compiled by every test run; checking
// each of them against the JSON Schema meta-schema again in each of the three Ajv instances cost
// ~2 s of every start (strict mode still refuses an unknown keyword when a schema is compiled).
const BASE: Options = { allErrors: true, useDefaults: true, strictNumbers: true, validateSchema: false }
const TRUE = new Set(['true', '1', 'yes', 'on'])
const FALSE = new Set(['false', '0', 'no', 'off'])

/** `True` → `true`, `0` → `false`; anything else is left for the schema to reject. */
export function booleanWord (value: unknown): unknown {
  if (typeof value !== 'string') return value
  const word = value.trim().toLowerCase()
  return TRUE.has(word) ? 'true' : FALSE.has(word) ? 'false' : value
}

/** The non-finite numbers among the values of a query string or path (values or lists of them). */
export function nonFiniteNumbers (data: unknown): AjvError[] {
  if (!data || typeof data !== 'object') return []
  const errors: AjvError[] = []
  const check = (value: unknown, path: string) => {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      errors.push({ instancePath: path, schemaPath: '#', keyword: 'finite_number', params: {}, message: 'must be a finite number' })
    }
  }
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) value.forEach((item, i) => check(item, `/${key}/${i}`))
    else check(value, `/${key}`)
  }
  return errors
}

/**
 * A coerced part (query, path, headers): booleans read as words before Ajv, numbers checked for
 * finiteness after it. Fastify passes the parent object to validators that have a schema
 * environment, and reads the errors from the function it called.
 */
function textPart (validate: ValidateFn, schema: RouteDefinition['schema'], booleans: boolean): ValidateFn {
  const keys = booleans ? Object.entries(schema.properties ?? {}).filter(([, s]) => s.type === 'boolean').map(([key]) => key) : []
  let errors: unknown = null
  const wrapped: ValidateFn = (data, context) => {
    if (keys.length > 0 && data && typeof data === 'object') {
      const query = data as Record<string, unknown>
      for (const key of keys) if (key in query) query[key] = booleanWord(query[key])
    }
    const valid = validate(data, context)
    const infinite = nonFiniteNumbers(data)
    errors = infinite.length > 0 ? [...(validate.errors as AjvError[] | null ?? []), ...infinite] : validate.errors
    return valid && infinite.length === 0
  }
  wrapped.schemaEnv = validate.schemaEnv
  Object.defineProperty(wrapped, 'errors', { get: () => errors })
  return wrapped
}

export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  // Fastify passes its `ajv` option (plugins); JSON Type Definition mode is not used here.
  const plugins = options?.plugins
  const compiler = (customOptions: Options) =>
    AjvCompiler()(externalSchemas, { plugins, customOptions: { ...BASE, ...customOptions } }) as unknown as Build
  const body = compiler({ coerceTypes: false, removeAdditional: 'all' })
  const query = compiler({ coerceTypes: 'array', removeAdditional: 'all' })
  const other = compiler({ coerceTypes: 'array', removeAdditional: true })
  const build: Build = (route) => {
    if (route.httpPart === 'body') return body(route)
    if (route.httpPart === 'querystring') return textPart(query(route), route.schema, true)
    return textPart(other(route), route.schema, false)
  }
  return lazily(build) as unknown as ReturnType<BuildCompilerFromPool>
}

/**
 * Compiled at the first request that needs it, not while the server starts (about half a second
 * of every start for ~400 validators; each costs a millisecond or two once). Every validator Ajv
 * makes takes the parent's context (it has a `schemaEnv`), so the stand-in says it has one too.
 */
function lazily (build: Build): Build {
  return (route) => {
    let validate: ValidateFn | undefined
    const stand: ValidateFn = (data, context) => (validate ??= build(route))(data, context)
    stand.schemaEnv = true
    Object.defineProperty(stand, 'errors', { get: () => validate?.errors })
    return stand
  }
}
