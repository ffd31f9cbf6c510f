import type { FastifyInstance } from 'fastify'
import type { Access } from './auth.js'

// Headers every response carries (security review, issue 23), set once here rather than per route:
// - `nosniff`: a browser never runs a JSON or CSV answer as a script or page;
// - `no-referrer`: sign-in, reset and unsubscribe links carry tokens in their URL, and no page of
//   ours needs to tell another site where the visitor came from;
// - API answers get a CSP that allows nothing (they are data, never a page to render or frame);
//   the web app's index.html (web-app.ts), /docs (openapi.ts) and the unsubscribe page set their own;
// - answers of signed-in routes (a user's, a partner's or the operator's data, the payout CSV)
//   are `no-store` unless the route chose a caching of its own: no shared or browser cache keeps them.

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function installSecurityHeaders (app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    if (request.url.startsWith('/api/') && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP)
    const access = (request.routeOptions.config as { access?: Access } | undefined)?.access
    if (access && access !== 'public' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
}
