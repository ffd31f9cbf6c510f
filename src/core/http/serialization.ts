import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler'

type Serializer = (doc: unknown) => string

/**
 * Response serialisers compiled at first use instead of at start-up.
 *
 * Fastify compiles a fast-json-stringify function for every route and status code while it
 * starts, and each compilation checks every shared schema (`app.addSchema`) again: with ~300
 * serialisers and ~150 shared schemas that was 4 s of a 10 s start. Each serialiser is now
 * compiled the first time a response needs it (a few milliseconds, once per process), and
 * `warm()` compiles the rest in the background, one per turn of the event loop, so a request
 * never waits behind more than one compilation. The functions are the ones Fastify would build.
 */
export function lazySerializers (): { factory: SerializerFactory, warm: () => Promise<number> } {
  const pending = new Set<() => Serializer>()
  const factory: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options)
    return (route) => {
      let serialize: Serializer | undefined
      const build = (): Serializer => {
        pending.delete(build)
        serialize ??= compile(route)
        return serialize
      }
      pending.add(build)
      return (doc: unknown) => (serialize ?? build())(doc)
    }
  }
  const warm = async (): Promise<number> => {
    let compiled = 0
    for (const build of pending) {
      await new Promise((resolve) => setImmediate(resolve))
      if (!pending.has(build)) continue   // a request compiled it meanwhile
      build()
      compiled++
    }
    return compiled
  }
  return { factory, warm }
}
