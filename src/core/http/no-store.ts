import type { FastifyInstance } from 'fastify'

// Answers that carry tokens or personal data (sign-in, refresh, the account) must not be kept by
// the browser's cache, its back/forward history or a shared proxy (RFC 9111 §5.2.2.5). Installed
// once per routes plugin, so it covers every route of the plugin, its error answers included.
export function noStore (app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
