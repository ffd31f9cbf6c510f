import createClient from 'openapi-fetch'
import createQueryHooks from 'openapi-react-query'
import type { components, paths } from './schema'
import { authFetch, Session } from './session'

// One typed client for the whole app, generated from the server's OpenAPI document
// (web/src/api/schema.d.ts): paths, parameters, bodies and responses are checked by tsc.

export type Schemas = components['schemas']
export type Problem = Schemas['Problem']

export const session = new Session()

// In the browser requests go to the page's own origin. On the server, where a visitor's first view is
// rendered (entry-server.tsx), they go to the app in the same process: the renderer sets `transport`.
let transport: typeof fetch = (...args) => globalThis.fetch(...args)
export function setTransport (f: typeof fetch): void { transport = f }
export const SERVER_ORIGIN = 'http://grantwise.internal'

export const api = createClient<paths>({
  baseUrl: import.meta.env.SSR ? SERVER_ORIGIN : '',
  fetch: authFetch(session, (...args) => transport(...args)),
})

/** `$api.useQuery('get', '/api/v1/grants/search', { params: { query } })`, typed end to end. */
export const $api = createQueryHooks(api)

/** An API error as thrown by `unwrap`: the problem body, or a stand-in when there was none. */
export class ApiError extends Error {
  constructor (readonly problem: Problem) {
    super(problem.detail || problem.title)
  }
}

export function isProblem (value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value
}

/** The data of an openapi-fetch result, or an ApiError carrying the server's problem. */
export function unwrap<T> (result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined && !result.response.ok) {
    const problem = isProblem(result.error)
      ? result.error
      : { type: 'about:blank', title: result.response.statusText || 'Error', status: result.response.status, detail: '' }
    throw new ApiError(problem)
  }
  return result.data as T
}
