import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import { defineError, fieldErrors } from './errors.js'

// What a request body may be, decided once for every route (security review, issue 23).

/**
 * Nesting and width a JSON body may have. Our deepest body is three levels and our longest list
 * 500 ids; a body nested 10,000 deep overflowed the stack of the first recursive walk (a 500).
 */
export const JSON_LIMITS = { depth: 32, members: 1_000 }

/** What is wrong with the shape of a JSON text (checked before parsing, in one pass), or null. */
export function jsonShapeProblem (text: string, limits = JSON_LIMITS): { msg: string; type: string } | null {
  const commas: number[] = []   // per open object or array: the separators seen so far
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++                     // backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x7b || c === 0x5b) {    // { [
      if (commas.length >= limits.depth) return { msg: `Nested deeper than ${limits.depth} levels`, type: 'json_too_deep' }
      commas.push(0)
    } else if (c === 0x7d || c === 0x5d) {    // } ]
      commas.pop()
    } else if (c === 0x2c && commas.length > 0) {
      const top = commas.length - 1
      if (++commas[top]! >= limits.members) {
        return { msg: `More than ${limits.members} members in one object or list`, type: 'json_too_wide' }
      }
    }
  }
  return null
}

const unsupportedMediaType = defineError({ status: 415, code: 'request.unsupported_media_type', title: 'Unsupported media type' })
const FORM = 'application/x-www-form-urlencoded'
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export async function installBodyParsers (app: FastifyInstance): Promise<void> {
  // An empty JSON body is "no body" (some clients send the header on a bare POST such as logout);
  // routes that need a body still answer 422. Anything else goes through Fastify's safe parser,
  // after a check of its shape.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string   // parseAs: 'string'
    if (text === '') return done(null, undefined)
    const problem = jsonShapeProblem(text)
    if (problem) return done(fieldErrors([{ loc: ['body'], ...problem }]), undefined)
    parseJson(request, text, done)
  })
  // No route reads plain text: a text body is an unsupported media type (415), not an invalid JSON body.
  app.removeContentTypeParser('text/plain')

  // Form encoding only where a route lists it in `consumes` (the two OAuth2-style sign-ins and
  // the RFC 8058 unsubscribe POST); every other route takes JSON only, as the OpenAPI document says.
  await app.register(formbody)
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    if (type !== FORM || !BODY_METHODS.has(request.method)) return payload
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? []
    if (!consumes.includes(FORM)) {
      throw unsupportedMediaType(`${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]} ` +
        'takes application/json')
    }
    return payload
  })
}
