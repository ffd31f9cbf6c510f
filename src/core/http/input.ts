import type { FastifyInstance } from 'fastify'
import { fieldErrors, type FieldError } from './errors.js'

// PostgreSQL text cannot hold a NUL character: let one through and any insert or comparison
// fails with a 500. Refused here, once for every route, as a 422 naming the field.

function nulFields (value: unknown, loc: (string | number)[], found: FieldError[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ loc, msg: 'Must not contain a NUL character', type: 'string_nul' })
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulFields(v, [...loc, i], found))
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) nulFields(v, [...loc, key], found)
  }
}

export function rejectNulCharacters (app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found: FieldError[] = []
    nulFields(request.query, ['query'], found)
    nulFields(request.body, ['body'], found)
    nulFields(request.params, ['path'], found)
    done(found.length > 0 ? fieldErrors(found) : undefined)
  })
}
