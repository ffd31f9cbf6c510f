import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>

// Tokens, passwords and cookies never reach a log line.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.new_password', '*.refresh_token', '*.token']

export function createLogger (level: string): FastifyBaseLogger {
  return pino({ level, redact: REDACT })
}

// Services log through this facade: inside a request it writes with that request's logger, so
// every line carries the request id without services ever seeing the request.
const current = new AsyncLocalStorage<FastifyBaseLogger>()

export function contextLogger (root: FastifyBaseLogger): Logger {
  const pick = () => current.getStore() ?? root
  return {
    info: (...args: Parameters<Logger['info']>) => pick().info(...args),
    warn: (...args: Parameters<Logger['warn']>) => pick().warn(...args),
    error: (...args: Parameters<Logger['error']>) => pick().error(...args),
    debug: (...args: Parameters<Logger['debug']>) => pick().debug(...args),
  }
}

/** Per request: echo the request id to the client and bind the request's logger. */
export function bindRequestLogger (app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    current.run(request.log, done)
  })
}
