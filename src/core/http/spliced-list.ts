import type { FastifyReply } from 'fastify'

// A list whose items each embed a large object that many responses share (a match embeds its
// whole grant: 20 matches are ~100 KB, 95 % of it grants). Serialising that per request, and
// then measuring and encoding the 100 KB string for the socket, was most of the route's CPU.
// Here each embedded object is serialised once per version into UTF-8 bytes, and the page is
// assembled from bytes: the items (without the embedded object) and the envelope through the
// same schema serialisers Fastify would use, so the JSON is what the route's schema describes.

type Schema = Record<string, unknown>
type Json = Record<string, unknown>

interface Options<E> {
  /** Name of the embedded field in each item. */
  field: string
  /** Schema of an item without the field, and of the embedded object (compiled once by Fastify). */
  itemSchema: object
  embeddedSchema: object
  /** Changes whenever the embedded object's JSON would: its id plus every read-time field. */
  version: (embedded: E) => string
  maxEntries?: number
}

export function createSplicedList<E> ({ field, itemSchema, embeddedSchema, version, maxEntries = 5_000 }: Options<E>) {
  const fragments = new Map<string, Buffer>()
  const OPEN = Buffer.from('{"items":[')
  const COMMA = Buffer.from(',')

  function fragment (reply: FastifyReply, embedded: E): Buffer {
    const key = version(embedded)
    let bytes = fragments.get(key)
    if (!bytes) {
      bytes = Buffer.from(`"${field}":${reply.serializeInput(embedded as Json, embeddedSchema as Schema)}}`)
      if (fragments.size >= maxEntries) fragments.delete(fragments.keys().next().value!)
      fragments.set(key, bytes)
    }
    return bytes
  }

  return {
    /** Sends `{"items":[…], …rest}` with each item's `field` spliced in from the cache. */
    send (reply: FastifyReply, { items, ...rest }: { items: Json[] } & Json): FastifyReply {
      const parts: Buffer[] = [OPEN]
      items.forEach((item, i) => {
        if (i > 0) parts.push(COMMA)
        const { [field]: embedded, ...own } = item
        const json = reply.serializeInput(own, itemSchema as Schema)
        // `{…own fields…}` becomes `{…own fields…,"grant":{…}}` (or without the comma when own is empty).
        parts.push(Buffer.from(json.length > 2 ? `${json.slice(0, -1)},` : '{'), fragment(reply, embedded as E))
      })
      const envelope = JSON.stringify(rest)
      parts.push(Buffer.from(`]${envelope.length > 2 ? `,${envelope.slice(1)}` : '}'}`))
      return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts))
    },
    clear: () => { fragments.clear() },
  }
}
