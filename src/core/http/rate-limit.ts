import rateLimit from '@fastify/rate-limit'
import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import { defineError } from './errors.js'

const tooManyRequests = defineError({ status: 429, code: 'request.rate_limited', title: 'Too many requests' })

// Per-client limits for routes that opt in through `config.rateLimit`. The client is the socket
// address, or the forwarded one when TRUST_PROXY names the proxies in front of us.
export async function installRateLimit (app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      tooManyRequests(`Rate limit of ${ctx.max} requests per ${ctx.after === '1 minute' ? 'minute' : 'window'} exceeded; retry in ${ctx.after}`),
  })
}

/** Route config for a per-minute limit; 0 turns it off. */
export function perMinute (max: number): Pick<FastifyContextConfig, 'rateLimit'> {
  return max > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {}
}
