import { AsyncLocalStorage } from 'node:async_hooks'

// Requests anyone may send without an account (the catalogue: search, exports, calendars) read
// through a lane of their own: on PostgreSQL a separate, smaller pool with a shorter statement
// timeout (see client.ts). However many anonymous clients hammer the expensive routes, the main
// pool's connections stay free for /health, sign-ins and the signed-in product. A lane is the
// async context a request runs in, so a service deep down needs no parameter to say which it is.
// PGlite has one connection and no lanes: there the setting is read and ignored.

const lanes = new AsyncLocalStorage<'public'>()

/** True inside a request (or work it started) that runs in the public lane. */
export function inPublicLane (): boolean {
  return lanes.getStore() === 'public'
}

/** Runs `fn` (and everything it starts) in the public lane. */
export function runInPublicLane<T> (fn: () => T): T {
  return lanes.run('public', fn)
}

/** Runs `fn` outside any lane: shared work a request merely triggered (an index rebuild). */
export function runOutsideLanes<T> (fn: () => T): T {
  return lanes.exit(fn)
}
