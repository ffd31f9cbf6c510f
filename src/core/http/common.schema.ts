import { Type, type Static, type TSchema, type TUnsafe } from 'typebox'

export const Uuid = Type.String({ format: 'uuid', description: 'UUID' })

// Dates leave the database as Date objects; the serialiser writes ISO 8601 in UTC.
export const IsoDate = Type.Unsafe<Date>({ type: 'string', format: 'date-time', description: 'ISO 8601, UTC' })

export function StringEnum<const T extends readonly string[]> (values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

// The validator coerces types (query strings arrive as text), and it tries a union's branches in
// order with coercion: either order loses a value (null first turns 0, false and "" into null;
// the value first turns null into 0, false or ""). A scalar gets a type list instead, which
// coerces only when the value matches none of the types: 0, false, "" and null all stay.
export function Nullable<T extends TSchema> (schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] }
  if (typeof type !== 'string') return Type.Union([Type.Null(), schema]) as unknown as TUnsafe<Static<T> | null>
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) })
}

export const FieldError = Type.Object({
  loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  msg: Type.String(),
  type: Type.String(),
}, { $id: 'FieldError' })

export const ProblemDetails = Type.Object({
  type: Type.String({ description: 'URI naming the problem kind' }),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.String({ description: 'Human-readable explanation' }),
  instance: Type.Optional(Type.String()),
  request_id: Type.Optional(Type.String({ description: 'Also in the server log line' })),
  errors: Type.Optional(Type.Array(ref(FieldError), { description: 'Present on 422: one entry per invalid field' })),
  permission: Type.Optional(Type.String({ description: 'On 403 of a workspace route: the permission that was missing' })),
  required_roles: Type.Optional(Type.Array(Type.String(), { description: 'On 403: the roles that hold it' })),
  role: Type.Optional(Type.String({ description: 'On 403: your role in the workspace' })),
}, { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json)' })

export const Message = Type.Object({ message: Type.String() }, { $id: 'Message' })

export const sharedSchemas = [FieldError, ProblemDetails, Message]

// Keyed by media type: the document then says what the wire carries (`application/problem+json`),
// and Fastify serialises the error with the same schema.
const problemRef = (description: string) => ({ description, content: { 'application/problem+json': { schema: { $ref: 'Problem' } } } })

/** Error responses for the OpenAPI document; problem bodies are written by core/http/errors.ts. */
export function errorResponses (...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: 'Bad request', 401: 'Missing, invalid, expired or revoked token', 403: 'Not allowed',
    404: 'Not found', 409: 'Conflict', 422: 'Validation failed', 429: 'Too many requests (see Retry-After)',
    503: 'Unavailable',
  }
  return Object.fromEntries(statuses.map((s) => [s, problemRef(descriptions[s] ?? 'Error')]))
}

/** The sign-in routes' errors: a 401 there is about the credentials, and the lockout always applies. */
export const signInErrorResponses = () => ({
  ...errorResponses(403),
  401: problemRef('Wrong e-mail or password'),
  429: problemRef('Too many failed sign-ins for this account, or requests from this address: try again after Retry-After'),
})

/**
 * A reference to a shared schema (registered once with app.addSchema), typed as the schema.
 * The OpenAPI document then names it (`#/components/schemas/User`) instead of inlining it.
 */
export function ref<T extends TSchema & { $id?: string }> (schema: T): TUnsafe<Static<T>> {
  if (!schema.$id) throw new Error('ref() needs a schema with an $id')
  return Type.Unsafe<Static<T>>({ $ref: schema.$id })
}
