import type { FastifyReply } from 'fastify'
import { BoundedMap } from '../bounded-map.js'

// Answers that never change while the process runs (reference data) are serialised once per
// distinct URL and then sent as they are. Bounded, least recently used first out, because the
// URLs are chosen by clients.

export function createResponseCache ({ maxEntries = 1000, maxAgeSeconds = 3600 } = {}) {
  const entries = new BoundedMap<string, string>(maxEntries)
  return {
    send (reply: FastifyReply, key: string, produce: () => unknown): void {
      let body = entries.get(key)
      if (body === undefined) {
        body = reply.serializeInput(produce() as Record<string, unknown>, '200') as string
      } else {
        entries.delete(key)   // re-insert: Map order doubles as recency order
      }
      entries.set(key, body)
      reply
        .header('cache-control', `public, max-age=${maxAgeSeconds}`)
        .type('application/json; charset=utf-8')
        .send(body)
    },
  }
}
