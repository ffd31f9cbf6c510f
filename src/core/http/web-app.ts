import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// The web app (web/, built by Vite into web/dist) is served by the API's own server at `/`, so
// referral links stay short (`https://host/?ref=CODE`) and the app and API share one origin.
// Hashed assets are cached for a year; index.html never, so a deploy is picked up at once. A
// browser route (`/grants?q=solar`, `/partners/links`) has no file: the not-found handler falls
// back to index.html for GETs that accept HTML outside /api and /docs. API 404s stay problem+json.

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null

// The app loads nothing from elsewhere and runs no inline script (the refresh token is kept in
// localStorage, so script injection is what this guards against). Mantine sets style attributes,
// hence 'unsafe-inline' for styles only.
export const APP_CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'",
].join('; ')

const NOT_APP = /^\/(api|docs)(\/|$)/

function setHeaders (reply: FastifyReply, path: string): void {
  if (path.endsWith('index.html')) reply.header('cache-control', 'no-cache').header('content-security-policy', APP_CSP)
  else if (/[/\\]assets[/\\]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable')
}

/** Serves `dir` when it holds a build; returns the not-found fallback to index.html, or null. */
export async function installWebApp (app: FastifyInstance, dir: string | null): Promise<NotFoundFallback | null> {
  if (dir === null) return null
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'the web app is not built (npm run build:web); serving the API only')
    return null
  }
  // wildcard: false registers one route per file present at start-up: a build does not change
  // under a running server, and unknown paths reach the not-found handler (and the fallback).
  // preCompressed: the build wrote `.br` and `.gz` beside each text file (scripts/build-web.mjs), at
  // brotli's best quality, which is too slow to run per request.
  await app.register(fastifyStatic, {
    root: dir, wildcard: false, index: 'index.html', setHeaders, cacheControl: false, preCompressed: true,
  })
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(path) &&
      (request.headers.accept ?? '').includes('text/html')
    return wantsPage ? reply.sendFile('index.html') : null
  }
}
