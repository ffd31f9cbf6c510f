import type { FastifyReply } from 'fastify'
import { BoundedMap } from '../bounded-map.js'

// A list whose items each embed a large object that many responses share (a match embeds its
// whole grant: 20 matches are ~100 KB, 95 % of it grants). Serialising that per request, and
// then measuring and encoding the 100 KB string for the socket, was most of the route's CPU.
// Here each embedded object is serialised once per version into UTF-8 bytes, and the page is
// assembled from bytes: the items (without the embedded object) and the envelope through the
// same schema serialisers Fastify would use, so the JSON is what the route's schema describes.
// When the items' own fields are versioned too, a whole page is kept by the versions of its
// parts: the same page again is sent as the bytes it was last time (assembling and copying its
// 100 KB per request was a fifth of the route's CPU time).

type Schema = Record<string, unknown>
type Json = Record<string, unknown>

interface Options<E, I> {
  /** Name of the embedded field in each item. */
  field: string
  /** Schema of an item without the field, and of the embedded object (compiled once by Fastify). */
  itemSchema: object
  embeddedSchema: object
  /** Changes whenever the embedded object's JSON would: its id plus every read-time field. */
  version: (embedded: E) => string
  /** Likewise for an item's own fields; without it they are serialised per request and pages are not kept. */
  itemVersion?: (item: I) => string
  maxEntries?: number
  /** Whole pages kept (~100 KB each). */
  maxPages?: number
}

/** Bytes by version, the oldest dropped beyond `maxEntries`. */
function bytesByVersion (maxEntries: number) {
  const entries = new BoundedMap<string, Buffer>(maxEntries)
  return {
    get (key: string, make: () => string | Buffer): Buffer {
      let bytes = entries.get(key)
      if (!bytes) {
        const made = make()
        bytes = typeof made === 'string' ? Buffer.from(made) : made
        entries.set(key, bytes)
      }
      return bytes
    },
    clear: () => { entries.clear() },
  }
}

export function createSplicedList<E, I extends Json = Json> ({ field, itemSchema, embeddedSchema, version, itemVersion, maxEntries = 5_000, maxPages = 100 }: Options<E, I>) {
  const fragments = bytesByVersion(maxEntries)
  const heads = bytesByVersion(maxEntries)
  const pages = bytesByVersion(maxPages)
  const OPEN = Buffer.from('{"items":[')
  const COMMA = Buffer.from(',')

  // `{…own fields…}` becomes `{…own fields…,` (or `{` when there are none), for the field to follow.
  function head (reply: FastifyReply, item: I): string {
    const { [field]: _embedded, ...own } = item
    const json = reply.serializeInput(own, itemSchema as Schema)
    return json.length > 2 ? `${json.slice(0, -1)},` : '{'
  }

  function assemble (reply: FastifyReply, items: I[], tail: string): Buffer {
    const parts: Buffer[] = [OPEN]
    items.forEach((item, i) => {
      if (i > 0) parts.push(COMMA)
      const embedded = item[field] as E
      parts.push(
        itemVersion ? heads.get(itemVersion(item), () => head(reply, item)) : Buffer.from(head(reply, item)),
        fragments.get(version(embedded), () => `"${field}":${reply.serializeInput(embedded as Json, embeddedSchema as Schema)}}`),
      )
    })
    parts.push(Buffer.from(tail))
    return Buffer.concat(parts)
  }

  return {
    /** Sends `{"items":[…], …rest}` with each item's `field` spliced in from the cache. */
    send (reply: FastifyReply, { items, ...rest }: { items: I[] } & Json): FastifyReply {
      const envelope = JSON.stringify(rest)
      const tail = `]${envelope.length > 2 ? `,${envelope.slice(1)}` : '}'}`
      const body = itemVersion
        ? pages.get(`${items.map((item) => `${itemVersion(item)} ${version(item[field] as E)}`).join('\n')}\n${tail}`, () => assemble(reply, items, tail))
        : assemble(reply, items, tail)
      return reply.type('application/json; charset=utf-8').send(body)
    },
    clear: () => { fragments.clear(); heads.clear(); pages.clear() },
  }
}
