import { finished, type Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { defineError } from './errors.js'

// The public lane's pool bounds the database work of anonymous catalogue requests, but not their
// CPU: a broad search answered from the in-memory index, or 10,000 rows turned into CSV, runs on
// the event loop that /health and every signed-in user share. So the lane also admits at most
// `concurrency` requests at a time per process, first come first served; the rest wait, at most
// `queue` of them and `maxWaitMs` each, then 503 with Retry-After. A request holds its place
// while its handler works (preHandler to onSend); a streamed body keeps it while it is made, its
// producer buffering ahead of a slow reader (body-cache.ts), so slow readers cannot hold the lane.

const busy = defineError({ status: 503, code: 'server.busy', title: 'Service busy' })

export interface GateOptions { concurrency: number; queue: number; maxWaitMs: number }

export function createGate ({ concurrency, queue, maxWaitMs }: GateOptions) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    /** Resolves to a release function once admitted; rejects with 503 when the queue is full or the wait too long. */
    async enter (): Promise<() => void> {
      if (running < concurrency) {
        running++
        return once(release)
      }
      if (waiting.length >= queue) throw tooBusy()
      return new Promise((resolve, reject) => {
        const admit = () => { clearTimeout(timer); resolve(once(release)) }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(admit), 1)
          reject(tooBusy())
        }, maxWaitMs)
        waiting.push(admit)
      })
    },
    get running () { return running },
    get waiting () { return waiting.length },
  }
}

const tooBusy = () => busy('Too many catalogue requests at once; try again shortly', { headers: { 'retry-after': '5' } })

function once (fn: () => void): () => void {
  let done = false
  return () => { if (!done) { done = true; fn() } }
}

// Bodies still being made when their answer starts (a streamed export), by request.
const making = new WeakMap<object, Writable>()

/** The request keeps its place until `body` is made (its writable side finished), not until sent. */
export function keepPlaceWhileMaking (request: object, body: Writable): void {
  making.set(request, body)
}

/** Every route of `app` (an encapsulated plugin) waits for a place in `gate`. */
export function gateRoutes (app: FastifyInstance, gate: ReturnType<typeof createGate>): void {
  const places = new WeakMap<object, () => void>()
  app.addHook('preHandler', async (request) => { places.set(request, await gate.enter()) })
  const leave = (request: object) => { places.get(request)?.() }
  app.addHook('onSend', async (request, _reply, payload) => {
    const body = making.get(request)
    if (body) finished(body, { readable: false }, () => leave(request))
    else leave(request)
    return payload
  })
  app.addHook('onResponse', async (request) => { leave(request) })
  app.addHook('onRequestAbort', async (request) => { leave(request) })
}
