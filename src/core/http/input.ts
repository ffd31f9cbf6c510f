import type { FastifyInstance } from 'fastify'
import { nulPaths } from '../nul.js'
import { fieldErrors } from './errors.js'

// Refused once for every route, as a 422 naming the field, instead of a 500 from the database.
export function rejectNulCharacters (app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = [...nulPaths(request.query, ['query']), ...nulPaths(request.body, ['body']), ...nulPaths(request.params, ['path'])]
    done(found.length > 0 ? fieldErrors(found.map((loc) => ({ loc, msg: 'Must not contain a NUL character', type: 'string_nul' }))) : undefined)
  })
}
