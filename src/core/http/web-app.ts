import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { firstViews, withFirstView } from './first-view.js'

// The web app (web/, built by Vite into web/dist) is served by the API's own server at `/`, so
// referral links stay short (`https://host/?ref=CODE`) and the app and API share one origin.
// Hashed assets are cached for a year; index.html never, so a deploy is picked up at once. A
// browser route (`/grants?q=solar`, `/partners/links`) has no file: the not-found handler falls
// back to index.html for GETs outside /api and /docs that accept HTML, or that accept anything
// (`*/*`, or no Accept: curl, link previews, chat apps unfurling a shared grant) on a path that is
// not a file name. API 404s, missing assets and JSON-only clients keep the 404 problem+json.
// A page with its own title (a grant) gets it, and its summary, in index.html's title, description
// and Open Graph / Twitter tags, so a shared link previews as the grant rather than as the app.
// The pages a first visit lands on (home, search, a grant) also get their own chunks and style
// sheets announced in the head (`first-pages.json`, written by scripts/build-web.mjs), so the
// browser fetches them with the shell instead of after it has run, and a visitor gets their first
// view already drawn in the HTML (first-view.ts).

/** A first page's chunks and style sheets (scripts/build-web.mjs). */
interface FirstPage { scripts: string[]; styles: string[] }

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | null>

/** What a shared link of a page previews as; `title` is the page's own (the site name is added). */
export interface PageMeta { title: string; description: string; url: string }
export interface WebAppOptions {
  pageMeta?: (path: string) => Promise<PageMeta | null>
  /** How long a visitor's first view may take to draw (first-view.ts); 0: the plain shell always. */
  firstViewTimeoutMs?: number
}

// The app loads nothing from elsewhere and runs no inline script (the refresh token is kept in
// localStorage, so script injection is what this guards against). Mantine sets style attributes,
// hence 'unsafe-inline' for styles only.
export const APP_CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'",
].join('; ')

const NOT_APP = /^\/(api|docs)(\/|$)/
const FILE_NAME = /\.[A-Za-z0-9]{1,8}$/
const SITE = 'Grantwise'

function setHeaders (reply: FastifyReply, path: string): void {
  if (path.endsWith('index.html')) reply.header('cache-control', 'no-cache').header('content-security-policy', APP_CSP)
  else if (/[/\\]assets[/\\]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable')
}

function wantsPage (request: FastifyRequest, path: string): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_APP.test(path)) return false
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html') || ((accept === '' || accept.includes('*/*')) && !FILE_NAME.test(path))
}

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  .replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** index.html with the page's title and description in its title, description and preview tags. */
export function withPageMeta (shell: string, meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:title', meta.title], ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url], ['property', 'og:type', 'article'],
    ['name', 'twitter:title', meta.title], ['name', 'twitter:description', meta.description],
  ]
  let page = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${html(`${meta.title} – ${SITE}`)}</title>`)
  for (const [attr, key, value] of tags) {
    const tag = `<meta ${attr}="${key}" content="${html(value)}">`
    const existing = new RegExp(`<meta ${attr}="${key}"\\s+content="[^"]*"\\s*/?>`)
    // Function replacers: a `$&` in a grant's title must stay text.
    page = existing.test(page) ? page.replace(existing, () => tag) : page.replace('</head>', () => `${tag}\n</head>`)
  }
  return page
}

/** index.html announcing a page's own chunks and style sheets, fetched at once with the shell's. */
export function withFirstPage (shell: string, page: FirstPage): string {
  const links = [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${html(href)}">`),
    ...page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${html(href)}">`),
  ]
  return shell.replace('</head>', () => `${links.join('\n')}\n</head>`)
}

/** The pages a first visit lands on (first-pages.json: `/`, `/grants`, `/grants/*`), each with its shell. */
function firstPageShells (dir: string, shell: string): Map<string, string> {
  const file = join(dir, 'first-pages.json')
  const pages = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, FirstPage> : {}
  return new Map(Object.entries(pages).map(([path, page]) => [path, withFirstPage(shell, page)]))
}

/** Serves `dir` when it holds a build; returns the not-found fallback to index.html, or null. */
export async function installWebApp (
  app: FastifyInstance, dir: string | null, { pageMeta, firstViewTimeoutMs = 1_500 }: WebAppOptions = {},
): Promise<NotFoundFallback | null> {
  if (dir === null) return null
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'the web app is not built (npm run build:web); serving the API only')
    return null
  }
  // wildcard: false registers one route per file present at start-up: a build does not change
  // under a running server, and unknown paths reach the not-found handler (and the fallback).
  // preCompressed: the build wrote `.br` and `.gz` beside each text file (scripts/build-web.mjs), at
  // brotli's best quality, which is too slow to run per request. index: false, so `/` comes to the
  // fallback below like every page, and gets its chunks announced.
  // No validators (ETag, Last-Modified) nor ranges: the assets' names carry their content's hash and
  // are cached as immutable, so a browser never revalidates them, and on a slow phone network the
  // ~100 bytes of headers per file are paid sixteen times on a first visit.
  await app.register(fastifyStatic, {
    root: dir, wildcard: false, index: false, setHeaders, cacheControl: false, preCompressed: true,
    etag: false, lastModified: false, acceptRanges: false,
  })
  // A build does not change under a running server (see above), so the shells are made once.
  const plain = readFileSync(join(dir, 'index.html'), 'utf8')
  const firstPages = firstPageShells(dir, plain)
  const firstView = firstViewTimeoutMs > 0 ? await firstViews(app, dir, firstViewTimeoutMs) : null
  const page = async (request: FastifyRequest, reply: FastifyReply, path: string, firstPage: string | null) => {
    const meta = await pageMeta?.(path)
    const view = firstPage && request.method === 'GET' && firstView ? await firstView(request) : null
    let shell = firstPage ?? plain
    if (meta) shell = withPageMeta(shell, meta)
    if (view) shell = withFirstView(shell, view)
    setHeaders(reply, 'index.html')
    // A first view depends on the language and on being signed out: caches must keep them apart.
    if (firstView && firstPage) reply.header('vary', 'accept-language, cookie')
    return reply.type('text/html; charset=utf-8').send(shell)
  }
  // The first pages are routes rather than the not-found fallback's, so their HTML (a first view
  // is tens of kB) is compressed like any answer: @fastify/compress acts on routes only.
  for (const [path, shell] of firstPages) {
    app.get(path.replace('/*', '/:page'), { schema: { hide: true } }, async (request, reply) => {
      const at = request.url.split('?')[0] ?? '/'
      return wantsPage(request, at) ? page(request, reply, at, shell) : reply.callNotFound()
    })
  }
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    return wantsPage(request, path) ? page(request, reply, path, null) : null
  }
}
